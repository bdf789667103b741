import type { OutboundKind, OutboundRefusal } from '@hub/contracts';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { classAllowedByDefault, classifyAddress, normaliseAddress } from './addresses';
import { allowEntryFor, parseAllowList, type AllowEntry } from './allow-list';

/**
 * The one outbound policy (issue 25, ADR 0031): every connection a merchant can aim (import sources,
 * image folders, notification channels' SMTP servers, printers) asks `resolve` first. The name is
 * looked up once, every address it resolves to is checked, and the caller connects to the checked
 * address it answers (never looking the name up again: DNS rebinding gets nowhere).
 */
export interface CheckedAddress {
  /** What the merchant typed (a TLS connection's server name). */
  host: string;
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
  port: number;
}

/** A destination the policy refuses: nothing was sent to it. Its message names only what the merchant typed. */
export class OutboundRefusedError extends Error {
  constructor(
    readonly kind: OutboundKind,
    readonly host: string,
    readonly port: number,
    readonly refusal: OutboundRefusal,
  ) {
    super(`outbound ${kind} connection to ${host}:${port} refused (${refusal})`);
    this.name = 'OutboundRefusedError';
  }
}

export type OutboundDecision = { allowed: true } | { allowed: false; refusal: OutboundRefusal };

/**
 * The decision for one resolved address (pure). The hub's own infrastructure opens only to an allow
 * entry naming its port; anything else opens to any allow entry; what no entry opens follows the
 * kind's defaults (public only; printers private ranges too).
 */
export function decideOutbound(
  kind: OutboundKind,
  destination: { host: string; address: string; port: number },
  allow: readonly AllowEntry[],
  infrastructure: ReadonlySet<string>,
): OutboundDecision {
  const ip = normaliseAddress(destination.address);
  if (!ip) return { allowed: false, refusal: 'UNRESOLVED' };
  if (infrastructure.has(ip.address)) {
    return allowEntryFor(allow, destination, true) ? { allowed: true } : { allowed: false, refusal: 'INFRASTRUCTURE' };
  }
  if (allowEntryFor(allow, destination)) return { allowed: true };
  const addressClass = classifyAddress(ip.address);
  return classAllowedByDefault(kind, addressClass) ? { allowed: true } : { allowed: false, refusal: addressClass as OutboundRefusal };
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

export interface OutboundPolicyOptions {
  /** `HUB_OUTBOUND_ALLOW`'s text, or its entries. */
  allow?: string | readonly AllowEntry[];
  /** The hub's own hosts (names or addresses): its database, brokers, SMTP relay, services. */
  infrastructure?: readonly string[];
  resolver?: Resolver;
}

export class OutboundPolicy {
  private readonly allow: readonly AllowEntry[];
  private readonly resolver: Resolver;
  private readonly infrastructureHosts: readonly string[];
  private infrastructure: Promise<ReadonlySet<string>> | undefined;

  constructor(options: OutboundPolicyOptions = {}) {
    this.allow = typeof options.allow === 'string' || options.allow === undefined ? parseAllowList(options.allow) : options.allow;
    this.resolver = options.resolver ?? systemResolver;
    this.infrastructureHosts = options.infrastructure ?? [];
  }

  /** The policy of this process: `HUB_OUTBOUND_ALLOW`, and the hosts its own configuration names. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): OutboundPolicy {
    return new OutboundPolicy({ allow: env.HUB_OUTBOUND_ALLOW, infrastructure: infrastructureHosts(env) });
  }

  /** The entries opened, as written (for the start-up log). */
  get opened(): string[] {
    return this.allow.map((entry) => entry.text);
  }

  /**
   * Resolves `host` once and checks every address it resolves to; answers the first, to connect to.
   * Throws OutboundRefusedError when any address is refused (a name that resolves to a public and a
   * private address is refused: the connection could land on either) or the name resolves to none.
   */
  async resolve(kind: OutboundKind, host: string, port: number): Promise<CheckedAddress> {
    const bare = host.trim().replace(/^\[|\]$/g, '');
    const literal = normaliseAddress(bare);
    let addresses: { address: string; family: number }[];
    if (literal) addresses = [{ address: bare, family: literal.family }];
    else {
      try {
        addresses = bare === '' ? [] : await this.resolver(bare);
      } catch {
        addresses = [];
      }
    }
    if (addresses.length === 0) throw new OutboundRefusedError(kind, bare, port, 'UNRESOLVED');
    const infrastructure = await this.infrastructureAddresses();
    for (const { address } of addresses) {
      const decision = decideOutbound(kind, { host: bare, address, port }, this.allow, infrastructure);
      if (!decision.allowed) throw new OutboundRefusedError(kind, bare, port, decision.refusal);
    }
    const first = addresses[0]!;
    return { host: bare, address: first.address, family: first.family === 6 ? 6 : 4, port };
  }

  /** The hub's own addresses, resolved once (a name that does not resolve is left out). */
  private infrastructureAddresses(): Promise<ReadonlySet<string>> {
    this.infrastructure ??= (async () => {
      const set = new Set<string>();
      for (const host of this.infrastructureHosts) {
        const literal = normaliseAddress(host);
        if (literal) {
          set.add(literal.address);
          continue;
        }
        const resolved = await this.resolver(host).catch(() => []);
        for (const { address } of resolved) {
          const ip = normaliseAddress(address);
          if (ip) set.add(ip.address);
        }
      }
      return set;
    })();
    return this.infrastructure;
  }
}

/**
 * A `lookup` for an HTTP agent or a socket that answers the checked address for the checked name and
 * refuses any other: the connection goes where the policy said, whatever DNS says by then.
 */
export function pinnedLookup(checked: CheckedAddress): LookupFunction {
  return (hostname, options, callback) => {
    const refuse = () => callback(Object.assign(new Error(`lookup of ${hostname} refused: not the checked host`), { code: 'ENOTFOUND' }), '', 4);
    if (hostname.replace(/^\[|\]$/g, '').toLowerCase() !== checked.host.toLowerCase()) return refuse();
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: checked.address, family: checked.family }]);
      return;
    }
    callback(null, checked.address, checked.family);
  };
}

