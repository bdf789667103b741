import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { BuildingShop16Regular } from '@fluentui/react-icons';
import { useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { accountLabel } from '../../rules/accountLabel';
import { openAccountDrawer } from '../AccountDrawer/accountDrawerStore';

const useStyles = makeStyles({
  badge: {
    maxWidth: '220px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
  button: { padding: 0, minWidth: 0 },
});

/** The top bar's switcher: merchant ID, profile unless 'default', store unless 'MASTER' (spec section 2); opens the account drawer. */
export function AccountLabel() {
  const user = useHubStore((s) => s.user);
  const { t } = useTranslation('shell');
  const styles = useStyles();
  if (!user) return null;
  const label = accountLabel(user);
  return (
    <Button
      appearance="transparent"
      className={styles.button}
      onClick={openAccountDrawer}
      aria-label={`${t('topBar.account')}: ${label}. ${t('user.switchAccount')}`}
      data-testid="account-switcher"
    >
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
    </Button>
  );
}
