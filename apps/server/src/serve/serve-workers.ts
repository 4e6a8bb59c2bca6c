import { randomUUID } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { serveClusterRateLimits } from '@recordgate/koa';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { parseDatabaseUrl } from '@recordgate/storage-mikro-orm';
import type * as PromClient from 'prom-client';
import type { AggregatorRegistry, PrometheusContentType, Registry } from 'prom-client';

/** Options of {@link serveWorkers}. */
export interface ServeWorkersArgs {
  /** How many worker processes serve the port. */
  readonly workers: number;
  /** Where progress and problems are written. */
  readonly log: (line: string) => void;
}

/** The primary process of a cluster: its workers' address, and how to stop them all. */
export interface RunningWorkers {
  /** The port the workers share. */
  readonly port: number;
  /** Resolves once every worker has exited after a stop. */
  readonly stopped: Promise<void>;
  /** Asks every worker to finish its in-flight requests and exit (SIGTERM), then resolves. */
  stop(): Promise<void>;
}

/**
 * The worker processes of `serve` when `--workers` and `WORKERS` are not given (ADR 0005): one per core
 * where the database is a server, one on SQLite. SQLite takes one writer at a time per file: workers
 * would queue on its file lock and time out under a write load, where one process queues its writes
 * in memory (docs/benchmarks.md, "Mixed load: the default `serve` on SQLite (ADR 0005)").
 */
export function defaultWorkerCount(databaseUrl: string): number {
  return parseDatabaseUrl(databaseUrl).driver === 'sqlite' ? 1 : availableParallelism();
}

/** Whether this process is a worker forked by {@link serveWorkers}. */
export const isServeWorker = (): boolean => cluster.isWorker;

/** The variable by which the primary tells one worker that it runs the node's event work. */
const EVENT_WORKER = 'RECORDGATE_EVENT_WORKER';

/**
 * Whether this process runs the node's event work (the NATS publisher): a server without workers
 * does; of the workers of `serve --workers N`, the first one does, and whichever replaces it.
 */
export const runsEventWork = (): boolean => !cluster.isWorker || process.env[EVENT_WORKER] === '1';

const COMMITTED = 'recordgate:committed';

/**
 * The after-commit signal of this process for the node's event work: in the process that runs it,
 * `wake` itself; in another worker, a message through the primary to the one that runs it, at most
 * one per turn of the event loop however many writes commit in it.
 */
export function commitSignalFor(wake: (() => void) | undefined): () => void {
  if (runsEventWork()) {
    if (wake && cluster.isWorker) {
      process.on('message', (message: { type?: string }) => {
        if (message?.type === COMMITTED) wake();
      });
    }
    return wake ?? (() => {});
  }
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      if (process.connected) process.send?.({ type: COMMITTED });
    });
  };
}

/** In the primary: the worker that runs the node's event work. */
let eventWorker: Worker | undefined;
let relaying = false;

/** In the primary: passes the workers' after-commit signals on to the worker that runs event work. */
function relayCommitSignals(): void {
  if (relaying) return;
  relaying = true;
  cluster.on('message', (_worker, message: { type?: string }) => {
    if (message?.type === COMMITTED && eventWorker?.isConnected())
      eventWorker.send({ type: COMMITTED });
  });
}

/** Called by a worker once it has stopped serving: closes its channel to the primary so it can exit. */
export const leaveCluster = (): void => {
  if (cluster.isWorker && process.connected) process.disconnect();
};

/**
 * Forks `workers` copies of the current command (`recordgate serve …`) with node:cluster, so that one
 * machine uses all its cores: the workers share the listening port and each runs the whole app on its
 * own database connection. The caller has already brought the schema up to date and seeded what it
 * needed; workers only serve. A worker that dies unexpectedly is replaced (at most once a second);
 * on stop, each worker drains its in-flight requests before exiting.
 */
