import type { Command } from 'commander';
import type { StorageAdapter } from '@recordgate/core';
import { parseDatabaseUrl } from '@recordgate/storage-mikro-orm';
import type { ServerConfig } from '../../config/server-config-schema.js';
import { createProgress } from '../../create-progress.js';
import { seedDemo } from '../../seed-demo.js';
import {
  defaultWorkerCount,
  isServeWorker,
  leaveCluster,
  serveClusterMetrics,
  serveWorkers,
} from '../../serve/serve-workers.js';
import { startServer, type RunningServer } from '../../serve/start-server.js';
import type { CliContext } from '../cli-context.js';
import { formatDemoBanner } from '../format-demo-banner.js';
import { reportIndexAdvice } from '../report-index-advice.js';

interface ServeOptions {
  readonly port?: string;
  readonly host?: string;
  readonly demo?: boolean;
  readonly workers?: string;
}

/** Adds `recordgate serve`: one server, or a primary with `--workers N` worker processes. */
export function registerServeCommand(program: Command, context: CliContext): void {
  program
    .command('serve')
    .description('Serve the interface (brings the schema up to date first).')
    .option('--port <port>', 'port to listen on (env PORT, default 8080)')
    .option('--host <host>', 'address to bind (env HOST, default 127.0.0.1)')
    .option('--demo', 'seed the demo data set into an empty database first and print the demo keys')
    .option(
      '--workers <n>',
      'worker processes (env WORKERS, default: one per core on PostgreSQL and MariaDB, 1 on SQLite)',
    )
    .action(async (options: ServeOptions) => {
      const config = context.configOf(options);
      // A worker of `serve --workers N`: the primary has brought the schema up to date and seeded.
      if (isServeWorker()) return serveAsWorker(context, config);
      const storage = await context.openStorage({ longRunning: true });
      await reportIndexAdvice(storage, context.io.err);
      if (options.demo) {
        const result = await seedDemo({
          storage,
          types: context.types,
          onProgress: createProgress(context.io, 'Seeding demo documents'),
        });
        context.io.out(formatDemoBanner(result.users, config.publicUrl, result.seeded));
      }
      const workers = config.workers ?? defaultWorkerCount(config.databaseUrl);
      if (context.io.canFork && workers > 1) {
        await storage.close();
        return serveWithWorkers(context, config, workers);
      }
      return serveAlone(context, config, storage);
    });
}

async function serveAsWorker(context: CliContext, config: ServerConfig): Promise<void> {
  const running = await startServer(config, {
    storage: await context.openStorage({ migrate: false }),
    logDestination: context.io.log ?? { write: (line) => context.io.out(line) },
  });
  context.io.onServe?.(running);
  context.keepRunning(closedOf(running).then(leaveCluster));
}

async function serveAlone(
  context: CliContext,
  config: ServerConfig,
  storage: StorageAdapter,
): Promise<void> {
  const running = await startServer(config, {
    storage,
    logDestination: context.io.log ?? { write: (line) => context.io.out(line) },
  });
  context.io.out(formatListening(running.url, config, running.metricsUrl));
  context.io.onServe?.(running);
  context.keepRunning(closedOf(running));
}

async function serveWithWorkers(
  context: CliContext,
  config: ServerConfig,
  count: number,
): Promise<void> {
  const workers = await serveWorkers({
    workers: count,
    log: (line) => context.io.err(`recordgate: ${line}\n`),
  });
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${workers.port}`;
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await serveClusterMetrics(config.metricsPort, config.metricsHost);
  const metricsAddress = metricsServer?.address();
  const metricsUrl =
    metricsAddress && typeof metricsAddress === 'object'
      ? `http://${config.metricsHost}:${metricsAddress.port}`
      : undefined;
  context.io.out(formatListening(url, config, metricsUrl, count));
  context.io.onServe?.({
    url,
    close: async () => {
      await workers.stop();
      metricsServer?.close();
    },
  });
  context.keepRunning(
    workers.stopped.then(() => {
      metricsServer?.close();
    }),
  );
}

function closedOf(running: RunningServer): Promise<void> {
  return new Promise<void>((resolve) => running.server.on('close', () => resolve()));
}

function formatListening(
  url: string,
  config: ServerConfig,
  metricsUrl: string | undefined,
  workers?: number,
): string {
  const database = parseDatabaseUrl(config.databaseUrl).display;
  const metrics = metricsUrl ? `, metrics ${metricsUrl}/metrics` : '';
  const across = workers === undefined ? '' : ` with ${workers} workers`;
  return `RecordGate listening on ${url}${across} (public URL ${config.publicUrl}, database ${database}${metrics})\n`;
}
