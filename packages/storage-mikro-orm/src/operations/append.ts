import { auditEventRecordType, type InsertArgs } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';
import { appendInCommitOrder, takesSeqInCommitOrder } from './outbox-order.js';

/**
 * `StorageAdapter.append`: an INSERT whose row is not read back. An outbox row on MariaDB/MySQL takes
 * its `seq` in commit order (`appendInCommitOrder`).
 */
export async function append(scope: StorageScope, { type, values }: InsertArgs): Promise<void> {
  const { writes, types } = scope.state;
  const { sql, params } = writes.insert({ type: types.get(type), values }, false);
  if (type === auditEventRecordType.name && takesSeqInCommitOrder(scope.state)) {
    await appendInCommitOrder(scope, sql, params);
    return;
  }
  await scope.executor.run(sql, params);
}
