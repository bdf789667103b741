import {
  PRINTING_STATUSES,
  type EndpointQueryInput,
  type PrintingConfig,
  type PrintJobStatus,
  type PrintJobSummary,
  type productsApi,
  type RfidProduct,
  type TagDesign,
} from '@hub/contracts';
import type { Activity } from './productListQuery';

/**
 * The printing page's rules (spec section 7 `POST .../allRfid`; issue 14 item 3): the list query,
 * the rows chosen for printing, and what a job's state means for the screen.
 */

export type PrintListQuery = EndpointQueryInput<typeof productsApi.listRfid>;
/** The list's order: by printing status (what still needs printing first, or last), or by product code. */
export const PRINT_SORTS = ['statusAsc', 'statusDesc', 'code'] as const;
export type PrintSort = (typeof PRINT_SORTS)[number];

export interface PrintListCriteria {
  sid: string;
  activity: Activity;
  searchText: string;
  sort: PrintSort;
}

/** The query of `.../allRfid`: blank search and 'all' left out; the sort as sortPrintingStatus. */
export function printListQuery({ sid, activity, searchText, sort }: PrintListCriteria, start: number, pageSize: number): PrintListQuery {
  const text = searchText.trim().slice(0, 128);
  return {
    sid,
    start,
    pageSize,
    active: activity === 'all' ? undefined : activity === 'active' ? 'true' : 'false',
    searchText: text === '' ? undefined : text,
    sortPrintingStatus: sort === 'statusAsc' ? 'asc' : sort === 'statusDesc' ? 'desc' : 'false',
  };
}

/** A product's key in a selection: a product code is unique per store. */
export const productKey = (p: Pick<RfidProduct, 'productCode' | 'sid'>): string => `${p.sid}\u0000${p.productCode}`;

/** The products chosen for printing, by key (they stay chosen across pages). */
export type PrintSelection = ReadonlyMap<string, Pick<RfidProduct, 'productCode' | 'sid'>>;

export function toggled(selection: PrintSelection, product: Pick<RfidProduct, 'productCode' | 'sid'>): PrintSelection {
  const next = new Map(selection);
  const key = productKey(product);
  if (next.has(key)) next.delete(key);
  else next.set(key, { productCode: product.productCode, sid: product.sid });
  return next;
}

/** How much of the page is chosen: the "select all on this page" box is checked, mixed or clear. */
export function pageChoice(selection: PrintSelection, page: readonly RfidProduct[]): boolean | 'mixed' {
  const chosen = page.filter((p) => selection.has(productKey(p))).length;
  if (chosen === 0 || page.length === 0) return false;
  return chosen === page.length ? true : 'mixed';
}

/** "Select all on this page": adds the page's products, or removes them when all are chosen already. */
export function withPage(selection: PrintSelection, page: readonly RfidProduct[]): PrintSelection {
  const next = new Map(selection);
  const all = pageChoice(selection, page) === true;
  for (const p of page) {
    if (all) next.delete(productKey(p));
    else next.set(productKey(p), { productCode: p.productCode, sid: p.sid });
  }
  return next;
}

/** A printing status's badge colour: what needs attention stands out. */
export function statusColor(status: string): 'informative' | 'warning' | 'success' | 'danger' | 'subtle' {
  switch (status) {
    case 'PRINTED':
      return 'success';
    case 'QUEUED':
      return 'warning';
    case 'FAILED':
      return 'danger';
    case 'VOIDED':
      return 'subtle';
    default:
      return 'informative';
  }
}

/** A status the catalogue of the page words (an unknown one reads as not printed). */
export const knownStatus = (status: string): (typeof PRINTING_STATUSES)[number] =>
  (PRINTING_STATUSES as readonly string[]).includes(status) ? (status as (typeof PRINTING_STATUSES)[number]) : 'NOT_PRINTED';

const MOVING: ReadonlySet<PrintJobStatus> = new Set(['QUEUED', 'RUNNING']);
/** A job still printing: the page follows it. */
export const isJobMoving = (job: Pick<PrintJobSummary, 'status'>): boolean => MOVING.has(job.status);

/** How far a job has come: labels that ended (printed, voided, failed or cancelled) of all. */
export function jobProgress(job: Pick<PrintJobSummary, 'counts'>): number {
  const { total, printed, voided, failed, cancelled } = job.counts;
  return total === 0 ? 1 : Math.min(1, (printed + voided + failed + cancelled) / total);
}

/** The printer chosen at first: the default, else the first. */
export function initialPrinter(printers: readonly PrintingConfig[]): string {
  return (printers.find((p) => p.isDefault) ?? printers[0])?.id ?? '';
}

/** The design chosen with a printer: the printer's default design if it still exists, else the first design. */
export function designForPrinter(printer: PrintingConfig | undefined, designs: readonly TagDesign[]): string {
  const own = printer?.tagDesignId ? designs.find((d) => d.id === printer.tagDesignId) : undefined;
  return (own ?? designs[0])?.id ?? '';
}
