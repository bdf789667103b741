import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { accountVerificationApi, PIN_RESET_OTP_PATTERN, pinRuleViolations, type RuleViolation } from '@hub/contracts';
import { callApi, callApiWithCode, formatTime, isApiError, useHubStore } from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialForm } from './CredentialForm';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  send: { alignSelf: 'flex-start' },
});

type Field = 'otp' | 'pin' | 'confirmPin';

/** The OTP (six digits) and the PIN rules of spec section 5, each beside its field. */
function resetViolations(v: Record<Field, string>): RuleViolation<Field>[] {
  const otp: RuleViolation<Field>[] =
    v.otp === '' ? [{ field: 'otp', rule: 'required' }] : PIN_RESET_OTP_PATTERN.test(v.otp) ? [] : [{ field: 'otp', rule: 'pinDigits' }];
  const pin = pinRuleViolations({ currentPin: '', pin: v.pin, confirmPin: v.confirmPin }, false).flatMap((x): RuleViolation<Field>[] =>
    x.field === 'currentPin' ? [] : [{ field: x.field, rule: x.rule }],
  );
  return [...otp, ...pin];
}

/**
 * "Forgot your PIN?" on /profile/pin (issue 29 item 1): a one-time password is mailed to the user,
 * who types it with the new PIN. A wrong, expired or spent OTP is shown beside its field.
 */
export function PinResetSection({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const locale = useHubStore((s) => s.locale);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ message: string; until: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await callApiWithCode(accountVerificationApi.requestPinReset, { body: { locale } });
      setSent({ message: t(`codes:${answer.code}`), until: formatTime(answer.data.expiresAt, locale) });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('codes:SE100'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="pin-reset-title" data-testid="pin-reset">
      <Text as="h2" id="pin-reset-title" size={500} weight="semibold" className={styles.title}>
        {t('pinReset.title')}
      </Text>
      <Text className={styles.hint}>{t('pinReset.intro')}</Text>
      {error && (
        <MessageBar intent="error" data-testid="pin-reset-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {sent && (
        <MessageBar intent="success" data-testid="pin-reset-sent">
          <MessageBarBody>
            {sent.message} {t('pinReset.expiresAt', { time: sent.until })}
          </MessageBarBody>
        </MessageBar>
      )}
      <Button
        className={styles.send}
        appearance={sent ? 'secondary' : 'primary'}
        onClick={() => void ask()}
        disabled={sending}
        icon={sending ? <Spinner size="tiny" /> : undefined}
        data-testid="pin-reset-send"
      >
        {sent ? t('pinReset.sendAgain') : t('pinReset.send')}
      </Button>
      {sent && (
        <CredentialForm<Field>
          kind="pin"
          send={(values) => callApi(accountVerificationApi.confirmPinReset, { body: values })}
          fields={[
            { name: 'otp', label: 'pinReset.otp', autoComplete: 'one-time-code', rulesKey: 'pinReset.otpRules' },
            { name: 'pin', label: 'pin.new', autoComplete: 'off' },
            { name: 'confirmPin', label: 'pin.confirm', autoComplete: 'off' },
          ]}
          rules={resetViolations}
          currentField="otp"
          wrongCurrentCode={['URR101', 'URR104', 'URR105']}
          successCode="UAC011"
          onSuccess={() => {
            setSent(null);
            onDone();
          }}
        />
      )}
    </section>
  );
}
