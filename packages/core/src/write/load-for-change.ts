import { RecordError } from '../errors/record-error.js';
import { where } from '../model/filter.js';
import type { Actor, RecordType, StoredRecord } from '../model/types.js';
import { versionOf } from '../model/version-of.js';
import type { AccessAction } from '../ports/access-policy.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import {
  accessFilter,
  findOne,
  labelOf,
  notFound,
  type RecordContext,
} from '../service/record-context.js';

/**
 * Loads and locks the record for an update or delete: `not_found` when unreadable, `forbidden` when
 * readable but not allowed, `precondition_failed` when it is not the version the client expects.
 */
export async function loadForChange(
  ctx: RecordContext,
  db: StorageAdapter,
  args: {
    readonly actor: Actor;
    readonly type: RecordType;
    readonly id: number;
    readonly action: AccessAction;
    readonly ifMatch: readonly string[] | undefined;
  },
): Promise<StoredRecord> {
  const { actor, type, id, action, ifMatch } = args;
  const record = await findOne(db, type, id, accessFilter(ctx, actor, type, 'read'), true);
  if (!record) throw notFound(type, id);
  const allowed = await db.count({
    type: type.name,
    filter: where.and(where.eq('id', id), accessFilter(ctx, actor, type, action)),
  });
  if (allowed === 0) {
    throw new RecordError(
      'forbidden',
      `You may read ${labelOf(type)} #${id} but not ${action} it.`,
    );
  }
  if (ifMatch && !ifMatch.includes(versionOf(record))) {
    throw new RecordError(
      'precondition_failed',
      `${labelOf(type)} #${id} has changed since you read it (If-Match does not name its current ETag). View it again, then repeat the ${action}.`,
    );
  }
  return record;
}
