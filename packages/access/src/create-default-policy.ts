import {
  where,
  type AccessAction,
  type AccessPolicy,
  type Actor,
  type Filter,
  type RecordType,
  type WriteRule,
} from '@recordgate/core';
import { guardWrite } from './guard-write.js';

/** Options of {@link createDefaultPolicy}. */
export interface DefaultPolicyOptions {
  /**
   * `single`: the installation is one tenant (`tenancy: "single"` of a record-types file): no type has
   * a company field, and every type is scoped to the one company. @default 'companies'
   */
  readonly tenancy?: 'companies' | 'single';
  /**
   * Whether shares may name groups (`share.group_id` and a `group-member` type exist); without
   * them a share grants to its user only. @default true
   */
  readonly groups?: boolean;
}

// The options as the filters read them.
interface Scope {
  readonly single: boolean;
  readonly groups: boolean;
}

/**
 * The default access policy (docs/access-policy.md, "The default policy"):
 * - nothing crosses companies, ever: every filter is scoped to the actor's company;
 * - admins act on every record of their company;
 * - members read their company's record and its users, groups, group members, classification codes and
 *   principals; they read a document when they created it or a share grants it to them or to one of their
 *   groups, update it when they own it or hold a `write` share, and delete it when they own it;
 * - shares are created and deleted by the document's owner (or an admin); a member sees the shares of
 *   documents they own and the shares granted to them or their groups;
 * - a member may update their own user's name and email, nothing else;
 * - the audit trail (`audit-event`) is read by the company's admins only, and changed by nobody;
 * - companies are created and renamed with the CLI, never through the API;
 * - API keys: a member lists, creates and revokes their own, an admin those of every user of the
 *   company; revoked keys are reached by nobody;
 * - webhooks and their delivery log are the company admins' alone: members neither see nor change
 *   them (the record types do not exist for them); deliveries are written by the server only;
 * - an admin does not delete their own user, and a company keeps at least one admin (`guardWrite`).
 *
 * Types an installation adds follow the same scheme: company-scoped when they have a company field;
 * members read all of the company's records and change those they created (when the type records its
 * creator); admins change all of them. Types without a company field are reachable by nobody unless a
 * custom policy says otherwise.
 */
export function createDefaultPolicy(options: DefaultPolicyOptions = {}): AccessPolicy {
  const scope: Scope = {
    single: options.tenancy === 'single',
    groups: options.groups ?? true,
  };
  const describable = new WeakMap<RecordType, Map<Actor['role'], boolean>>();
  return {
    filter: ({ actor, type, action }) => filterFor(scope, actor, type, action),

    writeRule({ actor, type }): WriteRule {
      const admin = actor.role === 'admin';
      const { single } = scope;
      switch (type.name) {
        case 'company':
        case 'audit-event':
          // Companies are created with the CLI, never through the API; the audit trail by the server.
          return { create: false };
        case 'document':
          return { create: true };
        case 'share':
          // A member shares only documents they own.
          return admin
            ? { create: true }
            : {
                create: true,
                referenceFilters: { document_id: where.eq('created_by', actor.userId) },
              };
        case 'webhook':
          return { create: admin };
        case 'api-key':
          // A member makes keys for themselves only; an admin for any user of the company.
          return admin
            ? { create: true }
            : { create: true, referenceFilters: { user_id: where.eq('id', actor.userId) } };
        case 'webhook-delivery':
          return { create: false };
        case 'user':
        case 'group':
        case 'group-member':
        case 'classification-code':
        case 'principal':
          return { create: admin };
        default:
          // Nobody creates records that nobody could read afterwards (a type without a company field).
          return {
            create:
              (single || type.companyField !== undefined) &&
              (admin || creatorField(type) !== undefined),
          };
      }
    },

    canDescribe: ({ actor, type }) => {
      // Whether a read filter is `false` depends on the actor's role and the type only, never on
      // the ids it compares with: answered once per pair, not by building the filter for every call
      // (docs/benchmarks.md, "The view's work per request, without the per-request layers").
      let byRole = describable.get(type);
      if (!byRole) describable.set(type, (byRole = new Map()));
      let answer = byRole.get(actor.role);
      if (answer === undefined) {
        answer = filterFor(scope, actor, type, 'read').op !== 'false';
        byRole.set(actor.role, answer);
      }
      return answer;
    },

    writableFields: ({ actor, type }) =>
      type.name === 'user' && actor.role !== 'admin' ? ['name', 'email'] : undefined,

    guardWrite,
  };
}

