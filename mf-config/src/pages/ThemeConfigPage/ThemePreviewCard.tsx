import { Badge, Button, FluentProvider, Link, Switch, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import { directionOf, localizePath, THEME_PREVIEW_QUERY, THEME_PREVIEW_STORAGE_KEY } from '@hub/contracts';
import { hubTheme, navigateTo, useHubStore, type ThemeName } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { themePreviewOf, type ThemeDraft } from '../../domain/themeConfigForm';

const useStyles = makeStyles({
  modes: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  sample: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    minWidth: 0,
  },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minHeight: '40px' },
  logo: { maxHeight: '32px', maxWidth: '140px', objectFit: 'contain' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

function Sample({ mode, draft }: { mode: ThemeName; draft: ThemeDraft }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const locale = useHubStore((s) => s.locale);
  const preview = themePreviewOf(draft);
  return (
    <FluentProvider theme={hubTheme(mode, preview.accent)} dir={directionOf(locale)}>
      <div className={styles.sample} data-testid={`theme-live-preview-${mode}`}>
        <div className={styles.bar}>
          {preview.logoUrl ? <img src={preview.logoUrl} alt="" className={styles.logo} /> : <Text weight="bold">Hub</Text>}
          <Text size={200}>{t(`theme.modes.${mode}`)}</Text>
        </div>
        <TabList defaultSelectedValue="a" size="small">
          <Tab value="a">{t('theme.preview.tabProducts')}</Tab>
          <Tab value="b">{t('theme.preview.tabReports')}</Tab>
        </TabList>
        <div className={styles.row}>
          <Button appearance="primary" size="small">
            {t('theme.preview.button')}
          </Button>
          <Badge appearance="filled" color="brand">
            {t('theme.preview.badge')}
          </Badge>
          <Switch defaultChecked label={t('theme.preview.switch')} />
        </div>
        <Link href="#" onClick={(e) => e.preventDefault()}>
          {t('theme.preview.link')}
        </Link>
      </div>
    </FluentProvider>
  );
}

/** The draft on a few components in both modes, as it changes; the full sample of every component on /theme-temp. */
export function ThemePreviewCard({ draft }: { draft: ThemeDraft }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const locale = useHubStore((s) => s.locale);
  const openFull = () => {
    try {
      window.sessionStorage.setItem(THEME_PREVIEW_STORAGE_KEY, JSON.stringify(themePreviewOf(draft)));
    } catch {
      // Without sessionStorage the page shows the saved theme.
    }
    navigateTo(`${localizePath('/theme-temp', locale)}?${THEME_PREVIEW_QUERY}=1`);
  };
  return (
    <>
      <div className={styles.modes}>
        <Sample mode="light" draft={draft} />
        <Sample mode="dark" draft={draft} />
      </div>
      <div>
        <Button icon={<Open20Regular />} onClick={openFull} data-testid="open-theme-preview">
          {t('theme.preview.openFull')}
        </Button>
      </div>
    </>
  );
}
