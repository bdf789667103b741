import { useEffect, useState } from 'react';
import { Button, Card, Field, Input, Option, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LOCALES, MEDIA, TELEGRAM_CHAT_ID_PATTERN, WHATSAPP_NUMBER_PATTERN, isLocale, localeOption, notifyApi, type Locale, type NotificationContact } from '@hub/contracts';
import { callApi, callApiWithCode, codeWording, hubStore, toFailure, useApiResource } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

interface ContactDraft {
  locale: Locale;
  telegramChatId: string;
  whatsappNumber: string;
}

const toDraft = (c: NotificationContact): ContactDraft => ({ locale: c.locale, telegramChatId: c.telegramChatId ?? '', whatsappNumber: c.whatsappNumber ?? '' });

/** Where the user's notifications reach them: the language, their Telegram chat, their WhatsApp number (the e-mail is their account's). */
export function ContactCard() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const resource = useApiResource((signal) => callApi(notifyApi.contact, { signal }));
  const [saved, setSaved] = useState<NotificationContact | null>(null);
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (resource.status !== 'success') return;
    setSaved(resource.data);
    setDraft(toDraft(resource.data));
  }, [resource.status, resource.data]);
  if (resource.status === 'error' || saved === null || draft === null) return null;

  const telegramOk = draft.telegramChatId.trim() === '' || TELEGRAM_CHAT_ID_PATTERN.test(draft.telegramChatId.trim());
  const whatsappOk = draft.whatsappNumber.trim() === '' || WHATSAPP_NUMBER_PATTERN.test(draft.whatsappNumber.trim());
  const changed = !saved.saved || JSON.stringify(draft) !== JSON.stringify(toDraft(saved));
  const save = async () => {
    setSaving(true);
    try {
      const body = { locale: draft.locale, telegramChatId: draft.telegramChatId.trim() || null, whatsappNumber: draft.whatsappNumber.trim() || null };
      const { code, data } = await callApiWithCode(notifyApi.saveContact, { body });
      setSaved(data);
      setDraft(toDraft(data));
      hubStore.getState().showSnackbar(codeWording(code), 'success');
    } catch (error) {
      const failure = toFailure(error);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className={styles.card} data-testid="notification-contact">
      <Text as="h2" size={500} weight="semibold">
        {t('notificationsPage.contact.title')}
      </Text>
      <Text className={styles.muted}>{t('notificationsPage.contact.hint', { email: saved.email ?? '-' })}</Text>
      <div className={styles.grid}>
        <Field label={t('notificationsPage.contact.language')}>
          <Dropdown
            value={localeOption(draft.locale).name}
            selectedOptions={[draft.locale]}
            onOptionSelect={(_, d) => d.optionValue && isLocale(d.optionValue) && setDraft({ ...draft, locale: d.optionValue })}
          >
            {LOCALES.map((l) => (
              <Option key={l} value={l}>
                {localeOption(l).name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field
          label={t('notificationsPage.contact.telegram')}
          hint={t('notificationsPage.contact.telegramHint')}
          validationMessage={telegramOk ? undefined : t('notificationsPage.contact.telegramInvalid')}
          validationState={telegramOk ? 'none' : 'error'}
        >
          <Input value={draft.telegramChatId} onChange={(_, d) => setDraft({ ...draft, telegramChatId: d.value })} />
        </Field>
        <Field
          label={t('notificationsPage.contact.whatsapp')}
          hint={t('notificationsPage.contact.whatsappHint')}
          validationMessage={whatsappOk ? undefined : t('notificationsPage.contact.whatsappInvalid')}
          validationState={whatsappOk ? 'none' : 'error'}
        >
          <Input value={draft.whatsappNumber} inputMode="tel" onChange={(_, d) => setDraft({ ...draft, whatsappNumber: d.value })} />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" icon={saving ? <Spinner size="extra-tiny" /> : undefined} disabled={!changed || !telegramOk || !whatsappOk || saving} onClick={() => void save()}>
          {t('notificationsPage.contact.save')}
        </Button>
      </div>
    </Card>
  );
}
