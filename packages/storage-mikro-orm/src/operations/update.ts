import { BOOKKEEPING_TYPES, type StoredRecord, type UpdateArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';
import { readRecordById, readRecords } from './read-records.js';

/**
 * `StorageAdapter.update`: the row comes back with the UPDATE, or is read by id after it. Bookkeeping
 * of a type that allows it runs as a plain statement that sends no change signal (ADR 0050).
 */
export async function update(
  scope: StorageScope,
  { type: name, id, values, bookkeeping }: UpdateArgs,
): Promise<StoredRecord | null> {
  const { types, writes, dialect } = scope.state;
  const type = types.get(name);
  const statement = writes.update({ type, id, values });
  if (statement === undefined) return readRecordById(scope, type, id);
  const unsignalled = bookkeeping === true && BOOKKEEPING_TYPES.has(name);
  if (dialect.sql.returning && !unsignalled)
    return (await readRecords(scope, type, statement))[0] ?? null;
  await scope.executor.run(statement.sql, statement.params, { unsignalled });
  return readRecordById(scope, type, id);
}
