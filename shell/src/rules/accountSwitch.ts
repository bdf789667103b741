import {
  DEFAULT_PROFILE,
  DROPDOWN_SEARCH_THRESHOLD,
  MASTER_STORE,
  type Merchant,
  type MerchantProfile,
  type StoreSummary,
} from '@hub/contracts';

/** Spec sections 4 and 5, the account switch drawer's dropdown rules, as pure functions. */

export interface AccountChoice {
  merchantID: string;
  profile: string;
  sid: string;
}

/** A dropdown is searchable only with more than 10 options. */
export function isSearchable(optionCount: number): boolean {
  return optionCount > DROPDOWN_SEARCH_THRESHOLD;
}

/** The profile field is hidden when the only profile is 'default'. */
export function showsProfileField(profiles: readonly Pick<MerchantProfile, 'name'>[]): boolean {
  return !(profiles.length === 1 && profiles[0]!.name === DEFAULT_PROFILE);
}

/** The store field is hidden when MASTER is among the stores. */
export function showsStoreField(stores: readonly Pick<StoreSummary, 'code'>[]): boolean {
  return !stores.some((s) => s.code === MASTER_STORE);
}

/** The profile to select: the wanted one when the merchant has it, else the first (never empty). */
export function pickProfile(merchant: Merchant, wanted: string | undefined): MerchantProfile | undefined {
  return merchant.profile.find((p) => p.name === wanted) ?? merchant.profile[0];
}

/**
 * The store that follows a profile: MASTER when it is among the stores (the field is hidden then),
 * else the wanted store when the profile has it, else the first.
 */
export function pickStore(profile: MerchantProfile | undefined, wanted: string | undefined): string {
  const stores = profile?.stores ?? [];
  if (stores.some((s) => s.code === MASTER_STORE)) return MASTER_STORE;
  return (stores.find((s) => s.code === wanted) ?? stores[0])?.code ?? '';
}

/**
 * Re-selection after the merchant (re)loads or the profile changes: an invalid profile falls back to
 * the first, and the store follows the profile.
 */
export function resolveChoice(merchant: Merchant, wanted: { profile?: string; sid?: string }): AccountChoice {
  const profile = pickProfile(merchant, wanted.profile);
  return { merchantID: merchant.id, profile: profile?.name ?? '', sid: pickStore(profile, wanted.sid) };
}

/** How many real choices a field offers: a hidden field offers none. */
export function choiceCounts(
  merchants: readonly string[],
  merchant: Merchant | undefined,
  profileName: string,
) {
  const profiles = merchant?.profile ?? [];
  const stores = profiles.find((p) => p.name === profileName)?.stores ?? [];
  return {
    merchants: merchants.length,
    profiles: showsProfileField(profiles) ? profiles.length : 0,
    stores: showsStoreField(stores) ? stores.length : 0,
  };
}

/** The Switch button appears only with more than one merchant, profile or store to choose. */
export function showsSwitchButton(counts: { merchants: number; profiles: number; stores: number }): boolean {
  return counts.merchants > 1 || counts.profiles > 1 || counts.stores > 1;
}

/** A single MASTER store with a single profile and merchant: the drawer is view only. */
export function isViewOnly(merchants: readonly string[], merchant: Merchant | undefined): boolean {
  if (merchants.length !== 1 || !merchant || merchant.profile.length !== 1) return false;
  const stores = merchant.profile[0]!.stores;
  return stores.length === 1 && stores[0]!.code === MASTER_STORE;
}

/** A choice is complete (no empty value) and differs from the current account. */
export function canSubmitChoice(choice: AccountChoice, current: AccountChoice): boolean {
  if (!choice.merchantID || !choice.profile || !choice.sid) return false;
  return (
    choice.merchantID !== current.merchantID ||
    choice.profile !== current.profile ||
    choice.sid !== current.sid
  );
}

/** After a successful switch: the answer's redirect, else the redirect query parameter (a local path), else '/'. */
export function switchTarget(answerRedirect: string | null | undefined, search: string): string {
  const local = (value: string | null | undefined): value is string =>
    !!value && value.startsWith('/') && !value.startsWith('//');
  if (local(answerRedirect)) return answerRedirect;
  const query = new URLSearchParams(search).get('redirect');
  return local(query) ? query : '/';
}

/** localStorage keys a switch keeps: the session, the theme and the chunk-reload guard. Everything else is reset. */
export function storageKeysToClear(keys: readonly string[], keep: readonly string[]): string[] {
  return keys.filter((k) => !keep.includes(k));
}
