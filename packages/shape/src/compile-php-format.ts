import { RecordError, type Language } from '@recordgate/core';
import { PHP_NAMES, type PhpNames } from './php-names.js';
import {
  dayOfYear,
  daysInMonth,
  formatOffset,
  isLeapYear,
  isoWeek,
  pad,
  utcDate,
  wallClock,
  zoneAbbreviation,
  type WallClock,
} from './wall-clock.js';
import { zoneState } from './zone-state.js';

/** A compiled date pattern: renders an instant in a time zone. */
export type DateRenderer = (date: Date, timeZone: string) => string;

type Part = (c: WallClock, timeZone: string) => string;

const year = (c: WallClock) => c.wall.getUTCFullYear();
const hour12 = (c: WallClock) => c.wall.getUTCHours() % 12 || 12;

function expandedYear(y: number, alwaysSign: boolean): string {
  const digits = pad(Math.abs(y), 4);
  if (y < 0) return `-${digits}`;
  return alwaysSign || y >= 10_000 ? `+${digits}` : digits;
}

// C's printf("%0<width>d"): the sign counts towards the width ("-050" for %04d, "-1" for %02d).
function printfInt(value: number, width: number): string {
  return value < 0 ? `-${pad(-value, width - 1)}` : pad(Math.abs(value), width);
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
  const jan = wallClock(new Date(utcDate(y, 0, 1)), timeZone).offsetSeconds;
  const jul = wallClock(new Date(utcDate(y, 6, 1)), timeZone).offsetSeconds;
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
  j: (c) => String(c.wall.getUTCDate()),
  N: (c) => String(c.wall.getUTCDay() || 7),
  S: (c) => ordinalSuffix(c.wall.getUTCDate()),
  w: (c) => String(c.wall.getUTCDay()),
  z: (c) => String(dayOfYear(c.wall)),
  W: (c) => pad(isoWeek(c.wall).week, 2),
  m: (c) => pad(c.wall.getUTCMonth() + 1, 2),
  n: (c) => String(c.wall.getUTCMonth() + 1),
  t: (c) => String(daysInMonth(c.wall)),
  L: (c) => (isLeapYear(year(c)) ? '1' : '0'),
  o: (c) => String(isoWeek(c.wall).year),
  X: (c) => expandedYear(year(c), true),
  x: (c) => expandedYear(year(c), false),
  Y: (c) => (year(c) < 0 ? `-${pad(-year(c), 4)}` : pad(year(c), 4)),
  // printf("%02d", year % 100) in PHP: "-44" for the year -44, "00" for -100.
  y: (c) => printfInt(year(c) % 100, 2),
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

// D, l, M and F: the names of the installation language, chosen when a pattern is compiled.
function nameParts(names: PhpNames): Readonly<Record<string, Part>> {
  return {
    D: (c) => names.shortWeekdays[c.wall.getUTCDay()]!,
    l: (c) => names.weekdays[c.wall.getUTCDay()]!,
    M: (c) => names.shortMonths[c.wall.getUTCMonth()]!,
    F: (c) => names.months[c.wall.getUTCMonth()]!,
  };
}

const NAME_PARTS: Readonly<Record<Language, Readonly<Record<string, Part>>>> = {
  en: nameParts(PHP_NAMES.en),
  de: nameParts(PHP_NAMES.de),
};

// c and r are fixed machine formats (ISO 8601, RFC 2822): English names in every language, and the
// year as PHP prints it there, printf's %04d ("-050" where Y gives "-0050").
const FIXED_FORMAT_PARTS = { ...NAME_PARTS.en, Y: (c: WallClock) => printfInt(year(c), 4) };
FORMAT.c = sequence(parse('Y-m-d\\TH:i:sP', FIXED_FORMAT_PARTS));
FORMAT.r = sequence(parse('D, d M Y H:i:s O', FIXED_FORMAT_PARTS));

function sequence(parts: readonly (string | Part)[]): Part {
  // Concatenated in a loop: no array and join per date-time (a page renders over a hundred).
  return (c, timeZone) => {
    let out = '';
    for (const p of parts) out += typeof p === 'string' ? p : p(c, timeZone);
    return out;
  };
}

function parse(pattern: string, names: Readonly<Record<string, Part>>): (string | Part)[] {
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
    const part = names[ch] ?? FORMAT[ch];
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
 * Characters that are not format characters are literal, as in PHP; the names of `D`, `l`, `M` and
 * `F` are in `language` (PHP's own in English).
 */
export function compilePhpFormat(pattern: string, language: Language): DateRenderer {
  if (pattern.length > 200) {
    throw new RecordError('bad_request', 'The dateFormat pattern is longer than 200 characters.');
  }
  const render = sequence(parse(pattern, NAME_PARTS[language]));
  return (date, timeZone) => render(wallClock(date, timeZone), timeZone);
}
