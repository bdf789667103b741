import {
  dataMappingBodySchema,
  dataMappingStatusQuerySchema,
  dataMappingUniqueQuerySchema,
  dataMappingAnswerSchema,
  dataMappingStatusSchema,
  fieldMappingSchema,
  productFieldSchema,
  type DataMappingCode,
} from '../data-mapping';
import {
  namedMappingCreateBodySchema,
  namedMappingParamsSchema,
  namedMappingPatchBodySchema,
  namedMappingSaveBodySchema,
  namedMappingSchema,
  namedMappingSummarySchema,
} from '../named-mappings';
import { z } from 'zod';
import { TEXT_MAX } from '../limits';
import { answerSchema, endpoint, noData } from './endpoint';

/** The unique product fields; with `?group=true`, split into the single and multi groups. */
const fieldNames = z.array(z.string().max(TEXT_MAX));
export const uniqueFieldsAnswerSchema = z.union([fieldNames, z.object({ single: fieldNames, multi: fieldNames })]);
export type UniqueFieldsAnswer = z.infer<typeof uniqueFieldsAnswerSchema>;

/** The field mappings and each product field's ERP column. */
export const fieldMappingAnswerSchema = z.object({
  fieldMappings: z.array(fieldMappingSchema),
  fields: z.array(productFieldSchema.pick({ name: true, erpField: true })),
});
export type FieldMappingAnswer = z.output<typeof fieldMappingAnswerSchema>;

/** The section-5 rules of a mapping's save (`dataMappingIssues`): the first broken one answers 400, every one in details. */
const MAPPING_RULE_ERRORS = {
  CDM100: 400, CDM101: 400, CDM102: 400, CDM103: 400, CDM104: 400, CDM105: 400, CDM106: 400,
  CDM107: 400, CDM108: 400, CDM109: 400, CDM111: 400, CDM112: 400, CDM113: 400,
} as const satisfies Partial<Record<DataMappingCode, 400>>;

/** Data mapping (svc-catalog, issue 5 item 1; spec section 7). */
export const dataMappingApi = {
  get: endpoint({
    method: 'GET',
    path: '/merchant/config/data-mapping',
    codes: ['CDM001'],
    data: answerSchema(dataMappingAnswerSchema),
  }),

  /** Form-encoded (`form: dataMappingFormFields(config)`; JSON is read as well); CDM003 when nothing changed. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/data-mapping',
    codes: ['CDM000', 'CDM003'],
    body: dataMappingBodySchema,
    data: answerSchema(dataMappingAnswerSchema),
    errors: MAPPING_RULE_ERRORS,
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
    data: answerSchema(uniqueFieldsAnswerSchema),
  }),

  fieldMappings: endpoint({
    method: 'GET',
    path: '/merchant/config/data-mapping/field-mapping',
    codes: ['CDM001'],
    data: answerSchema(fieldMappingAnswerSchema),
  }),

  /** Is the import configured? With `?code=<field>`, is that product field mapped? */
  status: endpoint({
    method: 'GET',
    path: '/merchant/config/data-mapping/check-mapping-status',
    codes: ['CDM004'],
    query: dataMappingStatusQuerySchema,
    data: answerSchema(dataMappingStatusSchema),
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
    data: answerSchema(z.array(namedMappingSummarySchema)),
  }),
  get: endpoint({
    method: 'GET',
    path: '/merchant/import/mappings/:id',
    codes: ['CDM001'],
    params: namedMappingParamsSchema,
    data: answerSchema(namedMappingSchema),
    errors: { CDM110: 404 },
  }),
  /** A new mapping: a copy of `copyOf` (duplicate) or of the default mapping; 409 CDM114 for a name taken. */
  create: endpoint({
    method: 'POST',
    path: '/merchant/import/mappings',
    codes: ['CDM000'],
    status: 201,
    body: namedMappingCreateBodySchema,
    data: answerSchema(namedMappingSchema),
    errors: { CDM110: 404, CDM114: 409 },
  }),
  /** Save a mapping's config (every section-5 rule, as the data mapping); its revision grows; CDM003 when nothing changed. */
  save: endpoint({
    method: 'PUT',
    path: '/merchant/import/mappings/:id',
    codes: ['CDM000', 'CDM003'],
    params: namedMappingParamsSchema,
    body: namedMappingSaveBodySchema,
    data: answerSchema(namedMappingSchema),
    errors: { ...MAPPING_RULE_ERRORS, CDM110: 404, CDM115: 409 },
  }),
  /** A new name and/or the stores whose imports start with it (UAC108 a store not the caller's, PDFU108 not the merchant's). */
  patch: endpoint({
    method: 'PATCH',
    path: '/merchant/import/mappings/:id',
    codes: ['CDM000'],
    params: namedMappingParamsSchema,
    body: namedMappingPatchBodySchema,
    data: answerSchema(namedMappingSchema),
    errors: { CDM110: 404, CDM114: 409, UAC108: 403, PDFU108: 404 },
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
