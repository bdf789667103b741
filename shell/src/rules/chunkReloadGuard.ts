import { CHUNK_RELOAD_GUARD_MS } from '@hub/contracts';

export const CHUNK_RELOAD_KEY = 'hub-chunk-reload-at';

/** A lazily loaded chunk (or a federated remote's chunk) failed to load: usually after a new deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { name?: unknown; message?: unknown };
  const name = typeof e.name === 'string' ? e.name : '';
  const message = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  return name === 'ChunkLoadError' || /loading (css )?chunk [^ ]+ failed/i.test(message) || /loading chunk failed/i.test(message);
}

/** Spec section 9: reload at most once per 60 s, remembered in sessionStorage. */
export function shouldReloadForChunkError(error: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Reloads the page for a chunk error when the guard allows it; returns whether it did. */
export function reloadForChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  const saved = deps.storage.getItem(CHUNK_RELOAD_KEY);
  const lastReloadAt = saved === null ? null : Number(saved);
  const now = deps.now();
  if (!shouldReloadForChunkError(error, lastReloadAt, now)) return false;
  deps.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  deps.reload();
  return true;
}

export function installChunkReloadGuard(): void {
  const deps: ChunkReloadDeps = {
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  };
  window.addEventListener('error', (event) => reloadForChunkError(event.error ?? event.message, deps));
  window.addEventListener('unhandledrejection', (event) => reloadForChunkError(event.reason, deps));
}
