import { appDataVersionSchema } from '@hub/contracts';

/**
 * The stock-take app's sync (issue 12 item 2), its pure rules. A sync is paged by product code; its
 * cursor carries the sync's version (the snapshot taken on its first page), whether it is a whole
 * store or a delta, the delta's base version, and the last product code answered.
 */
export interface AppSyncCursor {
  /** The version this sync answers (the tablet keeps it when the last page is read). */
  version: string;
  /** Null for the whole store; the version the tablet held for a delta. */
  since: string | null;
  /** The last product code of the previous page. */
  after: string;
}

export function encodeCursor(cursor: AppSyncCursor): string {
  return Buffer.from(JSON.stringify([cursor.version, cursor.since, cursor.after]), 'utf8').toString('base64url');
}

/** The cursor a page answered; null when it is not one (a client's own string). */
export function decodeCursor(text: string): AppSyncCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [version, since, after] = value as unknown[];
    if (!appDataVersionSchema.safeParse(version).success || typeof after !== 'string' || after.length === 0) return null;
    if (since !== null && !appDataVersionSchema.safeParse(since).success) return null;
    return { version: version as string, since: since as string | null, after };
  } catch {
    return null;
  }
}

/** The xmax of a snapshot's text (`xmin:xmax:xip…`): the first transaction it could not see. */
export function snapshotXmax(version: string): bigint {
  return BigInt(version.split(':')[1] ?? '0');
}

/**
 * May a delta be answered from the version the tablet holds? Only with the optimised sync on, and a
 * version from this database's past (a version beyond the current one comes from another database,
 * e.g. before a restore): otherwise the whole store is answered.
 */
export function deltaBase(since: string | undefined, optimised: boolean, current: string): string | null {
  if (!optimised || since === undefined) return null;
  return snapshotXmax(since) <= snapshotXmax(current) ? since : null;
}
