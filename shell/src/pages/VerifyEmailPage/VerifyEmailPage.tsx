import { MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { accountVerificationClient, splitLocalePath } from '@hub/contracts';
import { HubLink, callApiWithCode, isApiError, useDocumentTitle } from '@hub/ui/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BackToSignIn, ResetFrame } from '../PasswordResetPages/PasswordResetPages';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground2 },
});

type Outcome = { status: 'checking' } | { status: 'verified'; message: string } | { status: 'refused'; message: string };

/**
 * A link's code is sent once per page load (the call is not idempotent: a second send of a used code
 * is UAC124), whatever re-renders or effect re-runs happen meanwhile.
 */
const sent = new Map<string, Promise<string>>();
function verifyOnce(code: string): Promise<string> {
  let answer = sent.get(code);
  if (!answer) {
    answer = callApiWithCode(accountVerificationClient.verifyEmail, { body: { code } }).then((a) => a.code);
    sent.set(code, answer);
  }
  return answer;
}

/** /auth/verify-email/{code} (issue 29 item 2): the mailed link verifies the address as the page opens. */
export function VerifyEmailPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const { pathname } = useLocation();
  const code = decodeURIComponent(splitLocalePath(pathname).path.split('/')[3] ?? '');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'checking' });
  useDocumentTitle(t('pages.verifyEmail'));

  useEffect(() => {
    let current = true;
    setOutcome({ status: 'checking' });
    verifyOnce(code)
      .then((answerCode) => current && setOutcome({ status: 'verified', message: t(`codes:${answerCode}`) }))
      .catch((e: unknown) => current && setOutcome({ status: 'refused', message: isApiError(e) ? e.message : t('codes:SE100') }));
    return () => {
      current = false;
    };
  }, [code, t]);

  return (
    <ResetFrame title={t('verifyEmail.title')} testId="verify-email">
      {outcome.status === 'checking' && <Spinner label={t('verifyEmail.checking')} />}
      {outcome.status === 'verified' && (
        <>
          <MessageBar intent="success" data-testid="verify-email-done">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
          <Text className={styles.hint}>{t('verifyEmail.doneHint')}</Text>
          <HubLink to="/auth/signin">{t('verifyEmail.signIn')}</HubLink>
        </>
      )}
      {outcome.status === 'refused' && (
        <>
          <MessageBar intent="error" data-testid="verify-email-error">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
          <Text className={styles.hint}>{t('verifyEmail.refusedHint')}</Text>
          <BackToSignIn />
        </>
      )}
    </ResetFrame>
  );
}
