import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';

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

/** Whether this process is a worker forked by {@link serveWorkers}. */
export const isServeWorker = (): boolean => cluster.isWorker;

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

  const fork = (): Worker => {
    const worker = cluster.fork();
    live.add(worker);
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) return;
      log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
      const wait = Math.max(0, lastRestart + 1000 - Date.now());
      lastRestart = Date.now() + wait;
      setTimeout(() => {
        if (!stopping) fork();
      }, wait);
    });
    return worker;
  };

  const started = Array.from({ length: workers }, fork);
  const addresses = await Promise.all(
    started.map(async (worker) => {
      const [address] = (await Promise.race([
        once(worker, 'listening'),
        once(worker, 'exit').then(([code]) => {
          throw new Error(`a worker exited with code ${String(code)} before it listened`);
        }),
      ])) as [{ port: number }];
      return address;
    }),
  );

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
