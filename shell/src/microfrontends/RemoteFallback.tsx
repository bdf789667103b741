import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PlugDisconnected24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
});

export interface RemoteFallbackProps {
  remote: string;
  onRetry: () => void;
}

/** Shown in the content area when a remote cannot be loaded; the rest of the hub keeps working. */
export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <section className={styles.root} role="alert" data-testid="remote-fallback" data-remote={remote}>
      <PlugDisconnected24Regular />
      <Text as="h1" size={500} weight="semibold">
        {t('errors.remoteFailed')}
      </Text>
      <Text>{t('errors.remoteFailedHint')}</Text>
      <Button appearance="primary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </section>
  );
}
