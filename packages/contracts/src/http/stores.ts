import { TEXT_MAX } from '../limits';
import { z } from 'zod';
import {
  storeAddressTreeSchema,
  storeCreateBodySchema,
  storeListEntrySchema,
  storeSchema,
  storeUpdateBodySchema,
  type Store,
  type StoreListEntry,
} from '../store';
import { answerSchema, answerSchemaOf, endpoint } from './endpoint';

/** Spec section 7, stores (svc-auth). */

/** A store as its owner service answers it: the time zone may be unset. */
export type StoreRecord = Omit<Store, 'tz'> & { tz: string | null };
export const storeRecordSchema = storeSchema.extend({ tz: z.string().max(TEXT_MAX).nullable() });

/**
 * A store list: full records for holders of STORES_MANAGEMENT_READ_PREVIEW, the list entry
 * (no street, coordinates, manager, sync settings) for everyone else (issue 9).
 */
export type StoreListAnswer = StoreRecord[] | StoreListEntry[];
const storeListAnswer = () =>
  answerSchemaOf<StoreListAnswer>()(z.union([z.array(storeRecordSchema), z.array(storeListEntrySchema)]));

/** Is this list made of full records (the caller may manage stores)? */
export function isFullStoreList(list: StoreListAnswer): list is StoreRecord[] {
  return list.every((store) => 'address' in store);
}

const storeCodeParams = z.object({ code: z.string().min(1).max(64) });

/** The stores endpoints (spec section 7). */
export const storesApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/store',
    codes: ['ST002'],
    data: storeListAnswer(),
  }),

  listWithoutMaster: endpoint({
    method: 'GET',
    path: '/merchant/store/without-master',
    codes: ['ST002'],
    data: storeListAnswer(),
  }),

  addressTree: endpoint({
    method: 'GET',
    path: '/merchant/store/address',
    codes: ['ST002'],
    data: answerSchema(storeAddressTreeSchema),
  }),

  /** `?merchant=` is checked by the handler (UAC106), so repeated or odd values are not a generic IP100. */
  listOfMerchant: endpoint({
    method: 'GET',
    path: '/merchant/store/client-hub',
    codes: ['ST002'],
    query: z.object({ merchant: z.unknown().optional() }).passthrough(),
    errors: { UAC106: [400, 404] },
    data: storeListAnswer(),
  }),

  create: endpoint({
    method: 'POST',
    path: '/merchant/store',
    codes: ['ST000'],
    status: 201,
    body: storeCreateBodySchema,
    errors: { ST100: 400, ST102: 409, ST106: 400, UAC108: 403 },
    data: answerSchemaOf<StoreRecord>()(storeRecordSchema),
  }),

  update: endpoint({
    method: 'PUT',
    path: '/merchant/store/:code',
    codes: ['ST001'],
    params: storeCodeParams,
    body: storeUpdateBodySchema,
    errors: { ST101: 400, ST104: 404, ST105: 400, ST106: 400 },
    data: answerSchemaOf<StoreRecord>()(storeRecordSchema),
  }),

  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/store/:code',
    codes: ['ST001'],
    params: storeCodeParams,
    errors: { ST104: 404, ST107: 400 },
    data: answerSchema(z.object({ code: z.string().max(TEXT_MAX), active: z.boolean() })),
  }),
};
