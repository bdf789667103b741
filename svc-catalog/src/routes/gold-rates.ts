import { PERMISSIONS, goldRatesApi } from '@hub/contracts';
import { route, type Db, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { currentGoldRates, goldRateHistory, insertGoldRate } from '../db/gold-rates';

export const GOLD_RATE_SAVED = 'GR000';
export const GOLD_RATES_FETCHED = 'GR001';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Gold rates of issue 5 item 8: the rates in force (every user: product values), their history, new rates. */
export function goldRateRoutes(
  db: Db,
  eventing: ServiceEventing,
  now: () => Date = () => new Date(),
): RouteDefinition[] {
  return [
    route(goldRatesApi.current, {
      permission: 'authenticated',
      summary:
        'The rate in force per gold type and currency today (or on ?date=YYYY-MM-DD; of one ?currency=): gold type, grams, display rate, currency, rate per gram.',
      handler: async ({ scope, query }) => ({
        code: GOLD_RATES_FETCHED,
        data: await currentGoldRates(db, scope.merchantId, query.date ?? today(now()), query.currency),
      }),
    }),
    route(goldRatesApi.history, {
      permission: PERMISSIONS.GOLD_RATE_READ_PREVIEW,
      summary:
        'Every rate entered, newest first, by gold type, currency and effective dates, paged (start, pageSize) with the total.',
      handler: async ({ scope, query }) => {
        const { rows, total } = await goldRateHistory(db, scope.merchantId, query);
        return {
          code: GOLD_RATES_FETCHED,
          data: { rows, total, start: query.start, pageSize: query.pageSize },
        };
      },
    }),
    route(goldRatesApi.create, {
      permission: { all: [PERMISSIONS.GOLD_RATE_READ_PREVIEW, PERMISSIONS.GOLD_RATE_MODIFY] },
      summary:
        'Enter a rate (gold type, grams, display rate, currency (ISO 4217), effective date: today when left out); earlier rates stay as history.',
      handler: async ({ scope, auth, body, req }) =>
        eventing.transaction(async (tx, emit) => {
          const rate = await insertGoldRate(
            tx,
            scope.merchantId,
            { ...body, effectiveDate: body.effectiveDate ?? today(now()) },
            auth.sub,
          );
          await emit(
            eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'gold-rate.created',
              details: {
                goldType: rate.goldType,
                grams: rate.grams,
                displayRate: rate.displayRate,
                currency: rate.currency,
                effectiveDate: rate.effectiveDate,
              },
              ip: req.ip ?? null,
            }),
          );
          return { code: GOLD_RATE_SAVED, data: rate };
        }),
    }),
  ];
}
