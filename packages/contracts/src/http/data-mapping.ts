import {
  dataMappingBodySchema,
  dataMappingStatusQuerySchema,
  dataMappingUniqueQuerySchema,
  type DataMappingAnswer,
  type DataMappingStatus,
  type FieldMapping,
  type ProductField,
} from '../data-mapping';
import {
  namedMappingCreateBodySchema,
  namedMappingParamsSchema,
  namedMappingRenameBodySchema,
  namedMappingSaveBodySchema,
  type NamedMapping,
  type NamedMappingSummary,
} from '../named-mappings';
import { answer, endpoint, noData } from './endpoint';

/** The unique product fields; with `?group=true`, split into the single and multi groups. */
export type UniqueFieldsAnswer = string[] | { single: string[]; multi: string[] };

/** The field mappings and each product field's ERP column. */
export interface FieldMappingAnswer {
  fieldMappings: FieldMapping[];
  fields: Pick<ProductField, 'name' | 'erpField'>[];
}

/** Data mapping (svc-catalog, issue 5 item 1; spec section 7). */
export const dataMappingApi = {
  get: endpoint({
    method: 'GET',
    path: '/merchant/config/data-mapping',
    codes: ['CDM001'],
    data: answer<DataMappingAnswer>(),
  }),

  /** Form-encoded (`form: dataMappingFormFields(config)`; JSON is read as well); CDM003 when nothing changed. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/data-mapping',
    codes: ['CDM000', 'CDM003'],
    body: dataMappingBodySchema,
    data: answer<DataMappingAnswer>(),
  }),

  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/config/data-mapping',
    codes: ['CDM002'],
    data: noData(),
    errors: { CDM110: 404 },
  }),

  uniqueFields: endpoint({
    method: 'GET',
    path: '/merchant/config/data-mapping/unique',
    codes: ['CDM001'],
    query: dataMappingUniqueQuerySchema,
    data: answer<UniqueFieldsAnswer>(),
  }),

  fieldMappings: endpoint({
    method: 'GET',
    path: '/merchant/config/data-mapping/field-mapping',
    codes: ['CDM001'],
    data: answer<FieldMappingAnswer>(),
  }),

  /** Is the import configured? With `?code=<field>`, is that product field mapped? */
  status: endpoint({
    method: 'GET',
    path: '/merchant/config/data-mapping/check-mapping-status',
    codes: ['CDM004'],
    query: dataMappingStatusQuerySchema,
    data: answer<DataMappingStatus>(),
  }),
};

/**
 * Named mappings (svc-import, issue 28 item 2): every signed-in user of the merchant reads them (an
 * import chooses one); ERP_MODIFY creates, saves, renames and deletes them, as the data mapping.
 */
export const namedMappingsApi = {
  /** The merchant's mappings, the default first, then by name. */
  list: endpoint({
    method: 'GET',
    path: '/merchant/import/mappings',
    codes: ['CDM001'],
    data: answer<NamedMappingSummary[]>(),
  }),
  get: endpoint({
    method: 'GET',
    path: '/merchant/import/mappings/:id',
    codes: ['CDM001'],
    params: namedMappingParamsSchema,
    data: answer<NamedMapping>(),
    errors: { CDM110: 404 },
  }),
  /** A new mapping: a copy of `copyOf` (duplicate) or of the default mapping; 409 CDM114 for a name taken. */
  create: endpoint({
    method: 'POST',
    path: '/merchant/import/mappings',
    codes: ['CDM000'],
    status: 201,
    body: namedMappingCreateBodySchema,
    data: answer<NamedMapping>(),
    errors: { CDM110: 404, CDM114: 409 },
  }),
  /** Save a mapping's config (every section-5 rule, as the data mapping); its revision grows; CDM003 when nothing changed. */
  save: endpoint({
    method: 'PUT',
    path: '/merchant/import/mappings/:id',
    codes: ['CDM000', 'CDM003'],
    params: namedMappingParamsSchema,
    body: namedMappingSaveBodySchema,
    data: answer<NamedMapping>(),
    errors: { CDM110: 404, CDM115: 409 },
  }),
  rename: endpoint({
    method: 'PATCH',
    path: '/merchant/import/mappings/:id',
    codes: ['CDM000'],
    params: namedMappingParamsSchema,
    body: namedMappingRenameBodySchema,
    data: answer<NamedMapping>(),
    errors: { CDM110: 404, CDM114: 409 },
  }),
  /** Not the default (CDM115), not one a source imports with (CDM116) or a running import uses (CDM117). */
  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/import/mappings/:id',
    codes: ['CDM002'],
    params: namedMappingParamsSchema,
    data: noData(),
    errors: { CDM110: 404, CDM115: 409, CDM116: 409, CDM117: 409 },
  }),
};
