import cluster from 'node:cluster';
import { once } from 'node:events';
import type { Server } from 'node:http';
import {
  createFilesystemFileStore,
  createTypeRegistry,
  defaultRecordTypes,
  type StorageAdapter,
  type TypeRegistry,
} from '@recordgate/core';
import {
  createApp,
  createClusterRateLimitStore,
  createMemoryRateLimitStore,
  createMetrics,
  createOperationsRouter,
  createRedisRateLimitStore,
} from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { Redis } from 'ioredis';
import Koa from 'koa';
import { pino, stdSerializers, type Logger } from 'pino';
import { createHttpServer } from './create-http-server.js';
import type { ServerConfig } from './load-config.js';
import { clusterMetricsText, reportMetricsToPrimary } from './serve-workers.js';

/** A running server and how to stop it. */
export interface RunningServer {
  readonly server: Server;
  readonly storage: StorageAdapter;
  /** The address it listens on, `http://host:port`. */
  readonly url: string;
  /** The address of the separate metrics listener, when `METRICS_PORT` is set. */
  readonly metricsUrl: string | undefined;
  readonly logger: Logger;
  /**
   * Stops accepting connections, lets in-flight requests finish (at most `SHUTDOWN_TIMEOUT`, then
   * their connections are closed), then closes the database.
   */
  close(): Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** An open storage to serve (the CLI's `--demo` seeds it first). @default opened from the config */
  readonly storage?: StorageAdapter;
  /** Where the JSON log lines go. @default stdout */
  readonly logDestination?: { write(line: string): void };
}

/** Opens the database, brings its schema up to date, and serves the interface. */
export async function startServer(
  config: ServerConfig,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const logger = createLogger(config, options.logDestination);
  const types = createTypeRegistry(defaultRecordTypes);
  const store = options.storage ?? (await openMigrated(config.databaseUrl, types));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  // An unreachable Redis is not fatal: the store falls back to per-node counting until it returns.
  let redisDown = false;
  redis?.on('error', (error: Error) => {
    if (!redisDown) logger.error({ error }, 'Redis (rate limits) unreachable, counting per node');
    redisDown = true;
  });
  redis?.on('ready', () => {
    if (redisDown) logger.info('Redis (rate limits) reachable again: one budget across nodes');
    redisDown = false;
  });
  const perMinute = (limit: number) => (limit > 0 ? { limit, windowSeconds: 60 } : false);
  // In a worker of `serve --workers N`, /metrics answers with the figures of every worker, which the
  // primary collects; the metrics port is then the primary's.
  const inWorker = cluster.isWorker;
  const metrics =
    config.metricsToken || config.metricsPort !== undefined
      ? createMetrics(inWorker ? { render: clusterMetricsText } : {})
      : undefined;
  if (metrics && inWorker) reportMetricsToPrimary(metrics.registry);
  const app = createApp({
    storage: store,
    types: defaultRecordTypes,
    language: config.language,
    timeZone: config.timeZone,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    files: createFilesystemFileStore({ directory: config.filesDirectory }),
    documents: {
      archiveLimits: withoutUnset({
        maxEntries: config.documents.maxEntries,
        maxEntryBytes: config.documents.maxEntryBytes,
        maxTotalBytes: config.documents.maxTotalBytes,
        maxCompressionRatio: config.documents.maxCompressionRatio,
      }),
      renderTimeoutMs: config.documents.renderTimeoutMs,
      renderMemoryMb: config.documents.renderMemoryMb,
    },
    rateLimit: {
      // Workers of one primary share its counters; several machines share Redis.
      store: redis
        ? createRedisRateLimitStore({ client: redis })
        : inWorker
          ? createClusterRateLimitStore()
          : createMemoryRateLimitStore(),
      perKey: perMinute(config.rateLimitPerKey),
      failedAuthentication: perMinute(config.rateLimitFailedAuth),
    },
    apiDocs: config.apiDocs,
    maxPerPage: config.maxPerPage,
    metrics,
    metricsToken: config.metricsToken,
    logger,
  });
  const servers: Server[] = [];
  const listen = async (handler: Koa, port: number, hostname: string) => {
    const server = createHttpServer(handler.callback(), config.timeouts);
    server.listen(port, hostname);
    servers.push(server);
    await once(server, 'listening');
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    return {
      server,
      url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${bound}`,
    };
  };
  const main = await listen(app, config.port, config.host);
  let metricsUrl: string | undefined;
  if (metrics && config.metricsPort !== undefined && !inWorker) {
    const side = new Koa();
    side.silent = true;
    side.use(
      createOperationsRouter({
        storage: store,
        metrics,
        publicMetrics: true,
        apiDocs: false,
        logger,
      }).routes(),
    );
    metricsUrl = (await listen(side, config.metricsPort, config.metricsHost)).url;
  }
  logger.info({ url: main.url, metricsUrl, publicUrl: config.publicUrl }, 'listening');

  let closing: Promise<void> | undefined;
  return {
    server: main.server,
    storage: store,
    url: main.url,
    metricsUrl,
    logger,
    close() {
      closing ??= (async () => {
        logger.info({ timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
        const closed = Promise.all(
          servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
        );
        // Keep-alive connections become idle once their in-flight response is sent: close them as
        // they do; whatever still runs after the timeout is cut.
        const sweep = setInterval(() => {
          for (const server of servers) server.closeIdleConnections();
        }, 50);
        const deadline = setTimeout(() => {
          for (const server of servers) server.closeAllConnections();
        }, config.shutdownTimeoutMs);
        for (const server of servers) server.closeIdleConnections();
        await closed;
        clearInterval(sweep);
        clearTimeout(deadline);
        await app.close();
        await store.close();
        redis?.disconnect();
        logger.info('stopped');
      })();
      return closing;
    },
  };
}

/**
 * The server's JSON logger (pino): one line per request from the router, plus start and stop. Errors
 * are serialised with their stack; request headers are never logged, so keys cannot leak.
 */
export function createLogger(
  config: Pick<ServerConfig, 'logLevel'>,
  destination?: { write(line: string): void },
): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'recordgate' },
    serializers: { error: stdSerializers.err, err: stdSerializers.err },
  };
  return destination ? pino(options, destination) : pino(options);
}

async function openMigrated(url: string, types: TypeRegistry): Promise<StorageAdapter> {
  const storage = await createMikroOrmStorage({ url, types });
  await storage.migrate();
  return storage;
}

function withoutUnset<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
