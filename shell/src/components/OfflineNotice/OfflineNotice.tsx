import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { WifiOff24Regular } from '@fluentui/react-icons';
import { useDocumentTitle } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    inset: 0,
    zIndex: 2000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
});

/**
 * Replaces the whole page while the browser is offline (spec section 2). As the /offline page
 * (`page`), it also names the tab with the "%s - Hub" template.
 */
export function OfflineNotice({ page = false }: { page?: boolean }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  useDocumentTitle(page ? t('offline.title') : undefined);
  return (
    <div className={styles.root} role="alert" data-testid="offline-notice">
      <WifiOff24Regular className={styles.icon} />
      <Text as="h1" size={600} weight="semibold">
        {t('offline.title')}
      </Text>
      <Text>{t('offline.body')}</Text>
    </div>
  );
}
