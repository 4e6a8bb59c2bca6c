import { where } from '../model/filter.js';
import type { Actor, RecordType, StoredRecord } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';
import { commitWrite } from './commit-write.js';

/** A reference that deletes its holder with the referenced record (`onDelete: 'cascade'`). */
interface Dependent {
  readonly type: RecordType;
  readonly field: string;
}

/** Arguments of {@link deleteDependents}. */
export interface DeleteDependentsArgs {
  readonly db: StorageAdapter;
  readonly types: TypeRegistry;
  /** The type of the record being deleted. */
  readonly type: RecordType;
  /** The record being deleted, read and locked in this transaction. */
  readonly record: StoredRecord;
  readonly actor: Actor;
  readonly at: Date;
  readonly audited: boolean;
  /**
   * The records this delete is deleting already (`type:id`), the first one included: a cascade that
   * leads back to one of them (a folder inside its own subfolder) stops there instead of going round.
   */
  readonly deleting?: Set<string>;
}

/**
 * Deletes, inside the delete's transaction and before the record itself, every record whose
 * `onDelete: 'cascade'` reference names it (the shares of a document, the memberships and shares of a
 * group or a user), and theirs in turn: each through `commitWrite`, so each has its event and audit
 * row with the delete's actor. One read per dependent type; nothing for a type without dependents.
 */
export async function deleteDependents(args: DeleteDependentsArgs): Promise<void> {
  const deleting = args.deleting ?? new Set([keyOf(args.type, args.record)]);
  for (const { type, field } of dependentsOf(args.types, args.type)) {
    const rows = await args.db.findMany({
      type: type.name,
      filter: where.eq(field, args.record.id as number),
      sort: [{ field: 'id', direction: 'asc' }],
      forUpdate: true,
    });
    for (const row of rows) {
      if (deleting.has(keyOf(type, row))) continue;
      deleting.add(keyOf(type, row));
      await deleteDependents({ ...args, type, record: row, deleting });
      const { db, actor, at, audited } = args;
      await commitWrite({ db, kind: 'delete', type, actor, before: row, at, audited });
    }
  }
}

const keyOf = (type: RecordType, record: StoredRecord) => `${type.name}:${record.id as number}`;

// The cascading references of each registry, by referenced type: found once per registry.
const dependentsByRegistry = new WeakMap<TypeRegistry, ReadonlyMap<string, Dependent[]>>();

function dependentsOf(types: TypeRegistry, type: RecordType): readonly Dependent[] {
  let byTarget = dependentsByRegistry.get(types);
  if (!byTarget) {
    const found = new Map<string, Dependent[]>();
    for (const holder of types.all) {
      for (const field of holder.fields) {
        if (field.onDelete !== 'cascade' || !field.references) continue;
        const list =
          found.get(field.references) ?? found.set(field.references, []).get(field.references)!;
        list.push({ type: holder, field: field.name });
      }
    }
    byTarget = found;
    dependentsByRegistry.set(types, byTarget);
  }
  return byTarget.get(type.name) ?? [];
}
