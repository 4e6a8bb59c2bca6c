/**
 * A small reference model of the default access policy (docs/access-policy.md), written from
 * that text and independently of `@recordgate/access`: plain predicates over plain rows, no
 * filters, no queries. The property test compares what the HTTP API does with what this model allows.
 */

/** The record types the model knows: those of the default installation. */
export const TYPES = [
  'company',
  'user',
  'group',
  'group-member',
  'document',
  'share',
  'classification-code',
  'principal',
  'webhook',
  'webhook-delivery',
  'audit-event',
] as const;

/** A default record type. */
export type TypeName = (typeof TYPES)[number];

/** A stored record as the model sees it: an id and field values. */
export type Row = { readonly id: number } & Record<string, unknown>;

/** Every record of every type, by id. */
export type Tables = Record<TypeName, Map<number, Row>>;

/** The reference fields of each type and the type they point to (docs/record-types.md, "The default installation"). */
export const REFERENCES: Record<TypeName, Readonly<Record<string, TypeName>>> = {
  company: {},
  user: { company_id: 'company' },
  group: { company_id: 'company' },
  'group-member': { group_id: 'group', user_id: 'user' },
  document: {
    company_id: 'company',
    classification_code_id: 'classification-code',
    principal_id: 'principal',
    created_by: 'user',
    updated_by: 'user',
  },
  share: { document_id: 'document', user_id: 'user', group_id: 'group', created_by: 'user' },
  'classification-code': { company_id: 'company' },
  principal: { company_id: 'company' },
  webhook: { company_id: 'company', created_by: 'user' },
  'webhook-delivery': { webhook_id: 'webhook' },
  'audit-event': { user_id: 'user', company_id: 'company' },
};

/**
 * The types that exist for a company's admins only (docs/access-policy.md): for a member every call
 * to them is a 404, their info included.
 */
export const ADMIN_ONLY: ReadonlySet<TypeName> = new Set<TypeName>([
  'webhook',
  'webhook-delivery',
  'audit-event',
]);

/**
 * The references whose holder goes with the record it names (`onDelete: 'cascade'`): a share with its
 * document, user or group; a membership with its group or user.
 */
const CASCADES: readonly (readonly [TypeName, string, TypeName])[] = [
  ['group-member', 'group_id', 'group'],
  ['group-member', 'user_id', 'user'],
  ['share', 'document_id', 'document'],
  ['share', 'user_id', 'user'],
  ['share', 'group_id', 'group'],
];

/** Removes a deleted record from the model, with every record that goes with it. */
export function deleteWithDependents(t: Tables, type: TypeName, id: number): void {
  t[type].delete(id);
  for (const [holder, field, target] of CASCADES) {
    if (target !== type) continue;
    for (const row of [...t[holder].values()]) {
      if (row[field] === id) deleteWithDependents(t, holder, row.id);
    }
  }
}

/** The types only the server writes: create, update and delete answer 405 for everyone. */
export const SERVER_WRITTEN: ReadonlySet<TypeName> = new Set<TypeName>([
  'webhook-delivery',
  'audit-event',
]);

/** Whether `type` exists for `actor` at all (their info, lists and views of it are not a 404). */
export function mayDescribe(actor: ModelActor, type: TypeName): boolean {
  return actor.admin || !ADMIN_ONLY.has(type);
}

/** The fields the model tracks per type (the others are timestamps and ids the server makes up). */
export const TRACKED: Record<TypeName, readonly string[]> = {
  company: ['name'],
  user: ['username', 'role', 'name', 'email', 'company_id'],
  group: ['name', 'company_id'],
  'group-member': ['group_id', 'user_id'],
  document: ['title', 'company_id', 'classification_code_id', 'created_by', 'updated_by'],
  share: ['document_id', 'user_id', 'group_id', 'permission', 'created_by'],
  'classification-code': ['code', 'name', 'company_id'],
  principal: ['name', 'company_id'],
  webhook: ['url', 'events', 'company_id', 'created_by'],
  // The delivery's company is hidden from answers: the model reads it from the stored row only.
  'webhook-delivery': ['webhook_id', 'event_id', 'attempt', 'status'],
  'audit-event': ['action', 'record_type', 'record_id', 'user_id', 'company_id'],
};

