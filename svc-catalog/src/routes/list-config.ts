import {
  PERMISSIONS,
  catalogViewConfigSchema,
  catalogViewIssues,
  effectiveColumns,
  filterConfigIssues,
  filterConfigSchema,
  effectiveFilterConfig,
  listConfigApi,
  preFilterConfigSchema,
  preFilterIssues,
  type AnswerOf,
  type Endpoint,
  type FilterConfig,
  type ListConfigIssue,
  type MessageCode,
  type Permission,
  type SavedConfigState,
} from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition, type ServiceEventing, moduleSavedEvent } from '@hub/service-kit';
import type { z } from 'zod';
import { readDataMapping } from '../db/data-mapping';
import { refreshFilterKeys } from '../db/filter-keys';
import { readDocument, saveDocument, type DocumentKind } from '../db/merchant-documents';

/** What GET adds to a stored config (the catalogue view's effective columns). */
interface ListConfigExtra {
  effectiveColumns?: string[];
}

/**
 * A list config's GET or POST as `routesOf` serves it for any of the three kinds (a generic kind
 * cannot be checked against one declaration there): the answer holds the revision, whether a
 * config is saved and what GET adds. Each kind's declarations are checked where the kind names
 * them: their answer is its config, their body its schema.
 */
type ListConfigEndpoint = Endpoint<string, SavedConfigState & ListConfigExtra, MessageCode, undefined, z.ZodTypeAny | undefined, undefined>;

/** One of the product-list configs: its page, declared calls, permissions, schema, codes and rules. */
interface ListConfigKind<T extends object> {
  kind: Extract<DocumentKind, 'filter' | 'pre-filter' | 'catalog-view'>;
  /** The quick-settings page. */
  page: '/config/filter' | '/config/pre-filter' | '/config/catalog-view';
  get: ListConfigEndpoint & { data: AnswerOf<T & SavedConfigState> };
  save: ListConfigEndpoint & { data: AnswerOf<T & SavedConfigState>; body?: z.ZodType<T, z.ZodTypeDef, unknown> };
  read: Permission;
  modify: Permission;
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
  empty: T;
  fetched: MessageCode;
  saved: MessageCode;
  issues: (config: T, tx: Db, merchantId: string) => Promise<ListConfigIssue[]>;
  /** What GET adds to the stored config (e.g. the effective columns). */
  extra?: (config: T | undefined, tx: Db, merchantId: string) => Promise<ListConfigExtra>;
  /** Whether saving it may change which fields the products' filter index holds (ADR 0050). */
  setsFilterKeys?: boolean;
}

const mappedFields = async (db: Db, merchantId: string) =>
  (await readDataMapping(db, merchantId))?.config.fields ?? [];
const EMPTY_FILTERS: FilterConfig = { filters: [] };

async function readConfig<T>(
  db: Db,
  spec: ListConfigKind<T & object>,
  merchantId: string,
  forUpdate = false,
) {
  const doc = await readDocument(db, spec.kind, merchantId, forUpdate);
  return doc && { config: spec.schema.parse(doc.config), revision: doc.revision };
}

const FILTER: ListConfigKind<FilterConfig> = {
  kind: 'filter',
  page: '/config/filter',
  get: listConfigApi.filter,
  save: listConfigApi.saveFilter,
  read: PERMISSIONS.FILTER_CONFIGURATION_READ_PREVIEW,
  modify: PERMISSIONS.FILTER_CONFIGURATION_MODIFY,
  schema: filterConfigSchema,
  empty: EMPTY_FILTERS,
  fetched: 'CFL001',
  saved: 'CFL000',
  issues: async (config, db, merchantId) => filterConfigIssues(config, await mappedFields(db, merchantId)),
  setsFilterKeys: true,
};

