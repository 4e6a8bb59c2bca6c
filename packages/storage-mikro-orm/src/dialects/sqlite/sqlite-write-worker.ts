// The worker thread of `createSqliteWriteWorker`: a better-sqlite3 connection of its own to the
// server's file, which runs batches of statements, each in one transaction, and answers each batch
// with `{ id, ok }` or `{ id, ok: false, message }`. The request thread decides when it may write
// (ADR 0046): it sends a batch only while no transaction of its own is open, so this connection
// never waits for the other's lock, only for another process's.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { NativeStatement } from './native-sqlite.js';
import type { WriteBatch, WriteReply, WriteWorkerData } from './sqlite-write-messages.js';

const { file, busyTimeoutMs } = workerData as WriteWorkerData;
const db = new Database(file, { fileMustExist: true });
// As the adapter's own connection (open-sqlite-database.ts), WAL set there already.
db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}; PRAGMA synchronous = NORMAL;`);
const prepared = new Map<string, NativeStatement>();

// Prepared once: the worker runs the same few statements again and again.
function statementOf(sql: string): NativeStatement {
  const known = prepared.get(sql);
  if (known) return known;
  const statement: NativeStatement = db.prepare(sql);
  prepared.set(sql, statement);
  return statement;
}

parentPort!.on('message', ({ id, statements }: WriteBatch) => {
  let reply: WriteReply;
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const { sql, params } of statements) {
        statementOf(sql).run(...params);
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
    reply = { id, ok: true };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
