import { throwIfInvalid, type FieldProblem } from '../errors/record-error.js';
import { where, type Filter } from '../model/filter.js';
import type { Actor, FieldValue, RecordType, StoredRecord } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { accessFilter, type RecordContext } from '../service/record-context.js';
import type { ReferenceOptions } from '../service/record-service.js';
import type { ReadRecordBodyArgs, RecordBody } from './read-record-body.js';
import { resolveReferenceValues } from './resolve-reference-values.js';

/** A write's draft: everything {@link checkDraft} checks, but the adapter it reads through. */
export interface Draft {
  readonly ctx: RecordContext;
  readonly actor: Actor;
  readonly type: RecordType;
  readonly mode: ReadRecordBodyArgs['mode'];
  /** The body, validated by `readRecordBody`. */
  readonly body: RecordBody;
  /** The server's own values of the write (`autoValues`). */
  readonly auto: Readonly<Record<string, FieldValue>>;
  /** How references given by value are matched. */
  readonly referenceOptions: ReferenceOptions;
  /** The policy's conditions on the records this write may reference (`WriteRule.referenceFilters`). */
  readonly referenceFilters?: Readonly<Record<string, Filter>>;
}

/** Arguments of {@link checkDraft}. */
export interface CheckDraftArgs extends Draft {
  /** The adapter to read through: the write's transaction, or the storage for the early check. */
  readonly db: StorageAdapter;
  /** On update: the stored record the changes apply to (read and locked through `db`). */
  readonly current?: StoredRecord;
}

/** What {@link checkDraft} returns. */
export interface CheckedDraft {
  /** The client's values, references given by value resolved to ids. */
  readonly given: Record<string, FieldValue>;
  /** The record as the write will leave it (but for `id` and file metadata): stored, given, server's. */
  readonly draft: Record<string, FieldValue>;
}

/**
 * The one check of a write's draft against the database, run inside the write's transaction (and, for
 * writes that carry a file, once before it, so nothing is rendered or stored for a write that cannot
 * succeed): references given by value are resolved among the records the actor may read and the policy
 * lets the write reference, required references are still set, the type's rules across fields hold
 * on the record as it will be, and every reference the client set names a record the actor may read
 * and reference. Throws `invalid` with the problems of the first step that fails.
 *
 * Queries: one per reference given by value, one per reference the client set; none otherwise.
 */
export async function checkDraft(args: CheckDraftArgs): Promise<CheckedDraft> {
  const { ctx, type, body, current } = args;
  const resolved = await resolveByValue(args);
  const given = { ...body.values, ...resolved };
  checkRequiredByValue(args, given);
  const draft = { ...current, ...given, ...args.auto };
  checkConstraints(ctx, type, draft);
  // Only the client's references need checking; the server's own (creator, company) are the actor's.
  await checkReferences(args, given);
  return { given, draft };
}

/**
 * The type's rules across fields (a share names exactly one of user and group), on the record as it
 * will be. Needs no database: `createRecord` runs it early when there is nothing to resolve.
 */
export function checkConstraints(
  ctx: RecordContext,
  type: RecordType,
  record: Readonly<Record<string, FieldValue>>,
): void {
  const problems: FieldProblem[] = [];
  for (const { exactlyOne } of type.constraints) {
    const set = exactlyOne.filter((name) => record[name] !== null && record[name] !== undefined);
    if (set.length !== 1) {
      const labels = exactlyOne.map((name) => type.fieldsByName.get(name)!.label[ctx.language]);
      problems.push({ field: exactlyOne[0]!, message: ctx.messages.exactlyOne(labels) });
    }
  }
  throwIfInvalid(problems);
}

// Matches the references given by value among the records the actor may read and the policy lets this
// reference name (a member's share names a document the member owns), so a readable record the write
// would refuse never hides one it accepts.
async function resolveByValue(args: CheckDraftArgs): Promise<Record<string, FieldValue>> {
  const { ctx, db, actor, type, body, referenceOptions } = args;
  if (body.byValue.length === 0) return {};
  const extra = args.referenceFilters ?? {};
  const { values, problems } = await resolveReferenceValues({
    db,
    type,
    types: ctx.types,
    byValue: body.byValue,
    readable: (target, reference) =>
      where.and(accessFilter(ctx, actor, target, 'read'), extra[reference.field] ?? where.all),
    ignoreMissing: referenceOptions.ignoreMissingReference ?? false,
    ignoreDuplicate: referenceOptions.ignoreDuplicateReference ?? true,
    language: ctx.language,
  });
  throwIfInvalid(problems);
  return values;
}

// A required reference given by value that was ignored as missing is still blank on create; one given
// as null is blank on update too.
function checkRequiredByValue(args: CheckDraftArgs, given: Readonly<Record<string, FieldValue>>) {
  const { ctx, type } = args;
  const problems: FieldProblem[] = [];
  for (const { key, reference } of args.body.byValue) {
    const field = type.fieldsByName.get(reference.field)!;
    if (!field.required) continue;
    const value = given[reference.field];
    if (value === null || (args.mode === 'create' && value === undefined))
      problems.push({ field: key, message: ctx.messages.blank(field.label[ctx.language]) });
  }
  throwIfInvalid(problems);
}

// Refuses references to records that are missing or that the actor may not read, alike (no existence
// leak), and those the policy's conditions on references exclude: they hold for changes too, so a
// member cannot move a share onto a document they do not own.
async function checkReferences(args: CheckDraftArgs, given: Readonly<Record<string, FieldValue>>) {
  const { ctx, db, actor, type } = args;
  const extra = args.referenceFilters ?? {};
  const checked = await Promise.all(
    type.referenceFields.map(async (reference): Promise<FieldProblem | undefined> => {
      const id = given[reference.field];
      if (typeof id !== 'number') return undefined;
      const target = ctx.types.get(reference.target);
      const filter = where.and(
        where.eq('id', id),
        accessFilter(ctx, actor, target, 'read'),
        extra[reference.field] ?? where.all,
      );
      if ((await db.count({ type: target.name, filter })) > 0) return undefined;
      const label = type.fieldsByName.get(reference.field)!.label[ctx.language];
      return { field: reference.field, message: ctx.messages.missingReference(label, id) };
    }),
  );
  throwIfInvalid(checked.filter((p) => p !== undefined));
}
