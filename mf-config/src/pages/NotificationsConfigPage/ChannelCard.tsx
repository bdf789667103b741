import type { ReactElement } from 'react';
import { useState } from 'react';
import { Badge, Button, Card, Divider, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Chat24Regular, Mail24Regular, Save20Regular, Send24Regular } from '@fluentui/react-icons';
import { isHubMailNotSetUp, parseCodedChannelFailure, type ChannelSettings, type NotificationChannel } from '@hub/contracts';
import { codeWording, hubMailNotSetUpWording, hubStore, toFailure, useDateFormat, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { channelBody, channelChanged, channelDraftIssues, toChannelDraft, type ChannelDraft } from '../../domain/notificationChannelForm';
import { EmailFields, TelegramFields, WhatsappFields } from './ChannelFields';
import { ChannelTest } from './ChannelTest';
import type { ChannelCalls } from './useChannels';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  health: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const ICONS: Record<NotificationChannel, ReactElement> = {
  EMAIL: <Mail24Regular aria-hidden />,
  TELEGRAM: <Send24Regular aria-hidden />,
  WHATSAPP: <Chat24Regular aria-hidden />,
};

/**
 * A channel's last known health: working, failing, or not used yet. An e-mail failure is coded (issue
 * 25: the code's message and the failure's category, never the mail server's words); Telegram and
 * WhatsApp show their provider's error.
 */
function ChannelHealth({ settings }: { settings: ChannelSettings }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const { dateTime } = useDateFormat();
  const roleName = useHubStore((s) => s.user?.roleName);
  const coded = parseCodedChannelFailure(settings.lastError);
  // The hub's missing mail server is the provider's to fix: never the operator's words to a merchant (issue 28 item 5).
  const lastError = isHubMailNotSetUp(settings.lastError)
    ? hubMailNotSetUpWording(roleName)
    : coded
      ? `${codeWording(coded.code)}: ${t(`outbound.failure.${coded.failure}`)}`
      : settings.lastError;
  if (settings.ok === null) return <Badge appearance="outline" color="informative">{t('notifications.health.unknown')}</Badge>;
  return (
    <>
      <Badge appearance="filled" color={settings.ok ? 'success' : 'danger'} data-testid="channel-health">
        {settings.ok ? t('notifications.health.ok') : t('notifications.health.failing')}
      </Badge>
      {settings.checkedAt && <Text size={200} className={styles.health}>{t('notifications.health.checkedAt', { when: dateTime(settings.checkedAt) })}</Text>}
      {!settings.ok && lastError && <Text size={200} className={styles.error} data-testid="channel-last-error">{lastError}</Text>}
    </>
  );
}

/** One channel's settings: on/off, its fields (secrets write-only), Save, and "Send a test". */
export function ChannelCard({ settings, canModify, calls, onSaved, onTested }: { settings: ChannelSettings; canModify: boolean; calls: ChannelCalls; onSaved: (s: ChannelSettings) => void; onTested: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const [draft, setDraftState] = useState<ChannelDraft>(() => toChannelDraft(settings));
  const [saving, setSaving] = useState(false);
  const [answered, setAnswered] = useState<string | null>(null);
  const setDraft = (update: (d: ChannelDraft) => ChannelDraft) => {
    setDraftState(update);
    setAnswered(null);
  };
  const issues = channelDraftIssues(draft, settings);
  const issueCount = Object.keys(issues).length;
  const changed = channelChanged(draft, settings);
  const channel = settings.channel;

  const save = async () => {
    if (issueCount > 0 || saving) return;
    setSaving(true);
    try {
      const { code, data } = await calls.save(channelBody(draft));
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      setDraftState(toChannelDraft(data));
      onSaved(data);
    } catch (error) {
      const failure = toFailure(error);
      setAnswered(codeWording(failure.code, failure.message));
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setSaving(false);
    }
  };

  const fields = { settings, issues, disabled: !canModify };
  return (
    <Card className={styles.card} data-testid={`channel-${channel}`}>
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold" className={styles.title}>
          {ICONS[channel]}
          {t(`notifications.channel.${channel}`)}
        </Text>
        <Switch
          label={draft.enabled ? t('notifications.enabled') : t('notifications.disabled')}
          checked={draft.enabled}
          disabled={!canModify}
          onChange={(_, d) => setDraft((x) => ({ ...x, enabled: d.checked }))}
        />
      </div>
      <div className={styles.badges}>
        {!settings.saved && <Badge appearance="tint" color="warning">{t('notifications.notSaved')}</Badge>}
        <ChannelHealth settings={settings} />
      </div>
      <Text size={200} className={styles.health}>{t(`notifications.channelHint.${channel}`)}</Text>
      {draft.channel === 'EMAIL' && <EmailFields {...fields} draft={draft} onChange={(u) => setDraft((d) => (d.channel === 'EMAIL' ? u(d) : d))} />}
      {draft.channel === 'TELEGRAM' && <TelegramFields {...fields} draft={draft} onChange={(u) => setDraft((d) => (d.channel === 'TELEGRAM' ? u(d) : d))} />}
      {draft.channel === 'WHATSAPP' && <WhatsappFields {...fields} draft={draft} onChange={(u) => setDraft((d) => (d.channel === 'WHATSAPP' ? u(d) : d))} />}
      {answered && (
        <Text size={200} className={styles.error} role="alert">
          {answered}
        </Text>
      )}
      {canModify && (
        <div className={styles.actions}>
          {settings.saved && changed && (
            <Button appearance="secondary" disabled={saving} onClick={() => setDraft(() => toChannelDraft(settings))}>
              {t('notifications.discard')}
            </Button>
          )}
          <Button appearance="primary" icon={<Save20Regular />} disabled={!changed || issueCount > 0 || saving} onClick={() => void save()}>
            {t('notifications.saveChannel', { channel: t(`notifications.channel.${channel}`) })}
          </Button>
        </div>
      )}
      {canModify && (
        <>
          <Divider />
          <ChannelTest channel={channel} disabled={!settings.saved || changed} calls={calls} onTested={onTested} />
          {(!settings.saved || changed) && <Text size={200} className={styles.health}>{t('notifications.test.saveFirst')}</Text>}
        </>
      )}
    </Card>
  );
}
