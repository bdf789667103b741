/**
 * The product list's column chooser (issue 9): which of the configured columns a user hides,
 * remembered per user (merchant and e-mail) in the browser's localStorage. The product code always
 * shows: it is the link to the product.
 */
export const ALWAYS_SHOWN_COLUMNS: readonly string[] = ['productCode'];

const KEY_PREFIX = 'hub.products.hiddenColumns';

/** The storage key of one user's choice. */
export function columnChoiceKey(user: { merchantID: string; email: string }): string {
  return `${KEY_PREFIX}:${user.merchantID}:${user.email.toLowerCase()}`;
}

/** The hidden columns stored under `key`; anything unreadable counts as none hidden. */
export function readHiddenColumns(storage: Pick<Storage, 'getItem'> | undefined, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHiddenColumns(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, key: string, hidden: readonly string[]): void {
  try {
    if (hidden.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(hidden));
  } catch {
    // A full or blocked storage: the choice lasts until the page is left.
  }
}

export function isAlwaysShown(column: string): boolean {
  return ALWAYS_SHOWN_COLUMNS.includes(column);
}

/** The configured columns the user shows, in their configured order. */
export function shownColumns(columns: readonly string[], hidden: readonly string[]): string[] {
  return columns.filter((c) => isAlwaysShown(c) || !hidden.includes(c));
}

/** Shows or hides one column; the product code cannot be hidden. */
export function toggleColumn(hidden: readonly string[], column: string, show: boolean): string[] {
  if (show || isAlwaysShown(column)) return hidden.filter((c) => c !== column);
  return hidden.includes(column) ? [...hidden] : [...hidden, column];
}
