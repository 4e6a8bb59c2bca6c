import { messagesFor, type Messages } from '../errors/messages.js';
import { RecordError } from '../errors/record-error.js';
import { where, type Filter, type FilterValue } from '../model/filter.js';
import type { Field, Language, RecordType } from '../model/types.js';
import { INTEGER_RANGE } from '../values/integer-range.js';
import { isWellFormedText } from '../values/is-well-formed-text.js';
import { DATE_TIME_RANGE, readDateTime } from '../values/parse-date-time.js';

/** The comparison operators of Yii2's DataFilter, in the order messages list them. */
const COMPARISONS = ['eq', 'neq', 'lt', 'gt', 'lte', 'gte', 'in', 'nin', 'like'] as const;
type Comparison = (typeof COMPARISONS)[number];
const LOGICAL = ['and', 'or', 'not'] as const;

const ORDERED = ['lt', 'gt', 'lte', 'gte'] as const;
/**
 * The comparison operators a filter may apply to a field of each type.
 *
 * @internal Shared with `@recordgate/koa` (its OpenAPI document names them); not for embedders.
 */
export const OPERATORS_BY_TYPE: Readonly<Record<Field['type'], readonly Comparison[]>> = {
  integer: ['eq', 'neq', ...ORDERED, 'in', 'nin'],
  reference: ['eq', 'neq', ...ORDERED, 'in', 'nin'],
  datetime: ['eq', 'neq', ...ORDERED, 'in', 'nin'],
  string: ['eq', 'neq', 'in', 'nin', 'like'],
  text: ['eq', 'neq', 'in', 'nin', 'like'],
  boolean: ['eq', 'neq', 'in', 'nin'],
  // Never filterable (define-record-type): no database compares JSON documents alike.
  json: [],
};

/** Yii2 DataFilter's `nullValue`: the text that stands for null in a query string. */
const NULL_TEXT = 'NULL';

/**
 * Limits that keep a hostile filter from turning into a huge SQL statement.
 *
 * @internal Shared with `@recordgate/koa` (its OpenAPI document states them); not for embedders.
 */
export const FILTER_LIMITS = { conditions: 100, depth: 10, values: 1000 } as const;

/** Arguments of {@link parseListFilter}. */
export interface ParseListFilterArgs {
  readonly type: RecordType;
  /**
   * The filter as the client sent it: the nested object of `filter[title][like]=x` query parameters
   * (objects whose keys are all integers count as arrays) or a parsed JSON object.
   */
  readonly filter: unknown;
  /** Language of the error messages. @default 'en' */
  readonly language?: Language;
  /** IANA zone in which date-times without an offset are read. @default 'UTC' */
  readonly timeZone?: string;
}

/**
 * Turns a list filter in Yii2 DataFilter syntax into a storage {@link Filter}:
 * `{"title": {"like": "report"}, "or": [{"created_by": "3"}, {"created_at": {"gte": "2026-01-01"}}]}`.
 *
 * - Several keys in one object are combined with `and`; `and` / `or` take a list of conditions, `not`
 *   one condition.
 * - A field takes a value (meaning `eq`) or an object of operators: `eq`, `neq`, `lt`, `gt`, `lte`,
 *   `gte` (integers, references, date-times), `in` / `nin` (a list), `like` (strings; a substring,
 *   case-insensitive). `NULL` (or JSON null) with `eq` / `neq` tests for an empty field.
 * - Only the type's filterable fields are accepted (its search model, `searchClass`); hidden fields
 *   are never filterable, and are reported as unknown like any other name.
 * - Values are checked against the field's type; date-times are ISO 8601 (with an offset, or in
 *   `timeZone`) or Unix timestamps.
 *
 * Throws a `RecordError` (`invalid`) with one entry for the field `filter`, in the wording of Yii2's
 * DataFilter plus how to fix it. The result is a condition for the client's own narrowing: the caller
 * must still combine it with the access policy's filter (`where.and(policyFilter, parsed)`).
 */
export function parseListFilter({
  type,
  filter,
  language = 'en',
  timeZone = 'UTC',
}: ParseListFilterArgs): Filter {
  if (filter === undefined) return where.all;
  const fail = (message: string): never => {
    throw new RecordError('invalid', 'The filter is invalid.', {
      fields: [{ field: 'filter', message }],
    });
  };
  const filterable = type.fields.filter((f) => f.filterable).map((f) => f.name);
  const messages = messagesFor(language);
  return condition(
    { messages, language, timeZone, fail, type, filterable, conditions: 0 },
    filter,
    0,
  );
}

// What parsing one filter works with; `conditions` counts the conditions read so far.
interface FilterContext extends ValueContext {
  readonly type: RecordType;
  readonly filterable: readonly string[];
  conditions: number;
}

// A condition object: its keys combined with `and`.
function condition(ctx: FilterContext, value: unknown, depth: number): Filter {
  const { messages, fail } = ctx;
  if (depth > FILTER_LIMITS.depth) fail(messages.filterTooDeep(FILTER_LIMITS.depth));
  if (!isPlainObject(value) || Array.isArray(asList(value))) {
    fail(messages.filterInvalid('a condition must be an object such as filter[title]=….'));
  }
  const parts: Filter[] = [];
  for (const [key, operand] of Object.entries(value as Record<string, unknown>)) {
    if (++ctx.conditions > FILTER_LIMITS.conditions)
      fail(messages.filterTooComplex(FILTER_LIMITS.conditions));
    switch (key) {
      case 'and':
      case 'or': {
        const list = asList(operand);
        if (!list) fail(messages.filterMultipleOperands(key));
        const inner = list!.map((c) => condition(ctx, c, depth + 1));
        parts.push(key === 'and' ? where.and(...inner) : where.or(...inner));
        break;
      }
      case 'not':
        parts.push(where.not(condition(ctx, operand, depth + 1)));
        break;
      default:
        if ((COMPARISONS as readonly string[]).includes(key))
          fail(messages.filterRequiresAttribute(key));
        parts.push(attributeCondition(ctx, fieldOf(ctx, key), key, operand));
    }
  }
  return where.and(...parts);
}

