import {
  dataMappingBodySchema,
  dataMappingStatusQuerySchema,
  dataMappingUniqueQuerySchema,
  type DataMappingAnswer,
  type DataMappingStatus,
  type FieldMapping,
  type ProductField,
} from '../data-mapping';
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
