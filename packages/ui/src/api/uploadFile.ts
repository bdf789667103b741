import { endpointPath, type Endpoint, type EndpointCode, type EndpointData, type EndpointParamsInput, type EndpointQueryInput } from '@hub/contracts';
import { codeWording } from '../i18n';
import { hubStore } from '../store/hubStore';
import { ApiError } from './ApiError';
import { buildUrl, handleUnauthorized } from './apiClient';
import type { EndpointSuccess } from './callApi';

interface UploadAnswer {
  status?: string;
  code?: string;
  message?: string;
  data?: unknown;
  details?: unknown;
}

function parseAnswer(text: string): UploadAnswer | null {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}

/** A file to upload: a File, or a Blob with a name. */
export type UploadBlob = Blob & { name?: string };

export interface UploadOptions<E extends Endpoint> {
  /** One file, or several sent under the same field (images and zips of an image import). */
  file: UploadBlob | readonly UploadBlob[];
  /** The multipart field the endpoint reads the file(s) from. */
  field: string;
  query?: EndpointQueryInput<E>;
  params?: EndpointParamsInput<E>;
  /** Bytes sent of the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a file (or several under one field) to a declared endpoint as multipart form data,
 * reporting the bytes sent (fetch cannot tell upload progress, XMLHttpRequest can): bearer token,
 * Accept-Language, the answer's envelope unwrapped, ApiError on failure, a 401 signs out as every
 * call does.
 */
export function uploadFile<E extends Endpoint>(endpoint: E, options: UploadOptions<E>): Promise<EndpointSuccess<E>> {
  const state = hubStore.getState();
  const files: readonly UploadBlob[] = 'size' in options.file ? [options.file] : options.file;
  const size = files.reduce((sum, f) => sum + f.size, 0);
  const url = buildUrl(endpointPath(endpoint.path, options.params as Record<string, string> | undefined), options.query as Record<string, string> | undefined);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', state.locale);
    if (state.accessToken) xhr.setRequestHeader('Authorization', `Bearer ${state.accessToken}`);
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : size);
    const fail = () => reject(new ApiError(0, 'undefined', codeWording('undefined')));
    xhr.onerror = fail;
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      const answer = parseAnswer(xhr.responseText);
      if (xhr.status === 401 && state.accessToken) handleUnauthorized();
      if (xhr.status < 200 || xhr.status >= 300 || !answer || answer.status === 'error') {
        const code = answer?.code ?? 'SE100';
        reject(new ApiError(xhr.status, code, answer?.message ?? codeWording(code), answer?.details));
        return;
      }
      resolve({ code: (answer.code ?? '') as EndpointCode<E>, data: answer.data as EndpointData<E> });
    };
    const form = new FormData();
    for (const f of files) form.append(options.field, f, f.name ?? 'upload.csv');
    state.startLoading();
    xhr.addEventListener('loadend', () => hubStore.getState().stopLoading());
    xhr.send(form);
  });
}