const PRE_FILTER: ListConfigKind<z.infer<typeof preFilterConfigSchema>> = {
  kind: 'pre-filter',
  page: '/config/pre-filter',
  get: listConfigApi.preFilter,
  save: listConfigApi.savePreFilter,
  read: PERMISSIONS.PRE_FILTER_CONFIGURATION_READ_PREVIEW,
  modify: PERMISSIONS.PRE_FILTER_CONFIGURATION_MODIFY,
  schema: preFilterConfigSchema,
  empty: { presets: [] },
  fetched: 'CFL001',
  saved: 'CFL002',
  // Until a filter config is saved, the list offers the mapping's filters: sets may use those.
  issues: async (config, db, merchantId) =>
    preFilterIssues(
      config,
      effectiveFilterConfig((await readConfig(db, FILTER, merchantId))?.config, await mappedFields(db, merchantId)),
    ),
};

const CATALOG_VIEW: ListConfigKind<z.infer<typeof catalogViewConfigSchema>> = {
  kind: 'catalog-view',
  page: '/config/catalog-view',
  get: listConfigApi.catalogView,
  save: listConfigApi.saveCatalogView,
  read: PERMISSIONS.CATLOG_VIEW_CONFIGURATION_READ_PREVIEW,
  modify: PERMISSIONS.CATLOG_VIEW_CONFIGURATION_MODIFY,
  schema: catalogViewConfigSchema,
  empty: { columns: [] },
  fetched: 'CCV001',
  saved: 'CCV000',
  issues: async (config, db, merchantId) => catalogViewIssues(config, await mappedFields(db, merchantId)),
  extra: async (config, db, merchantId) => ({
    effectiveColumns: effectiveColumns(config, await mappedFields(db, merchantId)),
  }),
};

function routesOf<T extends object>(
  db: Db,
  eventing: ServiceEventing,
  spec: ListConfigKind<T>,
  filterKeysChanged: () => void,
): RouteDefinition[] {
  const answer = async (tx: Db, merchantId: string) => {
    const stored = await readConfig(tx, spec, merchantId);
    return {
      ...(stored?.config ?? spec.empty),
      ...(spec.extra ? await spec.extra(stored?.config, tx, merchantId) : {}),
      revision: stored?.revision ?? 0,
      configured: !!stored,
    };
  };
  return [
    route<ListConfigEndpoint>(spec.get, {
      // Every signed-in user's product list reads it.
      permission: 'authenticated',
      summary: `The merchant's ${spec.kind} config of the product list (empty when none is saved).`,
      handler: async ({ scope }) => ({ code: spec.fetched, data: await answer(db, scope.merchantId) }),
    }),
    route<ListConfigEndpoint>(spec.save, {
      permission: { all: [spec.read, spec.modify] },
      summary: `Replace the ${spec.kind} config; every broken rule (CFL100–CFL107) in details, nothing saved then.`,
      handler: async ({ scope, auth, body, req }) => {
        try {
          return await eventing.transaction(async (tx, emit) => {
            await readDocument(tx, spec.kind, scope.merchantId, true);
            const issues = await spec.issues(body, tx, scope.merchantId);
            if (issues.length > 0) throw new AppError(issues[0]!.rule, 400, issues);
            const revision = await saveDocument(tx, spec.kind, scope.merchantId, body, auth.sub);
            await emit([
              eventing.auditEvent(scope.merchantId, {
                userId: auth.sub,
                action: `${spec.kind}-config.changed`,
                details: { revision },
                ip: req.ip ?? null,
              }),
              moduleSavedEvent(scope.merchantId, spec.page),
            ]);
            if (spec.setsFilterKeys) await refreshFilterKeys(tx, scope.merchantId);
            return { code: spec.saved, data: await answer(tx, scope.merchantId) };
          });
        } finally {
          if (spec.setsFilterKeys) filterKeysChanged();
        }
      },
    }),
  ];
}

/** Filters, pre-saved filters and the catalogue view of issue 5 item 3. */
export function listConfigRoutes(db: Db, eventing: ServiceEventing, filterKeysChanged: () => void = () => undefined): RouteDefinition[] {
  return [
    ...routesOf(db, eventing, FILTER, filterKeysChanged),
    ...routesOf(db, eventing, PRE_FILTER, filterKeysChanged),
    ...routesOf(db, eventing, CATALOG_VIEW, filterKeysChanged),
  ];
}
