import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import type { DocumentConverter, RecordType, StorageAdapter } from '@recordgate/core';
import {
  createApp,
  createClusterRateLimitStore,
  createMemoryRateLimitStore,
  createMetrics,
  createRedisRateLimitStore,
  type RecordGateApp,
  type RecordGateMetrics,
} from '@recordgate/koa';
import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config/server-config-schema.js';
import { serverPolicy } from '../server-record-types.js';
import { openFileStore } from '../open-file-store.js';
import { openConverter, openRenditionStore } from '../open-renditions.js';
import { releaseMemory } from './release-memory.js';
import { clusterMetricsText, reportMetricsToPrimary } from './serve-workers.js';

/** Arguments of {@link createServerApp}. */
export interface CreateServerAppArgs {
  readonly config: ServerConfig;
  readonly storage: StorageAdapter;
  readonly logger: Logger;
  /** The server's record types (`serverRecordTypes`). */
  readonly types: readonly RecordType[];
  /** Called after every committed write: wakes the webhook dispatcher. */
  readonly onCommitted?: () => void;
}

/** The app of {@link createServerApp}, with what it holds open besides the storage. */
export interface ServerApp {
  readonly app: RecordGateApp;
  /** Present when `METRICS_TOKEN` or `METRICS_PORT` is set. */
  readonly metrics: RecordGateMetrics | undefined;
  /** The connection of the rate limits to `REDIS_URL`, when set. */
  readonly redis: Redis | undefined;
  /** The PDF converter (its LibreOffice processes start on the first conversion). */
  readonly converter: DocumentConverter;
}

/**
 * The Koa app of the server, made from the configuration: the record interface with its files,
 * documents, rate limits (in Redis, shared by a primary's workers, or in memory), metrics and log.
 */
export function createServerApp(args: CreateServerAppArgs): ServerApp {
  const { config, storage, logger } = args;
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const perMinute = (limit: number) => (limit > 0 ? { limit, windowSeconds: 60 } : false);
  // In a worker of `serve --workers N`, /metrics answers with the figures of every worker, which the
  // primary collects; the metrics port is then the primary's.
  const inWorker = cluster.isWorker;
  const metrics =
    config.metricsToken || config.metricsPort !== undefined
      ? createMetrics(inWorker ? { render: clusterMetricsText } : {})
      : undefined;
  if (metrics && inWorker) reportMetricsToPrimary(metrics.registry);
  const { documents } = config;
  const converter = openConverter(config);
  const app = createApp({
    storage,
    types: args.types,
    policy: serverPolicy(config, args.types),
    onCommitted: args.onCommitted,
    language: config.language,
    timeZone: config.timeZone,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    files: openFileStore(config),
    renditions: {
      converter,
      store: (namespace) => openRenditionStore(config, namespace),
      eager: config.renditions.eager,
    },
    documents: {
      archiveLimits: withoutUnset({
        maxEntries: documents.maxEntries,
        maxEntryBytes: documents.maxEntryBytes,
        maxTotalBytes: documents.maxTotalBytes,
        maxCompressionRatio: documents.maxCompressionRatio,
      }),
      renderTimeoutMs: documents.renderTimeoutMs,
      renderMemoryMb: documents.renderMemoryMb,
      allowMacros: documents.allowMacros,
      releaseMemory,
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
  return { app, metrics, redis, converter };
}

// ioredis is loaded only when REDIS_URL is set: a server without Redis does not carry it (ADR 0022).
const load = createRequire(import.meta.url);

function connectRedis(url: string, logger: Logger): Redis {
  const { Redis: RedisClient } = load('ioredis') as {
    Redis: new (url: string, options: RedisOptions) => Redis;
  };
  const redis = new RedisClient(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // An unreachable Redis is not fatal: the store falls back to per-node counting until it returns.
  let redisDown = false;
  redis.on('error', (error: Error) => {
    if (!redisDown) logger.error({ error }, 'Redis (rate limits) unreachable, counting per node');
    redisDown = true;
  });
  redis.on('ready', () => {
    if (redisDown) logger.info('Redis (rate limits) reachable again: one budget across nodes');
    redisDown = false;
  });
  return redis;
}

function withoutUnset<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
