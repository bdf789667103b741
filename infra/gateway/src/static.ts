import { DEFAULT_LOCALE, directionOf, REMOTE_NAMES, splitLocalePath, type Locale } from '@hub/contracts';
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

/** The page's `<html>` tag with the language and direction of `locale` (issue 30 item 2). */
export function withLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${locale}" dir="${directionOf(locale)}">`);
}

/**
 * index.html as the page at `path` is answered: `lang` and `dir` of its language prefix (/ar/products
 * is lang="ar" dir="rtl", an unprefixed path English), so the first paint is in the page's direction
 * before any script runs. The file is read again when it changes (a rebuild while running).
 */
function localizedIndex(index: string): (path: string) => string {
  let read: { stamp: number; html: string } | undefined;
  return (path) => {
    const stamp = statSync(index).mtimeMs;
    if (read?.stamp !== stamp) read = { stamp, html: readFileSync(index, 'utf8') };
    return withLanguage(read.html, splitLocalePath(path).locale ?? DEFAULT_LOCALE);
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
  const index = join(shellDist, 'index.html');
  const pageHtml = localizedIndex(index);

  // SPA fallback: any other GET that accepts HTML is a page of the shell.
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/merchant/') || req.path === '/merchant') return next();
    if (!req.accepts('html')) return next();
    if (!existsSync(index)) return notBuilt()(req, res, next);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(pageHtml(req.path));
  });
}
