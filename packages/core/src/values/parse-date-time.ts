const ISO_DATE_TIME =
  /^([+-]?\d{4,})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The offset of `timeZone` from UTC at `epochMs`, in milliseconds (east positive).
 *
 * @internal Shared with `@recordgate/shape`; not for embedders.
 */
export function timeZoneOffset(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = utcTime({
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  });
  return wall - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * The earliest and latest instants a date-time may hold: years 0001 to 9999 in UTC, the range every
 * database stores alike (docs/writing-records.md, "Date-times").
 */
export const DATE_TIME_RANGE = {
  min: -62_135_596_800_000,
  max: 253_402_300_799_999,
  text: '0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z',
} as const;

interface CalendarTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly ms?: number;
}

// Like `Date.UTC`, but years 0–99 stay years 0–99 (`Date.UTC` moves them to 1900–1999).
function utcTime(t: CalendarTime): number {
  const date = new Date(0);
  date.setUTCFullYear(t.year, t.month - 1, t.day);
  date.setUTCHours(t.hour, t.minute, t.second, t.ms ?? 0);
  return date.getTime();
}

/** What {@link readDateTime} found: an instant, or why the value is none. */
export type DateTimeReading =
  | { readonly ok: true; readonly date: Date }
  | { readonly ok: false; readonly problem: 'format' | 'range' };

/**
 * Reads a client's date-time like {@link parseDateTime}, telling a malformed value (`format`) from a
 * well-formed one outside years 0001–9999 (`range`), so that the 422 can name the range.
 */
export function readDateTime(value: unknown, timeZone: string): DateTimeReading {
  const epoch = epochOf(value, timeZone);
  if (epoch === undefined) return { ok: false, problem: 'format' };
  if (!(epoch >= DATE_TIME_RANGE.min && epoch <= DATE_TIME_RANGE.max))
    return { ok: false, problem: 'range' };
  return { ok: true, date: new Date(epoch) };
}

/**
 * Parses a client's date-time: ISO 8601 with an offset, ISO 8601 without one (read in `timeZone`), or
 * an integer Unix timestamp in seconds. Returns undefined for anything else, and for instants outside
 * years 0001–9999 ({@link DATE_TIME_RANGE}).
 */
export function parseDateTime(value: unknown, timeZone: string): Date | undefined {
  const reading = readDateTime(value, timeZone);
  return reading.ok ? reading.date : undefined;
}

// The instant a value names, in milliseconds (possibly outside the range); undefined when malformed.
function epochOf(value: unknown, timeZone: string): number | undefined {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return value * 1000;
    // A whole number beyond any date-time (2^53, 1e309) is out of range, not malformed.
    return Number.isInteger(value) || Math.abs(value) === Infinity
      ? Math.sign(value) * Infinity
      : undefined;
  }
  if (typeof value !== 'string') return undefined;
  if (/^-?\d+$/.test(value)) {
    // Digits beyond any date-time (1e400) are out of range, not malformed.
    const n = Number(value);
    return Number.isSafeInteger(n) ? n * 1000 : value.startsWith('-') ? -Infinity : Infinity;
  }
  const m = ISO_DATE_TIME.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  // An expanded year (`+010000`, `-000001`) is well-formed but outside years 0001–9999.
  if (Number(y) > 9999) return Infinity;
  if (Number(y) < 0) return -Infinity;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const wall = utcTime({
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    ms,
  });
  const check = new Date(wall);
  // Reject calendar overflow such as 2026-02-30, which Date.UTC would silently roll over.
  if (
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    return undefined;
  }
  const offset = zone === undefined || zone === 'Z' ? 0 : offsetOf(zone);
  if (offset === undefined) return undefined;
  // Outside the range already: no zone can bring it back, and Intl would misread years before 1.
  if (wall < DATE_TIME_RANGE.min || wall > DATE_TIME_RANGE.max) return wall;
  if (zone) return wall - offset;
  // Wall-clock time in the installation zone: the offset depends on the instant, so correct once.
  let epoch = wall - timeZoneOffset(wall, timeZone);
  const corrected = wall - timeZoneOffset(epoch, timeZone);
  if (corrected !== epoch) epoch = corrected;
  return epoch;
}

// A numeric offset (`+02:00`, `-0530`) in milliseconds, east positive; undefined beyond hours 23 or
// minutes 59 (RFC 3339's `time-numoffset`): `+99:99` is a typo, not an instant.
function offsetOf(zone: string): number | undefined {
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}
