import {
  EMPTY_PRODUCT_DETAILS_CONFIG,
  PERMISSIONS,
  productDetailsConfigApi,
  productDetailsIssues,
  productDetailsSavedCode,
  type ProductDetailsAnswer,
} from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition, type ServiceEventing, moduleSavedEvent } from '@hub/service-kit';
import { readDataMapping } from '../db/data-mapping';
import { readProductDetails, saveProductDetails, type StoredProductDetails } from '../db/product-details';

/** Success code of reading the product details config (CPD000 and CPD002 are the saves). */
export const PRODUCT_DETAILS_FETCHED = 'CPD001';

function answer(stored: StoredProductDetails | undefined): ProductDetailsAnswer {
  return {
    ...(stored?.config ?? EMPTY_PRODUCT_DETAILS_CONFIG),
    revision: stored?.revision ?? 0,
    configured: !!stored,
  };
}

/**
 * Product details config of issue 5 item 2. Every signed-in user reads it (the product dialog
 * shows its sections); saving needs the page's permission and PRODUCT_DETAILS_CONFIGURATION_MODIFY,
 * and every field must be a product field of the current data mapping (or a fixed column).
 */
export function productDetailsRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  return [
    route(productDetailsConfigApi.get, {
      permission: 'authenticated',
      summary:
        'Sections (name, multiple, fields), summary (headers, content) and breakdown of the product details dialog.',
      handler: async ({ scope }) => ({
        code: PRODUCT_DETAILS_FETCHED,
        data: answer(await readProductDetails(db, scope.merchantId)),
      }),
    }),
    route(productDetailsConfigApi.breakdown, {
      permission: 'authenticated',
      summary: 'The breakdown lines (label, field) and total field of the product details dialog.',
      handler: async ({ scope }) => ({
        code: PRODUCT_DETAILS_FETCHED,
        data: ((await readProductDetails(db, scope.merchantId))?.config ?? EMPTY_PRODUCT_DETAILS_CONFIG)
          .breakdown,
      }),
    }),
    route(productDetailsConfigApi.save, {
      permission: {
        all: [
          PERMISSIONS.PRODUCT_DETAILS_CONFIGURATION_READ_PREVIEW,
          PERMISSIONS.PRODUCT_DETAILS_CONFIGURATION_MODIFY,
        ],
      },
      summary:
        'Save sections, summary and/or breakdown (the parts left out keep their value); CPD100–CPD105 with every broken rule in details; CPD002 for a summary-only save.',
      handler: async ({ scope, auth, body, req }) =>
        eventing.transaction(async (tx, emit) => {
          const current =
            (await readProductDetails(tx, scope.merchantId, true))?.config ?? EMPTY_PRODUCT_DETAILS_CONFIG;
          const next = { ...current, ...body };
          const fields = ((await readDataMapping(tx, scope.merchantId))?.config.fields ?? []).map(
            (f) => f.name,
          );
          const issues = productDetailsIssues(next, fields);
          if (issues.length > 0) throw new AppError(issues[0]!.rule, 400, issues);
          const revision = await saveProductDetails(tx, scope.merchantId, next, auth.sub);
          await emit([
            eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'product-details-config.changed',
              details: { revision, parts: Object.keys(body) },
              ip: req.ip ?? null,
            }),
            moduleSavedEvent(scope.merchantId, '/config/product-details'),
          ]);
          return {
            code: productDetailsSavedCode(body),
            data: answer(await readProductDetails(tx, scope.merchantId)),
          };
        }),
    }),
  ];
}
