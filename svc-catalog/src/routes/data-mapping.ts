import {
  DATA_MAPPING_CODES,
  EMPTY_DATA_MAPPING,
  EVENT_TYPES,
  PERMISSIONS,
  canonicalDataMapping,
  dataMappingApi,
  dataMappingIssues,
  dataMappingStatus,
  uniqueFieldsOf,
  type DataMappingAnswer,
} from '@hub/contracts';
import {
  AppError,
  createEvent,
  route,
  type Db,
  type RouteDefinition,
  type ServiceEventing,
} from '@hub/service-kit';
import express from 'express';
import {
  deleteDataMapping,
  readDataMapping,
  saveDataMapping,
  type StoredDataMapping,
} from '../db/data-mapping';

/** Success codes of the data mapping (spec section 8: CDM000 to CDM004). */
export const DATA_MAPPING_SAVED = 'CDM000';
export const DATA_MAPPING_FETCHED = 'CDM001';
export const DATA_MAPPING_DELETED = 'CDM002';
export const DATA_MAPPING_UNCHANGED = 'CDM003';
export const DATA_MAPPING_STATUS = 'CDM004';

function answer(stored: StoredDataMapping | undefined): DataMappingAnswer {
  return {
    ...(stored?.config ?? EMPTY_DATA_MAPPING),
    revision: stored?.revision ?? 0,
    configured: !!stored,
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

/** The form-encoded POST of spec section 7 (`data=<json>`); JSON bodies are read as well. */
const formBody = express.urlencoded({ extended: false, limit: '1mb' });

/**
 * Data mapping of issue 5 item 1: every signed-in user of the merchant reads it (the product list
 * and the import need the fields); ERP_MODIFY changes or deletes it. A saved or deleted mapping is
 * published (`hub.catalog.data-mapping-changed.v1`) so svc-import maps with the current one.
 */
export function dataMappingRoutes(db: Db, eventing: ServiceEventing, filterKeysChanged: () => void = () => undefined): RouteDefinition[] {
  return [
    route(dataMappingApi.get, {
      permission: 'authenticated',
      summary:
        "The caller's merchant's data mapping: fields, unique fields, field mappings, groups, revision (0 when none).",
      handler: async ({ scope }) => ({
        code: DATA_MAPPING_FETCHED,
        data: answer(await readDataMapping(db, scope.merchantId)),
      }),
    }),
    route(dataMappingApi.save, {
      permission: PERMISSIONS.ERP_MODIFY,
      summary:
        "Save the data mapping (form field `data` holding the JSON config): every section-5 rule (400, the first rule's CDM code, details of all); CDM003 when nothing changed.",
      before: [formBody],
      handler: async ({ scope, auth, body, req }) => {
        const issues = dataMappingIssues(body);
        if (issues.length > 0) throw new AppError(issues[0]!.rule, 400, issues);
        try {
          return await eventing.transaction(async (tx, emit) => {
            const current = await readDataMapping(tx, scope.merchantId, true);
            if (current && canonicalDataMapping(current.config) === canonicalDataMapping(body))
              return { code: DATA_MAPPING_UNCHANGED, data: answer(current) };
            const revision = await saveDataMapping(tx, scope.merchantId, body, auth.sub);
            await emit([
              createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, scope.merchantId, { revision, config: body }),
              eventing.auditEvent(scope.merchantId, {
                userId: auth.sub,
                action: current ? 'data-mapping.updated' : 'data-mapping.created',
                details: { revision, fields: body.fields.length, fieldMappings: body.fieldMappings.length },
                ip: req.ip ?? null,
              }),
            ]);
            return { code: DATA_MAPPING_SAVED, data: answer(await readDataMapping(tx, scope.merchantId)) };
          });
        } finally {
          filterKeysChanged();
        }
      },
    }),
    route(dataMappingApi.remove, {
      permission: PERMISSIONS.ERP_MODIFY,
      summary:
        "Delete the merchant's data mapping (404 CDM110 when there is none); the import is then unconfigured.",
      handler: async ({ scope, auth, req }) =>
        eventing.transaction(async (tx, emit) => {
          const revision = await deleteDataMapping(tx, scope.merchantId, auth.sub);
          if (revision === undefined) throw new AppError(DATA_MAPPING_CODES.NOT_FOUND, 404);
          await emit([
            createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, scope.merchantId, {
              revision,
              config: null,
            }),
            eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'data-mapping.deleted',
              details: { revision },
              ip: req.ip ?? null,
            }),
          ]);
          return { code: DATA_MAPPING_DELETED, data: null };
        }),
    }),
    route(dataMappingApi.uniqueFields, {
      permission: 'authenticated',
      summary:
        'The unique product fields (productCode always); with ?group=true split into single and multi.',
      handler: async ({ scope, query }) => {
        const stored = await readDataMapping(db, scope.merchantId);
        return {
          code: DATA_MAPPING_FETCHED,
          data: uniqueFieldsOf(stored?.config ?? EMPTY_DATA_MAPPING, query.group === 'true'),
        };
      },
    }),
    route(dataMappingApi.fieldMappings, {
      permission: 'authenticated',
      summary:
        'The field mappings (input field, mapped fields, multiple values, method, delimiter, start index, length, encoding) and each field’s ERP column.',
      handler: async ({ scope }) => {
        const config = (await readDataMapping(db, scope.merchantId))?.config ?? EMPTY_DATA_MAPPING;
        return {
          code: DATA_MAPPING_FETCHED,
          data: {
            fieldMappings: config.fieldMappings,
            fields: config.fields.map((f) => ({ name: f.name, erpField: f.erpField })),
          },
        };
      },
    }),
    route(dataMappingApi.status, {
      permission: 'authenticated',
      summary:
        'Is the import configured (product code and RFID tag mapped)? With ?code=<field>, is that product field mapped?',
      handler: async ({ scope, query }) => {
        const stored = await readDataMapping(db, scope.merchantId);
        return {
          code: DATA_MAPPING_STATUS,
          data: dataMappingStatus(stored?.config, stored?.revision ?? 0, query.code),
        };
      },
    }),
  ];
}
