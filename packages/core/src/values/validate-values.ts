import { messagesFor } from '../errors/messages.js';
import { throwIfInvalid, type FieldProblem } from '../errors/record-error.js';
import type { Field, FieldValue, Language, RecordType } from '../model/types.js';
import { INTEGER_RANGE } from './integer-range.js';
import { isWellFormedText } from './is-well-formed-text.js';
import { DATE_TIME_RANGE, readDateTime } from './parse-date-time.js';

/** Arguments of {@link validateValues}. */
export interface ValidateValuesArgs {
  readonly type: RecordType;
  /** The body a client sent: field name → raw value (JSON values or form strings). */
  readonly data: Readonly<Record<string, unknown>>;
  /** On create, required fields must be present; on update only the given fields are checked. */
  readonly mode: 'create' | 'update';
  readonly language: Language;
  /** Wall-clock date-times without an offset are read in this IANA zone. */
  readonly timeZone: string;
  /** Fields whose value is given another way (a reference by value) and is not reported blank here. */
  readonly deferred?: readonly string[];
}

/**
 * Checks and coerces a client's values against a record type: unknown and server-owned fields, required
 * fields, types (with the coercions form posts need, `"12"` for an integer), lengths and allowed values.
 * Throws one `RecordError` (`invalid`) listing every failed field; returns the coerced values.
 */
export function validateValues(args: ValidateValuesArgs): Record<string, FieldValue> {
  const { type, data, mode } = args;
  const messages = messagesFor(args.language);
  const problems: FieldProblem[] = [];
  const values: Record<string, FieldValue> = {};
  const writable = type.fields.filter((f) => f.writable).map((f) => f.name);

  for (const [name, raw] of Object.entries(data)) {
    const field = type.fieldsByName.get(name);
    if (!field || (field.hidden && !field.writable)) {
      problems.push({ field: name, message: messages.unknownField(name, writable) });
      continue;
    }
    const label = field.label[args.language];
    if (!field.writable) {
      problems.push({ field: name, message: messages.serverOwned(label) });
      continue;
    }
    const result = coerceValue(field, raw, args.timeZone);
    if (result.ok) values[name] = result.value;
    else problems.push({ field: name, message: result.problem(messages, label) });
  }

  for (const field of type.fields) {
    if (
      !field.required ||
      !field.writable ||
      args.deferred?.includes(field.name) ||
      problems.some((p) => p.field === field.name)
    )
      continue;
    const given = Object.hasOwn(values, field.name);
    if ((mode === 'create' && !given) || (given && values[field.name] === null)) {
      problems.push({ field: field.name, message: messages.blank(field.label[args.language]) });
    }
  }
  throwIfInvalid(problems);
  return values;
}

/** The outcome of {@link coerceValue}: the value, or a function that words the problem. */
export type Coerced =
  | { ok: true; value: FieldValue }
  | { ok: false; problem: (m: ReturnType<typeof messagesFor>, label: string) => string };

/** One raw value read as a field's type, with the coercions form posts need. */
export function coerceValue(field: Field, raw: unknown, timeZone: string): Coerced {
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: null };
  switch (field.type) {
    case 'integer':
    case 'reference':
      return coerceInteger(
        field.type === 'reference' ? INTEGER_RANGE.id : INTEGER_RANGE.integer,
        raw,
      );
    case 'boolean': {
      if (raw === true || raw === 1 || raw === '1' || raw === 'true')
        return { ok: true, value: true };
      if (raw === false || raw === 0 || raw === '0' || raw === 'false')
        return { ok: true, value: false };
      return { ok: false, problem: (m, l) => m.notBoolean(l) };
    }
    case 'datetime': {
      const reading = readDateTime(raw, timeZone);
      if (reading.ok) return { ok: true, value: reading.date };
      return reading.problem === 'range'
        ? { ok: false, problem: (m, l) => m.dateTimeOutOfRange(l, DATE_TIME_RANGE.text) }
        : { ok: false, problem: (m, l) => m.notDateTime(l) };
    }
    case 'json':
    case 'string':
    case 'text': {
      // A JSON document is never writable; the server stores it as its text.
      if (typeof raw !== 'string') return { ok: false, problem: (m, l) => m.notString(l) };
      if (!isWellFormedText(raw)) return { ok: false, problem: (m, l) => m.notWellFormedText(l) };
      if (field.maxLength !== undefined && [...raw].length > field.maxLength) {
        const max = field.maxLength;
        return { ok: false, problem: (m, l) => m.tooLong(l, max) };
      }
      if (field.values && !field.values.includes(raw)) {
        const allowed = field.values;
        return { ok: false, problem: (m, l) => m.notInList(l, allowed) };
      }
      return { ok: true, value: raw };
    }
  }
}

// An integer within `range` (docs/writing-records.md, "Integers and ids"); digits as text count too.
function coerceInteger(
  range: { readonly min: number; readonly max: number },
  raw: unknown,
): Coerced {
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n))
    return { ok: false, problem: (m, l) => m.notInteger(l) };
  if (n < range.min || n > range.max)
    return { ok: false, problem: (m, l) => m.integerOutOfRange(l, range.min, range.max) };
  return { ok: true, value: n };
}
