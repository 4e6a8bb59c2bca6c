import { timingSafeEqual, createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router } from '@koa/router';
import {
  createTypeRegistry,
  defaultRecordTypes,
  RecordError,
  where,
  type Language,
  type RecordType,
  type StorageAdapter,
} from '@recordgate/core';
import type { Context } from 'koa';
import { assignRequestId } from '../middleware/assign-request-id.js';
import { createOpenApiDocument } from '../openapi/create-openapi-document.js';
import type { RecordGateMetrics } from './create-metrics.js';
import { handleErrors, HttpProblem } from '../middleware/handle-errors.js';
import { observeRequests } from '../middleware/observe-requests.js';
import type { RecordGateLogger } from '../types.js';

/** Options of {@link createOperationsRouter}. */
export interface OperationsOptions {
  /** The storage `/ready` checks. */
  readonly storage: StorageAdapter;
  /** The installation's record types, for `/openapi.json`. @default defaultRecordTypes */
  readonly types?: readonly RecordType[];
  /** Language of labels in the OpenAPI document. @default 'en' */
  readonly language?: Language;
  /**
   * Absolute base URL of the record calls, the OpenAPI document's server. @default the address the
   * document was requested at, without `/openapi.json`
   */
  readonly publicUrl?: string;
  /** Serve `/openapi.json` and the reference page `/docs`, without authentication. @default true */
  readonly apiDocs?: boolean;
  /** The metrics `/metrics` serves; without them there is no `/metrics`. */
  readonly metrics?: RecordGateMetrics;
  /**
   * A bearer token `/metrics` requires (`Authorization: Bearer <token>`, compared in constant time).
   * Without it and without `publicMetrics`, `/metrics` is not served.
   */
  readonly metricsToken?: string;
  /**
   * Serve `/metrics` without a token, for a listener only a scraper can reach (a separate port on a
   * private address). @default false
   */
  readonly publicMetrics?: boolean;
  /** Receives one line per request and unexpected errors. @default errors to the console */
  readonly logger?: RecordGateLogger;
  /** Version shown in the OpenAPI document. @default '0.1.0' */
  readonly version?: string;
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
 * The operational endpoints, for mounting beside `createRouter()`: `GET /health` (the process answers),
 * `GET /ready` (the database answers; 503 otherwise), `GET /openapi.json` and the API reference page
 * `GET /docs` (served from the bundled swagger-ui assets, no CDN), and Prometheus `GET /metrics`
 * (behind `metricsToken`, or public for a private listener). None of them touches records, so none
 * takes an API key; see docs/operations.md for why.
 *
 * @example
 * ```ts
 * const metrics = createMetrics();
 * host.use(createRouter({ storage, metrics }).routes());
 * host.use(createOperationsRouter({ storage, metrics, metricsToken: process.env.METRICS_TOKEN }).routes());
 * ```
 */
export function createOperationsRouter(options: OperationsOptions): Router {
  const types = createTypeRegistry(options.types ?? defaultRecordTypes);
  const logger = options.logger ?? {
    error: (details, message) => console.error(message, details),
  };
  const probeType = types.public[0]?.name ?? types.all[0]?.name;
  const router = new Router();
  router.use(assignRequestId(), observeRequests(logger, options.metrics), handleErrors(logger));

  const observed = (ctx: Context, call: string) => {
    const facts = ctx.state.recordgate as { call: string } | undefined;
    if (facts) facts.call = call;
  };

  router.get('/health', (ctx) => {
    observed(ctx, 'health');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/ready', async (ctx) => {
    observed(ctx, 'ready');
    ctx.set('Cache-Control', 'no-store');
    // A real round trip: a count that matches nothing still runs a statement on a connection.
    try {
      if (probeType) await options.storage.count({ type: probeType, filter: where.none });
    } catch (error) {
      throw new RecordError(
        'unavailable',
        'The database does not answer; check DATABASE_URL and that the database server runs.',
        { cause: error },
      );
    }
    ctx.body = { status: 'ready', database: 'ok' };
  });

  if (options.apiDocs ?? true) {
    const document = createOpenApiDocument({
      types,
      language: options.language,
      version: options.version,
    });
    const texts = new Map<string, string>();
    router.get(OPENAPI_PATH, (ctx) => {
      observed(ctx, 'openapi');
      // The server is where the record calls are: the configured URL, or the mount prefix.
      const prefix = ctx.path.slice(0, -OPENAPI_PATH.length);
      const url = options.publicUrl?.replace(/\/+$/, '') || prefix || '/';
      let text = texts.get(url);
      if (text === undefined) {
        text = JSON.stringify({ ...document, servers: [{ url }] });
        if (texts.size < 16) texts.set(url, text);
      }
      ctx.type = 'application/json';
      ctx.body = text;
    });

    const assets = loadDocsAssets();
    router.get('/docs', (ctx) => {
      observed(ctx, 'docs');
      ctx.set('Content-Security-Policy', DOCS_CSP);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = DOCS_PAGE;
    });
    router.get('/docs/:asset', async (ctx) => {
      observed(ctx, 'docs');
      const name = String(ctx.params.asset);
      ctx.set('Content-Security-Policy', DOCS_CSP);
      if (name === 'init.js') {
        ctx.type = 'text/javascript; charset=utf-8';
        ctx.body = DOCS_INIT;
        return;
      }
      const type = DOCS_ASSETS[name];
      if (!type)
        throw new RecordError('not_found', `There is no file ${name} in the API reference.`);
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = type;
      ctx.body = await assets(name);
    });
  }

  const metrics = options.metrics;
  const token = options.metricsToken ? digest(options.metricsToken) : undefined;
  if (metrics && (token || options.publicMetrics)) {
    router.get('/metrics', async (ctx) => {
      observed(ctx, 'metrics');
      if (token && !options.publicMetrics) {
        const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(ctx.get('Authorization'));
        if (!match || !timingSafeEqual(digest(match[1]!), token)) {
          ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
          throw new HttpProblem(
            401,
            'The metrics need "Authorization: Bearer <metrics token>" with the token configured as METRICS_TOKEN.',
          );
        }
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.type = metrics.registry.contentType;
      ctx.body = await metrics.render();
    });
  }
  return router;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
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
