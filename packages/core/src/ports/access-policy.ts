import type { Filter } from '../model/filter.js';
import type { Actor, FieldValue, RecordType, StoredRecord } from '../model/types.js';
import type { StorageAdapter } from './storage-adapter.js';

/** What an actor wants to do with existing records. */
export type AccessAction = 'read' | 'update' | 'delete';

/** Arguments of {@link AccessPolicy.filter}. */
export interface PolicyFilterArgs {
  readonly actor: Actor;
  readonly type: RecordType;
  readonly action: AccessAction;
}

/** Arguments of {@link AccessPolicy.writeRule} and {@link AccessPolicy.canDescribe}. */
export interface PolicyTypeArgs {
  readonly actor: Actor;
  readonly type: RecordType;
}

/** What the policy says about writing records of one type. */
export interface WriteRule {
  /** False: the actor may not create records of this type at all (403). */
  readonly create: boolean;
  /**
   * Extra conditions on referenced records, per reference field, on create **and** update: the
   * referenced record must match the filter (for example "a share's document must be one the actor
   * owns"). A reference that does not match is refused like a missing one.
   */
  readonly referenceFilters?: Readonly<Record<string, Filter>>;
}

/** Arguments of {@link AccessPolicy.writableFields}. */
export interface PolicyFieldsArgs {
  readonly actor: Actor;
  readonly type: RecordType;
}

/** Arguments of {@link AccessPolicy.guardWrite}. */
export interface WriteGuardArgs {
  readonly actor: Actor;
  readonly type: RecordType;
  readonly action: 'update' | 'delete';
  /** The record as it is, read and locked inside the write's transaction. */
  readonly before: StoredRecord;
  /** The values the client sent for an update (stored form, references by value aside); none for a delete. */
  readonly changes?: Readonly<Record<string, FieldValue>>;
  /** The write's transaction: the guard reads (and may lock) through it, and writes nothing. */
  readonly db: StorageAdapter;
}

/**
 * The access policy port. The engine never decides access itself: it asks the policy for a filter and
 * hands that filter to the storage adapter, which applies it inside its query. Lists are therefore
 * filtered in the database, and a record the filter excludes is indistinguishable from a missing one.
 *
 * A policy is pure: no I/O. Relations (shares, group memberships) are expressed with `inQuery` filters.
 *
 * @example
 * ```ts
 * // Everyone reads everything of their company; only admins change anything.
 * const policy: AccessPolicy = {
 *   filter: ({ actor, type, action }) =>
 *     type.companyField === undefined ? where.none
 *       : action !== 'read' && actor.role !== 'admin' ? where.none
 *       : where.eq(type.companyField, actor.companyId),
 *   writeRule: ({ actor }) => ({ create: actor.role === 'admin' }),
 *   canDescribe: () => true,
 *   writableFields: () => undefined,
 * };
 * ```
 */
export interface AccessPolicy {
  /** The records of `type` on which `actor` may perform `action`. */
  filter(args: PolicyFilterArgs): Filter;
  /** Whether `actor` may create records of `type`, and the conditions on the records they reference. */
  writeRule(args: PolicyTypeArgs): WriteRule;
  /** Whether the info call describes `type` to `actor`. */
  canDescribe(args: PolicyTypeArgs): boolean;
  /**
   * The fields `actor` may change on records of `type` it may update, or undefined for every writable
   * field. Sending another field is refused with 403.
   */
  writableFields(args: PolicyFieldsArgs): readonly string[] | undefined;
  /**
   * Rules that depend on the data, checked inside the write's transaction after the record was read,
   * locked and found changeable, before anything is written ("a company keeps an admin"). Throws a
   * `RecordError` to refuse; the one part of a policy that may read, and only through `db`. Optional.
   */
  guardWrite?(args: WriteGuardArgs): Promise<void>;
}
