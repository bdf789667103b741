import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet from 'helmet';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The host a request was addressed to, when it is a plain host[:port] (anything else is left out). */
function requestHost(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(host) ? host : undefined;
}

/** Express sets `secure` (X-Forwarded-Proto behind a trusted proxy); a bare Node request has its socket. */
export function isSecureRequest(req: IncomingMessage): boolean {
  const secure = (req as IncomingMessage & { secure?: unknown }).secure;
  if (typeof secure === 'boolean') return secure;
  return (req.socket as TLSSocket).encrypted === true;
}

/**
 * The Content-Security-Policy of every answer (ADR 0016). Only the hub's own scripts run: the shell
 * and the remotes under /remotes/* come from the same origin, no inline script and no eval. Styles
 * allow 'unsafe-inline' because Fluent UI's Griffel inserts <style> elements at run time. Product
 * images come from the merchants' own URLs (https:) and avatars are data: URLs. socket.io talks to
 * the same host over ws:/wss: ('self' covers them in CSP 3 browsers; the host is named for older ones).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: [
    "'self'",
    (req: IncomingMessage) => {
      const host = requestHost(req);
      return host ? `ws://${host} wss://${host}` : '';
    },
  ],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // No upgrade-insecure-requests: a hub served over plain HTTP (localhost, a LAN) must keep working.
  upgradeInsecureRequests: null,
} as const;

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The security headers of every answer (pages, remote files, API answers, errors), from one place:
 * the gateways and createServiceApp use it (ADR 0016). helmet sets the Content-Security-Policy above,
 * X-Content-Type-Options: nosniff, X-Frame-Options: DENY (frame-ancestors 'none' for browsers that
 * predate CSP 2), Referrer-Policy: no-referrer (password-reset links carry their code in the path),
 * Cross-Origin-Opener/Resource-Policy: same-origin and the rest of its defaults. HSTS only when the
 * request came over TLS (directly, or through a trusted proxy saying X-Forwarded-Proto: https).
 */
export function securityHeaders(): Middleware {
  const common = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  }) as Middleware;
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }) as Middleware;
  return (req, res, next) => {
    common(req, res, (err) => {
      if (err) return next(err);
      if (isSecureRequest(req)) return hsts(req, res, next);
      return next();
    });
  };
}
