import type { RouteDefinition } from '@hub/service-kit';
import type { Express } from 'express';
import { openApiDocument } from './openapi';

/** Where the document and its page are served (issue 29 item 6). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
const REDOC_SCRIPT_PATH = '/api/docs/redoc.standalone.js';

/**
 * The page: Redoc's standalone bundle (ADR 0036) from the hub's own origin, so the hub's CSP holds
 * as it is (script-src 'self', no inline script: Redoc starts itself on the <redoc> element). Search
 * is off: Redoc runs it in a worker made from a blob: URL, which that CSP refuses.
 */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hub API</title>
</head>
<body>
<redoc spec-url="${OPENAPI_PATH}" disable-search="true" expand-responses="200,201" path-in-middle-panel="true" sort-tags-alphabetically="true"></redoc>
<script src="${REDOC_SCRIPT_PATH}"></script>
</body>
</html>
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
  const redoc = require.resolve('redoc/bundles/redoc.standalone.js');
  app.get(REDOC_SCRIPT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.sendFile(redoc);
  });
}
