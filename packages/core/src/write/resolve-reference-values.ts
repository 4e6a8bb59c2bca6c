import { messagesFor } from '../errors/messages.js';
import type { FieldProblem } from '../errors/record-error.js';
import { where, type Filter } from '../model/filter.js';
import type { FieldValue, Language, RecordType, Reference } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';
import { coerceValue } from '../values/validate-values.js';

/** A reference a client gave by value under its reference name (`"principal": "Town hall"`). */
export interface ReferenceByValue {
  /** The name the client used (`principal`). */
  readonly key: string;
  readonly reference: Reference;
  /** Field → value the referenced record must have; null clears the reference. */
  readonly match: Readonly<Record<string, FieldValue>> | null;
  /** The value as the client wrote it, for messages. */
  readonly shown: string;
}

/** Arguments of {@link splitReferenceValues}. */
export interface SplitReferenceValuesArgs {
  readonly type: RecordType;
  readonly types: TypeRegistry;
  /** The body as the client sent it. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly language: Language;
  readonly timeZone: string;
}

/** What {@link splitReferenceValues} returns. */
export interface SplitReferenceValuesResult {
  /** The body without the references given by value. */
  readonly data: Record<string, unknown>;
  readonly byValue: readonly ReferenceByValue[];
  readonly problems: readonly FieldProblem[];
}

/**
 * Takes the references given by value out of a body (docs/writing-records.md, "References by value"):
 * a key that is the reference name of a writable reference field (`principal` for `principal_id`),
 * with either a value of the referenced type's lookup field (`"principal": "Town hall"`) or an object
 * of its fields (`"principal": {"name": "Town hall"}`). Values are read as the matched fields' types,
 * so form posts work (`company[id]=3`). Pure: the matching itself is {@link resolveReferenceValues}.
 */
export function splitReferenceValues(args: SplitReferenceValuesArgs): SplitReferenceValuesResult {
  const { type, types, language, timeZone } = args;
  const messages = messagesFor(language);
  const data: Record<string, unknown> = {};
  const byValue: ReferenceByValue[] = [];
  const problems: FieldProblem[] = [];

  for (const [key, raw] of Object.entries(args.data)) {
    const reference = type.fieldsByName.has(key) ? undefined : type.referencesByName.get(key);
    if (!reference || reference.name !== key) {
      data[key] = raw;
      continue;
    }
    const field = type.fieldsByName.get(reference.field)!;
    const label = field.label[language];
    if (!field.writable) {
      problems.push({ field: key, message: messages.serverOwned(label) });
      continue;
    }
    if (Object.hasOwn(args.data, reference.field)) {
      problems.push({ field: key, message: messages.referenceTwice(key, reference.field) });
      continue;
    }
    const target = types.get(reference.target);
    const matchable = target.visibleFields.map((f) => f.name);
    if (raw === null || raw === '') {
      byValue.push({ key, reference, match: null, shown: 'null' });
      continue;
    }
    let given: Record<string, unknown>;
    if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') {
      if (!target.lookupField) {
        problems.push({ field: key, message: messages.referenceNoLookup(label, matchable) });
        continue;
      }
      given = { [target.lookupField]: raw };
    } else if (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length > 0) {
      given = raw as Record<string, unknown>;
    } else {
      problems.push({ field: key, message: messages.referenceBadValue(label, matchable) });
      continue;
    }
    const match: Record<string, FieldValue> = {};
    let problem: string | undefined;
    for (const [name, value] of Object.entries(given)) {
      const matched = target.fieldsByName.get(name);
      const coerced =
        matched && !matched.hidden ? coerceValue(matched, value, timeZone) : undefined;
      if (!coerced) problem = messages.referenceBadValue(label, matchable);
      else if (!coerced.ok) problem = coerced.problem(messages, label);
      else match[name] = coerced.value;
      if (problem) break;
    }
    if (problem) {
      problems.push({ field: key, message: problem });
      continue;
    }
    byValue.push({ key, reference, match, shown: JSON.stringify(raw) });
  }
  return { data, byValue, problems };
}

/** Arguments of {@link resolveReferenceValues}. */
export interface ResolveReferenceValuesArgs {
  /** The adapter of the write's transaction. */
  readonly db: StorageAdapter;
  readonly type: RecordType;
  readonly types: TypeRegistry;
  readonly byValue: readonly ReferenceByValue[];
  /**
   * The records a reference may name: those of the target type the caller may read, narrowed by any
   * condition the access policy puts on that reference. Only they are candidates.
   */
  readonly readable: (target: RecordType, reference: Reference) => Filter;
  /** No match leaves the field unset (unchanged on update) instead of a 422. @default false */
  readonly ignoreMissing: boolean;
  /** Several matches take the lowest id instead of a 422. @default true */
  readonly ignoreDuplicate: boolean;
  readonly language: Language;
}

/** What {@link resolveReferenceValues} returns. */
export interface ResolveReferenceValuesResult {
  /** Reference field → id (or null) for every reference that matched or was cleared. */
  readonly values: Record<string, FieldValue>;
  readonly problems: readonly FieldProblem[];
}

/**
 * Finds the records that references given by value name, among the records the caller may read: one
 * query per reference, never more than two rows each. No match is a problem unless `ignoreMissing`;
 * several matches take the lowest id unless `ignoreDuplicate` is false.
 */
export async function resolveReferenceValues(
  args: ResolveReferenceValuesArgs,
): Promise<ResolveReferenceValuesResult> {
  const messages = messagesFor(args.language);
  const values: Record<string, FieldValue> = {};
  const problems: FieldProblem[] = [];
  const outcomes = await Promise.all(
    args.byValue.map(async (entry) => {
      if (entry.match === null) return { entry, found: null };
      const target = args.types.get(entry.reference.target);
      const conditions = Object.entries(entry.match).map(([name, value]) =>
        value === null ? where.isNull(name) : where.eq(name, value),
      );
      const found = await args.db.findMany({
        type: target.name,
        filter: where.and(...conditions, args.readable(target, entry.reference)),
        sort: [{ field: 'id', direction: 'asc' }],
        limit: args.ignoreDuplicate ? 1 : 2,
      });
      return { entry, found };
    }),
  );
  for (const { entry, found } of outcomes) {
    const { field } = entry.reference;
    const label = args.type.fieldsByName.get(field)!.label[args.language];
    if (found === null) values[field] = null;
    else if (found.length === 0) {
      if (!args.ignoreMissing)
        problems.push({
          field: entry.key,
          message: messages.referenceNotFound(label, entry.shown),
        });
    } else if (found.length > 1) {
      problems.push({
        field: entry.key,
        message: messages.referenceAmbiguous(label, entry.shown, field),
      });
    } else values[field] = found[0]!.id as number;
  }
  return { values, problems };
}