function filterFor(scope: Scope, actor: Actor, type: RecordType, action: AccessAction): Filter {
  const admin = actor.role === 'admin';
  // One tenant: every record is the company's, whatever its fields.
  const companyOf = (who: Actor, field: string | undefined) =>
    scope.single ? where.all : companyScope(who, field);
  const reading = action === 'read';
  switch (type.name) {
    case 'company':
      // Nobody deletes one through the API; an admin's update reaches guardWrite, which refuses a
      // new name with the command that renames a company.
      return action === 'delete' || (!reading && !admin)
        ? where.none
        : where.eq('id', actor.companyId);
    case 'audit-event':
      // The audit trail: admins read their company's; nobody changes it.
      return reading && admin ? companyOf(actor, 'company_id') : where.none;
    case 'group-member':
      return reading || admin
        ? where.inQuery('group_id', 'group', 'id', companyOf(actor, 'company_id'))
        : where.none;
    case 'share':
      return shareFilter(scope, actor, action);
    case 'document':
      return documentFilter(scope, actor, action);
    case 'user':
      if (reading || admin) return companyOf(actor, 'company_id');
      return action === 'update'
        ? where.and(companyOf(actor, 'company_id'), where.eq('id', actor.userId))
        : where.none;
    case 'webhook':
      return admin ? companyOf(actor, type.companyField) : where.none;
    case 'api-key':
      return apiKeyFilter(scope, actor, action);
    case 'webhook-delivery':
      return admin && reading ? companyOf(actor, type.companyField) : where.none;
    case 'group':
    case 'classification-code':
    case 'principal':
      return reading || admin ? companyOf(actor, type.companyField) : where.none;
    default: {
      const scope = companyOf(actor, type.companyField);
      if (reading || admin) return scope;
      const creator = creatorField(type);
      return creator ? where.and(scope, where.eq(creator, actor.userId)) : where.none;
    }
  }
}

/**
 * A member's documents are written as sets of ids (their own, those shared with them, those shared
 * with their groups) rather than as `created_by = me OR …`: storage adapters can unite the sets from
 * one index each, where the plain OR lets SQLite walk all of the company's documents (ADR 0010).
 */
function documentFilter(tenancy: Scope, actor: Actor, action: AccessAction): Filter {
  const scope = tenancy.single ? where.all : companyScope(actor, 'company_id');
  if (actor.role === 'admin') return scope;
  const owned = where.inQuery('id', 'document', 'id', where.eq('created_by', actor.userId));
  const sharedWithActor = (condition: Filter) =>
    grantedTo(tenancy, actor).map((grant) =>
      where.inQuery('id', 'share', 'document_id', where.and(condition, grant)),
    );
  switch (action) {
    case 'read':
      return where.and(scope, where.or(owned, ...sharedWithActor(where.all)));
    case 'update':
      return where.and(scope, where.or(owned, ...sharedWithActor(where.eq('permission', 'write'))));
    case 'delete':
      return where.and(scope, where.eq('created_by', actor.userId));
  }
}

/**
 * API keys (docs/api-keys.md): a member's own, an admin's company's; revoked keys by nobody, so they
 * are neither listed nor revoked twice. Keys are never changed (update is refused before this).
 */
function apiKeyFilter(tenancy: Scope, actor: Actor, action: AccessAction): Filter {
  if (action === 'update') return where.none;
  const company = tenancy.single ? where.all : companyScope(actor, 'company_id');
  const owners =
    actor.role === 'admin'
      ? where.inQuery('user_id', 'user', 'id', company)
      : where.eq('user_id', actor.userId);
  return where.and(owners, where.isNull('revoked_at'));
}

function shareFilter(tenancy: Scope, actor: Actor, action: AccessAction): Filter {
  const company = tenancy.single ? where.all : companyScope(actor, 'company_id');
  const companyDocuments = where.inQuery('document_id', 'document', 'id', company);
  if (actor.role === 'admin') return companyDocuments;
  const ownDocuments = where.inQuery(
    'document_id',
    'document',
    'id',
    where.and(company, where.eq('created_by', actor.userId)),
  );
  if (action === 'read')
    return where.and(companyDocuments, where.or(ownDocuments, ...grantedTo(tenancy, actor)));
  // Shares are managed (changed, deleted) by the document's owner.
  return ownDocuments;
}

/** Shares that name the actor, and shares that name one of the actor's groups. */
function grantedTo(scope: Scope, actor: Actor): Filter[] {
  const user = where.eq('user_id', actor.userId);
  if (!scope.groups) return [user];
  return [
    user,
    where.inQuery('group_id', 'group-member', 'group_id', where.eq('user_id', actor.userId)),
  ];
}

function companyScope(actor: Actor, field: string | undefined): Filter {
  return field === undefined ? where.none : where.eq(field, actor.companyId);
}

function creatorField(type: RecordType): string | undefined {
  return type.fields.find((f) => f.auto === 'createdBy')?.name;
}
