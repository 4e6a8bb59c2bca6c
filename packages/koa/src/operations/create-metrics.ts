import { createRequire } from 'node:module';
import type { StorageAdapter } from '@recordgate/core';
import { PACKAGE_VERSION } from '../package-version.js';
import type * as PromClient from 'prom-client';
import type { Gauge, Registry } from 'prom-client';

/** One finished request, as the metrics count it. */
export interface ObservedRequest {
  /** Controller name of a registered type, or `-` when the path named none. */
  readonly type: string;
  /** The call (`view`, `list`, …) or `-`. */
  readonly call: string;
  readonly status: number;
  readonly durationSeconds: number;
}

/** Prometheus metrics of a RecordGate installation, shared by `createRouter` and `createOperationsRouter`. */
export interface RecordGateMetrics {
  /** The prom-client registry holding every RecordGate metric; serve it or merge it into your own. */
  readonly registry: Registry;
  /** Counts one finished request. */
  observeRequest(request: ObservedRequest): void;
  /** Requests being served right now, by call. */
  readonly inFlight: Gauge<'call'>;
  /** Reports the database pool of `storage` (when the adapter tells it) at every scrape. */
  watchStorage(storage: StorageAdapter): void;
  /** The text `/metrics` answers (Prometheus text format). */
  render(): Promise<string>;
}

/** Options of {@link createMetrics}. */
export interface MetricsOptions {
  /** Register into this registry instead of a new one. @default a new Registry */
  readonly registry?: Registry;
  /** Also collect Node.js process metrics (CPU, memory, event-loop lag). @default true */
  readonly processMetrics?: boolean;
  /**
   * Produces the `/metrics` text, for example the sum over the processes of a cluster.
   * @default the registry's own metrics
   */
  readonly render?: (registry: Registry) => Promise<string>;
}

/**
 * Creates the Prometheus metrics: `recordgate_http_requests_total` and
 * `recordgate_http_request_duration_seconds` by type, call and status, requests in flight,
 * `recordgate_build_info` (the version serving), and the
 * database pool (`recordgate_db_pool_connections` by state) when the storage adapter reports it.
 *
 * @example
 * ```ts
 * const metrics = createMetrics();
 * host.use(createRouter({ storage, metrics }).routes());
 * host.use(createOperationsRouter({ storage, metrics, metricsToken: process.env.METRICS_TOKEN }).routes());
 * ```
 */
export function createMetrics(options: MetricsOptions = {}): RecordGateMetrics {
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = loadPromClient();
  const registry = options.registry ?? new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'recordgate_http_requests_total',
    help: 'Requests answered, by record type, call and status.',
    labelNames: ['type', 'call', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'recordgate_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its response, by call and status.',
    labelNames: ['call', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'recordgate_http_requests_in_flight',
    help: 'Requests being served right now, by call.',
    labelNames: ['call'] as const,
    registers: [registry],
  });
  // Always 1, labelled with the version serving; one per installation even summed over workers.
  new Gauge({
    name: 'recordgate_build_info',
    help: 'The version of RecordGate serving (always 1).',
    labelNames: ['version'] as const,
    registers: [registry],
    aggregator: 'first',
  }).set({ version: PACKAGE_VERSION }, 1);
  const watched: StorageAdapter[] = [];
  new Gauge({
    name: 'recordgate_db_pool_connections',
    help: 'Database connections by state (used, idle, pending requests waiting for one), and the pool size (max).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const storage of watched) {
        const pool = storage.poolStats?.();
        if (!pool) continue;
        this.inc({ state: 'used' }, pool.used);
        this.inc({ state: 'idle' }, pool.idle);
        this.inc({ state: 'pending' }, pool.pending);
        this.inc({ state: 'max' }, pool.max);
      }
    },
  });
  return {
    registry,
    inFlight,
    observeRequest({ type, call, status, durationSeconds }) {
      requests.inc({ type, call, status: String(status) });
      durations.observe({ call, status: String(status) }, durationSeconds);
    },
    watchStorage(storage) {
      if (!watched.includes(storage)) watched.push(storage);
    },
    render: () => (options.render ? options.render(registry) : registry.metrics()),
  };
}

// prom-client (with @opentelemetry/api) is loaded by the first createMetrics only: a server without a
// metrics token or metrics port does not carry it (docs/benchmarks.md, "Idle memory: code loaded only
// when used"). Through require, so that createMetrics, and createApp with it, stay synchronous.
const load = createRequire(import.meta.url);
const loadPromClient = () => load('prom-client') as typeof PromClient;
