import { globalConfigBodySchema, type GlobalConfig } from '../config';
import {
  catalogViewConfigSchema,
  filterConfigSchema,
  preFilterConfigSchema,
  type CatalogViewConfig,
  type FilterConfig,
  type PreFilterConfig,
} from '../list-config';
import { productDetailsBodySchema, type BreakdownConfig, type ProductDetailsAnswer } from '../product-details-config';
import { answer, endpoint } from './endpoint';

/** Spec section 7, Configuration (svc-catalog): the global config, the product details dialog and the product list's configs. */

/** What a merchant config answers beside the config itself: its revision (0 while none is saved) and whether one is saved. */
export interface SavedConfigState {
  revision: number;
  configured: boolean;
}

export type FilterConfigAnswer = FilterConfig & SavedConfigState;
export type PreFilterConfigAnswer = PreFilterConfig & SavedConfigState;
/** The catalogue view also answers the columns the product list shows (the saved view's, else the defaults). */
export type CatalogViewAnswer = CatalogViewConfig & SavedConfigState & { effectiveColumns: string[] };

export const globalConfigApi = {
  /** Every field with its default (every signed-in user: the shell reads the menu flags). */
  get: endpoint({
    method: 'GET',
    path: '/merchant/config/global',
    codes: ['CGC000'],
    data: answer<GlobalConfig>(),
  }),

  /** Some fields changed, the config as it now is answered. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/global',
    codes: ['CGC001'],
    body: globalConfigBodySchema,
    data: answer<GlobalConfig>(),
  }),
};

export const productDetailsConfigApi = {
  get: endpoint({
    method: 'GET',
    path: '/merchant/config/product-details',
    codes: ['CPD001'],
    data: answer<ProductDetailsAnswer>(),
  }),

  breakdown: endpoint({
    method: 'GET',
    path: '/merchant/config/product-details/breakdown',
    codes: ['CPD001'],
    data: answer<BreakdownConfig>(),
  }),

  /** CPD002 when only the summary was sent. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/product-details',
    codes: ['CPD000', 'CPD002'],
    body: productDetailsBodySchema,
    data: answer<ProductDetailsAnswer>(),
  }),
};

/** The product list's filters, pre-saved filter sets and catalogue view (issue 5 item 3). */
export const listConfigApi = {
  filter: endpoint({
    method: 'GET',
    path: '/merchant/config/filter',
    codes: ['CFL001'],
    data: answer<FilterConfigAnswer>(),
  }),

  saveFilter: endpoint({
    method: 'POST',
    path: '/merchant/config/filter',
    codes: ['CFL000'],
    body: filterConfigSchema,
    data: answer<FilterConfigAnswer>(),
  }),

  preFilter: endpoint({
    method: 'GET',
    path: '/merchant/config/pre-filter',
    codes: ['CFL001'],
    data: answer<PreFilterConfigAnswer>(),
  }),

  savePreFilter: endpoint({
    method: 'POST',
    path: '/merchant/config/pre-filter',
    codes: ['CFL002'],
    body: preFilterConfigSchema,
    data: answer<PreFilterConfigAnswer>(),
  }),

  catalogView: endpoint({
    method: 'GET',
    path: '/merchant/config/catalog-view',
    codes: ['CCV001'],
    data: answer<CatalogViewAnswer>(),
  }),

  saveCatalogView: endpoint({
    method: 'POST',
    path: '/merchant/config/catalog-view',
    codes: ['CCV000'],
    body: catalogViewConfigSchema,
    data: answer<CatalogViewAnswer>(),
  }),
};
