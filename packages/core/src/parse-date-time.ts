const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

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
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * Parses a client's date-time: ISO 8601 with an offset, ISO 8601 without one (read in `timeZone`), or
 * an integer Unix timestamp in seconds. Returns undefined for anything else.
 */
export function parseDateTime(value: unknown, timeZone: string): Date | undefined {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? new Date(value * 1000) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  if (/^-?\d+$/.test(value)) return parseDateTime(Number(value), timeZone);
  const m = ISO_DATE_TIME.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
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
  if (zone === 'Z') return new Date(wall);
  if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
    return new Date(wall - offset);
  }
  // Wall-clock time in the installation zone: the offset depends on the instant, so correct once.
  let epoch = wall - timeZoneOffset(wall, timeZone);
  const corrected = wall - timeZoneOffset(epoch, timeZone);
  if (corrected !== epoch) epoch = corrected;
  return new Date(epoch);
}
