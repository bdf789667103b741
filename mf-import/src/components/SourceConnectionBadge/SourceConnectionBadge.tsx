import { Badge, makeStyles } from '@fluentui/react-components';
import { PlugConnected16Regular, PlugDisconnected16Regular } from '@fluentui/react-icons';
import type { ConnectionStatus } from '@hub/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
});

/** Spec section 3: a connection is Tested or Not Tested (a failed test, or a change since, is Not Tested). */
export function SourceConnectionBadge({ status }: { status: ConnectionStatus }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const tested = status === 'Tested';
  return (
    <Badge
      appearance="tint"
      color={tested ? 'success' : 'warning'}
      icon={tested ? <PlugConnected16Regular /> : <PlugDisconnected16Regular />}
      className={styles.badge}
      data-testid="source-connection"
    >
      {tested ? t('connections.tested') : t('connections.notTested')}
    </Badge>
  );
}
