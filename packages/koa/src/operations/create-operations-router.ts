import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from '@koa/router';
import {
  createTypeRegistry,
  defaultRecordTypes,
  RecordError,
  where,
  type Language,
  type RecordType,
  type StorageAdapter,
  type TypeRegistry,
} from '@recordgate/core';
import { assignRequestId } from '../middleware/assign-request-id.js';
import { CONSOLE_ERRORS, handleErrors, HttpProblem } from '../middleware/handle-errors.js';
import { nameCall, observeRequests } from '../middleware/observe-requests.js';
import { PACKAGE_VERSION } from '../package-version.js';
import type { RecordGateLogger } from '../types.js';
import type { RecordGateMetrics } from './create-metrics.js';
import { serveApiDocs } from './serve-api-docs.js';

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
  /** Version shown by `/health` and in the OpenAPI document. @default the packages' version */
  readonly version?: string;
  /**
   * Milliseconds `/ready` waits for the database's answer before it answers 503 itself (the probe
   * goes on, and later calls share it). @default 2000
   */
  readonly readyTimeoutMs?: number;
}

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
  return createOperations(options, { ownMiddleware: true });
}

/**
 * {@link createOperationsRouter}, told whether to install the request id, log line and error bodies
 * itself (`createApp` installs them in front of every request already). Internal.
 */
export function createOperations(
  options: OperationsOptions,
  { ownMiddleware }: { readonly ownMiddleware: boolean },
): Router {
  const types = createTypeRegistry(options.types ?? defaultRecordTypes);
  const logger = options.logger ?? CONSOLE_ERRORS;
  const router = new Router();
  if (ownMiddleware)
    router.use(assignRequestId(), observeRequests(logger, options.metrics), handleErrors(logger));
  serveProbes(router, options, types);
  if (options.apiDocs ?? true) serveApiDocs(router, { ...options, types });
  const { metrics } = options;
  if (metrics && (options.metricsToken || options.publicMetrics))
    serveMetrics(router, metrics, options);
  return router;
}

// `/health` answers while the process does; `/ready` only while the database does too.
function serveProbes(router: Router, options: OperationsOptions, types: TypeRegistry): void {
  const probeDatabase = createDatabaseProbe(options.storage, types);
  const timeoutMs = options.readyTimeoutMs ?? 2000;
  router.get('/health', (ctx) => {
    nameCall(ctx, 'health');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', version: options.version ?? PACKAGE_VERSION };
  });

  router.get('/ready', async (ctx) => {
    nameCall(ctx, 'ready');
    ctx.set('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    let outcome: 'late' | undefined;
    try {
      outcome = await Promise.race([probeDatabase(), late]);
    } catch (error) {
      throw new RecordError(
        'unavailable',
        'The database does not answer; check DATABASE_URL and that the database server runs.',
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
    }
    if (outcome === 'late') {
      throw new RecordError(
        'unavailable',
        `The database did not answer within ${timeoutMs / 1000} s; check that the database server runs and that the network to it is up.`,
      );
    }
    ctx.body = { status: 'ready', database: 'ok' };
  });
}

/**
 * A real round trip to the database (a read that matches nothing still runs a statement on a
 * connection; not a count, which storages may answer from the counts they keep), at most one at a time: calls while one is under way share it, so a database that does
 * not answer does not collect a probe per call of an impatient load balancer.
 */
function createDatabaseProbe(
  storage: StorageAdapter,
  types: TypeRegistry,
): () => Promise<undefined> {
  const probeType = types.public[0]?.name ?? types.all[0]?.name;
  let inFlight: Promise<undefined> | undefined;
  return () => {
    if (!probeType) return Promise.resolve(undefined);
    inFlight ??= storage
      .findMany({ type: probeType, filter: where.none, limit: 1 })
      .then(() => undefined)
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

// Prometheus `/metrics`, behind the bearer token unless `publicMetrics`.
function serveMetrics(
  router: Router,
  metrics: RecordGateMetrics,
  { metricsToken, publicMetrics }: OperationsOptions,
): void {
  const token = metricsToken ? digest(metricsToken) : undefined;
  router.get('/metrics', async (ctx) => {
    nameCall(ctx, 'metrics');
    if (token && !publicMetrics) {
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

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
