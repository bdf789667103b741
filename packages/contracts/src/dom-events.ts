import type { UploadProgress } from './image-import';

/**
 * Typed DOM CustomEvents between the shell and the remotes (architecture section 3): remotes never
 * import each other; they talk through these events on `window`.
 */
export interface StoreFilter {
  country: string | null;
  state: string | null;
  city: string | null;
  store: string | null;
}

export const EMPTY_STORE_FILTER: StoreFilter = { country: null, state: null, city: null, store: null };

export interface HubDomEvents {
  /** Spec section 2, product details dialog: opens on a product-show event with a code and a store id. */
  'hub:product-show': { productCode: string; sid: string };
  /** The location selector of the top bar changed the store filter of the dashboard and reports. */
  'hub:store-filter-change': StoreFilter;
  /** An image import was started on /image-import (its answer): the upload progress modal opens with its total (spec section 4). */
  'hub:image-import-started': UploadProgress;
}

export type HubDomEventName = keyof HubDomEvents;

export function emitHubEvent<K extends HubDomEventName>(name: K, detail: HubDomEvents[K], target: EventTarget = globalThis as unknown as EventTarget): void {
  target.dispatchEvent(new CustomEvent<HubDomEvents[K]>(name, { detail }));
}

export function onHubEvent<K extends HubDomEventName>(
  name: K,
  handler: (detail: HubDomEvents[K]) => void,
  target: EventTarget = globalThis as unknown as EventTarget,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<HubDomEvents[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
