import type { RouteDefinition } from '@hub/service-kit';
import type { Express } from 'express';
import { openApiDocument } from './openapi';

/** Where the document and its page are served (issue 29 item 6). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
const REDOC_SCRIPT_PATH = '/api/docs/redoc.standalone.js';

const REDOC_INIT_PATH = '/api/docs/init.js';

/**
 * The page: Redoc's standalone bundle (ADR 0036) from the hub's own origin, started by a script of
 * the hub's own (the CSP holds as it is: script-src 'self', no inline script). Search is off: Redoc
 * runs it in a worker made from a blob: URL, which that CSP refuses. The page follows the system's
 * dark mode, like the hub's screens.
 */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Hub API</title>
<style>
body { margin: 0; }
@media (prefers-color-scheme: dark) {
  body { background: #121212; color: #e6e6e6; }
  #redoc h5, #redoc h5 span { color: #b8b8b8 !important; border-color: #5f6368 !important; }
  #redoc .react-tabs__tab--selected, #redoc .react-tabs__tab--selected * { color: #121212 !important; }
}
</style>
</head>
<body>
<div id="redoc"></div>
<script src="${REDOC_SCRIPT_PATH}"></script>
<script src="${REDOC_INIT_PATH}"></script>
</body>
</html>
`;

/** Redoc's options, and in dark mode a theme of light text on dark panels. */
const DOCS_INIT = `(function () {
  var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var theme = dark
    ? {
        colors: {
          text: { primary: '#e6e6e6', secondary: '#b8b8b8' },
          primary: { main: '#8ab4f8' },
          border: { dark: '#5f6368', light: '#3c4043' },
          responses: { success: { color: '#81c995' }, error: { color: '#f28b82' } },
        },
        sidebar: { backgroundColor: '#1b1b1b', textColor: '#e6e6e6', activeTextColor: '#8ab4f8' },
        rightPanel: { backgroundColor: '#0b0b0b', textColor: '#e6e6e6' },
        schema: { nestedBackground: '#1e1e1e', typeNameColor: '#b8b8b8', typeTitleColor: '#b8b8b8' },
        typography: { code: { color: '#f6aea9', backgroundColor: '#2a2a2a' }, links: { color: '#8ab4f8', visited: '#c58af9', hover: '#aecbfa' } },
      }
    : {};
  Redoc.init(
    '${OPENAPI_PATH}',
    { disableSearch: true, expandResponses: '200,201', pathInMiddlePanel: true, sortTagsAlphabetically: true, theme: theme },
    document.getElementById('redoc'),
  );
})();
`;

/** Serves the OpenAPI document of `routes`, made once on the first request, and its page. */
export function mountApiDocs(app: Express, routes: readonly RouteDefinition[], version: string): void {
  let document: string | undefined;
  app.get(OPENAPI_PATH, (_req, res) => {
    document ??= JSON.stringify(openApiDocument(routes, version));
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(document);
  });
  app.get(API_DOCS_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(DOCS_PAGE);
  });
  app.get(REDOC_INIT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').send(DOCS_INIT);
  });
  const redoc = require.resolve('redoc/bundles/redoc.standalone.js');
  app.get(REDOC_SCRIPT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.sendFile(redoc);
  });
}
