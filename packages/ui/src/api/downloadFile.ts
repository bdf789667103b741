import { endpointPath, type Endpoint, type EndpointParamsInput, type EndpointQueryInput } from '@hub/contracts';
import { codeWording } from '../i18n';
import { hubStore } from '../store/hubStore';
import { ApiError } from './ApiError';
import { buildUrl, handleUnauthorized } from './apiClient';

/**
 * Downloads what a declared endpoint answers as a file (a CSV report): the caller's token and language
 * go with it; the browser saves it under `fileName`. ApiError when the answer is an error.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  options: { params?: EndpointParamsInput<E>; query?: EndpointQueryInput<E>; fileName: string },
): Promise<void> {
  const state = hubStore.getState();
  const headers: Record<string, string> = { 'Accept-Language': state.locale };
  if (state.accessToken) headers.Authorization = `Bearer ${state.accessToken}`;
  const url = buildUrl(endpointPath(endpoint.path, options.params as Record<string, string> | undefined), {
    ...(options.query as Record<string, string> | undefined),
    lang: state.locale,
  });
  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers });
  } catch {
    throw new ApiError(0, 'undefined', codeWording('undefined'));
  }
  if (response.status === 401 && state.accessToken) handleUnauthorized();
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    const code = answer?.code ?? 'SE100';
    throw new ApiError(response.status, code, answer?.message ?? codeWording(code));
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = options.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
