import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Router } from '@koa/router';
import { RecordError, type Language, type TypeRegistry } from '@recordgate/core';
import { nameCall } from '../middleware/observe-requests.js';
import { createOpenApiDocument } from '../openapi/create-openapi-document.js';

/** What {@link serveApiDocs} takes. */
export interface ApiDocsOptions {
  readonly types: TypeRegistry;
  readonly language?: Language;
  readonly version?: string;
  /** The document's server when set; otherwise the mount prefix the document was requested under. */
  readonly publicUrl?: string;
}

const OPENAPI_PATH = '/openapi.json';
// The reference page runs the bundled swagger-ui from this server only; nothing else may load or frame it.
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const DOCS_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * Adds `GET /openapi.json` (the document of the installation's types, its server the configured URL or
 * the mount prefix) and the API reference page `GET /docs` with its assets, served from the bundled
 * swagger-ui (no CDN) under a strict Content-Security-Policy.
 */
export function serveApiDocs(router: Router, options: ApiDocsOptions): void {
  // Built on the first request for it: most processes never serve it, and it is a few MB of heap.
  let document: ReturnType<typeof createOpenApiDocument> | undefined;
  const texts = new Map<string, string>();
  router.get(OPENAPI_PATH, (ctx) => {
    nameCall(ctx, 'openapi');
    // The server is where the record calls are: the configured URL, or the mount prefix.
    const prefix = ctx.path.slice(0, -OPENAPI_PATH.length);
    const url = options.publicUrl?.replace(/\/+$/, '') || prefix || '/';
    let text = texts.get(url);
    if (text === undefined) {
      document ??= createOpenApiDocument({
        types: options.types,
        language: options.language,
        version: options.version,
      });
      text = JSON.stringify({ ...document, servers: [{ url }] });
      if (texts.size < 16) texts.set(url, text);
    }
    ctx.type = 'application/json';
    ctx.body = text;
  });

  const assets = loadDocsAssets();
  router.get('/docs', (ctx) => {
    nameCall(ctx, 'docs');
    ctx.set('Content-Security-Policy', DOCS_CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = DOCS_PAGE;
  });
  router.get('/docs/:asset', async (ctx) => {
    nameCall(ctx, 'docs');
    const name = String(ctx.params.asset);
    ctx.set('Content-Security-Policy', DOCS_CSP);
    if (name === 'init.js') {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = DOCS_INIT;
      return;
    }
    const type = DOCS_ASSETS[name];
    if (!type) throw new RecordError('not_found', `There is no file ${name} in the API reference.`);
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.type = type;
    ctx.body = await assets(name);
  });
}

/** Reads a swagger-ui asset from its npm package once, on first use. */
function loadDocsAssets(): (name: string) => Promise<Buffer> {
  const directory = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Promise<Buffer>>();
  return (name) => {
    let file = cache.get(name);
    if (!file) {
      file = readFile(join(directory, name));
      cache.set(name, file);
    }
    return file;
  };
}

// Relative URLs, so the page works under any mount prefix: /docs → /docs/…, /records/docs → /records/docs/….
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RecordGate API reference</title>
<link rel="icon" type="image/png" href="docs/favicon-32x32.png">
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/init.js"></script>
</body>
</html>
`;

// A separate file rather than an inline script, so a strict Content-Security-Policy can stay on.
const DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: new URL('openapi.json', window.location.href).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;
