import { serviceForPath, serviceUrlVariable, type ServiceName } from '@hub/contracts';
import type { PeerAnswer } from './domain/session-bootstrap';

/** Asks another service for a GET path as the caller (the caller's headers), undefined when it cannot. */
export type PeerReader = (path: string, headers: Readonly<Record<string, string>>) => Promise<PeerAnswer | undefined>;

/** How long the session's start waits for one part. */
export const PEER_TIMEOUT_MS = 10_000;

/**
 * Reads from the service that owns a path, at `baseUrlOf(service)` (the all-in-one hub's own address,
 * or SVC_CATALOG_URL... in distributed mode). The owner judges the caller's token, permission and
 * merchant exactly as for a call of its own.
 */
export function httpPeerReader(baseUrlOf: (service: ServiceName) => string | undefined, fetchImpl: typeof fetch = fetch): PeerReader {
  return async (path, headers) => {
    const service = serviceForPath(path);
    const base = service ? baseUrlOf(service) : undefined;
    if (!base) return undefined;
    try {
      const response = await fetchImpl(`${base.replace(/\/$/, '')}${path}`, { headers, signal: AbortSignal.timeout(PEER_TIMEOUT_MS) });
      return { status: response.status, body: await response.json() };
    } catch {
      return undefined;
    }
  };
}

/** Distributed mode: each service's address from its SVC_<NAME>_URL variable. */
export function peerUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): (service: ServiceName) => string | undefined {
  return (service) => env[serviceUrlVariable(service)] || undefined;
}
