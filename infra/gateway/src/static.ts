import { REMOTE_NAMES } from '@hub/contracts';
import express, { type Express, type RequestHandler, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpe?g|webp|ico|json|map)$/i;
const NO_CACHE_FILES = new Set(['remoteEntry.js', 'index.html', 'mf-manifest.json']);

/** Hashed assets are cached for a year; remoteEntry.js and index.html are always revalidated. */
export function setCacheHeaders(res: Response, filePath: string): void {
  const name = basename(filePath);
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

/** Static front ends: shell at /, each remote at /remotes/<name>/, the manifest, and the SPA fallback. */
export function mountFrontEnds(app: Express, repoRoot: string): void {
  const version = readRootVersion(repoRoot);
  app.get('/mf-manifest.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ ...remoteEntries(), version });
  });

  for (const remote of REMOTE_NAMES) {
    const dist = join(repoRoot, remote, 'dist');
    app.use(`/remotes/${remote}`, (req, res, next) => {
      if (!existsSync(dist)) return notBuilt()(req, res, next);
      return express.static(dist, { index: false, fallthrough: false, setHeaders: setCacheHeaders })(req, res, next);
    });
  }

  const shellDist = join(repoRoot, 'shell', 'dist');
  const shellStatic = express.static(shellDist, { index: false, setHeaders: setCacheHeaders });
  app.use((req, res, next) => (existsSync(shellDist) ? shellStatic(req, res, next) : next()));

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
