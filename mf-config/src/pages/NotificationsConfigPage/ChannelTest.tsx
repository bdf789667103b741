import { useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { CONNECTION_FAILURES, type NotificationChannel } from '@hub/contracts';
import { codeWording, isApiError, toFailure } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { testAddressValid } from '../../domain/notificationChannelForm';
import type { ChannelCalls } from './useChannels';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  to: { flexGrow: 1, minWidth: '200px' },
});

type Outcome = { ok: true; to: string[] } | { ok: false; message: string; providerError: string | null };

/**
 * What says more of a refused test: the failure's category, translated (NC110 `details.failure`: 502
 * for a mail server, 422 for Telegram or WhatsApp; never the server's or the provider's words, issue 25).
 */
function providerErrorOf(error: unknown, t: (key: string) => string): string | null {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const { failure } = error.details as { failure?: unknown };
  return typeof failure === 'string' && (CONNECTION_FAILURES as readonly string[]).includes(failure) ? t(`outbound.failure.${failure}`) : null;
}

/** "Send a test" of one channel: to a typed address or the user's own contact; the result or the coded refusal. */
export function ChannelTest({ channel, disabled, calls, onTested }: { channel: NotificationChannel; disabled: boolean; calls: ChannelCalls; onTested: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const valid = testAddressValid(channel, to);

  const send = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const { data } = await calls.test({ channel, ...(to.trim() === '' ? {} : { to: to.trim() }) });
      setOutcome({ ok: true, to: data.to });
    } catch (error) {
      const failure = toFailure(error);
      setOutcome({ ok: false, message: codeWording(failure.code, failure.message), providerError: providerErrorOf(error, t) });
    } finally {
      setSending(false);
      onTested();
    }
  };

  return (
    <div className={styles.wrap} data-testid={`channel-test-${channel}`}>
      <div className={styles.row}>
        <Field
          className={styles.to}
          label={t('notifications.test.to')}
          hint={t(`notifications.test.toHint.${channel}`)}
          validationMessage={valid ? undefined : t(`notifications.test.invalid.${channel}`)}
          validationState={valid ? 'none' : 'error'}
        >
          <Input value={to} disabled={disabled} onChange={(_, d) => setTo(d.value)} />
        </Field>
        <Button icon={sending ? <Spinner size="extra-tiny" /> : <Send20Regular />} disabled={disabled || sending || !valid} onClick={() => void send()}>
          {t('notifications.test.send')}
        </Button>
      </div>
      {outcome?.ok === true && (
        <MessageBar intent="success" data-testid="channel-test-result">
          <MessageBarBody>
            <MessageBarTitle>{codeWording('NC006')}</MessageBarTitle>
            {t('notifications.test.sentTo', { to: outcome.to.join(', ') })}
          </MessageBarBody>
        </MessageBar>
      )}
      {outcome?.ok === false && (
        <MessageBar intent="error" data-testid="channel-test-result">
          <MessageBarBody>
            <MessageBarTitle>{outcome.message}</MessageBarTitle>
            {outcome.providerError}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
