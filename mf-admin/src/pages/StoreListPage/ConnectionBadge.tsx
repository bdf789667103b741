import { Badge } from '@fluentui/react-components';
import { CheckmarkCircle16Regular, Warning16Regular } from '@fluentui/react-icons';
import type { ConnectionStatus } from '@hub/contracts';
import { useTranslation } from 'react-i18next';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** A store's data import connection status (spec section 3: Tested or Not Tested), as its import sources make it. */
export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('mf-admin');
  return status === 'Tested' ? (
    <Badge appearance="tint" color="success" icon={<CheckmarkCircle16Regular />} style={NOWRAP} data-testid="store-connection-badge">
      {t('stores.connection.tested')}
    </Badge>
  ) : (
    <Badge appearance="outline" color="warning" icon={<Warning16Regular />} style={NOWRAP} data-testid="store-connection-badge">
      {t('stores.connection.notTested')}
    </Badge>
  );
}
