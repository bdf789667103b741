import { Link, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { localizePath, MEDIA } from '@hub/contracts';
import { navigateTo, useDocumentTitle, useHubStore } from '@hub/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { themeToShow } from '../../theme/previewTheme';
import { ThemeSamples } from './ThemeSamples';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, [MEDIA.phone]: { padding: tokens.spacingHorizontalM } },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, [MEDIA.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Spec section 2, `/theme-temp` (issue 15 item 4): the theme, saved or a draft of /config/theme, on every kind of component in light and dark. */
export function ThemeTempPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  useDocumentTitle(t('themeTemp.title'));
  const { search } = useLocation();
  const saved = useHubStore((s) => s.merchantTheme);
  const locale = useHubStore((s) => s.locale);
  const shown = useMemo(() => themeToShow(search, saved), [search, saved]);
  const settings = localizePath('/config/theme', locale);
  return (
    <div className={styles.page} data-testid="theme-temp-page">
      <div className={styles.heading}>
        <Text as="h1" size={700} weight="semibold">
          {t('themeTemp.title')}
        </Text>
        <Text as="p" className={styles.muted}>
          {t('themeTemp.subtitle')}
        </Text>
      </div>
      {shown?.preview && (
        <MessageBar intent="warning" data-testid="theme-preview-notice">
          <MessageBarBody>
            {t('themeTemp.previewing')}{' '}
            <Link
              href={settings}
              onClick={(e) => {
                e.preventDefault();
                navigateTo(settings);
              }}
            >
              {t('themeTemp.backToSettings')}
            </Link>
          </MessageBarBody>
        </MessageBar>
      )}
      {shown ? (
        <div className={styles.columns}>
          <ThemeSamples mode="light" accent={shown.theme.accent} logoUrl={shown.theme.logoUrl} />
          <ThemeSamples mode="dark" accent={shown.theme.accent} logoUrl={shown.theme.logoUrl} />
        </div>
      ) : (
        <Spinner label={t('themeTemp.loading')} />
      )}
    </div>
  );
}
