import { Badge } from '@fluentui/react-components';
import { CheckmarkCircle12Filled, DismissCircle12Filled } from '@fluentui/react-icons';
import type { ApiKeyStatus } from '@hub/contracts';
import { useTranslation } from 'react-i18next';

/** Spec section 4, "API keys have a status": ACTIVE or REVOKED, in words and colour. */
export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation('mf-config');
  return status === 'ACTIVE' ? (
    <Badge appearance="tint" color="success" icon={<CheckmarkCircle12Filled />} data-testid="api-key-status">
      {t('integrations.status.ACTIVE')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="subtle" icon={<DismissCircle12Filled />} data-testid="api-key-status">
      {t('integrations.status.REVOKED')}
    </Badge>
  );
}
