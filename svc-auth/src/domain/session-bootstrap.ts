import {
  SESSION_BOOTSTRAP_PARTS,
  type BannerAnswer,
  type BootstrapPart,
  type SessionBootstrap,
  type SetupStatus,
} from '@hub/contracts';

/** An answer of another service as it came: its HTTP status and parsed body. */
export interface PeerAnswer {
  status: number;
  body: unknown;
}

/** The parts of the session's start other services own, with the endpoint each is read from. */
export const PEER_PARTS = {
  globalConfig: SESSION_BOOTSTRAP_PARTS.globalConfig,
  theme: SESSION_BOOTSTRAP_PARTS.theme,
  contact: SESSION_BOOTSTRAP_PARTS.contact,
  importProgress: SESSION_BOOTSTRAP_PARTS.importProgress,
} as const;

export type PeerPartName = keyof typeof PEER_PARTS;

/** The status of a part whose owner could not be asked (no address for it, no answer, not JSON). */
export const PEER_UNREACHABLE_STATUS = 502;

function codeOf(body: unknown): string | null {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/**
 * A part from its owner's answer: the data of a success, else the status and code that kept it out
 * (403 UAC114 for a caller who may not read it); no answer at all is PEER_UNREACHABLE_STATUS.
 */
export function partOf<T>(answer: PeerAnswer | undefined): BootstrapPart<T> {
  if (!answer) return { ok: false, status: PEER_UNREACHABLE_STATUS, code: null };
  const data = typeof answer.body === 'object' && answer.body !== null ? (answer.body as { data?: unknown }).data : undefined;
  if (answer.status >= 200 && answer.status < 300 && data !== undefined) return { ok: true, data: data as T };
  const status = answer.status >= 200 && answer.status < 300 ? PEER_UNREACHABLE_STATUS : answer.status;
  return { ok: false, status, code: codeOf(answer.body) };
}

/** The session's start from svc-auth's own parts and the other services' answers. */
export function assembleBootstrap(
  own: { setup: SetupStatus; banner: BannerAnswer },
  peers: Readonly<Partial<Record<PeerPartName, PeerAnswer>>>,
): SessionBootstrap {
  return {
    setup: { ok: true, data: own.setup },
    banner: { ok: true, data: own.banner },
    globalConfig: partOf(peers.globalConfig),
    theme: partOf(peers.theme),
    contact: partOf(peers.contact),
    importProgress: partOf(peers.importProgress),
  };
}
