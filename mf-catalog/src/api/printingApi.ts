import {
  globalConfigApi,
  printingConfigApi,
  printJobApi,
  productsApi,
  rfidConfigApi,
  tagDesignApi,
  type GlobalConfig,
  type PrintingConfig,
  type PrintJob,
  type PrintJobBody,
  type PrintJobSummary,
  type RfidConfig,
  type RfidProductPage,
  type TagDesign,
} from '@hub/contracts';
import { callApi, callApiWithCode, type ApiSuccess } from '@hub/ui';
import type { PrintListQuery } from '../domain/printingList';

/** mf-catalog's printing calls (issue 14 item 3): the products to print, printers, designs and print jobs. */

/** What the printing page is laid out by: the merchant's switch, EPC form, printers and designs. */
export interface PrintingSetup {
  global: GlobalConfig;
  rfid: RfidConfig;
  printers: PrintingConfig[];
  designs: TagDesign[];
}

export async function fetchPrintingSetup(signal: AbortSignal): Promise<PrintingSetup> {
  const [global, rfid, printers, designs] = await Promise.all([
    callApi(globalConfigApi.get, { signal }),
    callApi(rfidConfigApi.get, { signal }),
    callApi(printingConfigApi.list, { signal }),
    callApi(tagDesignApi.list, { signal }),
  ]);
  return { global, rfid, printers, designs };
}

/** One page of `POST .../allRfid` (spec section 7: active, start, pageSize, searchText, sortPrintingStatus). */
export function fetchPrintPage(query: PrintListQuery, signal: AbortSignal): Promise<RfidProductPage> {
  return callApi(productsApi.listRfid, { query, body: {}, signal });
}

export function startPrintJob(body: PrintJobBody): Promise<ApiSuccess<PrintJobSummary>> {
  return callApiWithCode(printJobApi.create, { body });
}

export function fetchPrintJob(id: string, signal?: AbortSignal): Promise<PrintJob> {
  return callApi(printJobApi.get, { params: { id }, signal });
}

export function fetchRecentPrintJobs(signal: AbortSignal): Promise<PrintJobSummary[]> {
  return callApi(printJobApi.list, { query: { limit: 10 }, signal });
}
