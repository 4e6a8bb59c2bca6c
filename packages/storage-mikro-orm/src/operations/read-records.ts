import type { RecordType, StoredRecord } from '@recordgate/core';
import type { CompiledSql } from '../query/types.js';
import type { StorageScope } from '../storage-scope.js';

/** The rows of a compiled query as records of `type`. */
export async function readRecords(
  scope: StorageScope,
  type: RecordType,
  query: CompiledSql,
): Promise<StoredRecord[]> {
  const rows = await scope.executor.all(query.sql, query.params);
  return rows.map(scope.state.decoders.get(type.name)!);
}

/** One record of `type` by id, or null. */
export async function readRecordById(
  scope: StorageScope,
  type: RecordType,
  id: number,
): Promise<StoredRecord | null> {
  const filter = { op: 'eq', field: 'id', value: id } as const;
  const [row] = await readRecords(
    scope,
    type,
    scope.state.queries.select({ type, filter, sort: [], limit: 1 }),
  );
  return row ?? null;
}
