import type { Language } from '@recordgate/core';
import { icuName } from './icu-name.js';
import { icuZoneName } from './icu-zone-name.js';
import { localeWeek, WEEK_RULES, weekOfMonth } from './locale-week.js';
import { dayOfYear, formatOffset, pad, utcDate, type WallClock } from './wall-clock.js';

/** One compiled field of an ICU pattern: renders an instant's wall clock in its time zone. */
export type IcuPart = (c: WallClock, timeZone: string) => string;

// Compiles `count` repetitions of one pattern letter; undefined when that count is not rendered.
type FieldFactory = (count: number, language: Language) => IcuPart | undefined;

const QUARTERS: Record<Language, { abbreviated: string[]; wide: string[] }> = {
  en: {
    abbreviated: ['Q1', 'Q2', 'Q3', 'Q4'],
    wide: ['1st quarter', '2nd quarter', '3rd quarter', '4th quarter'],
  },
  de: {
    abbreviated: ['Q1', 'Q2', 'Q3', 'Q4'],
    wide: ['1. Quartal', '2. Quartal', '3. Quartal', '4. Quartal'],
  },
};

// Julian day number of the epoch's day (ICU `g` counts local days from it).
const JULIAN_DAY_OF_EPOCH = 2_440_588;

const year = (c: WallClock) => c.wall.getUTCFullYear();
const hours = (c: WallClock) => c.wall.getUTCHours();
const quarter = (c: WallClock) => Math.floor(c.wall.getUTCMonth() / 3);
const midnight = (c: WallClock) =>
  utcDate(c.wall.getUTCFullYear(), c.wall.getUTCMonth(), c.wall.getUTCDate());

// u and r: the extended and the related year, signed.
const signedYear: FieldFactory = (count) => (c) =>
  year(c) < 0 ? `-${pad(-year(c), count)}` : pad(year(c), count);

const quarterField: FieldFactory = (count, language) => {
  if (count <= 2) return (c) => pad(quarter(c) + 1, count);
  if (count === 3) return (c) => QUARTERS[language].abbreviated[quarter(c)]!;
  if (count === 4) return (c) => QUARTERS[language].wide[quarter(c)]!;
  return (c) => String(quarter(c) + 1);
};

// M is the format form ("Nov." in German, read beside a day), L the stand-alone one ("Nov").
const monthField =
  (letter: 'M' | 'L'): FieldFactory =>
  (count, language) => {
    if (count <= 2) return (c) => pad(c.wall.getUTCMonth() + 1, count);
    if (count === 5) return icuName(language, { month: 'narrow' }, 'month');
    const month = count === 3 ? 'short' : 'long';
    return icuName(language, letter === 'M' ? { month, day: 'numeric' } : { month }, 'month');
  };

// The format form ("Sa." in German), as a weekday reads within a date.
const weekdayName: FieldFactory = (count, language) =>
  icuName(
    language,
    count <= 3
      ? { weekday: 'short', day: 'numeric', month: 'long' }
      : { weekday: count === 4 ? 'long' : 'narrow' },
    'weekday',
  );

// e and c: the local day of week, 1 being the language's first day (Sunday in en, Monday in de);
// from three letters on, e is E and c the stand-alone name.
const localWeekday =
  (letter: 'e' | 'c'): FieldFactory =>
  (count, language) => {
    if (count <= 2) {
      if (letter === 'c' && count === 2) return undefined;
      const rules = WEEK_RULES[language];
      return (c) => pad(((c.wall.getUTCDay() - rules.firstDay + 7) % 7) + 1, count);
    }
    if (letter === 'e') return weekdayName(count, language);
    const weekday = count === 3 ? 'short' : count === 4 ? 'long' : 'narrow';
    return icuName(language, { weekday }, 'weekday');
  };

// X and x: ISO 8601 offsets; X prints Z at offset zero.
const isoOffset =
  (zulu: boolean): FieldFactory =>
  (count) =>
  (c) => {
    if (zulu && c.offsetSeconds === 0) return 'Z';
    const full = formatOffset(c.offsetSeconds, count >= 3 ? ':' : '');
    return count === 1 && full.endsWith('00') ? full.slice(0, 3) : full;
  };

