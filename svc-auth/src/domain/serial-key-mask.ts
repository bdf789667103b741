import { PERMISSIONS, hasAnyPermission, type SerialKey } from '@hub/contracts';

/**
 * Serial keys as a provider sees them (issue 25 item 5c): a key registers a merchant, so only a caller
 * who may issue keys (SERIAL_KEYS_CREATE: SADMIN) reads it whole; a read-only provider (SUPPORT, with
 * *_READ_* only) gets it masked, its first and last 4 characters kept and its dashes left in place.
 */

const KEPT = 4;
const MASK = '*';

export function maskSerialKey(key: string): string {
  if (key.length <= KEPT * 2) return MASK.repeat(key.length);
  return key.slice(0, KEPT) + key.slice(KEPT, -KEPT).replace(/[^-]/g, MASK) + key.slice(-KEPT);
}

/** Does a caller with these permissions read serial keys whole? */
export function seesWholeSerialKeys(permissions: readonly string[]): boolean {
  return hasAnyPermission(permissions, [PERMISSIONS.SERIAL_KEYS_CREATE]);
}

/** A key as the caller may see it. */
export function serialKeyForCaller<K extends Pick<SerialKey, 'key'>>(permissions: readonly string[], key: K): K {
  return seesWholeSerialKeys(permissions) ? key : { ...key, key: maskSerialKey(key.key) };
}