/** `created_by` → `createdBy`, `classification_code_id` → `classificationCode` (docs/record-types.md). */
export function referenceName(field: string): string {
  return field.replace(/_id$/, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The caller as the model sees it; undefined when the user no longer exists (the key stops working). */
export interface ModelActor {
  readonly id: number;
  readonly company: number;
  readonly admin: boolean;
}

/** The actor behind user `userId` in the current state. */
export function actorOf(t: Tables, userId: number): ModelActor | undefined {
  const user = t.user.get(userId);
  if (!user) return undefined;
  return { id: user.id, company: user.company_id as number, admin: user.role === 'admin' };
}

/** The company a record belongs to: shares through their document, group members through their group. */
export function companyOf(t: Tables, type: TypeName, row: Row): unknown {
  switch (type) {
    case 'company':
      return row.id;
    case 'share':
      return t.document.get(row.document_id as number)?.company_id;
    case 'group-member':
      return t.group.get(row.group_id as number)?.company_id;
    default:
      return row.company_id;
  }
}

/** Whether `share` grants its document to `actor` directly or through one of the actor's groups. */
function grantsTo(t: Tables, share: Row, actor: ModelActor): boolean {
  if (share.user_id === actor.id) return true;
  if (share.group_id === null || share.group_id === undefined) return false;
  for (const m of t['group-member'].values()) {
    if (m.group_id === share.group_id && m.user_id === actor.id) return true;
  }
  return false;
}

function ownsDocument(t: Tables, documentId: unknown, actor: ModelActor): boolean {
  return t.document.get(documentId as number)?.created_by === actor.id;
}

/** Whether `actor` may read `row` of `type`. */
export function mayRead(t: Tables, actor: ModelActor, type: TypeName, row: Row): boolean {
  // Nothing crosses companies, ever.
  if (companyOf(t, type, row) !== actor.company) return false;
  if (actor.admin) return true;
  if (ADMIN_ONLY.has(type)) return false;
  switch (type) {
    case 'document':
      return (
        row.created_by === actor.id ||
        [...t.share.values()].some((s) => s.document_id === row.id && grantsTo(t, s, actor))
      );
    case 'share':
      return ownsDocument(t, row.document_id, actor) || grantsTo(t, row, actor);
    default:
      // The company itself, its users, groups, group members, classification codes, principals.
      return true;
  }
}

/**
 * Whether `actor` may list the file versions of document `row` and download any of them: exactly
 * when they may read the document (docs/documents.md, "File versions").
 */
export function mayReadVersions(t: Tables, actor: ModelActor, row: Row): boolean {
  return mayRead(t, actor, 'document', row);
}

/** Whether `actor` may update `row` (which they may read). */
export function mayUpdate(t: Tables, actor: ModelActor, type: TypeName, row: Row): boolean {
  if (!mayRead(t, actor, type, row)) return false;
  switch (type) {
    case 'company':
      return actor.admin;
    case 'document':
      return (
        actor.admin ||
        row.created_by === actor.id ||
        [...t.share.values()].some(
          (s) => s.document_id === row.id && s.permission === 'write' && grantsTo(t, s, actor),
        )
      );
    case 'share':
      return actor.admin || ownsDocument(t, row.document_id, actor);
    case 'user':
      return actor.admin || row.id === actor.id;
    default:
      return actor.admin;
  }
}

/** Whether `actor` may delete `row` (which they may read). */
export function mayDelete(t: Tables, actor: ModelActor, type: TypeName, row: Row): boolean {
  if (!mayRead(t, actor, type, row)) return false;
  switch (type) {
    case 'company':
      return false; // companies are managed with the CLI only
    case 'document':
      return actor.admin || row.created_by === actor.id;
    case 'share':
      return actor.admin || ownsDocument(t, row.document_id, actor);
    default:
      return actor.admin;
  }
}

/**
 * The status of a write the guards refuse (docs/access-policy.md, "Guards"), once the actor may make
 * it: 403 for a company's new name (renamed with the CLI only), 422 for an admin deleting their own
 * user and for the deletion or demotion of a company's last admin; undefined when no guard refuses.
 */
export function guardRefusal(
  t: Tables,
  actor: ModelActor,
  type: TypeName,
  row: Row,
  changes?: Readonly<Record<string, unknown>>,
): 403 | 422 | undefined {
  if (type === 'company') return changes && 'name' in changes ? 403 : undefined;
  if (type !== 'user') return undefined;
  if (!changes && row.id === actor.id) return 422;
  const removesAdmin = changes ? changes.role !== undefined && changes.role !== 'admin' : true;
  if (row.role !== 'admin' || !removesAdmin) return undefined;
  const others = [...t.user.values()].filter(
    (u) => u.id !== row.id && u.company_id === row.company_id && u.role === 'admin',
  );
  return others.length === 0 ? 422 : undefined;
}

/** Whether `actor` may create records of `type` at all (before looking at the body). */
export function mayCreate(actor: ModelActor, type: TypeName): boolean {
  if (type === 'company' || SERVER_WRITTEN.has(type)) return false;
  if (actor.admin) return true;
  return type === 'document' || type === 'share';
}

/** The fields `actor` may change on a record of `type`, or undefined for all. */
export function changeableFields(actor: ModelActor, type: TypeName): readonly string[] | undefined {
  return type === 'user' && !actor.admin ? ['name', 'email'] : undefined;
}

/**
 * Whether a body may name `row` in reference `field` of a `type` record: the caller reads it, and a
 * member's share names a document the member owns.
 */
export function mayReference(
  t: Tables,
  actor: ModelActor,
  type: TypeName,
  field: string,
  row: Row | undefined,
): boolean {
  if (row === undefined || !mayRead(t, actor, REFERENCES[type][field]!, row)) return false;
  return type !== 'share' || field !== 'document_id' || actor.admin || row.created_by === actor.id;
}

/** The reference fields of `data` a write must refuse like missing ones. */
export function refusedReferences(
  t: Tables,
  actor: ModelActor,
  type: TypeName,
  data: Readonly<Record<string, unknown>>,
): string[] {
  return Object.entries(REFERENCES[type])
    .filter(([field]) => typeof data[field] === 'number')
    .filter(([field, target]) => {
      const row = t[target].get(data[field] as number);
      return !mayReference(t, actor, type, field, row);
    })
    .map(([field]) => field);
}

/** Every record of `type` that `actor` may read, by id. */
export function readable(t: Tables, actor: ModelActor, type: TypeName): Row[] {
  return [...t[type].values()].filter((row) => mayRead(t, actor, type, row));
}

/** The referenced record `actor` sees when expanding `field` of `row`: undefined when null/hidden. */
export function expansionOf(
  t: Tables,
  actor: ModelActor,
  type: TypeName,
  row: Row,
  field: string,
): Row | undefined {
  const target = REFERENCES[type][field]!;
  const id = row[field];
  if (typeof id !== 'number') return undefined;
  const referenced = t[target].get(id);
  return referenced && mayRead(t, actor, target, referenced) ? referenced : undefined;
}

/** The lookup field of each type, matched by a reference given by value (docs/writing-records.md, "References by value"). */
export const LOOKUP: Partial<Record<TypeName, string>> = {
  document: 'title',
  user: 'username',
  company: 'name',
  'classification-code': 'code',
  principal: 'name',
  group: 'name',
  webhook: 'url',
};

/** What {@link resolveByValue} returns. */
export interface ResolvedBody {
  /** The body with every reference given by value replaced by the id it names. */
  readonly data: Record<string, unknown>;
  /** The keys (reference names) that matched no record the caller may read. */
  readonly missing: string[];
}

/**
 * Resolves references given by value (`"classificationCode": "A-1"`) as docs/writing-records.md says: only
 * records the caller may read (and, for a member's share, own) are candidates; of several, the lowest
 * id wins.
 */
export function resolveByValue(
  t: Tables,
  actor: ModelActor,
  type: TypeName,
  body: Readonly<Record<string, unknown>>,
): ResolvedBody {
  const data: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const field = Object.keys(REFERENCES[type]).find((f) => f !== key && referenceName(f) === key);
    if (field === undefined) {
      data[key] = value;
      continue;
    }
    const target = REFERENCES[type][field]!;
    const lookup = LOOKUP[target]!;
    const [match] = [...t[target].values()]
      .filter((row) => row[lookup] === value && mayReference(t, actor, type, field, row))
      .sort((a, b) => a.id - b.id);
    if (match) data[field] = match.id;
    else missing.push(key);
  }
  return { data, missing };
}
