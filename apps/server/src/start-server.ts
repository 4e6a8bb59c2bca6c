import { once } from 'node:events';
import type { Server } from 'node:http';
import {
  createTypeRegistry,
  defaultRecordTypes,
  type StorageAdapter,
  type TypeRegistry,
} from '@recordgate/core';
import { createApp, createMemoryRateLimitStore, createRedisRateLimitStore } from '@recordgate/koa';
import { Redis } from 'ioredis';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { createHttpServer } from './create-http-server.js';
import type { ServerConfig } from './load-config.js';

/** A running server and how to stop it. */
export interface RunningServer {
  readonly server: Server;
  readonly storage: StorageAdapter;
  /** The address it listens on, `http://host:port`. */
  readonly url: string;
  /**
   * Stops accepting connections, lets in-flight requests finish (cutting those still running after
   * `shutdownTimeoutMs`), then closes the database.
   */
  close(): Promise<void>;
}

/** Opens the database, brings its schema up to date, and serves the interface. */
export async function startServer(
  config: ServerConfig,
  storage?: StorageAdapter,
): Promise<RunningServer> {
  const types = createTypeRegistry(defaultRecordTypes);
  const store = storage ?? (await openMigrated(config.databaseUrl, types));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  // An unreachable Redis is not fatal: the store falls back to per-node counting until it returns.
  let redisDown = false;
  redis?.on('error', (error: Error) => {
    if (!redisDown)
      console.error(`Redis (rate limits) unreachable, counting per node: ${error.message}`);
    redisDown = true;
  });
  redis?.on('ready', () => {
    if (redisDown) console.error('Redis (rate limits) reachable again: one budget across nodes.');
    redisDown = false;
  });
  const perMinute = (limit: number) => (limit > 0 ? { limit, windowSeconds: 60 } : false);
  const app = createApp({
    storage: store,
    types: defaultRecordTypes,
    language: config.language,
    timeZone: config.timeZone,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    rateLimit: {
      store: redis ? createRedisRateLimitStore({ client: redis }) : createMemoryRateLimitStore(),
      perKey: perMinute(config.rateLimitPerKey),
      failedAuthentication: perMinute(config.rateLimitFailedAuth),
    },
  });
  const server = createHttpServer(app.callback(), config.timeouts);
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    server,
    storage: store,
    url: `http://${host}:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle once their in-flight response is sent: close them as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
      server.closeIdleConnections();
      await closed;
      clearInterval(sweep);
      clearTimeout(deadline);
      await store.close();
      redis?.disconnect();
    },
  };
}

async function openMigrated(url: string, types: TypeRegistry): Promise<StorageAdapter> {
  const storage = await createMikroOrmStorage({ url, types });
  await storage.migrate();
  return storage;
}
