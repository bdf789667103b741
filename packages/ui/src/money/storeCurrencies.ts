import { storesApi, type SessionUser } from '@hub/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../api';
import { hubStore, useHubStore } from '../store';

export type StoreCurrencies = Readonly<Record<string, string>>;

/** The session a read belongs to: a sign-out or an account switch reads again. */
const sessionKeyOf = (user: SessionUser | null) => (user ? `${user.email}|${user.merchantID}|${user.profile}|${user.sid}` : '');

let cached: { key: string; read: Promise<StoreCurrencies> } | null = null;

/**
 * Issue 9: the currency of each of the merchant's stores the user may see (GET /merchant/store),
 * read once per session; none when the read fails (an item then shows its own currency or none).
 */
export function loadStoreCurrencies(): Promise<StoreCurrencies> {
  const key = sessionKeyOf(hubStore.getState().user);
  if (!cached || cached.key !== key) {
    const read = callApi(storesApi.list)
      .then((stores) => Object.fromEntries(stores.filter((s) => s.currency).map((s) => [s.code, s.currency])))
      .catch(() => {
        // A failed read is not kept: the next screen asks again.
        if (cached?.read === read) cached = null;
        return {};
      });
    cached = { key, read };
  }
  return cached.read;
}

/** The stores' currencies by store code (empty until read). */
export function useStoreCurrencies(): StoreCurrencies {
  const key = useHubStore((s) => sessionKeyOf(s.user));
  const [currencies, setCurrencies] = useState<StoreCurrencies>({});
  useEffect(() => {
    if (key === '') return;
    let live = true;
    void loadStoreCurrencies().then((c) => live && setCurrencies(c));
    return () => {
      live = false;
    };
  }, [key]);
  return currencies;
}
