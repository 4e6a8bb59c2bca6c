import type { Field, FieldValue, StoredScalar } from '@recordgate/core';
import type { SqlDialect } from '../dialects/sql-dialect.js';

/**
 * How the values of a field travel to and from its column where a type maps another application's
 * table (docs/existing-databases.md): `storedAs` integers of seconds or milliseconds or integers as
 * text, `nullValues` sentinels and `storedValues` enumerations. A field without them is encoded and decoded by the dialect
 * alone, as in RecordGate's own tables.
 */

/** Whether a field's values need more than the dialect to reach their column. */
export function isMappedValue(field: Field): boolean {
  return (
    (field.storedAs !== undefined && field.storedAs !== 'datetime') ||
    field.nullValues !== undefined ||
    field.storedValues !== undefined
  );
}

/**
 * A value a mapping names (`where`, `columnDefaults`, `nullValues`, `storedValues`) as the driver takes
 * it: booleans as the dialect binds them (SQLite binds no boolean, Django keeps them as 0/1 there).
 */
export function storedParam(dialect: SqlDialect, value: unknown): unknown {
  return typeof value === 'boolean' ? dialect.encode('boolean', value) : value;
}

/** A value as the field's column holds it (the first stored value of a mapping is written). */
export function encodeStored(dialect: SqlDialect, field: Field, value: FieldValue): unknown {
  if (value === null) return storedParam(dialect, field.nullValues?.[0] ?? null);
  if (field.storedValues && typeof value === 'string') {
    const stored = field.storedValues[value];
    if (stored) return storedParam(dialect, stored[0]);
  }
  if (field.storedAs === 'unix-seconds' || field.storedAs === 'unix-milliseconds') {
    const ms = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
    return field.storedAs === 'unix-seconds' ? Math.floor(ms / 1000) : ms;
  }
  if (field.storedAs === 'text') return String(value);
  return dialect.encode(field.type, value);
}

/**
 * Every stored value that reads as `value` (a filter's `=` and `IN` look for all of them): the
 * mapped values of an enumeration, else the one encoded value.
 */
export function storedAlternatives(
  dialect: SqlDialect,
  field: Field,
  value: FieldValue,
): readonly unknown[] {
  if (field.storedValues && typeof value === 'string') {
    const stored = field.storedValues[value];
    if (stored) return stored.map((one) => storedParam(dialect, one));
  }
  return [encodeStored(dialect, field, value)];
}

/** Reports a stored value a mapping cannot read, once per type, field and value. */
export type UnreadableValue = (field: Field, stored: unknown, why: string) => void;

/** A column's value read through the field's mapping: unreadable ones read as `null` and are reported. */
export function decodeStored(
  dialect: SqlDialect,
  field: Field,
  stored: unknown,
  unreadable: UnreadableValue,
): FieldValue {
  if (stored === null || stored === undefined) return null;
  if (field.nullValues?.some((n) => sameStored(n, stored))) return null;
  if (field.storedValues) {
    for (const [value, alternatives] of Object.entries(field.storedValues)) {
      if (alternatives.some((a) => sameStored(a, stored))) return value;
    }
    unreadable(field, stored, 'no entry of "storedValues" names it');
    return null;
  }
  if (field.storedAs === 'unix-seconds' || field.storedAs === 'unix-milliseconds') {
    const n = Number(stored);
    const ms = field.storedAs === 'unix-seconds' ? n * 1000 : n;
    // ECMAScript dates reach ±8.64e15 ms; the API's dates are years 1 to 9999.
    if (!Number.isFinite(ms) || ms < -62135596800000 || ms > 253402300799999) {
      unreadable(field, stored, `it is not a ${field.storedAs} time between the years 1 and 9999`);
      return null;
    }
    return new Date(Math.trunc(ms));
  }
  if (field.storedAs === 'text') {
    const text = String(stored).trim();
    if (/^-?\d{1,15}$/.test(text)) return Number(text);
    unreadable(field, stored, 'it is not the digits of an integer');
    return null;
  }
  if (field.type === 'string' || field.type === 'text') {
    return decodeText(dialect, field, stored, unreadable);
  }
  const value = dialect.decode(field.type, stored);
  if (value instanceof Date && Number.isNaN(value.getTime())) {
    unreadable(field, stored, 'it is not a date-time');
    return null;
  }
  return value;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a string or text field of another application's table: bytes (a BLOB in SQLite's TEXT
 * column, MariaDB's binary columns) read as UTF-8; bytes that are not UTF-8, and on a driver that
 * replaces them (`SqlDialect.replacesInvalidText`) a string holding U+FFFD, read `null` (ADR 0047).
 */
function decodeText(
  dialect: SqlDialect,
  field: Field,
  stored: unknown,
  unreadable: UnreadableValue,
): FieldValue {
  if (stored instanceof Uint8Array) {
    try {
      return utf8.decode(stored);
    } catch {
      const hex = Buffer.from(stored.subarray(0, 32)).toString('hex').toUpperCase();
      unreadable(field, `X'${hex}'${stored.length > 32 ? '…' : ''}`, 'its bytes are not UTF-8');
      return null;
    }
  }
  const text = String(stored);
  if (dialect.replacesInvalidText && text.includes('\uFFFD')) {
    unreadable(
      field,
      text,
      'it is not UTF-8 (the driver read bytes it could not decode as U+FFFD)',
    );
    return null;
  }
  return text;
}

// Drivers return numbers as numbers or text (MariaDB's BIGINT, PostgreSQL's NUMERIC) and booleans as
// 0/1: a mapping's values compare by their text.
function sameStored(mapped: StoredScalar, stored: unknown): boolean {
  if (typeof mapped === 'boolean') return mapped === stored || Number(mapped) === Number(stored);
  if (stored instanceof Date) return false;
  return String(mapped) === String(stored);
}