export async function serveWorkers({ workers, log }: ServeWorkersArgs): Promise<RunningWorkers> {
  let stopping = false;
  let lastRestart = 0;
  const live = new Set<Worker>();

  // One worker runs the event work; its replacement takes that over.
  const fork = (eventWork = live.size === 0): Worker => {
    const worker = cluster.fork(eventWork ? { [EVENT_WORKER]: '1' } : {});
    if (eventWork) eventWorker = worker;
    live.add(worker);
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) return;
      log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
      const wait = Math.max(0, lastRestart + 1000 - Date.now());
      lastRestart = Date.now() + wait;
      setTimeout(() => {
        if (!stopping) fork(eventWork);
      }, wait);
    });
    return worker;
  };

  // Workers with METRICS_TOKEN ask the primary for the cluster's metrics.
  answerMetricsRequests();
  // Without Redis, the workers' rate-limit counters live here, so N workers spend one budget.
  serveClusterRateLimits();
  relayCommitSignals();
  const started = Array.from({ length: workers }, () => fork());
  let addresses: { port: number }[];
  try {
    addresses = await Promise.all(
      started.map(async (worker) => {
        const [address] = (await Promise.race([
          once(worker, 'listening'),
          once(worker, 'exit').then(() => {
            throw new Error(
              'a worker stopped before it could listen (its reason is printed above)',
            );
          }),
        ])) as [{ port: number }];
        return address;
      }),
    );
  } catch (error) {
    // A worker that cannot start would be replaced forever and keep the primary alive: stop them all.
    stopping = true;
    for (const worker of live) worker.process.kill('SIGTERM');
    throw error;
  }

  let stopAll: Promise<void> | undefined;
  let markStopped!: () => void;
  const stopped = new Promise<void>((resolve) => (markStopped = resolve));
  const stop = (): Promise<void> => {
    stopping = true;
    stopAll ??= Promise.all(
      [...live].map(async (worker) => {
        if (worker.isDead()) return;
        const exited = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        await exited;
      }),
    ).then(markStopped);
    return stopAll;
  };
  return { port: addresses[0]!.port, stopped, stop };
}

const METRICS_REQUEST = 'recordgate:metrics';
let aggregator: AggregatorRegistry<PrometheusContentType> | undefined;

// prom-client is loaded only where the metrics of several workers are summed (the primary of
// `serve --workers N`, and its workers with metrics): a single server without metrics does not carry it.
const load = createRequire(import.meta.url);
const aggregatorRegistry = () => (load('prom-client') as typeof PromClient).AggregatorRegistry;

/** In a worker: lets the primary collect `registry` when it sums the metrics of every worker. */
export function reportMetricsToPrimary(registry: Registry): void {
  const AggregatorRegistry = aggregatorRegistry();
  // Constructing one installs prom-client's listener that answers the primary's requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** In a worker: the metrics of every worker of the cluster, summed by the primary. */
export function clusterMetricsText(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const reply = message as { type?: string; id?: string; text?: string; error?: string };
      if (reply?.type !== METRICS_REQUEST || reply.id !== id) return;
      process.off('message', onMessage);
      clearTimeout(timer);
      if (reply.error !== undefined) reject(new Error(reply.error));
      else resolve(reply.text ?? '');
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer the metrics request within 5 s'));
    }, 5000);
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

/** In the primary: answers workers' metrics requests with the sum over every worker. */
function answerMetricsRequests(): void {
  if (aggregator) return;
  const AggregatorRegistry = aggregatorRegistry();
  const registry = new AggregatorRegistry<PrometheusContentType>();
  aggregator = registry;
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== METRICS_REQUEST) return;
    registry.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_REQUEST, id: message.id, text }),
      (error: Error) =>
        worker.send({ type: METRICS_REQUEST, id: message.id, error: error.message }),
    );
  });
}

/**
 * In the primary: the metrics port of a cluster, `/metrics` (summed over every worker) and `/health`,
 * without a token; nothing else. Resolves with the listening server.
 */
export async function serveClusterMetrics(port: number, host: string): Promise<Server> {
  answerMetricsRequests();
  const registry = aggregator!;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/metrics') {
      registry.clusterMetrics().then(
        (text: string) => {
          response.writeHead(200, {
            'Content-Type': registry.contentType,
            'Cache-Control': 'no-store',
          });
          response.end(text);
        },
        (error: Error) => {
          response.writeHead(503, { 'Content-Type': 'application/json' });
          response.end(
            JSON.stringify({
              name: 'Service Unavailable',
              message: `The workers did not report: ${error.message}`,
              code: 0,
              status: 503,
            }),
          );
        },
      );
      return;
    }
    const found = request.method === 'GET' && path === '/health';
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(
        found
          ? { status: 'ok' }
          : {
              name: 'Not Found',
              message: `There is no ${path} on the metrics port: use /metrics.`,
              code: 0,
              status: 404,
            },
      ),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}
