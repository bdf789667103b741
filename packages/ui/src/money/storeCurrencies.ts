import { storesApi, type SessionUser, type StoreListEntry } from '@hub/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../api';
import { hubStore, useHubStore } from '../store';

export type StoreCurrencies = Readonly<Record<string, string>>;
/** Each store's time zone by store code (a store whose zone is not known is left out). */
export type StoreZones = Readonly<Record<string, string>>;

/** The session a read belongs to: a sign-out or an account switch reads again. */
const sessionKeyOf = (user: SessionUser | null) => (user ? `${user.email}|${user.merchantID}|${user.profile}|${user.sid}` : '');

let cached: { key: string; read: Promise<readonly StoreListEntry[]> } | null = null;

/** The merchant's stores the user may see (GET /merchant/store), read once per session; none when the read fails. */
function loadStores(): Promise<readonly StoreListEntry[]> {
  const key = sessionKeyOf(hubStore.getState().user);
  if (!cached || cached.key !== key) {
    const read = callApi(storesApi.list).catch((): StoreListEntry[] => {
      // A failed read is not kept: the next screen asks again.
      if (cached?.read === read) cached = null;
      return [];
    });
    cached = { key, read };
  }
  return cached.read;
}

/** Issue 9: the currency of each store by its code; an item of a store without one shows its own currency or none. */
export function loadStoreCurrencies(): Promise<StoreCurrencies> {
  return loadStores().then((stores) => Object.fromEntries(stores.filter((s) => s.currency).map((s) => [s.code, s.currency])));
}

/** Issue 28 item 5: the zone of each store by its code, to show a store's times in its zone. */
export function loadStoreZones(): Promise<StoreZones> {
  return loadStores().then((stores) => Object.fromEntries(stores.flatMap((s) => (s.tz ? [[s.code, s.tz]] : []))));
}

/** A per-store record read once per session (empty until read). */
function useSessionStores<T extends Readonly<Record<string, string>>>(load: () => Promise<T>): T | Record<string, never> {
  const key = useHubStore((s) => sessionKeyOf(s.user));
  const [value, setValue] = useState<T | Record<string, never>>({});
  useEffect(() => {
    if (key === '') return;
    let live = true;
    void load().then((v) => live && setValue(v));
    return () => {
      live = false;
    };
  }, [key, load]);
  return value;
}

/** The stores' currencies by store code (empty until read). */
export function useStoreCurrencies(): StoreCurrencies {
  return useSessionStores(loadStoreCurrencies);
}

/** The stores' time zones by store code (empty until read). */
export function useStoreZones(): StoreZones {
  return useSessionStores(loadStoreZones);
}
