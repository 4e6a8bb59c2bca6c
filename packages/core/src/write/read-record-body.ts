import { isRecordError, throwIfInvalid } from '../errors/record-error.js';
import type { FieldValue, Language, RecordType } from '../model/types.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';
import { validateValues } from '../values/validate-values.js';
import { splitReferenceValues, type ReferenceByValue } from './resolve-reference-values.js';

/** Arguments of {@link readRecordBody}. */
export interface ReadRecordBodyArgs {
  readonly type: RecordType;
  readonly types: TypeRegistry;
  /** The body as the client sent it. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly mode: 'create' | 'update';
  readonly language: Language;
  readonly timeZone: string;
}

/** A write's body, checked: its coerced values and the references given by value, still to resolve. */
export interface RecordBody {
  readonly values: Record<string, FieldValue>;
  readonly byValue: readonly ReferenceByValue[];
}

/**
 * Validates a body without the database: references given by value are split off (resolved later, by
 * `checkDraft`), the rest is checked and coerced. One `invalid` error lists every problem, in the order
 * the client sent the fields.
 */
export function readRecordBody(args: ReadRecordBodyArgs): RecordBody {
  const { type, data, mode, language, timeZone } = args;
  const split = splitReferenceValues({ type, types: args.types, data, language, timeZone });
  const deferred = split.byValue.map((b) => b.reference.field);
  let values: Record<string, FieldValue> = {};
  let problems = [...split.problems];
  try {
    values = validateValues({ type, data: split.data, mode, language, timeZone, deferred });
  } catch (error) {
    if (!isRecordError(error, 'invalid')) throw error;
    problems = [...problems, ...error.fields];
  }
  const order = Object.keys(data);
  const rank = (field: string) => {
    const at = order.indexOf(field);
    return at === -1 ? order.length : at;
  };
  throwIfInvalid(problems.sort((a, b) => rank(a.field) - rank(b.field)));
  return { values, byValue: split.byValue };
}
