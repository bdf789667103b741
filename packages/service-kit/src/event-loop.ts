/**
 * Lets the event loop serve what waits (requests, timers) before the caller goes on: long work on a
 * service's own thread (an import's batches, a store's 50,000 stock-take lines) is done in turns with
 * this between them, so that no request waits behind the whole of it (issue 26 item 7).
 */
export const yieldToOthers = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
