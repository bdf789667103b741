import {
  productCountQuerySchema,
  productFiltersBodySchema,
  productListQuerySchema,
  productLookupQuerySchema,
  productTypesAndCountQuerySchema,
  productTypesQuerySchema,
  rfidProductListQuerySchema,
  type Product,
  type ProductCount,
  type ProductPage,
  type ProductTypesAndCount,
  type RfidProductPage,
} from '../products';
import { answer, endpoint } from './endpoint';

/** Spec section 7, Products (svc-catalog), all on PRODUCTS_READ_PREVIEW. */
export const productsApi = {
  /** One product by `?productCode=` or `?rfidTag=`, in `?sid=`; 404 PD100. */
  lookup: endpoint({
    method: 'GET',
    path: '/merchant/products',
    codes: ['PD000'],
    query: productLookupQuerySchema,
    errors: { PD100: 404, UAC108: 403 },
    data: answer<Product>(),
  }),

  types: endpoint({
    method: 'GET',
    path: '/merchant/products/types',
    codes: ['PD005'],
    query: productTypesQuerySchema,
    data: answer<string[]>(),
  }),

  typesAndCount: endpoint({
    method: 'GET',
    path: '/merchant/products/types-and-count',
    codes: ['PD006'],
    query: productTypesAndCountQuerySchema,
    data: answer<ProductTypesAndCount>(),
  }),

  list: endpoint({
    method: 'POST',
    path: '/merchant/products/all',
    codes: ['PD001'],
    query: productListQuerySchema,
    body: productFiltersBodySchema,
    errors: { PD103: 400, PD104: 400, UAC108: 403 },
    data: answer<ProductPage>(),
  }),

  count: endpoint({
    method: 'POST',
    path: '/merchant/products/count',
    codes: ['PD002'],
    query: productCountQuerySchema,
    body: productFiltersBodySchema,
    errors: { PD103: 400, PD104: 400, UAC108: 403 },
    data: answer<ProductCount>(),
  }),

  /**
   * The matching products as CSV files in one streamed text answer, not the JSON envelope
   * (`splitProductExport` reads it; the code travels in the `X-Hub-Code` header): `callApi` cannot
   * read it, so it declares no answer data.
   */
  exportProducts: endpoint({
    method: 'POST',
    path: '/merchant/products/export-products',
    codes: ['PD003'],
    query: productCountQuerySchema,
    body: productFiltersBodySchema,
    data: answer<never>(),
  }),

  listRfid: endpoint({
    method: 'POST',
    path: '/merchant/products/allRfid',
    codes: ['PD001'],
    query: rfidProductListQuerySchema,
    body: productFiltersBodySchema,
    data: answer<RfidProductPage>(),
  }),
};
