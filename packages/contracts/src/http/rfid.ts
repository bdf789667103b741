import {
  productTagsQuerySchema,
  rfidConfigBodySchema,
  tagLookupQuerySchema,
  tagMappingBodySchema,
  tagMappingQuerySchema,
  tagUnmapBodySchema,
  productTagsAnswerSchema,
  rfidConfigAnswerSchema,
  tagLookupAnswerSchema,
  tagMappingResultSchema,
} from '../rfid';
import { answerSchema, endpoint } from './endpoint';

/** Issue 14 item 1, `/config/rfid` (svc-catalog): the multiple tags flag, the EPC encoding and length. */
export const rfidConfigApi = {
  /** The config, the defaults until one is saved (also read by tag mapping and printing). */
  get: endpoint({
    method: 'GET',
    path: '/merchant/config/rfid',
    codes: ['CR001'],
    data: answerSchema(rfidConfigAnswerSchema),
  }),
  /** CR000; CR101 a length the encoding does not allow, CR102 turning multiple tags off while products carry several, CR100 otherwise. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/rfid',
    codes: ['CR000'],
    body: rfidConfigBodySchema,
    data: answerSchema(rfidConfigAnswerSchema),
    errors: { CR101: 400, CR102: 409, CR100: 500 },
  }),
};

/** Issue 14 item 2, `/reusable-tag-mapping` (svc-catalog): map, unmap and move tags; a tag's and a product's history. */
export const tagMappingApi = {
  /** Spec section 7 `POST .../tag-mapping?sid`: tags mapped to products of the store (TM000). */
  map: endpoint({
    method: 'POST',
    path: '/merchant/products/tag-mapping',
    codes: ['TM000'],
    query: tagMappingQuerySchema,
    body: tagMappingBodySchema,
    data: answerSchema(tagMappingResultSchema),
    errors: { TM101: 400, TM103: 400, TM104: 400, TM107: 400, TM106: 403, UAC108: 403, PD100: 404, TM100: 409, TM102: 413 },
  }),
  /** Tags taken off the products holding them (TM001; TM105 a tag nobody holds). */
  unmap: endpoint({
    method: 'POST',
    path: '/merchant/products/tag-mapping/unmap',
    codes: ['TM001'],
    body: tagUnmapBodySchema,
    data: answerSchema(tagMappingResultSchema),
    errors: { TM106: 403, UAC108: 403, TM105: 404, TM102: 413 },
  }),
  /** A tag: the product holding it and its history (TM002). */
  tag: endpoint({
    method: 'GET',
    path: '/merchant/products/tag-mapping/tag',
    codes: ['TM002'],
    query: tagLookupQuerySchema,
    data: answerSchema(tagLookupAnswerSchema),
  }),
  /** A product: its tags and the history of tags on it (TM002; 404 PD100). */
  product: endpoint({
    method: 'GET',
    path: '/merchant/products/tag-mapping/product',
    codes: ['TM002'],
    query: productTagsQuerySchema,
    data: answerSchema(productTagsAnswerSchema),
    errors: { PD100: 404 },
  }),
};
