import { SESSION_STORAGE_KEY, THEME_STORAGE_KEY, accountApi, localizePath, splitLocalePath, type Merchant } from '@hub/contracts';
import { callApi, hubStore, isApiError, useHubStore } from '@hub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHUNK_RELOAD_KEY } from '../../rules/chunkReloadGuard';
import {
  resolveChoice,
  storageKeysToClear,
  switchTarget,
  type AccountChoice,
} from '../../rules/accountSwitch';

/** localStorage keys a switch keeps; everything else stored by the hub and its remotes is reset. */
const KEPT_KEYS = [SESSION_STORAGE_KEY, THEME_STORAGE_KEY, CHUNK_RELOAD_KEY];

function clearOtherStoredState(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (k): k is string => k !== null,
    );
    for (const key of storageKeysToClear(keys, KEPT_KEYS)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable (private mode): the page load below still resets the memory state.
  }
}

export type MerchantLoad =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; merchant: Merchant }
  | { status: 'error'; message: string };

/**
 * Spec section 4, account switch: the chosen merchant's profiles and stores, re-selection when the
 * merchant or profile changes, and POST /merchant/user/change.
 */
export function useAccountSwitch(open: boolean) {
  const user = useHubStore((s) => s.user);
  const [choice, setChoice] = useState<AccountChoice>({ merchantID: '', profile: '', sid: '' });
  const [load, setLoad] = useState<MerchantLoad>({ status: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  const request = useRef(0);

  const loadMerchant = useCallback(async (merchantID: string, wanted: { profile?: string; sid?: string }) => {
    const id = ++request.current;
    setLoad({ status: 'loading' });
    setChoice((c) => ({ ...c, merchantID }));
    try {
      const merchant = await callApi(accountApi.merchant, { params: { merchantID } });
      if (id !== request.current) return;
      setLoad({ status: 'ready', merchant });
      setChoice(resolveChoice(merchant, wanted));
    } catch (e) {
      if (id !== request.current) return;
      setLoad({ status: 'error', message: isApiError(e) ? e.message : String(e) });
    }
  }, []);

  // Each opening starts from the current account.
  useEffect(() => {
    if (!open || !user) return;
    setChoice({ merchantID: user.merchantID, profile: user.profile, sid: user.sid });
    void loadMerchant(user.merchantID, { profile: user.profile, sid: user.sid });
    // Only on opening: later changes of the user come from this drawer's own switch.
  }, [open]);

  /** Changing the merchant reloads its stores and re-selects the profile. */
  const selectMerchant = (merchantID: string) => {
    if (merchantID === choice.merchantID && load.status === 'ready') return;
    void loadMerchant(merchantID, { profile: choice.profile, sid: choice.sid });
  };
  /** Changing the profile: the store follows. */
  const selectProfile = (profile: string) => {
    if (load.status === 'ready') setChoice(resolveChoice(load.merchant, { profile, sid: choice.sid }));
  };
  const selectStore = (sid: string) => setChoice((c) => ({ ...c, sid }));

  /** POST /merchant/user/change, then a fresh page at the redirect; a failure is swallowed and the page reloads. */
  const submit = async () => {
    setSubmitting(true);
    try {
      const answer = await callApi(accountApi.change, { body: choice });
      hubStore.getState().switchAccount({
        user: answer.user,
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken,
        roles: answer.roles,
      });
      clearOtherStoredState();
      const target = switchTarget(answer.redirect, window.location.search);
      const { locale } = hubStore.getState();
      window.location.assign(splitLocalePath(target).locale ? target : localizePath(target, locale));
    } catch {
      window.location.reload();
    }
  };

  return { user, choice, load, submitting, selectMerchant, selectProfile, selectStore, submit };
}
