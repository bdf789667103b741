import { Card, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Color24Regular } from '@fluentui/react-icons';
import { LOGO_KINDS, MIN_ACCENT_CONTRAST, PERMISSIONS, THEME_MODES, normalizeHexColour, type ThemeMode } from '@hub/contracts';
import { AccessDeniedPage, useDateFormat, useDocumentTitle, usePermission } from '@hub/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { ACCENT_PRESETS, accentContrasts, previewAccent, themeDraftIssues, withLogo } from '../../domain/themeConfigForm';
import { LogoField } from './LogoField';
import { ThemePreviewCard } from './ThemePreviewCard';
import { useThemeConfig } from './useThemeConfig';

const useStyles = makeStyles({
  colour: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  picker: {
    width: '44px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  hex: { width: '140px' },
  presets: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  preset: {
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
    outline: `1px solid ${tokens.colorNeutralStroke1}`,
    cursor: 'pointer',
    padding: 0,
  },
  presetOn: { outline: `2px solid ${tokens.colorNeutralForeground1}` },
  logos: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalL, '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Spec section 2, /config/theme (issue 15 item 4): accent, light/dark default, logos, a live preview (THC000, THC100–THC109). */
export function ThemeConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('theme.title'));
  const canRead = usePermission({ permission: PERMISSIONS.THEME_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <ThemeForm />;
}

function ThemeForm() {
  const page = useConfigPageStyles();
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const dates = useDateFormat();
  const canModify = usePermission({ permission: PERMISSIONS.THEME_CONFIGURATION_MODIFY });
  const form = useThemeConfig();
  const { draft, setDraft } = form;
  const issues = useMemo(() => (draft ? themeDraftIssues(draft) : {}), [draft]);

  return (
    <ConfigFormFrame
      testId="theme-config-page"
      icon={<Color24Regular aria-hidden />}
      title={t('theme.title')}
      subtitle={t('theme.subtitle')}
      loadError={t('theme.loadError')}
      form={form}
      canModify={canModify}
      issueCount={Object.keys(issues).length}
    >
      {(current, loaded) => {
        const contrasts = accentContrasts(current);
        const accent = previewAccent(current);
        return (
          <>
            {loaded.configured ? (
              <Text size={200} className={page.muted}>
                {t('theme.lastSaved', { when: loaded.updatedAt ? dates.dateTime(loaded.updatedAt) : '' })}
              </Text>
            ) : (
              <MessageBar intent="info" data-testid="config-not-saved">
                <MessageBarBody>{t('theme.notSaved')}</MessageBarBody>
              </MessageBar>
            )}
            <div className={page.twoColumns}>
              <Card className={page.card}>
                <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                  {t('theme.accent')}
                </Text>
                <Field
                  label={t('theme.accentHex')}
                  hint={contrasts ? t('theme.contrast', { light: contrasts.light, dark: contrasts.dark, min: MIN_ACCENT_CONTRAST }) : undefined}
                  validationState={issues.accent ? 'error' : 'none'}
                  validationMessage={issues.accent ? t(`theme.accentIssues.${issues.accent}`, { min: MIN_ACCENT_CONTRAST }) : undefined}
                >
                  <div className={styles.colour}>
                    <input
                      type="color"
                      className={styles.picker}
                      value={accent}
                      disabled={!canModify}
                      aria-label={t('theme.accentPicker')}
                      data-testid="accent-picker"
                      onChange={(e) => setDraft((d) => ({ ...d, accent: e.target.value }))}
                    />
                    <Input
                      className={styles.hex}
                      value={current.accent}
                      dir="ltr"
                      disabled={!canModify}
                      data-testid="accent-hex"
                      onChange={(_, d) => setDraft((x) => ({ ...x, accent: d.value }))}
                    />
                  </div>
                </Field>
                <div className={styles.presets} role="group" aria-label={t('theme.presets')}>
                  {ACCENT_PRESETS.map((preset) => (
                    <button
                      key={preset}
                      type="button"
                      className={`${styles.preset} ${normalizeHexColour(current.accent) === preset ? styles.presetOn : ''}`}
                      style={{ backgroundColor: preset }}
                      aria-label={preset}
                      aria-pressed={normalizeHexColour(current.accent) === preset}
                      disabled={!canModify}
                      onClick={() => setDraft((d) => ({ ...d, accent: preset }))}
                    />
                  ))}
                </div>
              </Card>
              <Card className={page.card}>
                <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                  {t('theme.defaultMode')}
                </Text>
                <Text size={200} className={page.muted}>
                  {t('theme.defaultModeHint')}
                </Text>
                <RadioGroup value={current.defaultMode} disabled={!canModify} onChange={(_, d) => setDraft((x) => ({ ...x, defaultMode: d.value as ThemeMode }))}>
                  {THEME_MODES.map((mode) => (
                    <Radio key={mode} value={mode} label={t(`theme.modes.${mode}`)} />
                  ))}
                </RadioGroup>
              </Card>
            </div>
            <Card className={page.card}>
              <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                {t('theme.logos.title')}
              </Text>
              <div className={styles.logos}>
                {LOGO_KINDS.map((kind) => (
                  <LogoField key={kind} kind={kind} logo={current[kind]} disabled={!canModify} onChange={(logo) => setDraft((d) => withLogo(d, kind, logo))} />
                ))}
              </div>
            </Card>
            <Card className={page.card}>
              <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                {t('theme.preview.title')}
              </Text>
              <Text size={200} className={page.muted}>
                {t('theme.preview.hint')}
              </Text>
              <ThemePreviewCard draft={current} />
            </Card>
          </>
        );
      }}
    </ConfigFormFrame>
  );
}
