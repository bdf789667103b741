import {
  DEFAULT_MAPPING_ID,
  NAMED_MAPPING_CODES,
  PERMISSIONS,
  canonicalDataMapping,
  dataMappingIssues,
  namedMappingsApi,
  type NamedMapping,
} from '@hub/contracts';
import { AppError, route, type Db, type MerchantScope, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import express from 'express';
import { deleteMapping, insertMapping, listMappings, mappingInScope, mappingUse, renameMapping, saveMappingConfig, setMappingStores, sourcesByMapping, storesByMapping } from '../db/named-mappings';
import { assertImportStore } from './upload';
import { deletionRefusal, mappingSummary, nameTaken, orderMappings, type StoredMapping } from '../domain/named-mappings';

/** Success codes of the data mapping (spec section 8), which named mappings answer too. */
const SAVED = 'CDM000';
const FETCHED = 'CDM001';
const DELETED = 'CDM002';
const UNCHANGED = 'CDM003';

/** A save may be form-encoded (`data=<json>`) as the data mapping's POST; JSON is read as well. */
const formBody = express.urlencoded({ extended: false, limit: '1mb' });

/**
 * Named mappings (issue 28 item 2, ADR 0040): as the data mapping, every signed-in user of the merchant
 * reads them and ERP_MODIFY changes them. The default mapping is svc-catalog's data mapping: renamed
 * here, saved and deleted there (CDM115 here).
 */
export function namedMappingRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  const withConfig = async (tx: Db, merchantId: string, m: StoredMapping): Promise<NamedMapping> => ({
    ...mappingSummary(m, (await sourcesByMapping(tx, merchantId)).get(m.id) ?? [], (await storesByMapping(tx, merchantId)).get(m.id) ?? []),
    config: m.config,
  });
  const assertNameFree = async (tx: Db, merchantId: string, name: string, exceptId?: string) => {
    if (nameTaken(await listMappings(tx, merchantId), name, exceptId)) throw new AppError(NAMED_MAPPING_CODES.NAME_TAKEN, 409);
  };
  type Action = 'data-mapping.created' | 'data-mapping.updated' | 'data-mapping.deleted';
  const audit = (scope: MerchantScope, userId: string, action: Action, m: Pick<StoredMapping, 'id' | 'name' | 'revision'>, ip: string | undefined) =>
    eventing.auditEvent(scope.merchantId, { userId, action, details: { mappingId: m.id, name: m.name, revision: m.revision }, ip: ip ?? null });

  return [
    route(namedMappingsApi.list, {
      permission: 'authenticated',
      summary: "The merchant's named mappings (the default first): name, revision, whether configured, the sources importing with each.",
      handler: async ({ scope }) => {
        const [mappings, sources, stores] = await Promise.all([listMappings(db, scope.merchantId), sourcesByMapping(db, scope.merchantId), storesByMapping(db, scope.merchantId)]);
        return { code: FETCHED, data: orderMappings(mappings).map((m) => mappingSummary(m, sources.get(m.id) ?? [], stores.get(m.id) ?? [])) };
      },
    }),
    route(namedMappingsApi.get, {
      permission: 'authenticated',
      summary: 'One named mapping with its config (404 CDM110 for another merchant’s or an unknown one).',
      handler: async ({ scope, params }) => ({
        code: FETCHED,
        data: await withConfig(db, scope.merchantId, await mappingInScope(db, scope.merchantId, params.id)),
      }),
    }),
    route(namedMappingsApi.create, {
      permission: PERMISSIONS.ERP_MODIFY,
      summary: 'A new named mapping, a copy of `copyOf` (duplicate) or of the default mapping; 409 CDM114 when the name is taken.',
      handler: async ({ scope, auth, body, req }) =>
        eventing.transaction(async (tx, emit) => {
          const from = await mappingInScope(tx, scope.merchantId, body.copyOf ?? DEFAULT_MAPPING_ID);
          await assertNameFree(tx, scope.merchantId, body.name);
          const created = await insertMapping(tx, scope.merchantId, body.name, from.config, auth.sub);
          await emit([audit(scope, auth.sub, 'data-mapping.created', created, req.ip)]);
          return { code: SAVED, data: await withConfig(tx, scope.merchantId, created) };
        }),
    }),
    route(namedMappingsApi.save, {
      permission: PERMISSIONS.ERP_MODIFY,
      summary: "Save a named mapping's config (every section-5 rule: 400 with the first rule's CDM code, details of all); its revision grows; CDM003 when nothing changed; the default is saved as the data mapping (CDM115).",
      before: [formBody],
      handler: async ({ scope, auth, body, params, req }) => {
        if (params.id === DEFAULT_MAPPING_ID) throw new AppError(NAMED_MAPPING_CODES.DEFAULT_KEPT, 409);
        const issues = dataMappingIssues(body);
        if (issues.length > 0) throw new AppError(issues[0]!.rule, 400, issues);
        return eventing.transaction(async (tx, emit) => {
          const current = await mappingInScope(tx, scope.merchantId, params.id, true);
          if (current.config && canonicalDataMapping(current.config) === canonicalDataMapping(body))
            return { code: UNCHANGED, data: await withConfig(tx, scope.merchantId, current) };
          const saved = await saveMappingConfig(tx, scope.merchantId, params.id, body, auth.sub);
          await emit([audit(scope, auth.sub, 'data-mapping.updated', saved, req.ip)]);
          return { code: SAVED, data: await withConfig(tx, scope.merchantId, saved) };
        });
      },
    }),
    route(namedMappingsApi.patch, {
      permission: PERMISSIONS.ERP_MODIFY,
      summary:
        'Rename a named mapping (the default too; 409 CDM114 when another has the name) and/or set the stores whose imports start with it (each one of the caller’s, UAC108, and the merchant’s, PDFU108). Its revision stays.',
      handler: async ({ scope, auth, body, params, req }) =>
        eventing.transaction(async (tx, emit) => {
          let current = await mappingInScope(tx, scope.merchantId, params.id, true);
          if (body.name !== undefined) {
            await assertNameFree(tx, scope.merchantId, body.name, params.id);
            current = await renameMapping(tx, scope.merchantId, params.id, body.name);
          }
          if (body.stores !== undefined) {
            const stores = [...new Set(body.stores)];
            for (const sid of stores) await assertImportStore(tx, scope, sid);
            await setMappingStores(tx, scope.merchantId, params.id, stores);
          }
          await emit([audit(scope, auth.sub, 'data-mapping.updated', current, req.ip)]);
          return { code: SAVED, data: await withConfig(tx, scope.merchantId, current) };
        }),
    }),
    route(namedMappingsApi.remove, {
      permission: PERMISSIONS.ERP_MODIFY,
      summary: 'Delete a named mapping: not the default (CDM115), not one a source imports with (CDM116) or a running import reads with (CDM117).',
      handler: async ({ scope, auth, params, req }) =>
        eventing.transaction(async (tx, emit) => {
          const current = await mappingInScope(tx, scope.merchantId, params.id, true);
          const refusal = deletionRefusal(await mappingUse(tx, scope.merchantId, params.id));
          if (refusal) throw new AppError(refusal, 409);
          await deleteMapping(tx, scope.merchantId, params.id);
          await emit([audit(scope, auth.sub, 'data-mapping.deleted', current, req.ip)]);
          return { code: DELETED, data: null };
        }),
    }),
  ];
}
