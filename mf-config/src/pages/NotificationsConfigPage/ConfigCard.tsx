import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Save20Regular } from '@fluentui/react-icons';
import { MEDIA, NOTIFICATION_CHANNELS, NOTIFY_ALL_STORES, THRESHOLD_KINDS, type NotificationConfig } from '@hub/contracts';
import { ConfirmDialog, codeWording, hubStore, toFailure } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import {
  configBody,
  configChanged,
  configDraftRefusal,
  toConfigDraft,
  toggleChannel,
  type NotificationConfigDraft,
  type StoreChoice,
} from '../../domain/notificationConfigForm';
import { RolePicker } from './RolePicker';
import type { ConfigCalls } from './useNotificationConfigs';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  store: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalXL,
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  channels: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  time: { maxWidth: '160px' },
  value: { maxWidth: '240px' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ConfigCardProps {
  saved: NotificationConfig | null;
  initial: NotificationConfigDraft;
  store: StoreChoice | undefined;
  roles: string[];
  canModify: boolean;
  calls: ConfigCalls;
  onSaved: (config: NotificationConfig) => void;
  onDeleted: () => void;
  /** A new config's Cancel. */
  onCancel?: () => void;
}

/** One notification config (a type for a store): on/off, channels, roles, send time or threshold, saved on its own. */
export function ConfigCard({ saved, initial, store, roles, canModify, calls, onSaved, onDeleted, onCancel }: ConfigCardProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const [draft, setDraftState] = useState<NotificationConfigDraft>(initial);
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const setDraft = (update: (d: NotificationConfigDraft) => NotificationConfigDraft) => {
    setDraftState(update);
    setAnswered(null);
  };
  const refusal = configDraftRefusal(draft, saved);
  const changed = configChanged(draft, saved);
  const allStores = draft.sid === NOTIFY_ALL_STORES;
  const storeTitle = allStores ? t('notifications.allStores') : store ? `${store.name} (${store.code})` : draft.sid;
  const zone = allStores ? t('notifications.eachZone') : (store?.tz ?? 'UTC');
  const currency = allStores ? t('notifications.eachCurrency') : (store?.currency ?? '');
  const idBase = `${draft.type}-${draft.sid}`;

  const save = async () => {
    if (refusal !== null || busy) return;
    setBusy(true);
    try {
      const body = configBody(draft);
      const { code, data } = saved ? await calls.update(saved.id, body) : await calls.create(body);
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      setDraftState(toConfigDraft(data));
      onSaved(data);
    } catch (error) {
      const failure = toFailure(error);
      setAnswered(codeWording(failure.code, failure.message));
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!saved || busy) return;
    setBusy(true);
    try {
      const { code } = await calls.remove(saved.id);
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      onDeleted();
    } catch (error) {
      const failure = toFailure(error);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
      setBusy(false);
    }
  };

  const rule = answered ?? (refusal !== null && refusal !== 'NC100' ? codeWording(refusal) : null);
  return (
    <Card className={styles.card} data-testid="notification-config" data-type={draft.type} data-sid={draft.sid}>
      <div className={styles.head}>
        <div className={styles.store}>
          <Text as="h3" weight="semibold" size={400}>
            {storeTitle}
          </Text>
          {!saved && (
            <Badge appearance="tint" color="informative">
              {t('notifications.notCreated')}
            </Badge>
          )}
        </div>
        <Switch
          label={draft.enabled ? t('notifications.enabled') : t('notifications.disabled')}
          checked={draft.enabled}
          disabled={!canModify}
          onChange={(_, d) => setDraft((x) => ({ ...x, enabled: d.checked }))}
        />
      </div>
      <div className={styles.fields}>
        <Field label={t('notifications.channels')} hint={t('notifications.channelsHint')}>
          <div className={styles.channels} role="group" aria-label={t('notifications.channelsOf', { store: storeTitle })}>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                label={t(`notifications.channel.${channel}`)}
                checked={draft.channels.includes(channel)}
                disabled={!canModify}
                onChange={(_, d) => setDraft((x) => ({ ...x, channels: toggleChannel(x.channels, channel, d.checked === true) }))}
              />
            ))}
          </div>
        </Field>
        <Field label={t('notifications.roles.label')} hint={t('notifications.roles.hint')}>
          <RolePicker
            label={t('notifications.roles.of', { store: storeTitle })}
            roles={draft.roles}
            choices={roles}
            disabled={!canModify}
            onChange={(next) => setDraft((x) => ({ ...x, roles: next }))}
          />
        </Field>
        {draft.type === 'DAILY_STOCKTAKE_REPORT' ? (
          <Field label={t('notifications.sendTime')} hint={t('notifications.sendTimeHint', { zone })}>
            <Input
              id={`${idBase}-time`}
              className={styles.time}
              type="time"
              value={draft.sendTime}
              disabled={!canModify}
              aria-label={t('notifications.sendTimeOf', { store: storeTitle })}
              onChange={(_, d) => setDraft((x) => ({ ...x, sendTime: d.value }))}
            />
          </Field>
        ) : (
          <Field label={t('notifications.threshold.label')} hint={t(`notifications.threshold.hint.${draft.thresholdKind}`, { currency })}>
            <RadioGroup
              layout="horizontal"
              value={draft.thresholdKind}
              disabled={!canModify}
              aria-label={t('notifications.threshold.kindOf', { store: storeTitle })}
              onChange={(_, d) => setDraft((x) => ({ ...x, thresholdKind: d.value === 'VALUE' ? 'VALUE' : 'COUNT' }))}
            >
              {THRESHOLD_KINDS.map((kind) => (
                <Radio key={kind} value={kind} label={t(`notifications.threshold.kind.${kind}`)} />
              ))}
            </RadioGroup>
            <Input
              className={styles.value}
              inputMode="decimal"
              value={draft.thresholdValue}
              disabled={!canModify}
              aria-label={t('notifications.threshold.valueOf', { store: storeTitle })}
              contentAfter={
                <Text size={200} className={styles.muted}>
                  {draft.thresholdKind === 'VALUE' ? currency : t('notifications.threshold.items')}
                </Text>
              }
              onChange={(_, d) => setDraft((x) => ({ ...x, thresholdValue: d.value }))}
            />
          </Field>
        )}
      </div>
      {rule && (
        <Text size={200} className={styles.error} role="alert" data-testid="config-rule">
          {rule}
        </Text>
      )}
      {canModify && (
        <div className={styles.actions}>
          {saved ? (
            <Button appearance="subtle" icon={<Delete20Regular />} disabled={busy} onClick={() => setConfirming(true)}>
              {t('notifications.delete')}
            </Button>
          ) : (
            <Button appearance="subtle" disabled={busy} onClick={onCancel}>
              {t('notifications.cancel')}
            </Button>
          )}
          {saved && changed && (
            <Button appearance="secondary" disabled={busy} onClick={() => setDraft(() => toConfigDraft(saved))}>
              {t('notifications.discard')}
            </Button>
          )}
          <Button appearance="primary" icon={<Save20Regular />} disabled={!changed || refusal !== null || busy} onClick={() => void save()}>
            {saved ? t('notifications.save') : t('notifications.create')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('notifications.deleteTitle')}
        body={t(`notifications.deleteBody.${draft.type}`, { store: storeTitle })}
        confirmText={t('notifications.delete')}
        onConfirm={() => {
          setConfirming(false);
          void remove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
