import { auditEventRecordType, type InsertArgs, type StoredRecord } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';
import { appendInCommitOrder, takesSeqInCommitOrder } from './outbox-order.js';
import { readRecordById, readRecords } from './read-records.js';

/**
 * `StorageAdapter.insert`: the row comes back with the INSERT, or is read by its new id. An outbox
 * row on MariaDB/MySQL takes its `seq` in commit order, as with `append`.
 */
export async function insert(
  scope: StorageScope,
  { type: name, values }: InsertArgs,
): Promise<StoredRecord> {
  const { types, writes, dialect } = scope.state;
  const type = types.get(name);
  if (name === auditEventRecordType.name && takesSeqInCommitOrder(scope.state)) {
    const { sql, params } = writes.insert({ type, values }, false);
    return (await readRecordById(scope, type, await appendInCommitOrder(scope, sql, params)))!;
  }
  const statement = writes.insert({ type, values });
  if (dialect.sql.returning) return (await readRecords(scope, type, statement))[0]!;
  const { insertId } = await scope.executor.run(statement.sql, statement.params);
  return (await readRecordById(scope, type, insertId!))!;
}
