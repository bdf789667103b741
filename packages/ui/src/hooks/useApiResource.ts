import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/ApiError';

/** A failed call as a page shows it: the message code, and the server's wording as fallback. */
export interface ApiFailure {
  code: string;
  message: string;
}

/** One API resource: loading, failed or loaded. */
export type ApiResource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiFailure }
  | { status: 'success'; data: T; error?: undefined };

/** An ApiError keeps its code and wording; anything else is a server error (SE100) with its message. */
export function toFailure(error: unknown): ApiFailure {
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: 'SE100', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Loads one API resource with loading, error and success states; `key` reloads when it changes,
 * `reload()` retries. A newer load cancels the older one, so a late answer never wins. When
 * `refreshToken` changes (something pushed says the data changed), it loads again quietly: what is
 * shown stays until the new answer replaces it, and a failed refresh leaves it as it was.
 */
export function useApiResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key = '',
  refreshToken = 0,
): ApiResource<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [resource, setResource] = useState<ApiResource<T>>({ status: 'loading' });
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  // One load at a time: a newer one (a key, a retry or a refresh) aborts the older, so a late answer never wins.
  const inFlight = useRef<AbortController | null>(null);
  const begin = () => {
    inFlight.current?.abort();
    inFlight.current = new AbortController();
    return inFlight.current;
  };

  useEffect(() => {
    const controller = begin();
    setResource({ status: 'loading' });
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResource({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResource({ status: 'error', error: toFailure(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  useEffect(() => {
    if (refreshToken === 0) return;
    const controller = begin();
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResource({ status: 'success', data });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [refreshToken]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...resource, reload };
}
