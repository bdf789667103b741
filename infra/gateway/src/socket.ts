import { browserChannelFor, EVENT_TYPES, merchantRoom, parseEventOf, type AccessClaims } from '@hub/contracts';
import {
  InvalidTokenError,
  RevokedSessionList,
  securityHeaders,
  type AccessTokenSigner,
  type EventBus,
  type Logger,
  type SessionCheck,
} from '@hub/service-kit';
import type { Server as HttpServer } from 'node:http';
import { Server, type DefaultEventsMap } from 'socket.io';
import { mayReceive } from './live-rights';

interface SocketData {
  claims: AccessClaims;
}
export type LiveServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** The room of one session's sockets: a revocation disconnects them all. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/**
 * socket.io on the gateway's HTTP server: the handshake carries the access token (`auth.token`) and
 * its session must be active and hold full rights (not a temporary password: UAC126); each socket joins `merchant:<merchantID>` and `session:<sessionId>`.
 * A bus event marked for the browser goes to the sockets of its merchant that may receive it
 * (live-rights.ts); hub.auth.session-revoked.v1 disconnects the session's sockets.
 */
export function attachSockets(
  server: HttpServer,
  options: { tokens: AccessTokenSigner; isSessionActive?: SessionCheck; bus: EventBus; logger?: Logger },
): { io: LiveServer; unsubscribe: () => void } {
  const io: LiveServer = new Server(server, { path: '/socket.io', serveClient: false });
  // The revocations this gateway saw: one landing while a handshake checks the session still counts.
  const revoked = new RevokedSessionList();
  // socket.io answers beside Express: its polling answers and upgrades get the same headers.
  io.engine.use(securityHeaders());
  io.use((socket, next) => {
    void (async () => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token === '') return next(new Error('UAC103'));
      let claims: AccessClaims;
      try {
        claims = options.tokens.verify(token);
      } catch (err) {
        return next(new Error(err instanceof InvalidTokenError ? 'UAC104' : 'SE100'));
      }
      if (revoked.has(claims.sessionId)) return next(new Error('UAC104'));
      if (options.isSessionActive && !(await options.isSessionActive(claims.sessionId))) return next(new Error('UAC104'));
      // A session on a temporary password may only choose a new one (UAC126), like every other call.
      if (claims.passwordChangeRequired) return next(new Error('UAC126'));
      socket.data.claims = claims;
      next();
    })().catch(() => next(new Error('SE100')));
  });
  io.on('connection', (socket) => {
    const { claims } = socket.data;
    // Revoked after the handshake's check, before the socket could be found in its session's room.
    if (revoked.has(claims.sessionId)) {
      socket.disconnect(true);
      return;
    }
    // The in-memory adapter joins at once: from here a revocation finds the socket.
    void socket.join([merchantRoom(claims.merchantID), sessionRoom(claims.sessionId)]);
  });

  // No group: on Kafka every gateway instance gets every browser event and serves its own sockets.
  const offEvents = options.bus.subscribe('*', (event) => {
    const channel = browserChannelFor(event.type);
    if (!channel) return;
    const sockets = io.sockets.adapter.rooms.get(merchantRoom(event.merchantId));
    if (!sockets) return;
    const allowed = [...sockets].filter((id) => {
      const claims = io.sockets.sockets.get(id)?.data.claims;
      return claims !== undefined && mayReceive(claims, event);
    });
    // Each socket id is a room of its own: one packet, encoded once, for the allowed sockets.
    if (allowed.length > 0) io.local.to(allowed).emit(channel, event);
  });
  // Sign-out, revocation, a change of role, rights, stores or active flag: the session's sockets go now.
  const offRevocations = options.bus.subscribe(EVENT_TYPES.SESSION_REVOKED, (event) => {
    const data = parseEventOf(EVENT_TYPES.SESSION_REVOKED, event).data;
    revoked.add(data);
    io.local.in(sessionRoom(data.sessionId)).disconnectSockets(true);
  });
  return {
    io,
    unsubscribe: () => {
      offEvents();
      offRevocations();
    },
  };
}
