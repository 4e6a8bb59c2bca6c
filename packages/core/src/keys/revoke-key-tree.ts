import { where } from '../model/filter.js';
import type { Actor, StoredRecord } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { apiKeyRecordType } from '../record-types/api-key-record-type.js';
import { commitWrite } from '../write/commit-write.js';
import type { RecordChange } from '../write/record-change.js';

/** Arguments of {@link revokeKeyTree}. */
export interface RevokeKeyTreeArgs {
  /** The adapter of the revocation's transaction. */
  readonly db: StorageAdapter;
  /** The key to revoke, read and locked in this transaction, not revoked yet. */
  readonly key: StoredRecord;
  /** Who revokes; undefined for the operator's command line. */
  readonly actor?: Actor;
  readonly at: Date;
  readonly audited?: boolean;
}

/**
 * Revokes a key and every key descended from it (made with it, or with one made with it, …), each
 * through `commitWrite` with its own `key-revoked` event (docs/api-keys.md): a leaked key leaves no
 * working copies behind. One query per generation of descendants; keys revoked already are skipped
 * (their own descendants were revoked with them). Returns the change of `key`.
 */
export async function revokeKeyTree(args: RevokeKeyTreeArgs): Promise<RecordChange> {
  const { db, key, actor, at, audited } = args;
  const type = apiKeyRecordType;
  const revoke = (before: StoredRecord) =>
    commitWrite({
      db,
      kind: 'update',
      type,
      actor,
      before,
      values: { revoked_at: at },
      at,
      audited,
    });
  const change = await revoke(key);
  let parents = [key.id as number];
  while (parents.length > 0) {
    const children = await db.findMany({
      type: type.name,
      filter: where.and(where.in('parent_id', parents), where.isNull('revoked_at')),
      sort: [{ field: 'id', direction: 'asc' }],
      forUpdate: true,
    });
    for (const child of children) await revoke(child);
    parents = children.map((child) => child.id as number);
  }
  return change;
}
