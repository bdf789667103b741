import { REMOTE_NAMES, type RemoteName } from '@hub/contracts';

export interface RemoteEntry {
  /** Page owner name, e.g. 'mf-admin'. */
  name: RemoteName;
  /** Federation container name, e.g. 'mf_admin'. */
  container: string;
  entry: string;
}

/** Container names cannot hold dashes (they are JavaScript globals). */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** Reads the gateway's manifest `{ "mf-admin": "/remotes/mf-admin/remoteEntry.js", ..., "version": "0.1.0" }`. */
export function parseRemoteManifest(json: unknown): RemoteEntry[] {
  if (!json || typeof json !== 'object') return [];
  const record = json as Record<string, unknown>;
  return REMOTE_NAMES.flatMap((name) => {
    const entry = record[name];
    return typeof entry === 'string' && entry.length > 0 ? [{ name, container: containerName(name), entry }] : [];
  });
}

/** Without a manifest each remote is expected at the gateway's conventional place. */
export function defaultRemoteEntries(): RemoteEntry[] {
  return REMOTE_NAMES.map((name) => ({ name, container: containerName(name), entry: `/remotes/${name}/remoteEntry.js` }));
}

export async function fetchRemoteManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  try {
    // The default cache mode, so the preloaded answer of index.html's hint is the one used (the
    // gateway answers it no-cache: a new page asks again).
    const response = await fetchImpl('/mf-manifest.json');
    if (!response.ok) return defaultRemoteEntries();
    const entries = parseRemoteManifest(await response.json());
    return entries.length > 0 ? entries : defaultRemoteEntries();
  } catch {
    return defaultRemoteEntries();
  }
}
