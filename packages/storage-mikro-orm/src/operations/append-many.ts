import { auditEventRecordType, type AppendManyArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';
import { append } from './append.js';

/** Rows per statement: far below every database's limit of parameters (SQLite's 32 766). */
const ROWS_PER_STATEMENT = 200;

/**
 * `StorageAdapter.appendMany`: one multi-row INSERT per `ROWS_PER_STATEMENT` rows, none read back.
 * Rows that do not all name the same columns, and outbox rows (each takes its `seq` in commit order
 * on MariaDB/MySQL), are appended one by one.
 */
export async function appendMany(
  scope: StorageScope,
  { type, rows }: AppendManyArgs,
): Promise<void> {
  const { writes, types } = scope.state;
  const recordType = types.get(type);
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT);
    const compiled =
      type === auditEventRecordType.name ? undefined : writes.insertMany(recordType, chunk);
    if (compiled) await scope.executor.run(compiled.sql, compiled.params);
    else for (const values of chunk) await append(scope, { type, values });
  }
}
