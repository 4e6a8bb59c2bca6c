import type { StoredRecord, UpdateArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';
import { readRecordById, readRecords } from './read-records.js';

/** `StorageAdapter.update`: the row comes back with the UPDATE, or is read by id after it. */
export async function update(
  scope: StorageScope,
  { type: name, id, values }: UpdateArgs,
): Promise<StoredRecord | null> {
  const { types, writes, dialect } = scope.state;
  const type = types.get(name);
  const statement = writes.update({ type, id, values });
  if (statement === undefined) return readRecordById(scope, type, id);
  if (dialect.sql.returning) return (await readRecords(scope, type, statement))[0] ?? null;
  await scope.executor.run(statement.sql, statement.params);
  return readRecordById(scope, type, id);
}
