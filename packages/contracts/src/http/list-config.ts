import {
  catalogViewConfigSchema,
  filterConfigSchema,
  preFilterConfigSchema,
  type CatalogViewConfig,
  type FilterConfig,
  type PreFilterConfig,
} from '../list-config';
import { answer, endpoint } from './endpoint';

/** What a merchant config answers beside the config itself: its revision (0 while none is saved) and whether one is saved. */
export interface SavedConfigState {
  revision: number;
  configured: boolean;
}

export type FilterConfigAnswer = FilterConfig & SavedConfigState;
export type PreFilterConfigAnswer = PreFilterConfig & SavedConfigState;
/** The catalogue view also answers the columns the product list shows (the saved view's, else the defaults). */
export type CatalogViewAnswer = CatalogViewConfig & SavedConfigState & { effectiveColumns: string[] };

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
