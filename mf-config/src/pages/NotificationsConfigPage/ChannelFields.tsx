import { Field, Input, Option, Radio, RadioGroup, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '@hub/ui/controls';
import { LOCALES, MEDIA, isLocale, type ChannelSettings } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import type { ChannelDraft, ChannelFieldIssue, EmailChannelDraft, TelegramChannelDraft, WhatsappChannelDraft } from '../../domain/notificationChannelForm';
import { SecretField } from './SecretField';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
});

interface FieldsProps<D extends ChannelDraft> {
  draft: D;
  settings: ChannelSettings;
  issues: Record<string, ChannelFieldIssue>;
  disabled: boolean;
  onChange: (update: (d: D) => D) => void;
}

/** A field's issue in the page's words (the field's own hint for form issues). */
function useIssue(issues: Record<string, ChannelFieldIssue>) {
  const { t } = useTranslation('mf-config');
  return (field: string) => {
    const issue = issues[field];
    return issue ? t(`notifications.issue.${issue}`) : undefined;
  };
}

const state = (message: string | undefined) => (message ? 'error' : 'none');

/** SMTP: the hub's own server, or the merchant's (host, port, TLS, user, password, From). */
export function EmailFields({ draft, settings, issues, disabled, onChange }: FieldsProps<EmailChannelDraft>) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const issue = useIssue(issues);
  const hubConfigured = settings.channel === 'EMAIL' && settings.hubServerConfigured;
  const custom = draft.server === 'CUSTOM';
  return (
    <div className={styles.grid}>
      <Field className={styles.wide} label={t('notifications.email.server')} hint={hubConfigured ? undefined : t('notifications.email.hubMissing')}>
        <RadioGroup value={draft.server} disabled={disabled} onChange={(_, d) => onChange((x) => ({ ...x, server: d.value === 'CUSTOM' ? 'CUSTOM' : 'HUB' }))}>
          <Radio value="HUB" label={t('notifications.email.hub')} />
          <Radio value="CUSTOM" label={t('notifications.email.custom')} />
        </RadioGroup>
      </Field>
      {custom && (
        <>
          <Field label={t('notifications.email.host')} required validationMessage={issue('host')} validationState={state(issue('host'))}>
            <Input value={draft.host} disabled={disabled} onChange={(_, d) => onChange((x) => ({ ...x, host: d.value }))} />
          </Field>
          <Field label={t('notifications.email.port')} required validationMessage={issue('port')} validationState={state(issue('port'))}>
            <Input inputMode="numeric" value={draft.port} disabled={disabled} onChange={(_, d) => onChange((x) => ({ ...x, port: d.value }))} />
          </Field>
          <Switch
            className={styles.wide}
            label={t('notifications.email.secure')}
            checked={draft.secure}
            disabled={disabled}
            onChange={(_, d) => onChange((x) => ({ ...x, secure: d.checked }))}
          />
          <Field label={t('notifications.email.user')}>
            <Input value={draft.user} autoComplete="off" disabled={disabled} onChange={(_, d) => onChange((x) => ({ ...x, user: d.value }))} />
          </Field>
          <SecretField
            label={t('notifications.email.password')}
            stored={settings.channel === 'EMAIL' && settings.password.set}
            value={draft.password}
            disabled={disabled}
            onChange={(password) => onChange((x) => ({ ...x, password }))}
          />
        </>
      )}
      <Field className={styles.wide} label={t('notifications.email.from')} hint={t('notifications.email.fromHint')}>
        <Input value={draft.from} disabled={disabled} onChange={(_, d) => onChange((x) => ({ ...x, from: d.value }))} />
      </Field>
    </div>
  );
}

/** Telegram: the bot's token (write-only), group chats that get every message, their language. */
export function TelegramFields({ draft, settings, issues, disabled, onChange }: FieldsProps<TelegramChannelDraft>) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const issue = useIssue(issues);
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <SecretField
          label={t('notifications.telegram.botToken')}
          stored={settings.channel === 'TELEGRAM' && settings.botToken.set}
          value={draft.botToken}
          disabled={disabled}
          required={draft.enabled}
          validationMessage={issue('botToken')}
          onChange={(botToken) => onChange((x) => ({ ...x, botToken }))}
        />
      </div>
      <Field label={t('notifications.telegram.chatIds')} hint={t('notifications.telegram.chatIdsHint')} validationMessage={issue('chatIds')} validationState={state(issue('chatIds'))}>
        <Textarea value={draft.chatIds} rows={3} disabled={disabled} onChange={(_, d) => onChange((x) => ({ ...x, chatIds: d.value }))} />
      </Field>
      <Field label={t('notifications.telegram.chatLocale')}>
        <Dropdown
          value={t(`notifications.languages.${draft.chatLocale}`)}
          selectedOptions={[draft.chatLocale]}
          disabled={disabled}
          onOptionSelect={(_, d) => d.optionValue && isLocale(d.optionValue) && onChange((x) => ({ ...x, chatLocale: d.optionValue as TelegramChannelDraft['chatLocale'] }))}
        >
          {LOCALES.map((l) => (
            <Option key={l} value={l}>
              {t(`notifications.languages.${l}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}

/** WhatsApp through Twilio: the account SID, its auth token (write-only) and the sender number. */
export function WhatsappFields({ draft, settings, issues, disabled, onChange }: FieldsProps<WhatsappChannelDraft>) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const issue = useIssue(issues);
  return (
    <div className={styles.grid}>
      <Field label={t('notifications.whatsapp.accountSid')} required={draft.enabled} validationMessage={issue('accountSid')} validationState={state(issue('accountSid'))}>
        <Input value={draft.accountSid} autoComplete="off" disabled={disabled} onChange={(_, d) => onChange((x) => ({ ...x, accountSid: d.value }))} />
      </Field>
      <SecretField
        label={t('notifications.whatsapp.authToken')}
        stored={settings.channel === 'WHATSAPP' && settings.authToken.set}
        value={draft.authToken}
        disabled={disabled}
        required={draft.enabled}
        validationMessage={issue('authToken')}
        onChange={(authToken) => onChange((x) => ({ ...x, authToken }))}
      />
      <Field label={t('notifications.whatsapp.from')} hint={t('notifications.whatsapp.fromHint')} required={draft.enabled} validationMessage={issue('from')} validationState={state(issue('from'))}>
        <Input value={draft.from} inputMode="tel" disabled={disabled} onChange={(_, d) => onChange((x) => ({ ...x, from: d.value }))} />
      </Field>
    </div>
  );
}
