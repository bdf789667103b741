import { SESSION_BOOTSTRAP_PART_ROUTES, sessionBootstrapClient, type BootstrapPartName, type Endpoint, type Route, type SessionBootstrap } from '@hub/contracts';
import { hubStore, isSignedIn } from '../store';
import type { HubState } from '../store/types';
import { apiRequestWithCode } from './apiClient';

/**
 * Issue 30 item 1: what the shell reads before a signed-in page arrives in one answer, GET
 * /merchant/user/bootstrap, asked as soon as a session is known (the app's start, a sign-in, a
 * switch of merchant). A call of one of its parts' endpoints (callApi of setupApi.status...) is then
 * answered from it, once, while it is fresh; after that, or for a part left out (a refusal, an owner
 * not reached), the endpoint is called as before.
 */
// The parts' routes, without their schemas: the start of a signed-out page loads no zod (issue 30 item 3).
const PART_ENDPOINTS: Readonly<Record<BootstrapPartName, Route>> = SESSION_BOOTSTRAP_PART_ROUTES;

/** A part answers a call only this long after the bootstrap came: later calls want the present. */
export const BOOTSTRAP_FRESH_MS = 30_000;

interface Pending {
  session: string;
  answer: Promise<{ at: number; bootstrap: SessionBootstrap } | null>;
  taken: Set<BootstrapPartName>;
}

let pending: Pending | null = null;

/** The session a bootstrap belongs to: the user in the merchant (a renewed token keeps it). */
export function sessionKey(state: Pick<HubState, 'user' | 'accessToken'>): string | null {
  if (!state.user || !state.accessToken) return null;
  return `${state.user.merchantID}/${state.user.email}`;
}

/** Which part an endpoint call reads, when it reads one as the bootstrap does (a GET without parameters). */
export function bootstrapPartOf(endpoint: Pick<Endpoint, 'method' | 'path'>, hasOptions: boolean): BootstrapPartName | undefined {
  if (endpoint.method !== 'GET' || hasOptions) return undefined;
  return (Object.keys(PART_ENDPOINTS) as BootstrapPartName[]).find((name) => PART_ENDPOINTS[name].path === endpoint.path);
}

/** Asks for the bootstrap of the current session, unless it was asked already. */
export function startSessionBootstrap(now: () => number = Date.now): void {
  const state = hubStore.getState();
  const session = sessionKey(state);
  if (!session || !isSignedIn(state) || state.user?.passwordChangeRequired) {
    pending = null;
    return;
  }
  if (pending?.session === session) return;
  const answer = apiRequestWithCode<SessionBootstrap>(sessionBootstrapClient.get.method, sessionBootstrapClient.get.path, {})
    .then((a) => ({ at: now(), bootstrap: a.data }))
    .catch(() => null);
  pending = { session, answer, taken: new Set() };
}

/** Starts the bootstrap now and again whenever the session changes (sign-in, switch of merchant, sign-out). */
export function keepSessionBootstrap(): () => void {
  startSessionBootstrap();
  return hubStore.subscribe((state, previous) => {
    if (sessionKey(state) !== sessionKey(previous) || state.user?.passwordChangeRequired !== previous.user?.passwordChangeRequired) startSessionBootstrap();
  });
}

/**
 * The bootstrap's answer for a part, waiting for it when it is on its way: undefined when the call
 * must go to the endpoint (no bootstrap for this session, the part taken already, left out, or stale).
 */
export async function takeBootstrapPart(part: BootstrapPartName, now: () => number = Date.now): Promise<{ data: unknown } | undefined> {
  const current = pending;
  if (!current || current.session !== sessionKey(hubStore.getState()) || current.taken.has(part)) return undefined;
  current.taken.add(part);
  const answer = await current.answer;
  if (!answer || now() - answer.at > BOOTSTRAP_FRESH_MS) return undefined;
  // A switch while waiting: the answer was another session's.
  if (pending !== current || current.session !== sessionKey(hubStore.getState())) return undefined;
  const value = answer.bootstrap[part];
  return value.ok ? { data: value.data } : undefined;
}

/** Forgets the bootstrap (tests). */
export function resetSessionBootstrap(): void {
  pending = null;
}
