import { TEXT_MAX } from '../limits';
import {
  catalogViewConfigSchema,
  filterConfigSchema,
  preFilterConfigSchema,
} from '../list-config';
import { z } from 'zod';
import { answerSchema, endpoint } from './endpoint';

/** What a merchant config answers beside the config itself: its revision (0 while none is saved) and whether one is saved. */
const savedConfigStateSchema = z.object({ revision: z.number().int(), configured: z.boolean() });
export type SavedConfigState = z.infer<typeof savedConfigStateSchema>;

export const filterConfigAnswerSchema = filterConfigSchema.merge(savedConfigStateSchema);
export type FilterConfigAnswer = z.output<typeof filterConfigAnswerSchema>;
export const preFilterConfigAnswerSchema = preFilterConfigSchema.merge(savedConfigStateSchema);
export type PreFilterConfigAnswer = z.output<typeof preFilterConfigAnswerSchema>;
/** The catalogue view also answers the columns the product list shows (the saved view's, else the defaults). */
export const catalogViewAnswerSchema = catalogViewConfigSchema.merge(savedConfigStateSchema).extend({ effectiveColumns: z.array(z.string().max(TEXT_MAX)) });
export type CatalogViewAnswer = z.output<typeof catalogViewAnswerSchema>;

/** The product list's filters, pre-saved filter sets and catalogue view (issue 5 item 3). */
export const listConfigApi = {
  filter: endpoint({
    method: 'GET',
    path: '/merchant/config/filter',
    codes: ['CFL001'],
    data: answerSchema(filterConfigAnswerSchema),
  }),

  saveFilter: endpoint({
    method: 'POST',
    path: '/merchant/config/filter',
    codes: ['CFL000'],
    body: filterConfigSchema,
    data: answerSchema(filterConfigAnswerSchema),
    errors: { CFL100: 400, CFL101: 400, CFL102: 400, CFL103: 400, CFL104: 400 },
  }),

  preFilter: endpoint({
    method: 'GET',
    path: '/merchant/config/pre-filter',
    codes: ['CFL001'],
    data: answerSchema(preFilterConfigAnswerSchema),
  }),

  savePreFilter: endpoint({
    method: 'POST',
    path: '/merchant/config/pre-filter',
    codes: ['CFL002'],
    body: preFilterConfigSchema,
    data: answerSchema(preFilterConfigAnswerSchema),
    errors: { CFL102: 400, CFL103: 400, CFL105: 400, CFL106: 400, CFL107: 400 },
  }),

  catalogView: endpoint({
    method: 'GET',
    path: '/merchant/config/catalog-view',
    codes: ['CCV001'],
    data: answerSchema(catalogViewAnswerSchema),
  }),

  saveCatalogView: endpoint({
    method: 'POST',
    path: '/merchant/config/catalog-view',
    codes: ['CCV000'],
    body: catalogViewConfigSchema,
    data: answerSchema(catalogViewAnswerSchema),
    errors: { CFL100: 400, CFL101: 400 },
  }),
};
