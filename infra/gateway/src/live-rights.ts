import { browserChannelFor, hasPermission, PERMISSIONS, type AccessClaims, type EventEnvelope, type Permission } from '@hub/contracts';
import { merchantScope, scopeAllowsStore } from '@hub/service-kit';

/**
 * Who may receive a browser event over the socket (issue 25 item 4): the page's read permission, and
 * for store-bound users only events of their stores — the same rights the event's API answers with.
 */
interface ChannelRight {
  /** The permission the channel's page needs; none: every user of the merchant. */
  permission?: Permission;
  /** The stores an event concerns (undefined: not known); a channel without it carries no store. */
  storesOf?: (data: unknown) => readonly string[] | undefined;
}

const field = (data: unknown, key: string): unknown => (data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined);

/** `sid`: one store, or MASTER (a store-bound user never sees MASTER's imports, as in svc-import's lists). */
const sidOf = (data: unknown): string[] | undefined => {
  const sid = field(data, 'sid');
  return typeof sid === 'string' ? [sid] : undefined;
};

/** `stores`: every store of a print job's labels (svc-catalog shows a job to those who see them all). */
const storesOf = (data: unknown): string[] | undefined => {
  const stores = field(data, 'stores');
  return Array.isArray(stores) && stores.every((s) => typeof s === 'string') ? (stores as string[]) : undefined;
};

/** Each channel of BROWSER_EVENT_CHANNELS; a channel missing here reaches nobody (a new one must be placed). */
export const CHANNEL_RIGHTS: Readonly<Record<string, ChannelRight>> = {
  progress: { permission: PERMISSIONS.DATA_IMPORT_READ_PREVIEW, storesOf: sidOf },
  uploadProgress: { permission: PERMISSIONS.IMAGE_IMPORT_READ_PREVIEW, storesOf: sidOf },
  stocktake: { permission: PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW, storesOf: sidOf },
  printing: { permission: PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING, storesOf },
  // The merchant's global config and theme shape every page: every signed-in user loads them.
  config: {},
  theme: {},
};

/** May a socket signed in with `claims` receive `event`? Pure: the emit loop asks it for each socket. */
export function mayReceive(claims: AccessClaims, event: Pick<EventEnvelope, 'type' | 'merchantId' | 'data'>): boolean {
  const channel = browserChannelFor(event.type);
  const right = channel === undefined ? undefined : CHANNEL_RIGHTS[channel];
  if (!right || claims.merchantID !== event.merchantId) return false;
  if (right.permission && !hasPermission(claims.roles, right.permission)) return false;
  if (!right.storesOf) return true;
  const scope = merchantScope(claims);
  if (scope.storeCodes === null) return true;
  // A store-bound user gets an event of a store-scoped channel only when it knows the stores, all theirs.
  const stores = right.storesOf(event.data);
  return stores !== undefined && stores.length > 0 && stores.every((code) => scopeAllowsStore(scope, code));
}
