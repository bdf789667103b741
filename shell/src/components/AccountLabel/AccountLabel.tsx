import { Badge, makeStyles } from '@fluentui/react-components';
import { BuildingShop16Regular } from '@fluentui/react-icons';
import { useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { accountLabel } from '../../rules/accountLabel';

const useStyles = makeStyles({ badge: { maxWidth: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } });

/** Merchant ID, profile unless 'default', store unless 'MASTER' (spec section 2). */
export function AccountLabel() {
  const user = useHubStore((s) => s.user);
  const { t } = useTranslation('shell');
  const styles = useStyles();
  if (!user) return null;
  const label = accountLabel(user);
  return (
    <Badge
      appearance="tint"
      color="brand"
      size="large"
      icon={<BuildingShop16Regular />}
      className={styles.badge}
      aria-label={`${t('topBar.account')}: ${label}`}
      data-testid="account-label"
      title={label}
    >
      {label}
    </Badge>
  );
}
