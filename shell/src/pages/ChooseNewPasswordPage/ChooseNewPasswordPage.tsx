import { Button, makeStyles } from '@fluentui/react-components';
import { sessionClient } from '@hub/contracts';
import { callApi, hubStore, useDocumentTitle } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../components/UserMenu/useSignOut';
import { ResetFrame } from '../PasswordResetPages/ResetFrame';
import { PasswordChangeForm } from '../ProfilePages/PasswordChangeForm';

const useStyles = makeStyles({ signOut: { alignSelf: 'flex-start' } });

/**
 * After the change the session's tokens still say "temporary": a refresh answers tokens with the
 * user's full rights. Should it fail, the user signs in again with the new password.
 */
async function leaveTemporarySession(): Promise<void> {
  const { refreshToken } = hubStore.getState();
  try {
    if (!refreshToken) throw new Error('no refresh token');
    const answer = await callApi(sessionClient.refresh, { body: { refreshToken } });
    hubStore.getState().signIn({ user: answer.user, accessToken: answer.accessToken, refreshToken: answer.refreshToken });
  } catch {
    await signOut();
  }
}

/**
 * Issue 29 item 3: a user signed in with a temporary password an administrator set chooses a new
 * one before anything else (the server refuses every other call with 403 UAC126). Shown at whatever
 * address the user opened; the page they asked for follows once the password is chosen.
 */
export function ChooseNewPasswordPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  useDocumentTitle(t('temporaryPassword.title'));
  return (
    <ResetFrame title={t('temporaryPassword.title')} intro={t('temporaryPassword.intro')} testId="choose-password">
      <PasswordChangeForm currentLabel="temporaryPassword.current" onChanged={leaveTemporarySession} />
      <Button appearance="subtle" className={styles.signOut} onClick={() => void signOut()} data-testid="choose-password-signout">
        {t('temporaryPassword.signOut')}
      </Button>
    </ResetFrame>
  );
}
