import type { FieldType, FieldValue } from '@recordgate/core';

/**
 * Parses a datetime the driver returned as text: ISO 8601, or `YYYY-MM-DD HH:MM:SS[.fff][±HH[:MM[:SS]]]`.
 * A server session outside UTC answers years before 1900 in local mean time, with offsets in seconds
 * (`0050-01-01 00:53:28+00:53:28` in Europe/Berlin); those read as the same instant too.
 */
export function parseDriverDateTime(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const text = String(value);
  // SQLite's stored form (`toISOString`): JavaScript parses it exactly, years below 100 too; checked
  // by its separators, cheaper than the regular expression.
  if (isIsoUtc(text)) return storedDateTime(text) ?? new Date(text);
  const plain = sqlDateTime(text);
  if (plain) return plain;
  const match =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/i.exec(
      text,
    );
  if (!match) return new Date(text);
  const [, date, time, , sign, hours = '0', minutes = '0', seconds = '0'] = match;
  const offsetMs =
    (sign === '-' ? -1 : 1) *
    (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) *
    1000;
  // JavaScript dates carry milliseconds; drivers may return microseconds.
  const [whole, fraction = ''] = time!.split('.');
  const ms = fraction === '' ? '' : `.${fraction.padEnd(3, '0').slice(0, 3)}`;
  // ISO text with a four-digit year keeps years below 100 (unlike `Date.UTC`).
  return new Date(new Date(`${date}T${whole}${ms}Z`).getTime() - offsetMs);
}

// The stored form read by its digits, where `Date.UTC` and the ISO parser agree: years from 100
// (`Date.UTC` moves 0–99 to 1900–1999), days up to 28 (every month has them; a day 31 of a short
// month is invalid as text, not moved on), hours to 23. Undefined elsewhere, and where a digit is
// not one: the parser decides. Cheaper than the parser, for each datetime of each row read
// (docs/benchmarks.md, "Figures the storage adapter's comments rest on").
function storedDateTime(text: string): Date | undefined {
  return digitsDateTime(text, twoDigits(text, 20) * 10 + digit(text, 22));
}

// MariaDB's and MySQL's form, `YYYY-MM-DD HH:MM:SS[.f…]` without an offset (UTC, as the regular
// expression reads it), by its digits where that is exact: each datetime of each row read on those
// databases (ADR 0056). Undefined elsewhere: the regular expression decides.
function sqlDateTime(text: string): Date | undefined {
  const length = text.length;
  if (text.charCodeAt(10) !== 32 || !datePunctuation(text)) return undefined;
  if (length === 19) return digitsDateTime(text, 0);
  if (length < 21 || length > 26 || text.charCodeAt(19) !== 46) return undefined;
  // Milliseconds from the first three digits of the fraction; the rest (microseconds) are dropped.
  let ms = 0;
  for (let at = 20; at < length; at++) {
    const value = digit(text, at);
    if (Number.isNaN(value)) return undefined;
    if (at < 23) ms += value * (at === 20 ? 100 : at === 21 ? 10 : 1);
  }
  return digitsDateTime(text, ms);
}

function digitsDateTime(text: string, ms: number): Date | undefined {
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hours = twoDigits(text, 11);
  const minutes = twoDigits(text, 14);
  const seconds = twoDigits(text, 17);
  // NaN (a character that is no digit) fails every comparison.
  const exact = year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= 28 && hours <= 23;
  if (!(exact && minutes <= 59 && seconds <= 59 && ms >= 0)) return undefined;
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds, ms));
}

// The digit at `at`, NaN where there is none.
function digit(text: string, at: number): number {
  const value = text.charCodeAt(at) - 48;
  return value >= 0 && value <= 9 ? value : NaN;
}

const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/** `YYYY-MM-DDTHH:MM:SS.sssZ` by its separators (a digit out of place parses as an invalid date). */
function isIsoUtc(text: string): boolean {
  return (
    text.length === 24 &&
    text.charCodeAt(23) === 90 && // Z
    text.charCodeAt(10) === 84 && // T
    text.charCodeAt(19) === 46 && // .
    datePunctuation(text)
  );
}

/** The dashes of the date and the colons of the time where both forms have them. */
function datePunctuation(text: string): boolean {
  return (
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58
  );
}

/**
 * A value as a driver returns it, turned into the engine's representation for a field of `type`: the
 * decoding every dialect shares (datetimes parsed, booleans from 0/1 or `t`, numbers from text).
 */
export function decodeDriverValue(type: FieldType, value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'datetime':
      return parseDriverDateTime(value);
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't';
    case 'integer':
    case 'reference':
      return Number(value);
    default:
      return String(value);
  }
}
