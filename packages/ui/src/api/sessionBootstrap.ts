import { SESSION_BOOTSTRAP_PART_ROUTES, sessionBootstrapClient, type BootstrapPartName, type Endpoint, type Route, type SessionBootstrap } from '@hub/contracts';
import { hubStore, isSignedIn } from '../store';
import type { HubState } from '../store/types';
import { apiRequestWithCode } from './apiClient';
import { earlyAnswersGeneration, invalidateEarlyAnswers } from './earlyAnswers';

/**
 * Issue 30 item 1: what the shell reads before a signed-in page arrives in one answer, GET
 * /merchant/user/bootstrap, asked as soon as a session is known (the app's start, a sign-in, a
 * switch of merchant). Every call of one of its parts' endpoints (callApi of setupApi.status...) is
 * then answered from it while it is fresh: the shell's own read and the page's. After that, after a
 * change or a live event (earlyAnswers), or for a part left out (a refusal, an owner not reached), the
 * endpoint is called as before.
 */
// The parts' routes, without their schemas: the start of a signed-out page loads no zod (issue 30 item 3).
const PART_ENDPOINTS: Readonly<Record<BootstrapPartName, Route>> = SESSION_BOOTSTRAP_PART_ROUTES;

/** A part answers calls only this long after the bootstrap came: later calls want the present. */
export const BOOTSTRAP_FRESH_MS = 10_000;

interface Pending {
  session: string;
  /** The read-ahead answers' generation it was asked in: a change since, and it answers nobody. */
  generation: number;
  answer: Promise<{ at: number; bootstrap: SessionBootstrap } | null>;
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
  if (pending?.session === session && pending.generation === earlyAnswersGeneration()) return;
  const generation = earlyAnswersGeneration();
  const answer = apiRequestWithCode<SessionBootstrap>(sessionBootstrapClient.get.method, sessionBootstrapClient.get.path, {})
    .then((a) => ({ at: now(), bootstrap: a.data }))
    .catch(() => null);
  pending = { session, generation, answer };
}

/** Starts the bootstrap now and again whenever the session changes (sign-in, switch of merchant, sign-out). */
export function keepSessionBootstrap(): () => void {
  startSessionBootstrap();
  return hubStore.subscribe((state, previous) => {
    if (sessionKey(state) !== sessionKey(previous) || state.user?.passwordChangeRequired !== previous.user?.passwordChangeRequired) {
      // Nothing read ahead for the session before (its early calls too) answers the next one.
      invalidateEarlyAnswers();
      startSessionBootstrap();
    }
  });
}

/** Is this bootstrap still the one of the present session, with nothing changed since it was asked? */
function current(candidate: Pending | null): candidate is Pending {
  return !!candidate && candidate === pending && candidate.session === sessionKey(hubStore.getState()) && candidate.generation === earlyAnswersGeneration();
}

/**
 * The bootstrap's answer for a part, waiting for it when it is on its way: undefined when the call
 * must go to the endpoint (no bootstrap for this session, a change since it was asked, left out, or stale).
 */
export async function takeBootstrapPart(part: BootstrapPartName, now: () => number = Date.now): Promise<{ data: unknown } | undefined> {
  const asked = pending;
  if (!current(asked)) return undefined;
  const answer = await asked.answer;
  if (!answer || now() - answer.at > BOOTSTRAP_FRESH_MS) return undefined;
  // A switch or a change while waiting: the answer was another session's, or is older than the change.
  if (!current(asked)) return undefined;
  const value = answer.bootstrap[part];
  return value.ok ? { data: value.data } : undefined;
}

/** Forgets the bootstrap (tests). */
export function resetSessionBootstrap(): void {
  pending = null;
}
