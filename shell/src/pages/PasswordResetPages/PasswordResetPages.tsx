import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { passwordResetClient, splitLocalePath } from '@hub/contracts';
import { HubLink, callApi, callApiWithCode, formatTime, isApiError, useDocumentTitle, useHubStore } from '@hub/ui/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetFrame } from './ResetFrame';

export { ResetFrame };

const useStyles = makeStyles({
  card: { width: '100%', maxWidth: '400px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground2 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, justifyContent: 'space-between' },
});


export function BackToSignIn() {
  const { t } = useTranslation('shell');
  return <HubLink to="/auth/signin">{t('passwordReset.backToSignin')}</HubLink>;
}

/** A refused code: its message (URR100, URR102, URR103...) and the way to ask for a new link. */
function CodeRefused({ message }: { message: string }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <>
      <MessageBar intent="error" data-testid="reset-code-error">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
      <div className={styles.links}>
        <HubLink to="/auth/reset">{t('passwordReset.requestNew')}</HubLink>
        <BackToSignIn />
      </div>
    </>
  );
}

/** /auth/reset: the e-mail form; then the same neutral message whether or not the address is registered. */
export function ResetRequestPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const locale = useHubStore((s) => s.locale);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(t('pages.reset'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('passwordReset.emailRequired'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const answer = await callApiWithCode(passwordResetClient.request, { body: { email: email.trim(), locale } });
      setSent(t(`codes:${answer.code}`));
    } catch (e) {
      setError(isApiError(e) ? e.message : t('codes:SE100'));
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <ResetFrame title={t('passwordReset.sentTitle')} testId="reset-sent">
        <MessageBar intent="success" data-testid="reset-sent-message">
          <MessageBarBody>{sent}</MessageBarBody>
        </MessageBar>
        <Text className={styles.subtitle}>{t('passwordReset.sentHint')}</Text>
        <div className={styles.links}>
          <Button appearance="secondary" onClick={() => setSent(null)}>
            {t('passwordReset.again')}
          </Button>
          <BackToSignIn />
        </div>
      </ResetFrame>
    );
  }
  return (
    <ResetFrame title={t('passwordReset.requestTitle')} intro={t('passwordReset.requestIntro')} testId="reset-request">
      <form className={styles.card} onSubmit={submit} noValidate data-testid="reset-request-form">
        {error && (
          <MessageBar intent="error" data-testid="reset-request-error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <Field label={t('passwordReset.email')} required>
          <Input type="email" name="email" autoComplete="username" value={email} onChange={(_, d) => setEmail(d.value)} size="large" />
        </Field>
        <Button type="submit" appearance="primary" size="large" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {submitting ? t('passwordReset.sending') : t('passwordReset.send')}
        </Button>
        <BackToSignIn />
      </form>
    </ResetFrame>
  );
}

type CodeCheck = { status: 'checking' } | { status: 'valid'; expiresAt: string } | { status: 'refused'; message: string };

/** /auth/reset/{code}: checks the code of the mailed link, then asks for the new password. */
export function ResetCodePage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const locale = useHubStore((s) => s.locale);
  const code = decodeURIComponent(splitLocalePath(pathname).path.split('/')[3] ?? '');
  const [check, setCheck] = useState<CodeCheck>({ status: 'checking' });
  useDocumentTitle(t('pages.resetPassword'));

  useEffect(() => {
    const controller = new AbortController();
    setCheck({ status: 'checking' });
    callApi(passwordResetClient.check, { body: { code }, signal: controller.signal })
      .then((answer) => setCheck({ status: 'valid', expiresAt: answer.expiresAt }))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setCheck({ status: 'refused', message: isApiError(e) ? e.message : t('codes:SE100') });
      });
    return () => controller.abort();
  }, [code, t]);

  if (check.status === 'checking') {
    return (
      <ResetFrame title={t('passwordReset.newTitle')} testId="reset-code">
        <Spinner label={t('passwordReset.checking')} />
      </ResetFrame>
    );
  }
  if (check.status === 'refused') {
    return (
      <ResetFrame title={t('passwordReset.newTitle')} testId="reset-code">
        <CodeRefused message={check.message} />
      </ResetFrame>
    );
  }
  const until = formatTime(check.expiresAt, locale);
  return (
    <ResetFrame title={t('passwordReset.newTitle')} intro={`${t('passwordReset.newIntro')} ${t('passwordReset.expiresAt', { time: until })}`} testId="reset-code">
      <NewPasswordForm code={code} onCodeRefused={(message) => setCheck({ status: 'refused', message })} />
      <BackToSignIn />
    </ResetFrame>
  );
}

/**
 * /auth/reset-password: the same form for a code given as `?code=` (e.g. a link a mail client
 * rewrote) or typed in (the last part of the mailed link); the code is checked when the form is sent.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const { search } = useLocation();
  const fromQuery = new URLSearchParams(search).get('code') ?? undefined;
  const [refused, setRefused] = useState<string | null>(null);
  useDocumentTitle(t('pages.resetPassword'));
  return (
    <ResetFrame title={t('passwordReset.newTitle')} intro={refused ? undefined : t('passwordReset.newIntro')} testId="reset-password">
      {refused ? (
        <CodeRefused message={refused} />
      ) : (
        <>
          <NewPasswordForm code={fromQuery || undefined} onCodeRefused={setRefused} />
          <BackToSignIn />
        </>
      )}
    </ResetFrame>
  );
}
