import { TEXT_MAX } from '../limits';
import {
  printingConfigBodySchema,
  printingConfigParamsSchema,
  printJobBodySchema,
  printJobListQuerySchema,
  printJobParamsSchema,
  tagDesignBodySchema,
  tagDesignParamsSchema,
  printerStatusSchema,
  printingConfigSchema,
  printJobSchema,
  printJobSummarySchema,
  tagDesignSchema,
  type TagDesign,
} from '../printing';
import { z } from 'zod';
import { answerSchema, answerSchemaOf, endpoint } from './endpoint';

/**
 * Issue 14 item 3, printing configs (svc-catalog): spec section 7 `GET` and `POST .../rfid-printing`
 * list and save them; the rest sits under the same prefix. Reads and writes on
 * RFID_PRINTING_MODIFY_PRINTING (the printing page's permission; the printers section of the tag
 * design page reads them with TAG_DESIGN_CONFIGURATION_READ_PREVIEW too).
 */
export const printingConfigApi = {
  /** Every printing config of the merchant, the default first, then by name. */
  list: endpoint({
    method: 'GET',
    path: '/merchant/products/rfid-printing',
    codes: ['CRP001'],
    data: answerSchema(z.array(printingConfigSchema)),
  }),
  /** Create (no id) or update (id); CRP100 a name another config has, CRP103 an unknown id, TGD101 an unknown design. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/products/rfid-printing',
    codes: ['CRP000'],
    body: printingConfigBodySchema,
    data: answerSchema(printingConfigSchema),
    errors: { CRP103: 404, TGD101: 404, CRP100: 409 },
  }),
  /** The default config; 404 CRP101 when the merchant has none. */
  getDefault: endpoint({
    method: 'GET',
    path: '/merchant/products/rfid-printing/default',
    codes: ['CRP001'],
    data: answerSchema(printingConfigSchema),
    errors: { CRP101: 404 },
  }),
  /** Makes this config the default (the others lose the flag); 404 CRP103. */
  setDefault: endpoint({
    method: 'POST',
    path: '/merchant/products/rfid-printing/:id/default',
    codes: ['CRP003'],
    params: printingConfigParamsSchema,
    data: answerSchema(printingConfigSchema),
    errors: { CRP103: 404 },
  }),
  /**
   * Deletes a config (the next by name becomes the default if it was); 409 CRP102 while print jobs of
   * it are queued or running, 404 CRP103.
   */
  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/products/rfid-printing/:id',
    codes: ['CRP002'],
    params: printingConfigParamsSchema,
    data: answerSchema(z.object({ id: z.string().max(TEXT_MAX) })),
    errors: { CRP103: 404, CRP102: 409 },
  }),
  /** Asks the config's printer for its host status (~HS) now: a "test printer" button. */
  status: endpoint({
    method: 'POST',
    path: '/merchant/products/rfid-printing/:id/status',
    codes: ['CRP004'],
    params: printingConfigParamsSchema,
    data: answerSchema(printerStatusSchema),
    // PRN112: the printer's address is one the outbound policy refuses (audited, nothing sent).
    errors: { PRN112: 400, CRP103: 404 },
  }),
};

/**
 * Issue 14 item 3, print jobs (svc-catalog), on RFID_PRINTING_MODIFY_PRINTING: the labels of the
 * chosen products, rendered with a tag design and sent to a printing config's printer by a leased
 * worker; each product's printing status follows (QUEUED, then PRINTED, FAILED or VOIDED).
 */
export const printJobApi = {
  /**
   * 202 PRJ000: queued. PRJ100 no product, PRJ103 over 5,000, PRJ105 a product already queued, PD100
   * unknown products, CRP101 no default config, CRP103/TGD101 unknown config or design, PRJ104 no EPC
   * left to allocate, CRP104 printing turned off (allowPrinting).
   */
  create: endpoint({
    method: 'POST',
    path: '/merchant/products/rfid-printing/jobs',
    codes: ['PRJ000'],
    status: 202,
    body: printJobBodySchema,
    data: answerSchema(printJobSummarySchema),
    errors: { PRJ100: 400, TM101: 400, CRP104: 403, CRP101: 404, CRP103: 404, TGD101: 404, PD100: 404, PRJ104: 409, PRJ105: 409, PRJ103: 413 },
  }),
  /** The newest jobs first (`?limit`, at most 100). */
  list: endpoint({
    method: 'GET',
    path: '/merchant/products/rfid-printing/jobs',
    codes: ['PRJ001'],
    query: printJobListQuerySchema,
    data: answerSchema(z.array(printJobSummarySchema)),
  }),
  /** A job with each label's status; 404 PRJ101. */
  get: endpoint({
    method: 'GET',
    path: '/merchant/products/rfid-printing/jobs/:id',
    codes: ['PRJ001'],
    params: printJobParamsSchema,
    data: answerSchema(printJobSchema),
    errors: { PRJ101: 404 },
  }),
  /** Cancels the labels not sent yet (the products go back to their status before); 409 PRJ102 when the job has ended. */
  cancel: endpoint({
    method: 'POST',
    path: '/merchant/products/rfid-printing/jobs/:id/cancel',
    codes: ['PRJ002'],
    params: printJobParamsSchema,
    data: answerSchema(printJobSummarySchema),
    errors: { PRJ101: 404, PRJ102: 409 },
  }),
};

/**
 * Issue 14 item 3, `/config/tag-design` (svc-catalog): read with TAG_DESIGN_CONFIGURATION_READ_PREVIEW
 * (or RFID_PRINTING_MODIFY_PRINTING: the printing page picks a design), written with
 * TAG_DESIGN_CONFIGURATION_READ_PREVIEW and TAG_DESIGN_CONFIGURATION_MODIFY.
 */
export const tagDesignApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/config/tag-design',
    codes: ['TGD001'],
    data: answerSchemaOf<TagDesign[]>()(z.array(tagDesignSchema)),
  }),
  /** 404 TGD101. */
  get: endpoint({
    method: 'GET',
    path: '/merchant/config/tag-design/:id',
    codes: ['TGD001'],
    params: tagDesignParamsSchema,
    data: answerSchemaOf<TagDesign>()(tagDesignSchema),
    errors: { TGD101: 404 },
  }),
  /** Create (no id) or update (id); TGD100 a name another design has, TGD102 an element off the label, TGD101 an unknown id. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/tag-design',
    codes: ['TGD000'],
    body: tagDesignBodySchema,
    data: answerSchemaOf<TagDesign>()(tagDesignSchema),
    errors: { TGD102: 400, TGD101: 404, TGD100: 409 },
  }),
  /** Deletes a design (printing configs using it then use none: queued jobs keep their copy); 404 TGD101. */
  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/config/tag-design/:id',
    codes: ['TGD002'],
    params: tagDesignParamsSchema,
    data: answerSchema(z.object({ id: z.string().max(TEXT_MAX) })),
    errors: { TGD101: 404 },
  }),
};
