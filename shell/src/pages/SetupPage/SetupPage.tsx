import {
  Badge,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle20Filled, Circle20Regular, Warning20Filled } from '@fluentui/react-icons';
import { PERMISSIONS, setupApi, setupIcon } from '@hub/contracts';
import { ApiError, callApi, hubStore, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { flexGrow: 1 },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
});

/** The initial-setup checklist from GET /merchant/setup (spec section 4). */
export function SetupPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const modules = useHubStore((s) => s.modules);
  const canFinish = usePermission({ permission: PERMISSIONS.MODULES_MODIFY });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('pages.setup'));

  // POST /merchant/setup/complete marks the module Setup CREATED; the layout then leaves /setup.
  const finish = async () => {
    setBusy(true);
    setError(null);
    try {
      const status = await callApi(setupApi.complete);
      hubStore.getState().setSetup(status);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('setup.failed'));
      setBusy(false);
    }
  };
  return (
    <Card className={styles.card} data-testid="setup-page">
      <Text as="h1" size={800} weight="bold">
        {t('setup.title')}
      </Text>
      <Text>{t('setup.intro')}</Text>
      {modules.length === 0 ? (
        <Text>{t('setup.empty')}</Text>
      ) : (
        <ul className={styles.list}>
          {modules.map((m) => {
            const icon = setupIcon(m.status);
            return (
              <li key={m.name} className={styles.item}>
                {icon === 'done' ? (
                  <CheckmarkCircle20Filled color={tokens.colorPaletteGreenForeground1} />
                ) : icon === 'warning' ? (
                  <Warning20Filled color={tokens.colorPaletteMarigoldForeground1} />
                ) : (
                  <Circle20Regular />
                )}
                <Text className={styles.name}>{m.name}</Text>
                <Badge appearance="tint" color={icon === 'done' ? 'success' : 'warning'}>
                  {t(`setup.status.${m.status}`)}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <MessageBar intent="error" data-testid="setup-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {canFinish ? (
          <Button
            appearance="primary"
            onClick={() => void finish()}
            disabled={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            data-testid="setup-finish"
          >
            {t('setup.finish')}
          </Button>
        ) : (
          <Text>{t('setup.askAdministrator')}</Text>
        )}
      </div>
    </Card>
  );
}
