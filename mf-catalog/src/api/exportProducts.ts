import {
  endpointPath,
  productsApi,
  splitProductExport,
  PRODUCT_EXPORT_BOUNDARY_HEADER,
  type ExportedCsvFile,
  type ProductFilters,
} from '@hub/contracts';
import { ApiError, buildUrl, codeWording, handleUnauthorized, hubStore } from '@hub/ui';
import type { CountQuery } from '../domain/productListQuery';

/**
 * `POST /merchant/products/export-products` (spec section 7): the answer is text, not the JSON
 * envelope, so it is read here rather than through callApi (the path is still the declared one);
 * failures still carry their code, worded from the loaded language's catalogue (codeWording: the four
 * languages' catalogues are not in this remote's code).
 */
export async function exportProducts(query: CountQuery, filters: ProductFilters, signal?: AbortSignal): Promise<ExportedCsvFile[]> {
  const { method, path } = productsApi.exportProducts;
  const state = hubStore.getState();
  const headers: Record<string, string> = {
    Accept: 'text/plain, application/json',
    'Accept-Language': state.locale,
    'Content-Type': 'application/json',
  };
  if (state.accessToken) headers.Authorization = `Bearer ${state.accessToken}`;
  let response: Response;
  state.startLoading();
  try {
    response = await fetch(buildUrl(endpointPath(path), query), {
      method,
      headers,
      body: JSON.stringify({ data: filters }),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'undefined', codeWording('undefined'));
  } finally {
    hubStore.getState().stopLoading();
  }
  if (!response.ok) {
    if (response.status === 401 && state.accessToken) handleUnauthorized();
    let code = 'SE100';
    let message = '';
    try {
      const answer = (await response.json()) as { code?: unknown; message?: unknown };
      if (typeof answer.code === 'string') code = answer.code;
      if (typeof answer.message === 'string') message = answer.message;
    } catch {
      // Not JSON: the code stays SE100.
    }
    throw new ApiError(response.status, code, message || codeWording(code));
  }
  const boundary = response.headers.get(PRODUCT_EXPORT_BOUNDARY_HEADER) ?? undefined;
  return splitProductExport(await response.text(), boundary);
}

/** Saves each file through a Blob and a temporary link (spec section 7: the client downloads them). */
export function saveCsvFiles(files: readonly ExportedCsvFile[], doc: Document = document): void {
  for (const file of files) {
    const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
    const link = doc.createElement('a');
    link.href = url;
    link.download = file.filename;
    link.rel = 'noopener';
    link.style.display = 'none';
    doc.body.appendChild(link);
    link.click();
    link.remove();
    // The download has started once click() returns; revoke a little later for slower browsers.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
