import { browserChannelFor, merchantRoom, type AccessClaims } from '@hub/contracts';
import { InvalidTokenError, securityHeaders, type AccessTokenSigner, type EventBus, type Logger, type SessionCheck } from '@hub/service-kit';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';

/**
 * socket.io on the gateway's HTTP server: the handshake carries the access token (`auth.token`),
 * each socket joins `merchant:<merchantID>`, and bus events marked for the browser go to that room.
 */
export function attachSockets(
  server: HttpServer,
  options: { tokens: AccessTokenSigner; isSessionActive?: SessionCheck; bus: EventBus; logger?: Logger },
): { io: Server; unsubscribe: () => void } {
  const io = new Server(server, { path: '/socket.io', serveClient: false });
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
      if (options.isSessionActive && !(await options.isSessionActive(claims.sessionId))) return next(new Error('UAC104'));
      socket.data.claims = claims;
      await socket.join(merchantRoom(claims.merchantID));
      next();
    })().catch(() => next(new Error('SE100')));
  });
  // No group: on Kafka every gateway instance gets every browser event and serves its own sockets.
  const unsubscribe = options.bus.subscribe('*', (event) => {
    const channel = browserChannelFor(event.type);
    if (channel) io.to(merchantRoom(event.merchantId)).emit(channel, event);
  });
  return { io, unsubscribe };
}
