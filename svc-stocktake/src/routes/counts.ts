import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, localeFromAcceptLanguage, MASTER_STORE, messageFor, PERMISSIONS, stocktakeApi, successAnswer, type StocktakeSaved } from '@hub/contracts';
import { AppError, listStoreReplicas, route, scopeAllowsStore, type Db, type FileStorage, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { claimSaveRequest, countForUpdate, findSaveRequest, lockTablets, recordSaveAnswer, tabletLicences, tabletSeats, touchTablet, type CountRow } from '../db/counts';
import { mergeReads } from '../counts/merge-reads';
import { hasConfig } from '../db/configs';
import { STOCKTAKE_SCHEMA } from '../db/schema';
import { saveAuditActor } from '../domain/audit-actor';
import { admitTablet, licenceDay, licensedTablets } from '../domain/licence';
import { decideReplay } from '../domain/save-replay';
import { checkStocktakeSave, type StocktakeSave } from '../domain/stocktake-save';

const STATUS_OF_CODE: Partial<Record<string, number>> = { STR111: 409, STR112: 404, STR113: 409, STR114: 403, STR115: 403, STR116: 403, STR117: 422 };

/** The request's key is held by a concurrent request, now committed: answer its answer. */
class Replay extends Error {
  constructor() {
    super('replay');
  }
}

export function countRoutes(deps: { db: Db; eventing: ServiceEventing; storage: FileStorage }): RouteDefinition[] {
  const { db, eventing, storage } = deps;
  return [
    route(stocktakeApi.save, {
      permission: PERMISSIONS.STOCK_TAKE_COUNT_CREATE,
      summary:
        'The tablet app saves a count ({ data, update }, spec section 5): reads from several tablets and batches are merged without double counting; a repeated Idempotency-Key (scoped to the merchant) answers the first answer to a caller that may see its store.',
      handler: async ({ body, scope, auth, apiKeyId, req, res }) => {
        const check = checkStocktakeSave(body);
        if (!check.ok) throw new AppError(check.code, 400, check.field ? { field: check.field } : undefined);
        const save = check.save;
        const merchantId = scope.merchantId;
        const key = req.get(IDEMPOTENCY_KEY_HEADER)?.trim() || null;
        if (key !== null && key.length > 200) throw new AppError('STR110', 400, { field: IDEMPOTENCY_KEY_HEADER });
        const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
        // The caller's store first: a replay never answers more than the request itself would.
        if (save.sid === MASTER_STORE) throw new AppError('STR118', 400, { field: 'sid' });
        if (!scopeAllowsStore(scope, save.sid)) throw new AppError('UAC108', 403);
        const replay = async () => {
          const stored = key ? await findSaveRequest(db, merchantId, key) : null;
          if (!stored) return undefined;
          const decision = decideReplay(scope, stored, fingerprint);
          if (!decision.replay) throw new AppError(decision.code, decision.httpStatus);
          res.setHeader('Idempotent-Replayed', 'true');
          // The first answer, its message in this caller's language (answers stored before messages had none).
          const answer = stored.answer as { code?: unknown };
          const locale = localeFromAcceptLanguage(req.get('accept-language'));
          res.status(stored.httpStatus).json(typeof answer.code === 'string' ? { ...answer, message: messageFor(answer.code, locale) } : answer);
          return true;
        };
        if (await replay()) return undefined;

        const store = (await listStoreReplicas(db, STOCKTAKE_SCHEMA, merchantId)).find((s) => s.code === save.sid && s.active);
        if (!store) throw new AppError('STR118', 400, { field: 'sid' });
        if (!(await hasConfig(db, merchantId, 'report'))) throw new AppError('STR113', STATUS_OF_CODE.STR113);

        try {
          // The events commit with the count; the relay is nudged after the answer, not awaited: in the
          // all-in-one hub its in-process consumers (svc-catalog's reconciliation of every count sent at
          // that moment) would otherwise hold the tablet's answer.
          const { row, newReads, created } = await db.transaction(async (tx) => {
            const emit = (events: Parameters<typeof eventing.outbox.add>[1]) => eventing.outbox.add(tx, events);
            if (key && !(await claimSaveRequest(tx, merchantId, key, fingerprint))) throw new Replay();
            const licensed = licensedTablets(await tabletLicences(tx, merchantId), licenceDay());
            let admission = admitTablet(save.tabletId, await tabletSeats(tx, merchantId), licensed);
            if (admission.admitted && admission.enrol) {
              // Enrolment takes a seat: one at a time per merchant, so the last seat goes to one tablet.
              await lockTablets(tx, merchantId);
              admission = admitTablet(save.tabletId, await tabletSeats(tx, merchantId), licensed);
            }
            if (!admission.admitted) throw new AppError(admission.code, STATUS_OF_CODE[admission.code] ?? 403);
            await touchTablet(tx, merchantId, save.tabletId, save.deviceUdid);

            const existing = await countForUpdate(tx, merchantId, save.stocktakeId);
            if (existing && !save.update) throw new AppError('STR111', 409);
            if (!existing && save.update) throw new AppError('STR112', 404);
            if (existing && existing.sid !== save.sid) throw new AppError('STR110', 400, { field: 'sid' });
            const merged = await mergeReads(tx, storage, merchantId, save, existing, store.tz ?? 'UTC');
            if (!merged) throw new AppError('STR111', 409); // created by a concurrent first save
            const { row, newReads } = merged;
            const actor = saveAuditActor({ sub: auth.sub, apiKeyId }, save.userName);
            await emit([
              merged.event,
              eventing.auditEvent(merchantId, {
                userId: actor.userId,
                action: existing ? 'stocktake.updated' : 'stocktake.saved',
                storeCode: row.sid,
                details: { ...actor.details, stocktakeId: save.stocktakeId, tabletId: save.tabletId, deviceUdid: save.deviceUdid, reads: save.tags.length, newReads, status: row.status },
                ip: req.ip ?? null,
              }),
            ]);
            const created = !existing;
            if (key) await recordSaveAnswer(tx, merchantId, key, created ? 201 : 200, answerOf(save, row, newReads, created));
            return { row, newReads, created };
          });
          void eventing.outbox.nudge().catch(() => undefined);
          const data: StocktakeSaved = savedOf(save, row, newReads);
          return { code: created ? 'STR000' : 'STR001', data, httpStatus: created ? 201 : 200 };
        } catch (error) {
          // The same key committed by a concurrent request: this one rolled back; answer the first answer.
          if (error instanceof Replay && (await replay())) return undefined;
          throw error;
        }
      },
    }),
  ];
}

function savedOf(save: StocktakeSave, row: CountRow, newReads: number): StocktakeSaved {
  return { stocktakeId: save.stocktakeId, sid: row.sid, status: row.status, readCount: Number(row.read_count), newReads, tablets: row.tablets };
}

/** The answer body as the route sends it (what a replay sends again). */
function answerOf(save: StocktakeSave, row: CountRow, newReads: number, created: boolean) {
  return successAnswer(created ? 'STR000' : 'STR001', savedOf(save, row, newReads));
}
