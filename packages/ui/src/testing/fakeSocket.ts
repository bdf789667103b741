import { browserChannelFor, type EventDataInput, type EventType } from '@hub/contracts';
import { onHubEvent } from '../live/hubSocket';

type Listener = (payload?: unknown) => void;

/**
 * The tab's socket.io connection in a front-end test, in place of socket.io-client's `io()`:
 *
 *   const mockSocket = fakeSocket();
 *   jest.mock('socket.io-client', () => ({ io: () => mockSocket }));
 *
 * The test says when the gateway accepts the tab (`up`), when the connection drops (`down`) or an
 * attempt fails (`refuse`), and what the gateway pushes (`push`: an envelope the page checks against
 * the event's schema, as it checks the gateway's). The hub's socket is one per test file, opened by the
 * first subscription: start each test from a known state (`down()` or `up()`).
 */
export function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const fire = (name: string, payload?: unknown) => listeners.get(name)?.forEach((listener) => listener(payload));
  let pushed = 0;
  const socket = {
    auth: {} as unknown,
    connected: false,
    on(name: string, listener: Listener) {
      listeners.set(name, (listeners.get(name) ?? new Set()).add(listener));
      return socket;
    },
    /** The page closing it (sign-out, a renewed token): socket.io says 'disconnect' when it was up. */
    disconnect() {
      if (socket.connected) socket.down();
      return socket;
    },
    /** The page asking to connect again: the test says when that succeeds (`up`). */
    connect() {
      return socket;
    },
    /**
     * Opens the hub's socket before a page mounts, as the shell's widget does in a signed-in tab (its
     * first subscription, kept), and waits until it listens; it is not up until `up()`.
     */
    async open() {
      onHubEvent('progress', () => undefined);
      for (let i = 0; i < 50 && !socket.listens('progress'); i++) await Promise.resolve();
      if (!socket.listens('progress')) throw new Error('the hub socket did not open: sign a user in, and mock socket.io-client with this fake');
    },
    /** socket.io's 'connect': the gateway accepted the tab. */
    up() {
      socket.connected = true;
      fire('connect');
    },
    /** socket.io's 'disconnect': the connection is down (socket.io keeps trying on its own). */
    down() {
      socket.connected = false;
      fire('disconnect', 'transport close');
    },
    /** socket.io's 'connect_error': an attempt to connect (again) failed. */
    refuse() {
      socket.connected = false;
      fire('connect_error', new Error('refused'));
    },
    /** Whether the page listens on `channel` ('progress'...), i.e. the socket is open and subscribed. */
    listens(channel: string): boolean {
      return (listeners.get(channel)?.size ?? 0) > 0;
    },
    /** A browser event of `type` as the gateway forwards it to the merchant's room. */
    push<T extends EventType>(type: T, data: EventDataInput<T>, merchantId = 'DEMO') {
      const channel = browserChannelFor(type);
      if (!channel) throw new Error(`${type} is not sent to browsers`);
      fire(channel, { id: `e${++pushed}`, type, merchantId, occurredAt: new Date().toISOString(), data });
    },
  };
  return socket;
}

export type FakeSocket = ReturnType<typeof fakeSocket>;