/**
 * A `lookup` for clients that pick their host themselves (an S3 SDK's virtual-hosted bucket names):
 * every connection's name goes through `resolve`, and the socket connects to the address it checked.
 * An IP literal never reaches a lookup: check the endpoint's host with `resolve` before.
 */
export function checkedLookup(kind: OutboundKind, port: number, policy: OutboundPolicy = outboundPolicy()): LookupFunction {
  return (hostname, options, callback) => {
    policy.resolve(kind, hostname, port).then(
      (checked) => {
        if ((options as { all?: boolean }).all) {
          (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: checked.address, family: checked.family }]);
        } else callback(null, checked.address, checked.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

/** Host parts of the hub's own configuration: database URLs, Kafka brokers, the SMTP relay, service URLs. */
export function infrastructureHosts(env: NodeJS.ProcessEnv): string[] {
  const hosts = new Set<string>();
  const addUrl = (value: string) => {
    try {
      const url = new URL(value);
      if (url.hostname) hosts.add(url.hostname.replace(/^\[|\]$/g, ''));
    } catch {
      // not a URL: nothing to add
    }
  };
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (/(^|_)DATABASE_URL$/.test(name) || /^SVC_[A-Z]+_URL$/.test(name)) addUrl(value);
  }
  if (env.HUB_SERVICE_URLS) {
    try {
      for (const url of Object.values(JSON.parse(env.HUB_SERVICE_URLS) as Record<string, string>)) addUrl(String(url));
    } catch {
      // the gateway reports a malformed HUB_SERVICE_URLS itself
    }
  }
  for (const broker of (env.KAFKA_BROKERS ?? '').split(',')) {
    const host = broker.trim().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    if (host) hosts.add(host);
  }
  if (env.SMTP_HOST?.trim()) hosts.add(env.SMTP_HOST.trim());
  return [...hosts];
}

let processPolicy: { key: string; policy: OutboundPolicy } | undefined;

/**
 * This process's policy, from its environment (`HUB_OUTBOUND_ALLOW` and the hosts of its own
 * configuration), made again only when those settings change (a test opens its stand-in's port by
 * setting `HUB_OUTBOUND_ALLOW` before it connects).
 */
export function outboundPolicy(env: NodeJS.ProcessEnv = process.env): OutboundPolicy {
  const key = JSON.stringify([env.HUB_OUTBOUND_ALLOW ?? '', infrastructureHosts(env)]);
  if (processPolicy?.key !== key) processPolicy = { key, policy: OutboundPolicy.fromEnv(env) };
  return processPolicy.policy;
}

/** What the audit trail records of a refused destination: what was typed and why it is refused, nothing sent or answered. */
export function outboundRefusalDetails(error: OutboundRefusedError, target: string): Record<string, string | number> {
  return { target, kind: error.kind, host: error.host, port: error.port, refusal: error.refusal };
}
