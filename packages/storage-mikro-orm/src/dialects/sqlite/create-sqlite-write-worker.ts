import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SqlStatement } from '../../connection/sql-executor.js';
import type { WriteBatch, WriteReply, WriteWorkerData } from './sqlite-write-messages.js';

// From src/ (tests) and from dist/ alike, the worker is the built
// dist/dialects/sqlite/sqlite-write-worker.js: a worker thread loads plain JavaScript.
const WORKER_FILE = fileURLToPath(
  new URL('../../../dist/dialects/sqlite/sqlite-write-worker.js', import.meta.url),
);

/** A worker thread writing to a SQLite file on a connection of its own (ADR 0046). */
export interface SqliteWriteWorker {
  /**
   * Runs `statements` in one transaction on the worker's connection; rejects with the driver's
   * message when they fail (then nothing of them is written), or when the worker cannot start or
   * stops.
   */
  run(statements: readonly SqlStatement[]): Promise<void>;
  /** Stops the worker; batches still running are rejected. */
  close(): Promise<void>;
}

interface Waiting {
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * The write worker of the SQLite file `file`, started on the first batch and again after it stopped.
 * It does not keep the process alive while it has nothing to do.
 */
export function createSqliteWriteWorker(data: WriteWorkerData): SqliteWriteWorker {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  const failAll = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  const start = () => {
    if (!existsSync(WORKER_FILE)) {
      throw new Error(
        `The SQLite write worker ${WORKER_FILE} is missing: build @recordgate/storage-mikro-orm first.`,
      );
    }
    // Not the parent's flags: a test runner's loader flags would make the worker load TypeScript.
    // Named, so its CPU is told apart from the render workers' in the system's thread list.
    const started = new Worker(WORKER_FILE, {
      execArgv: [],
      workerData: data,
      name: 'sqlite-write',
    });
    started.unref();
    started.on('message', (reply: WriteReply) => {
      const job = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) started.unref();
      if (reply.ok) job?.resolve();
      else job?.reject(new Error(reply.message));
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The SQLite write worker failed: ${error.message}`, { cause: error }));
    });
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll(new Error('The SQLite write worker stopped.'));
    });
    return started;
  };
  return {
    run(statements) {
      return new Promise<void>((resolve, reject) => {
        try {
          worker ??= start();
        } catch (error) {
          reject(error as Error);
          return;
        }
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, statements } satisfies WriteBatch);
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      failAll(new Error('The SQLite write worker stopped.'));
      await stopping?.terminate();
    },
  };
}
