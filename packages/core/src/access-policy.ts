import type { Filter } from './filter.js';
import type { Actor, RecordType } from './types.js';

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
}
