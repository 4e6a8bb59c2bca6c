import cluster from 'node:cluster';
import { once } from 'node:events';
import type { RequestListener, Server } from 'node:http';
import { createTypeRegistry, type StorageAdapter, type TypeRegistry } from '@recordgate/core';
import { createOperationsRouter } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import Koa from 'koa';
import { pino, stdSerializers, type Logger } from 'pino';
import type { ServerConfig } from '../config/server-config-schema.js';
import { countRunningHandlers, type RunningHandlers } from './count-running-handlers.js';
import { createHttpServer, type HttpTimeouts } from './create-http-server.js';
import { createServerApp, type ServerApp } from './create-server-app.js';
import type { NatsPublisher } from '../nats/create-nats-publisher.js';
import { ownTablesPrefixOf, serverRecordTypes } from '../server-record-types.js';
import { collectAndTrim, compactHeap } from './release-memory.js';
import { releaseMemoryWhenIdle, releaseWhenGrown } from './release-memory-when-idle.js';
import { commitSignalFor, runsEventWork } from './serve-workers.js';
import { startWebhookDispatcher, type NodeDispatcher } from './start-webhook-dispatcher.js';

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
  /**
   * The JetStream stream and subject prefix of the events, for tests that share a NATS server (each
   * run its own). @default { stream: 'RECORDGATE', subjectPrefix: 'recordgate' }
   */
  readonly nats?: { readonly stream?: string; readonly subjectPrefix?: string };
}

