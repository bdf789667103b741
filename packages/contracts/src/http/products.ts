import { TEXT_MAX } from '../limits';
import {
  productCountQuerySchema,
  productFiltersBodySchema,
  productListQuerySchema,
  productLookupQuerySchema,
  productTypesAndCountQuerySchema,
  productTypesQuerySchema,
  rfidProductListQuerySchema,
  productCountSchema,
  productPageSchema,
  productSchema,
  productTypesAndCountSchema,
  rfidProductPageSchema,
  type Product,
  type ProductPage,
} from '../products';
import { z } from 'zod';
import { answerSchema, answerSchemaOf, endpoint, fileAnswer } from './endpoint';

/** Spec section 7, Products (svc-catalog), all on PRODUCTS_READ_PREVIEW. */
export const productsApi = {
  /** One product by `?productCode=` or `?rfidTag=`, in `?sid=`; 404 PD100. */
  lookup: endpoint({
    method: 'GET',
    path: '/merchant/products',
    codes: ['PD000'],
    query: productLookupQuerySchema,
    errors: { PD100: 404, UAC108: 403 },
    data: answerSchemaOf<Product>()(productSchema),
  }),

  types: endpoint({
    method: 'GET',
    path: '/merchant/products/types',
    codes: ['PD005'],
    query: productTypesQuerySchema,
    data: answerSchema(z.array(z.string().max(TEXT_MAX))),
    errors: { UAC108: 403 },
  }),

  typesAndCount: endpoint({
    method: 'GET',
    path: '/merchant/products/types-and-count',
    codes: ['PD006'],
    query: productTypesAndCountQuerySchema,
    data: answerSchema(productTypesAndCountSchema),
  }),

  list: endpoint({
    method: 'POST',
    path: '/merchant/products/all',
    codes: ['PD001'],
    query: productListQuerySchema,
    body: productFiltersBodySchema,
    errors: { PD103: 400, PD104: 400, UAC108: 403 },
    data: answerSchemaOf<ProductPage>()(productPageSchema),
  }),

  count: endpoint({
    method: 'POST',
    path: '/merchant/products/count',
    codes: ['PD002'],
    query: productCountQuerySchema,
    body: productFiltersBodySchema,
    errors: { PD103: 400, PD104: 400, UAC108: 403 },
    data: answerSchema(productCountSchema),
  }),

  /**
   * The matching products as CSV files in one streamed text answer (text/plain, MIME parts split by
   * the boundary of the `X-Hub-Export-Boundary` header), not the JSON envelope (`splitProductExport` reads it;
   * the code travels in the `X-Hub-Code` header): `callApi` cannot read it.
   */
  exportProducts: endpoint({
    method: 'POST',
    path: '/merchant/products/export-products',
    codes: ['PD003'],
    query: productCountQuerySchema,
    body: productFiltersBodySchema,
    data: fileAnswer('text/plain'),
    errors: { PD103: 400, PD104: 400, UAC108: 403 },
  }),

  listRfid: endpoint({
    method: 'POST',
    path: '/merchant/products/allRfid',
    codes: ['PD001'],
    query: rfidProductListQuerySchema,
    body: productFiltersBodySchema,
    data: answerSchema(rfidProductPageSchema),
    errors: { PD103: 400, PD104: 400, UAC108: 403 },
  }),
};
