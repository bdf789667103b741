import {
  cookieValue,
  DEFAULT_LOCALE,
  directionOf,
  htmlLang,
  matchPageRoute,
  REMOTE_NAMES,
  SIGNED_IN_COOKIE,
  splitLocalePath,
  THEME_COOKIE,
  type Locale,
} from '@hub/contracts';
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

/** The HTML-only frame index.html draws for a page's layout (issue 30 item 2); 'none' draws only the background. */
export type PageFrame = 'default' | 'auth' | 'none';
export type PageTheme = 'light' | 'dark';

/** What the server knows of a page before any script: its language, its frame, the user's theme. */
export interface PageFacts {
  locale: Locale;
  frame: PageFrame;
  /** The theme the user chose (the THEME_COOKIE); undefined leaves it to the browser's preference. */
  theme?: PageTheme;
  /** A page of the signed-in (default) layout, for a browser holding a session: the layout's scripts are preloaded. */
  signedInLayout?: boolean;
  /** The remote whose page this is, for a browser holding a session: its scripts are preloaded beside the shell's. */
  remote?: string;
  /** The page's pattern in the page table (the key of the remote's published chunk lists). */
  pattern?: string;
}

/** The user's saved theme from a Cookie header (THEME_COOKIE=light|dark); anything else is no choice. */
export function themeFromCookies(header: string | undefined): PageTheme | undefined {
  const value = cookieValue(header ?? '', THEME_COOKIE);
  return value === 'light' || value === 'dark' ? value : undefined;
}

/**
 * The facts of the page at `path` (any locale prefix) for a request carrying `cookieHeader`. Without
 * the SIGNED_IN_COOKIE hint a signed-in page is going to be the sign-in page (the shell sends a
 * signed-out visitor there): it gets the sign-in frame and no remote's preloads.
 */
export function pageFacts(path: string, cookieHeader: string | undefined): PageFacts {
  const route = matchPageRoute(path);
  const layout = route?.layout;
  const signedIn = cookieValue(cookieHeader ?? '', SIGNED_IN_COOKIE) === '1';
  const signInFirst = !signedIn && layout === 'default' && !route?.public;
  const frame: PageFrame = layout === 'auth' || signInFirst ? 'auth' : layout === 'default' ? 'default' : 'none';
  const remote = signedIn && route && route.built && !route.public && route.owner !== 'shell' ? route.owner : undefined;
  return {
    locale: splitLocalePath(path).locale ?? DEFAULT_LOCALE,
    frame,
    theme: themeFromCookies(cookieHeader),
    signedInLayout: signedIn && layout === 'default' && !route?.public,
    remote,
    pattern: remote ? route?.pattern : undefined,
  };
}

/** A build's own copy of a shared module: its scripts and the share keys it consumes in turn. */
export interface SharedCopy {
  scripts: string[];
  consumes: string[];
}

/** A remote's build's chunk lists (webpack.federation.js PublishPageChunks, page-chunks.json). */
export interface PageChunks {
  expose: string[];
  pages: Record<string, string[]>;
  /** The share keys the exposed module and each page consume; the remote's own shared copies. */
  exposeConsumes?: string[];
  pageConsumes?: Record<string, string[]>;
  shared?: Record<string, SharedCopy>;
}

/** The host's build's chunk lists (webpack.federation.js PublishShellChunks, shell-chunks.json). */
export interface ShellChunks {
  /** The start's scripts, which index.html preloads itself. */
  start: string[];
  /** The signed-in layout's scripts (the default layout and the remotes' outlet), less the start's. */
  signedIn: string[];
  /** The host's copy of each shared module it provides. */
  shared: Record<string, SharedCopy>;
}

/** The scripts of a remote's page, in the order they run: its entry, its exposed module's chunks, the page's own. */
export function remotePageScripts(remote: string, pattern: string | undefined, chunks: PageChunks | undefined): string[] {
  const page = (pattern && chunks?.pages[pattern]) || [];
  return [...new Set([`/remotes/${remote}/remoteEntry.js`, ...(chunks?.expose ?? []), ...page])];
}

/**
 * The scripts of the shared modules `keys` and of those they consume, in turn: the host's copy where
 * the host provides the module (the one 'loaded-first' runs), else the remote's own.
 */
