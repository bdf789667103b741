import { browserChannelFor, type EventData, type EventEnvelope, type EventType, type parseEventOf } from '@hub/contracts';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { apiBase } from '../api/apiClient';
import { invalidateEarlyAnswers } from '../api/earlyAnswers';
import { hubStore } from '../store/hubStore';

type Handler = (event: EventEnvelope) => void;

/**
 * The one socket.io connection of a tab (ARCHITECTURE.md §8): opened on the first subscription
 * (socket.io-client is loaded then, not on the sign-in page), authenticated with the access token and
 * re-authenticated when the token is renewed or the user switches merchant, closed at sign-out.
 * The gateway sends each merchant's browser events to its room only.
 */
const handlers = new Map<string, Set<Handler>>();
let socket: Socket | null = null;
let opening: Promise<void> | null = null;
let token: string | null = null;
// Whether the socket is connected now, and who is told when that changes (issue 26 item 5: the import
// pages poll only while it is down).
let connected = false;
const stateListeners = new Set<(connected: boolean) => void>();

function setConnected(next: boolean) {
  if (next === connected) return;
  connected = next;
  stateListeners.forEach((listener) => listener(next));
}

function attach(channel: string) {
  socket?.on(channel, (event: EventEnvelope) => {
    // A live event says something changed: what was read ahead may no longer hold (issue 30).
    invalidateEarlyAnswers();
    handlers.get(channel)?.forEach((h) => h(event));
  });
}

/**
 * The events' parser (their schemas, and zod): loaded with socket.io-client when a session opens the
 * socket, so a signed-out page loads neither (issue 30 item 3). Events arrive only once both are here.
 */
let parseEvent: typeof parseEventOf | null = null;

async function open(): Promise<void> {
  const [{ io }, events] = await Promise.all([import('socket.io-client'), import('./eventParser')]);
  parseEvent = events.parseEventOf;
  token = hubStore.getState().accessToken;
  if (!token || socket) return;
  const base = apiBase().replace(/\/+$/, '');
  socket = io(base === '' ? undefined : base, { path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on('connect', () => setConnected(true));
  socket.on('disconnect', () => {
    // Events sent while it is down are missed: nothing read ahead is trusted after it.
    invalidateEarlyAnswers();
    setConnected(false);
  });
  socket.on('connect_error', () => setConnected(false));
  for (const channel of handlers.keys()) attach(channel);
  hubStore.subscribe((state) => {
    if (state.accessToken === token) return;
    token = state.accessToken;
    if (!socket) return;
    if (!token) {
      socket.disconnect();
      return;
    }
    socket.auth = { token };
    socket.disconnect().connect();
  });
}

/** Calls `handler` with each browser event of `channel` ('progress': import progress) for the signed-in merchant. */
export function onHubEvent(channel: string, handler: Handler): () => void {
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
    attach(channel);
  }
  set.add(handler);
  if (!socket && !opening && hubStore.getState().accessToken) opening = open().finally(() => (opening = null));
  return () => set.delete(handler);
}

/**
 * Calls `handler` with the data of each browser event of `type`, checked against its schema in
 * @hub/contracts (EVENT_DATA_SCHEMAS) and typed by it; an event that does not match is ignored.
 */
export function onBrowserEvent<T extends EventType>(type: T, handler: (data: EventData<T>) => void): () => void {
  const channel = browserChannelFor(type);
  if (!channel) throw new Error(`${type} is not sent to browsers (BROWSER_EVENT_CHANNELS)`);
  return onHubEvent(channel, (event) => {
    if (event.type !== type) return;
    let parsed: EventEnvelope<EventData<T>>;
    if (!parseEvent) return;
    try {
      parsed = parseEvent(type, event);
    } catch {
      return;
    }
    handler(parsed.data);
  });
}

/** Whether the tab's socket is connected now (false before the first subscription opens it). */
export function isSocketConnected(): boolean {
  return connected;
}

/** Calls `listener` each time the tab's socket connects (true) or drops (false); returns the unsubscribe. */
export function onSocketState(listener: (connected: boolean) => void): () => void {
  stateListeners.add(listener);
  return () => void stateListeners.delete(listener);
}

/** Whether the tab's socket is connected, re-rendering when that changes (it does not open the socket). */
export function useSocketConnected(): boolean {
  return useSyncExternalStore(onSocketState, isSocketConnected);
}
