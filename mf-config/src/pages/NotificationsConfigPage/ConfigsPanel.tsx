import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import { Button, Card, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, AlertUrgent24Regular, CalendarClock24Regular } from '@fluentui/react-icons';
import { NOTIFICATION_TYPES, NOTIFY_ALL_STORES, type NotificationConfig, type NotificationType } from '@hub/contracts';
import { codeWording, PageState } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { configsOfType, freeStoresFor, newConfigDraft, roleChoices, toConfigDraft, type StoreChoice } from '../../domain/notificationConfigForm';
import { ConfigCard } from './ConfigCard';
import { useNotificationConfigs, type NotificationSetupData } from './useNotificationConfigs';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, minWidth: 0 },
  type: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  typeHead: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  typeTitle: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, maxWidth: '760px' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  add: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  addStore: { minWidth: '220px', maxWidth: '100%' },
  none: { padding: tokens.spacingHorizontalL },
});

const TYPE_ICONS: Record<NotificationType, ReactElement> = {
  DAILY_STOCKTAKE_REPORT: <CalendarClock24Regular aria-hidden />,
  STOCKTAKE_DISCREPANCY: <AlertUrgent24Regular aria-hidden />,
};

/** The configs tab: per notification type, a card per store (all stores first) and adding one for another store. */
export function ConfigsPanel({ canModify }: { canModify: boolean }) {
  const { t } = useTranslation('mf-config');
  const { resource, ...calls } = useNotificationConfigs();
  if (resource.status === 'loading') return <PageState kind="loading" />;
  if (resource.status === 'error') {
    return <PageState kind="error" title={t('notifications.loadError')} message={codeWording(resource.error.code, resource.error.message)} onRetry={resource.reload} />;
  }
  return <ConfigLists data={resource.data} canModify={canModify} calls={calls} />;
}

interface Pending {
  type: NotificationType;
  sid: string;
}

function ConfigLists({ data, canModify, calls }: { data: NotificationSetupData; canModify: boolean; calls: Omit<ReturnType<typeof useNotificationConfigs>, 'resource'> }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const [configs, setConfigs] = useState<NotificationConfig[]>(data.configs);
  const [pending, setPending] = useState<Pending[]>([]);
  const [choice, setChoice] = useState<Partial<Record<NotificationType, string>>>({});
  useEffect(() => setConfigs(data.configs), [data]);

  const storeOf = (sid: string): StoreChoice | undefined => data.stores.find((s) => s.code === sid);
  const storeName = (sid: string) => (sid === NOTIFY_ALL_STORES ? t('notifications.allStores') : (storeOf(sid)?.name ?? sid));
  const roles = roleChoices(data.roles, configs);
  const allStoresAllowed = !data.storesKnown || data.stores.some((s) => s.code === NOTIFY_ALL_STORES);
  const dropPending = (p: Pending) => setPending((list) => list.filter((x) => x.type !== p.type || x.sid !== p.sid));

  return (
    <div className={styles.panel} data-testid="notification-configs">
      {NOTIFICATION_TYPES.map((type) => {
        const ofType = configsOfType(configs, type, storeName);
        const waiting = pending.filter((p) => p.type === type);
        const free = freeStoresFor(type, configs, data.stores, allStoresAllowed).filter((sid) => !waiting.some((p) => p.sid === sid));
        const chosen = choice[type] && free.includes(choice[type]) ? choice[type] : free[0];
        return (
          <section key={type} className={styles.type} aria-labelledby={`notification-type-${type}`} data-testid={`notification-type-${type}`}>
            <div className={styles.typeHead}>
              <div className={styles.typeTitle}>
                <Text as="h2" id={`notification-type-${type}`} size={500} weight="semibold" className={styles.title}>
                  {TYPE_ICONS[type]}
                  {t(`notifications.type.${type}.title`)}
                </Text>
                <Text className={styles.muted}>{t(`notifications.type.${type}.hint`)}</Text>
              </div>
              {canModify && free.length > 0 && chosen !== undefined && (
                <div className={styles.add}>
                  <Dropdown
                    className={styles.addStore}
                    aria-label={t('notifications.addFor', { type: t(`notifications.type.${type}.title`) })}
                    value={storeName(chosen)}
                    selectedOptions={[chosen]}
                    onOptionSelect={(_, d) => d.optionValue && setChoice((c) => ({ ...c, [type]: d.optionValue }))}
                  >
                    {free.map((sid) => (
                      <Option key={sid} value={sid} text={storeName(sid)}>
                        {storeName(sid)}
                      </Option>
                    ))}
                  </Dropdown>
                  <Button icon={<Add20Regular />} onClick={() => setPending((list) => [...list, { type, sid: chosen }])} data-testid={`notification-add-${type}`}>
                    {t('notifications.add')}
                  </Button>
                </div>
              )}
            </div>
            {ofType.length === 0 && waiting.length === 0 && (
              <Card className={styles.none}>
                <Text className={styles.muted}>{t('notifications.none')}</Text>
              </Card>
            )}
            {waiting.map((p) => (
              <ConfigCard
                key={`new-${p.sid}`}
                saved={null}
                initial={newConfigDraft(p.type, p.sid)}
                store={storeOf(p.sid)}
                roles={roles}
                canModify={canModify}
                calls={calls}
                onSaved={(created) => {
                  dropPending(p);
                  setConfigs((list) => [...list, created]);
                }}
                onDeleted={() => dropPending(p)}
                onCancel={() => dropPending(p)}
              />
            ))}
            {ofType.map((config) => (
              <ConfigCard
                key={config.id}
                saved={config}
                initial={toConfigDraft(config)}
                store={storeOf(config.sid)}
                roles={roles}
                canModify={canModify}
                calls={calls}
                onSaved={(next) => setConfigs((list) => list.map((c) => (c.id === next.id ? next : c)))}
                onDeleted={() => setConfigs((list) => list.filter((c) => c.id !== config.id))}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