const zoneOffsetField: FieldFactory = (count) => {
  if (count <= 3) return (c) => formatOffset(c.offsetSeconds, '');
  // The localized GMT format: "GMT" alone at offset zero.
  if (count === 4)
    return (c) => (c.offsetSeconds === 0 ? 'GMT' : `GMT${formatOffset(c.offsetSeconds, ':')}`);
  return (c) => (c.offsetSeconds === 0 ? 'Z' : formatOffset(c.offsetSeconds, ':'));
};

// Pattern letter to the factory of its renderer; a letter not here is not rendered.
const FIELDS: Readonly<Partial<Record<string, FieldFactory>>> = {
  G: (count, language) =>
    icuName(language, { era: count === 4 ? 'long' : count === 5 ? 'narrow' : 'short' }, 'era'),
  y: (count) => (c) => (count === 2 ? pad(year(c) % 100, 2) : pad(year(c), count)),
  Y: (count, language) => {
    const rules = WEEK_RULES[language];
    return (c) => {
      const weekYear = localeWeek(c.wall, rules).year;
      return count === 2 ? pad(weekYear % 100, 2) : pad(weekYear, count);
    };
  },
  u: signedYear,
  r: signedYear,
  // Cyclic year names exist only in calendars Yii2 does not use; the Gregorian one prints the year.
  U: () => (c) => String(year(c)),
  Q: quarterField,
  q: quarterField,
  M: monthField('M'),
  L: monthField('L'),
  d: (count) => (c) => pad(c.wall.getUTCDate(), count),
  D: (count) => (c) => pad(dayOfYear(c.wall) + 1, count),
  E: weekdayName,
  w: (count, language) => {
    const rules = WEEK_RULES[language];
    return (c) => pad(localeWeek(c.wall, rules).week, count);
  },
  W: (count, language) => {
    const rules = WEEK_RULES[language];
    return (c) => pad(weekOfMonth(c.wall, rules), count);
  },
  F: (count) => (c) => pad(Math.floor((c.wall.getUTCDate() - 1) / 7) + 1, count),
  g: (count) => (c) => pad(Math.floor(midnight(c) / 86_400_000) + JULIAN_DAY_OF_EPOCH, count),
  A: (count) => (c) => pad(c.wall.getTime() - midnight(c), count),
  e: localWeekday('e'),
  c: localWeekday('c'),
  O: (count, language) => {
    if (count === 1) return icuZoneName(language, 'shortOffset');
    if (count === 4) return icuZoneName(language, 'longOffset');
    return undefined;
  },
  // Only the long generic name: CLDR's short one (v) falls back to a location name that changes
  // between ICU versions.
  v: (count, language) => (count === 4 ? icuZoneName(language, 'longGeneric') : undefined),
  // VV is the zone id; the short ids (V), exemplar cities (VVV) and generic locations (VVVV) are not
  // in Intl.
  V: (count) => (count === 2 ? (_, tz) => tz : undefined),
  a: (_, language) => icuName(language, { hour: 'numeric', hourCycle: 'h12' }, 'dayPeriod'),
  h: (count) => (c) => pad(hours(c) % 12 || 12, count),
  H: (count) => (c) => pad(hours(c), count),
  k: (count) => (c) => pad(hours(c) || 24, count),
  K: (count) => (c) => pad(hours(c) % 12, count),
  m: (count) => (c) => pad(c.wall.getUTCMinutes(), count),
  s: (count) => (c) => pad(c.wall.getUTCSeconds(), count),
  S: (count) => (c) => pad(c.wall.getUTCMilliseconds(), 3).padEnd(count, '0').slice(0, count),
  z: (count, language) => icuZoneName(language, count < 4 ? 'short' : 'long'),
  Z: zoneOffsetField,
  X: isoOffset(true),
  x: isoOffset(false),
};

/**
 * Compiles `count` repetitions of an ICU pattern letter (`yyyy`, `MMM`, `zzzz`) once into a renderer,
 * in `language`; undefined for a letter, or a count of it, that RecordGate does not render.
 */
export function icuField(letter: string, count: number, language: Language): IcuPart | undefined {
  return FIELDS[letter]?.(count, language);
}