export function sharedScripts(keys: readonly string[], shell: ShellChunks | undefined, remote: PageChunks | undefined): string[] {
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const todo = [...keys];
  for (let key = todo.pop(); key !== undefined; key = todo.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const copy = shell?.shared[key] ?? remote?.shared?.[key];
    if (!copy) continue;
    for (const script of copy.scripts) scripts.add(script);
    todo.push(...copy.consumes);
  }
  return [...scripts];
}

/**
 * What a page preloads beside the start that index.html preloads itself (issue 30): on a page of the
 * signed-in layout, the layout's scripts (asked for at the first render otherwise, after the session's
 * start); on a remote's page, the remote's (remotePageScripts) and the shared modules its exposed module
 * and the page consume (sharedScripts). Each once, none of the start's.
 */
export function pageScripts(facts: Pick<PageFacts, 'signedInLayout' | 'remote' | 'pattern'>, shell: ShellChunks | undefined, chunksOf: (remote: string) => PageChunks | undefined): string[] {
  const layout = facts.signedInLayout ? (shell?.signedIn ?? []) : [];
  const chunks = facts.remote ? chunksOf(facts.remote) : undefined;
  const consumed = [...(chunks?.exposeConsumes ?? []), ...((facts.pattern && chunks?.pageConsumes?.[facts.pattern]) || [])];
  const remote = facts.remote ? [...remotePageScripts(facts.remote, facts.pattern, chunks), ...sharedScripts(consumed, shell, chunks)] : [];
  const start = new Set(shell?.start ?? []);
  return [...new Set([...layout, ...remote])].filter((script) => !start.has(script));
}

/**
 * index.html as the page is answered: the `<html>` tag with `lang` and `dir` of the page's language,
 * its frame and the user's theme, so the first paint is the hub's frame in the right direction and
 * colours before any script runs; a signed-in page also preloads the scripts it will run (`scripts`, pageScripts).
 */
export function pageHtml(html: string, facts: PageFacts, scripts: readonly string[] = []): string {
  const theme = facts.theme ? ` data-theme="${facts.theme}"` : '';
  const tag = `<html lang="${htmlLang(facts.locale)}" dir="${directionOf(facts.locale)}" data-frame="${facts.frame}"${theme}>`;
  const withTag = html.replace(/<html\b[^>]*>/i, tag);
  if (scripts.length === 0) return withTag;
  const links = scripts.map((src) => `<link rel="preload" href="${src}" as="script" />`).join('');
  return withTag.replace(/<\/head>/i, `${links}</head>`);
}

/** A file read again when it changes (a rebuild while running); undefined while it is missing or unreadable. */
function watchedJson<T>(file: string): () => T | undefined {
  let read: { stamp: number; value: T | undefined } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const stamp = statSync(file).mtimeMs;
    if (read?.stamp !== stamp) {
      let value: T | undefined;
      try {
        value = JSON.parse(readFileSync(file, 'utf8')) as T;
      } catch {
        value = undefined;
      }
      read = { stamp, value };
    }
    return read.value;
  };
}

/** index.html read again when it changes (a rebuild while running), answered per page with pageHtml. */
function localizedIndex(index: string, repoRoot: string): (path: string, cookieHeader: string | undefined) => string {
  let read: { stamp: number; html: string } | undefined;
  const chunksOf = new Map(REMOTE_NAMES.map((r) => [r as string, watchedJson<PageChunks>(join(repoRoot, r, 'dist', 'page-chunks.json'))]));
  const shellChunks = watchedJson<ShellChunks>(join(repoRoot, 'shell', 'dist', 'shell-chunks.json'));
  return (path, cookieHeader) => {
    const stamp = statSync(index).mtimeMs;
    if (read?.stamp !== stamp) read = { stamp, html: readFileSync(index, 'utf8') };
    const facts = pageFacts(path, cookieHeader);
    return pageHtml(read.html, facts, pageScripts(facts, shellChunks(), (remote) => chunksOf.get(remote)?.()));
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
  const pageHtmlOf = localizedIndex(index, repoRoot);

  // SPA fallback: any other GET that accepts HTML is a page of the shell.
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/merchant/') || req.path === '/merchant') return next();
    if (!req.accepts('html')) return next();
    if (!existsSync(index)) return notBuilt()(req, res, next);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie');
    res.type('html').send(pageHtmlOf(req.path, req.headers.cookie));
  });
}