// The filterable field a key names (by field name or reference name).
function fieldOf({ type, messages, fail, filterable }: FilterContext, name: string): Field {
  const field = type.fieldsByName.get(type.referencesByName.get(name)?.field ?? name);
  if (!field || !field.filterable) fail(messages.filterUnknownAttribute(name, filterable));
  return field!;
}

// A field's operand: a value (meaning `eq`) or an object of operators.
function attributeCondition(ctx: FilterContext, field: Field, name: string, operand: unknown) {
  const { messages, fail } = ctx;
  if (!isPlainObject(operand)) {
    if (Array.isArray(operand)) fail(messages.filterValueFormat(name));
    return compare(ctx, field, name, 'eq', operand);
  }
  const entries = Object.entries(operand);
  if (entries.length === 0) fail(messages.filterValueFormat(name));
  return where.and(
    ...entries.map(([operator, value]) => {
      if (!(COMPARISONS as readonly string[]).includes(operator)) {
        if ((LOGICAL as readonly string[]).includes(operator) || /^\d+$/.test(operator))
          fail(messages.filterValueFormat(name));
        fail(messages.filterUnknownOperator(operator, [...LOGICAL, ...COMPARISONS]));
      }
      return compare(ctx, field, name, operator as Comparison, value);
    }),
  );
}

// One comparison of a field, its operand checked against the field's type.
function compare(
  ctx: FilterContext,
  field: Field,
  name: string,
  operator: Comparison,
  operand: unknown,
): Filter {
  const { messages, fail } = ctx;
  const allowed = OPERATORS_BY_TYPE[field.type];
  if (!allowed.includes(operator))
    fail(messages.filterUnsupportedOperator(name, operator, allowed));
  if (operator === 'in' || operator === 'nin')
    return compareList(ctx, field, name, operator, operand);
  if (isPlainObject(operand) || Array.isArray(operand)) fail(messages.filterValueFormat(name));
  if (operator === 'like') {
    if (typeof operand !== 'string' && typeof operand !== 'number')
      fail(messages.filterValueFormat(name));
    const text = String(operand);
    if (!isWellFormedText(text)) fail(messages.notWellFormedText(field.label[ctx.language]));
    return { op: 'like', field: field.name, value: text };
  }
  const value = valueOf(field, operand, ctx);
  if (value === null) {
    if (operator === 'eq') return where.isNull(field.name);
    if (operator === 'neq') return where.not(where.isNull(field.name));
    fail(messages.filterValueFormat(name));
  }
  return { op: operator, field: field.name, value: value! };
}

// `in` / `nin`: a list of values, none of them null.
function compareList(
  ctx: FilterContext,
  field: Field,
  name: string,
  operator: 'in' | 'nin',
  operand: unknown,
): Filter {
  const { messages, fail } = ctx;
  const list = asList(operand);
  if (!list) fail(messages.filterMultipleOperands(operator));
  if (list!.length > FILTER_LIMITS.values) {
    fail(messages.filterInvalid(`"${operator}" takes at most ${FILTER_LIMITS.values} values.`));
  }
  const values = list!.map((v) => valueOf(field, v, ctx));
  if (values.includes(null)) fail(messages.filterValueFormat(name));
  const given = values as FilterValue[];
  return operator === 'in'
    ? where.in(field.name, given)
    : given.length === 0
      ? where.all
      : { op: 'nin', field: field.name, values: given };
}

interface ValueContext {
  readonly messages: Messages;
  readonly language: Language;
  readonly timeZone: string;
  readonly fail: (message: string) => never;
}

function valueOf(
  field: Field,
  raw: unknown,
  { messages, language, timeZone, fail }: ValueContext,
): FilterValue | null {
  if (raw === null || raw === NULL_TEXT) return null;
  const label = field.label[language];
  switch (field.type) {
    case 'integer':
    case 'reference': {
      const n = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n)) return fail(messages.notInteger(label));
      // Beyond the column's range no database can compare it alike (PostgreSQL refuses it outright).
      const { min, max } = INTEGER_RANGE.integer;
      return n >= min && n <= max ? n : fail(messages.integerOutOfRange(label, min, max));
    }
    case 'boolean':
      if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
      if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
      return fail(messages.notBoolean(label));
    case 'datetime': {
      const reading = readDateTime(raw, timeZone);
      if (reading.ok) return reading.date;
      return fail(
        reading.problem === 'range'
          ? messages.dateTimeOutOfRange(label, DATE_TIME_RANGE.text)
          : messages.notDateTime(label),
      );
    }
    default: {
      if (typeof raw !== 'string' && typeof raw !== 'number')
        return fail(messages.notString(label));
      const text = String(raw);
      return isWellFormedText(text) ? text : fail(messages.notWellFormedText(label));
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list, or an object whose keys are all integers (what `a[0]=x&a[1]=y` parses into). */
function asList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((k) => /^\d+$/.test(k))) return undefined;
  return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);
}
