import { BlockList, isIP } from 'node:net';
import { normaliseAddress } from './addresses';

/**
 * `HUB_OUTBOUND_ALLOW` (issue 25): what an operator opens on purpose, comma-separated. Each entry is
 * an address (`10.2.0.7`), a range (`10.2.0.0/16`, `fd12::/48`) or a host name (`erp.example`), with
 * an optional port (`erp.example:5432`, `10.2.0.0/16:5432`, `[fd12::7]:5432`). A name entry opens
 * what that name resolves to, only when the merchant typed that name.
 */
export interface AllowEntry {
  /** As written, for the log. */
  text: string;
  port?: number;
  range?: BlockList;
  name?: string;
}

export class AllowListError extends Error {
  constructor(entry: string) {
    super(`HUB_OUTBOUND_ALLOW: '${entry}' is not an address, a range or a host name with an optional port`);
    this.name = 'AllowListError';
  }
}

const NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}[a-z0-9_])?)*\.?$/i;

function parsePort(text: string | undefined, entry: string): number | undefined {
  if (text === undefined) return undefined;
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65535) throw new AllowListError(entry);
  return port;
}

/** Splits `host[:port]`, `[v6][:port]`, `range[:port]`; a bare IPv6 address or range has no port. */
function splitPort(entry: string): { host: string; port?: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2] };
  const colons = (entry.match(/:/g) ?? []).length;
  if (colons === 1) {
    const [host, port] = entry.split(':');
    return { host: host!, port };
  }
  return { host: entry };
}

export function parseAllowEntry(raw: string): AllowEntry {
  const text = raw.trim();
  const { host, port } = splitPort(text);
  const entry: AllowEntry = { text, port: parsePort(port, text) };
  const [net, prefixText, ...rest] = host.split('/');
  if (rest.length > 0) throw new AllowListError(text);
  const ip = normaliseAddress(net!);
  if (ip) {
    const max = ip.family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) throw new AllowListError(text);
    entry.range = new BlockList();
    entry.range.addSubnet(ip.address, prefix, ip.family === 4 ? 'ipv4' : 'ipv6');
    return entry;
  }
  if (prefixText !== undefined || isIP(host) || !NAME.test(host)) throw new AllowListError(text);
  entry.name = host.toLowerCase().replace(/\.$/, '');
  return entry;
}

/** The setting's entries (empty or unset: none). A malformed entry stops the start, loudly. */
export function parseAllowList(text: string | undefined): AllowEntry[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseAllowEntry);
}

/**
 * The entry opening a destination: the merchant's host as typed, the address it resolved to, and
 * the port. `withPort` asks only for entries that name the port (what opens the hub's own services).
 */
export function allowEntryFor(
  entries: readonly AllowEntry[],
  destination: { host: string; address: string; port: number },
  withPort = false,
): AllowEntry | undefined {
  const host = destination.host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const ip = normaliseAddress(destination.address);
  return entries.find((entry) => {
    if (entry.port !== undefined ? entry.port !== destination.port : withPort) return false;
    if (entry.name !== undefined) return entry.name === host;
    return ip !== null && entry.range!.check(ip.address, ip.family === 4 ? 'ipv4' : 'ipv6');
  });
}
