import { defaultRecordTypes, isRecordError } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { describe, expect, it } from 'vitest';
import { serverDatabasesOf, testDatabases } from '@recordgate/testing';
import {
  createMysqlExecutor,
  type MysqlPool,
} from '../src/dialects/mysql/create-mysql-executor.js';
import {
  createPostgresqlExecutor,
  type PgPool,
} from '../src/dialects/postgresql/create-postgresql-executor.js';
import type { SqlExecutor } from '../src/connection/sql-executor.js';
import { mysqlDriverErrors } from '../src/dialects/mysql/mysql-driver-errors.js';
import { postgresqlDriverErrors } from '../src/dialects/postgresql/postgresql-driver-errors.js';
import { createDriverErrorTranslator } from '../src/dialects/translate-driver-error.js';

/**
 * A transaction without a time bound (`migrate` bringing a large search index up to date runs for
 * minutes): its statements wait for their answer, where a write's transaction cuts one after
 * `writeTimeoutMs`. Measured against a statement that sleeps three times the bound.
 */
const WRITE_TIMEOUT_MS = 300;

const suite = 'transactions without a time bound';
// SQLite has no statement time bound to lift.
const servers = serverDatabasesOf(suite, testDatabases({ suite, createScratchDatabase }).databases);

for (const database of servers) {
  describe(`transactions without a time bound on ${database.label}`, () => {
    it('waits for a slow statement, which a bounded transaction cuts', async () => {
      const { url, drop } = await database.create();
      const pool = { writeTimeoutMs: WRITE_TIMEOUT_MS };
      const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes, pool });
      try {
        await storage.migrate();
        const native = await storage.nativeClient();
        const postgres = database.name === 'postgresql';
        // The adapter's own executor over the same pool, as each dialect's opener makes it.
        const executor: SqlExecutor = postgres
          ? createPostgresqlExecutor(
              native as PgPool,
              createDriverErrorTranslator(postgresqlDriverErrors),
            )
          : createMysqlExecutor(
              (native as { promise(): MysqlPool }).promise(),
              createDriverErrorTranslator(mysqlDriverErrors),
              pool,
            );
        const sleep = postgres ? 'SELECT pg_sleep(0.9) AS slept' : 'SELECT SLEEP(0.9) AS slept';
        const bounded = await executor
          .transaction((tx) => tx.all(sleep, []))
          .catch((error: unknown) => error);
        expect(isRecordError(bounded) && bounded.code).toBe('unavailable');
        const rows = await executor.transaction((tx) => tx.all(sleep, []), { unbounded: true });
        expect(rows).toHaveLength(1);
      } finally {
        await storage.close();
        await drop();
      }
    });
  });
}