/** Opens the database, brings its schema up to date, and serves the interface. */
export async function startServer(
  config: ServerConfig,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const logger = createLogger(config, options.logDestination);
  const recordTypes = serverRecordTypes(config, logger);
  const types = createTypeRegistry(recordTypes);
  const storage = options.storage ?? (await openMigrated(config, types));
  // The node's event work (webhook deliveries, NATS publishing) runs in one process: a server alone,
  // or one worker of `serve --workers N`. It is woken after every commit of this process, or of
  // another worker through the primary.
  const publisher = await startEventPublishing(config, storage, logger, options.nats);
  const dispatcher = startWebhookDispatcher(config, storage, logger, () => publisher?.wake());
  const onCommitted = commitSignalFor(() => {
    dispatcher?.wake();
    publisher?.wake();
  });
  const served = createServerApp({
    config,
    storage,
    logger,
    types: recordTypes,
    onCommitted,
  });
  const servers: Server[] = [];
  const handlers = countRunningHandlers();
  const main = await listen(
    servers,
    handlers.wrap(served.app.callback()),
    config.port,
    config.host,
    config.timeouts,
  );
  // The metrics port of a worker of `serve --workers N` is its primary's.
  const { metrics } = served;
  const { metricsPort } = config;
  const metricsUrl =
    metrics && metricsPort !== undefined && !cluster.isWorker
      ? await listenForMetrics({ servers, handlers, storage, logger, config }, metrics, metricsPort)
      : undefined;
  logger.info({ url: main.url, metricsUrl, publicUrl: config.publicUrl }, 'listening');
  const idleRelease = releaseMemoryWhenIdle({
    handlers,
    release: releaseWhenGrown({
      compact: compactHeap,
      collect: collectAndTrim,
      log: (released) => logger.debug(released, 'idle: memory handed back'),
    }),
  });
  let closing: Promise<void> | undefined;
  return {
    server: main.server,
    storage,
    url: main.url,
    metricsUrl,
    logger,
    close() {
      closing ??= shutDown({
        servers,
        handlers,
        idleRelease,
        served,
        dispatcher,
        storage,
        publisher,
        logger,
        timeoutMs: config.shutdownTimeoutMs,
      });
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

/**
 * With `EVENTS_NATS_URL`, the NATS publisher of this node: in a single process, or in the one worker
 * of `serve --workers N` that {@link runsEventWork} names.
 */
async function startEventPublishing(
  config: ServerConfig,
  storage: StorageAdapter,
  logger: Logger,
  nats: StartServerOptions['nats'],
): Promise<NatsPublisher | undefined> {
  if (!config.eventsNatsUrl || !runsEventWork()) return undefined;
  // The NATS client is loaded only by the process that publishes.
  const { createNatsPublisher } = await import('../nats/create-nats-publisher.js');
  return createNatsPublisher({
    storage,
    url: config.eventsNatsUrl,
    log: logger,
    ...nats,
  });
}

async function openMigrated(config: ServerConfig, types: TypeRegistry): Promise<StorageAdapter> {
  // A long-running server leaves MikroORM's modules to a child process (ADR 0025).
  const storage = await createMikroOrmStorage({
    url: config.databaseUrl,
    types,
    pool: config.databasePool,
    ownTablesPrefix: ownTablesPrefixOf(config),
    migrateInChildProcess: true,
  });
  await storage.migrate();
  return storage;
}

/** The side port of `/metrics` (`METRICS_PORT`): its URL. */
async function listenForMetrics(
  on: {
    readonly servers: Server[];
    readonly handlers: RunningHandlers;
    readonly storage: StorageAdapter;
    readonly logger: Logger;
    readonly config: ServerConfig;
  },
  metrics: NonNullable<ServerApp['metrics']>,
  port: number,
): Promise<string> {
  const { servers, handlers, storage, logger, config } = on;
  const side = new Koa();
  side.silent = true;
  side.use(
    createOperationsRouter({
      storage,
      metrics,
      publicMetrics: true,
      apiDocs: false,
      logger,
    }).routes(),
  );
  const listener = await listen(
    servers,
    // `/ready` on this port asks the database too: shutdown waits for it as for the main port.
    handlers.wrap(side.callback()),
    port,
    config.metricsHost,
    config.timeouts,
  );
  return listener.url;
}

async function listen(
  servers: Server[],
  handler: RequestListener,
  port: number,
  hostname: string,
  timeouts: HttpTimeouts,
): Promise<{ server: Server; url: string }> {
  const server = createHttpServer(handler, timeouts);
  server.listen(port, hostname);
  servers.push(server);
  await once(server, 'listening');
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${bound}` };
}

interface ShutDownArgs {
  readonly servers: readonly Server[];
  readonly handlers: RunningHandlers;
  readonly idleRelease: { stop(): void };
  readonly served: ServerApp;
  readonly dispatcher: NodeDispatcher | undefined;
  readonly storage: StorageAdapter;
  readonly publisher: NatsPublisher | undefined;
  readonly logger: Logger;
  readonly timeoutMs: number;
}

async function shutDown(args: ShutDownArgs) {
  const { servers, handlers, served, dispatcher, publisher, storage, logger, timeoutMs } = args;
  logger.info({ timeoutMs }, 'shutting down');
  args.idleRelease.stop();
  const startedAt = Date.now();
  const closed = Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  // Keep-alive connections become idle once their in-flight response is sent: close them as they
  // do; whatever still runs after the timeout is cut.
  const sweep = setInterval(() => {
    for (const server of servers) server.closeIdleConnections();
  }, 50);
  const deadline = setTimeout(() => {
    for (const server of servers) server.closeAllConnections();
  }, timeoutMs);
  for (const server of servers) server.closeIdleConnections();
  await closed;
  clearInterval(sweep);
  clearTimeout(deadline);
  await waitForRunningHandlers(handlers, timeoutMs - (Date.now() - startedAt), logger);
  await served.app.close();
  // No LibreOffice outlives the server (docs/documents.md, "The converter").
  await served.converter.close();
  // Attempts in flight end within WEBHOOK_TIMEOUT; their outcome is recorded before the database goes.
  await dispatcher?.stop();
  // After the last request: its events are published now, or by the next node to hold the cursor.
  await publisher?.stop();
  await storage.close();
  served.redis?.disconnect();
  logger.info('stopped');
  // An asynchronous destination writes what it still holds before the process exits.
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
}

/**
 * A handler can outlive its connection (its client went away mid-write, or the connection was cut at
 * the timeout): the storage closes after it, within what is left of the timeout.
 */
async function waitForRunningHandlers(
  handlers: RunningHandlers,
  remainingMs: number,
  logger: Logger,
): Promise<void> {
  if (handlers.count() === 0) return;
  // Says why shutdown has not gone on yet, while it waits.
  logger.info(
    { running: handlers.count(), remainingMs: Math.max(0, remainingMs) },
    'waiting for request handlers whose connection is gone',
  );
  if (await handlers.settled(remainingMs)) return;
  logger.warn(
    { running: handlers.count() },
    'request handlers still running at SHUTDOWN_TIMEOUT; closing the database under them',
  );
}
