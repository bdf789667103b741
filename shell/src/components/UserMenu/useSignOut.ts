import { localizePath, sessionClient } from '@hub/contracts';
import { callApi, hubStore, navigateTo } from '@hub/ui/core';

/**
 * DELETE /merchant/user/signout, then clear the store and go to the sign-in page. The request leaves
 * with the session's token first; the page does not wait for its answer (a slow or unreachable server
 * must not keep a user signed in on screen), and a failed answer changes nothing here.
 */
export function signOut(): Promise<void> {
  const sent = callApi(sessionClient.signOut).then(
    () => undefined,
    () => undefined,
  );
  const { locale } = hubStore.getState();
  // Navigate first: both updates then render together, so no page sees a signed-out user first.
  navigateTo(localizePath('/auth/signin', locale));
  hubStore.getState().signOut();
  return sent;
}

export function useSignOut(): () => void {
  return () => void signOut();
}
