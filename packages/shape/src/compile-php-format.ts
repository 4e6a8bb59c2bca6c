import { RecordError } from '@recordgate/core';
import {
  dayOfYear,
  daysInMonth,
  formatOffset,
  isLeapYear,
  isoWeek,
  pad,
  wallClock,
  zoneAbbreviation,
  type WallClock,
} from './wall-clock.js';
import { zoneState } from './zone-state.js';

/** A compiled date pattern: renders an instant in a time zone. */
export type DateRenderer = (date: Date, timeZone: string) => string;

type Part = (c: WallClock, timeZone: string) => string;

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const year = (c: WallClock) => c.wall.getUTCFullYear();
const hour12 = (c: WallClock) => c.wall.getUTCHours() % 12 || 12;

function expandedYear(y: number, alwaysSign: boolean): string {
  const digits = pad(Math.abs(y), 4);
  if (y < 0) return `-${digits}`;
  return alwaysSign || y >= 10_000 ? `+${digits}` : digits;
}

function ordinalSuffix(day: number): string {
  if (day >= 11 && day <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
}

// PHP's own tz data decides `I` and `T`; zones it does not know fall back to Intl.
function isDaylightSaving(c: WallClock, timeZone: string): boolean {
  const state = zoneState(timeZone, c.epochMs, c.offsetSeconds);
  if (state) return state.isDst;
  if (timeZone === 'UTC') return false;
  const y = year(c);
  const jan = wallClock(new Date(Date.UTC(y, 0, 1)), timeZone).offsetSeconds;
  const jul = wallClock(new Date(Date.UTC(y, 6, 1)), timeZone).offsetSeconds;
  return jan !== jul && c.offsetSeconds === Math.max(jan, jul);
}

function abbreviation(c: WallClock, timeZone: string): string {
  return (
    zoneState(timeZone, c.epochMs, c.offsetSeconds)?.abbreviation ??
    zoneAbbreviation(c.epochMs, timeZone, c.offsetSeconds)
  );
}

// PHP DateTime::format characters (https://www.php.net/manual/en/datetime.format.php).
const FORMAT: Record<string, Part> = {
  d: (c) => pad(c.wall.getUTCDate(), 2),
  D: (c) => DAYS[c.wall.getUTCDay()]!.slice(0, 3),
  j: (c) => String(c.wall.getUTCDate()),
  l: (c) => DAYS[c.wall.getUTCDay()]!,
  N: (c) => String(c.wall.getUTCDay() || 7),
  S: (c) => ordinalSuffix(c.wall.getUTCDate()),
  w: (c) => String(c.wall.getUTCDay()),
  z: (c) => String(dayOfYear(c.wall)),
  W: (c) => pad(isoWeek(c.wall).week, 2),
  F: (c) => MONTHS[c.wall.getUTCMonth()]!,
  m: (c) => pad(c.wall.getUTCMonth() + 1, 2),
  M: (c) => MONTHS[c.wall.getUTCMonth()]!.slice(0, 3),
  n: (c) => String(c.wall.getUTCMonth() + 1),
  t: (c) => String(daysInMonth(c.wall)),
  L: (c) => (isLeapYear(year(c)) ? '1' : '0'),
  o: (c) => String(isoWeek(c.wall).year),
  X: (c) => expandedYear(year(c), true),
  x: (c) => expandedYear(year(c), false),
  Y: (c) => (year(c) < 0 ? `-${pad(-year(c), 4)}` : pad(year(c), 4)),
  // printf("%02d", year % 100) in PHP: "-44" for 44 BC.
  y: (c) => (year(c) < 0 ? String(year(c) % 100) : pad(year(c) % 100, 2)),
  a: (c) => (c.wall.getUTCHours() < 12 ? 'am' : 'pm'),
  A: (c) => (c.wall.getUTCHours() < 12 ? 'AM' : 'PM'),
  B: (c) => {
    // Swatch Internet time: beats of the day in UTC+1, in integers as PHP computes them.
    const seconds = (((Math.floor(c.epochMs / 1000) + 3600) % 86_400) + 86_400) % 86_400;
    return pad(Math.floor((seconds * 10) / 864), 3);
  },
  g: (c) => String(hour12(c)),
  G: (c) => String(c.wall.getUTCHours()),
  h: (c) => pad(hour12(c), 2),
  H: (c) => pad(c.wall.getUTCHours(), 2),
  i: (c) => pad(c.wall.getUTCMinutes(), 2),
  s: (c) => pad(c.wall.getUTCSeconds(), 2),
  u: (c) => `${pad(c.wall.getUTCMilliseconds(), 3)}000`,
  v: (c) => pad(c.wall.getUTCMilliseconds(), 3),
  e: (_, timeZone) => timeZone,
  I: (c, timeZone) => (isDaylightSaving(c, timeZone) ? '1' : '0'),
  O: (c) => formatOffset(c.offsetSeconds, ''),
  P: (c) => formatOffset(c.offsetSeconds, ':'),
  // PHP prints Z only where the zone's abbreviation is UTC (not for GMT, as in London's winter).
  p: (c, timeZone) =>
    ['UTC', 'Z', 'GMT+0000'].includes(abbreviation(c, timeZone))
      ? 'Z'
      : formatOffset(c.offsetSeconds, ':'),
  T: abbreviation,
  Z: (c) => String(c.offsetSeconds),
  U: (c) => String(Math.floor(c.epochMs / 1000)),
};
FORMAT.c = sequence('Y-m-d\\TH:i:sP');
FORMAT.r = sequence('D, d M Y H:i:s O');

function sequence(pattern: string): Part {
  const parts = parse(pattern);
  return (c, timeZone) => parts.map((p) => (typeof p === 'string' ? p : p(c, timeZone))).join('');
}

function parse(pattern: string): (string | Part)[] {
  const parts: (string | Part)[] = [];
  let literal = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      // A backslash makes the next character literal; a trailing one prints nothing (as in PHP).
      i++;
      literal += pattern[i] ?? '';
      continue;
    }
    const part = FORMAT[ch];
    if (part) {
      if (literal) parts.push(literal);
      literal = '';
      parts.push(part);
    } else {
      literal += ch;
    }
  }
  if (literal) parts.push(literal);
  return parts;
}

/**
 * Compiles a PHP `DateTime::format` pattern (without the `php:` prefix) once into a renderer.
 * Characters that are not format characters are literal, as in PHP.
 */
export function compilePhpFormat(pattern: string): DateRenderer {
  if (pattern.length > 200) {
    throw new RecordError('bad_request', 'The dateFormat pattern is longer than 200 characters.');
  }
  const render = sequence(pattern);
  return (date, timeZone) => render(wallClock(date, timeZone), timeZone);
}
