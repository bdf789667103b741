import { localizePath, sessionApi } from '@hub/contracts';
import { callApi, hubStore, navigateTo } from '@hub/ui';

/** DELETE /merchant/user/signout, then clear the store and go to the sign-in page. */
export async function signOut(): Promise<void> {
  try {
    await callApi(sessionApi.signOut);
  } catch {
    // Signing out locally must work even when the server cannot be reached.
  }
  const { locale } = hubStore.getState();
  // Navigate first: both updates then render together, so no page sees a signed-out user first.
  navigateTo(localizePath('/auth/signin', locale));
  hubStore.getState().signOut();
}

export function useSignOut(): () => void {
  return () => void signOut();
}
