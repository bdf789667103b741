import { REMOTE_NAMES } from '@hub/contracts';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, join } from 'node:path';

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpe?g|webp|ico|json|map)$/i;
const NO_CACHE_FILES = new Set(['remoteEntry.js', 'index.html', 'mf-manifest.json']);

/** Hashed assets are cached for a year; remoteEntry.js and index.html are always revalidated. */
export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  // A precompressed file (main.js.br) is cached as the file it stands for (main.js).
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(name) || name.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=300');
}

export function remoteEntries(): Record<string, string> {
  return Object.fromEntries(REMOTE_NAMES.map((r) => [r, `/remotes/${r}/remoteEntry.js`]));
}

export function readRootVersion(repoRoot: string): string {
  try {
    return (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const NOT_BUILT = 'Hub front end is not built yet. Run `npm run build` (or `npm start`) and reload.';

function notBuilt(): RequestHandler {
  return (_req, res) => {
    res.status(503).type('text/plain').setHeader('Cache-Control', 'no-store').send(NOT_BUILT);
  };
}

/**
 * Serves a built folder (webpack's dist) and its precompressed files: main.js.br or main.js.gz
 * when the browser accepts them (brotli first), with the original Content-Type, Content-Encoding
 * and Vary: Accept-Encoding (express-static-gzip over serve-static). The folder is indexed when the
 * middleware is made, so it is made again when the folder changes (a rebuild while running).
 */
export function serveBuilt(dist: string, options: { fallthrough: boolean }): RequestHandler {
  let made: { stamp: number; handler: RequestHandler } | undefined;
  return (req, res, next) => {
    if (!existsSync(dist)) return options.fallthrough ? next() : notBuilt()(req, res, next);
    const stamp = statSync(dist).mtimeMs;
    if (made?.stamp !== stamp) {
      const handler = expressStaticGzip(dist, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { index: false, fallthrough: options.fallthrough, setHeaders: setCacheHeaders },
      }) as RequestHandler;
      made = { stamp, handler };
    }
    return made.handler(req, res, next);
  };
}

/** Static front ends: shell at /, each remote at /remotes/<name>/, the manifest, and the SPA fallback. */
export function mountFrontEnds(app: Express, repoRoot: string): void {
  const version = readRootVersion(repoRoot);
  app.get('/mf-manifest.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ ...remoteEntries(), version });
  });

  for (const remote of REMOTE_NAMES) {
    app.use(`/remotes/${remote}`, serveBuilt(join(repoRoot, remote, 'dist'), { fallthrough: false }));
  }

  const shellDist = join(repoRoot, 'shell', 'dist');
  app.use(serveBuilt(shellDist, { fallthrough: true }));

  // SPA fallback: any other GET that accepts HTML is a page of the shell.
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/merchant/') || req.path === '/merchant') return next();
    if (!req.accepts('html')) return next();
    const index = join(shellDist, 'index.html');
    if (!existsSync(index)) return notBuilt()(req, res, next);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
