import { RecordError, type Language } from '@recordgate/core';
import type { DateRenderer } from './compile-php-format.js';
import { localeWeek, WEEK_RULES, weekOfMonth } from './locale-week.js';
import { zoneSegment } from './zone-offset.js';
import { dayOfYear, formatOffset, pad, utcDate, wallClock, type WallClock } from './wall-clock.js';

type Part = (c: WallClock, timeZone: string) => string;

const STYLES = ['short', 'medium', 'long', 'full'] as const;

// Every pattern letter ICU defines, and those rendered here (the rest: day periods b and B, the short
// generic zone name v, the zone forms V, VVV and VVVV, and counts ICU does not define).
const ICU_LETTERS = 'GyYuUrQqMLwWdDFgEecabBhHkKmsSAzZOvVXxjJC';
const SUPPORTED_FIELDS =
  'G-GGGGG, y, Y, u, U, r, Q-QQQQQ, q-qqqq, M-MMMMM, L-LLLL, w, W, d, D, F, g, E-EEEEE, e-eeeee, c, ccc-ccccc, a, h, H, k, K, m, s, S, A, z-zzzz, Z-ZZZZZ, O, OOOO, vvvv, VV, X-XXXXX, x-xxxxx';
type Style = (typeof STYLES)[number];

const nameFormatters = new Map<string, Intl.DateTimeFormat>();

// Names (months, weekdays, eras, day periods) in the installation language, read from the wall-clock
// date in UTC so that the zone is applied exactly once.
function name(
  language: Language,
  options: Intl.DateTimeFormatOptions,
  type: keyof typeof NAME_KEYS,
): (c: WallClock) => string {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = nameFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    nameFormatters.set(key, formatter);
  }
  const f = formatter;
  // Gregorian names depend on one field only: ask Intl once per value.
  const names = new Map<number, string>();
  const valueOf = NAME_KEYS[type as keyof typeof NAME_KEYS];
  return (c) => {
    const value = valueOf(c.wall);
    let text = names.get(value);
    if (text === undefined) {
      text = f.formatToParts(c.wall).find((p) => p.type === type)?.value ?? '';
      names.set(value, text);
    }
    return text;
  };
}

const NAME_KEYS = {
  month: (wall: Date) => wall.getUTCMonth(),
  weekday: (wall: Date) => wall.getUTCDay(),
  era: (wall: Date) => (wall.getUTCFullYear() > 0 ? 1 : 0),
  dayPeriod: (wall: Date) => (wall.getUTCHours() < 12 ? 0 : 1),
} as const;

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

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

// Zone names (z: "MEZ", "GMT+5:30"; zzzz: "Mitteleuropäische Normalzeit") from ICU through Intl.
function zoneName(
  language: Language,
  style: 'short' | 'long' | 'shortOffset' | 'longOffset' | 'shortGeneric' | 'longGeneric',
): Part {
  return (c, timeZone) => {
    // A zone's specific name (and its offset) is constant while its offset is: one Intl call per
    // stretch of constant offset. Generic names are not: near a transition ICU adds the country.
    const named = style.endsWith('Generic')
      ? undefined
      : `${language}|${style}|${timeZone}|${zoneSegment(c.epochMs, timeZone).from}`;
    const cached = named === undefined ? undefined : zoneNames.get(named);
    if (cached !== undefined) return cached;
    const key = `${language}|${style}|${timeZone}`;
    let formatter = zoneFormatters.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style });
      zoneFormatters.set(key, formatter);
    }
    const found =
      formatter.formatToParts(c.epochMs).find((p) => p.type === 'timeZoneName')?.value ?? '';
    // ICU's localized GMT format is plain "GMT" at offset zero; V8 prints "GMT+0" for UTC's generic name.
    const value = /^GMT[+-]0(?:0:00)?$/.test(found) ? 'GMT' : found;
    if (named === undefined) return value;
    if (zoneNames.size >= 10_000) zoneNames.delete(zoneNames.keys().next().value!);
    zoneNames.set(named, value);
    return value;
  };
}

const zoneNames = new Map<string, string>();

function field(letter: string, count: number, language: Language): Part | undefined {
  const y = (c: WallClock) => c.wall.getUTCFullYear();
  const hours = (c: WallClock) => c.wall.getUTCHours();
  const rules = WEEK_RULES[language];
  const localDay = (c: WallClock) => ((c.wall.getUTCDay() - rules.firstDay + 7) % 7) + 1;
  const quarter = (c: WallClock) => Math.floor(c.wall.getUTCMonth() / 3);
  switch (letter) {
    case 'G':
      return name(
        language,
        { era: count === 4 ? 'long' : count === 5 ? 'narrow' : 'short' },
        'era',
      );
    case 'y':
      return (c) => (count === 2 ? pad(y(c) % 100, 2) : pad(y(c), count));
    case 'Y':
      return (c) => {
        const year = localeWeek(c.wall, rules).year;
        return count === 2 ? pad(year % 100, 2) : pad(year, count);
      };
    case 'u':
    case 'r':
      return (c) => (y(c) < 0 ? `-${pad(-y(c), count)}` : pad(y(c), count));
    case 'U':
      // Cyclic year names exist only in calendars Yii2 does not use; the Gregorian one prints the year.
      return (c) => String(y(c));
    case 'Q':
    case 'q':
      if (count <= 2) return (c) => pad(quarter(c) + 1, count);
      if (count === 3) return (c) => QUARTERS[language].abbreviated[quarter(c)]!;
      if (count === 4) return (c) => QUARTERS[language].wide[quarter(c)]!;
      return (c) => String(quarter(c) + 1);
    case 'M':
    case 'L':
      if (count <= 2) return (c) => pad(c.wall.getUTCMonth() + 1, count);
      if (count === 5) return name(language, { month: 'narrow' }, 'month');
      // M is the format form ("Nov." in German, read beside a day), L the stand-alone one ("Nov").
      return name(
        language,
        letter === 'M'
          ? { month: count === 3 ? 'short' : 'long', day: 'numeric' }
          : { month: count === 3 ? 'short' : 'long' },
        'month',
      );
    case 'd':
      return (c) => pad(c.wall.getUTCDate(), count);
    case 'D':
      return (c) => pad(dayOfYear(c.wall) + 1, count);
    case 'E':
      // The format form ("Sa." in German), as a weekday reads within a date.
      return name(
        language,
        count <= 3
          ? { weekday: 'short', day: 'numeric', month: 'long' }
          : { weekday: count === 4 ? 'long' : 'narrow' },
        'weekday',
      );
    case 'w':
      return (c) => pad(localeWeek(c.wall, rules).week, count);
    case 'W':
      return (c) => pad(weekOfMonth(c.wall, rules), count);
    case 'F':
      return (c) => pad(Math.floor((c.wall.getUTCDate() - 1) / 7) + 1, count);
    case 'g':
      return (c) =>
        pad(
          Math.floor(
            utcDate(c.wall.getUTCFullYear(), c.wall.getUTCMonth(), c.wall.getUTCDate()) /
              86_400_000,
          ) + JULIAN_DAY_OF_EPOCH,
          count,
        );
    case 'A':
      return (c) =>
        pad(
          c.wall.getTime() -
            utcDate(c.wall.getUTCFullYear(), c.wall.getUTCMonth(), c.wall.getUTCDate()),
          count,
        );
    case 'e':
    case 'c':
      // Local day of week: 1 is the language's first day (Sunday in en, Monday in de).
      if (count <= 2)
        return letter === 'c' && count === 2 ? undefined : (c) => pad(localDay(c), count);
      if (letter === 'e') return field('E', count, language);
      return name(
        language,
        { weekday: count === 3 ? 'short' : count === 4 ? 'long' : 'narrow' },
        'weekday',
      );
    case 'O':
      if (count === 1) return zoneName(language, 'shortOffset');
      if (count === 4) return zoneName(language, 'longOffset');
      return undefined;
    case 'v':
      // Only the long generic name: CLDR's short one (v) falls back to a location name that changes
      // between ICU versions.
      return count === 4 ? zoneName(language, 'longGeneric') : undefined;
    case 'V':
      // VV is the zone id; the short ids (V), exemplar cities (VVV) and generic locations (VVVV)
      // are not in Intl.
      return count === 2 ? (_, tz) => tz : undefined;
    case 'a':
      return name(language, { hour: 'numeric', hourCycle: 'h12' }, 'dayPeriod');
    case 'h':
      return (c) => pad(hours(c) % 12 || 12, count);
    case 'H':
      return (c) => pad(hours(c), count);
    case 'k':
      return (c) => pad(hours(c) || 24, count);
    case 'K':
      return (c) => pad(hours(c) % 12, count);
    case 'm':
      return (c) => pad(c.wall.getUTCMinutes(), count);
    case 's':
      return (c) => pad(c.wall.getUTCSeconds(), count);
    case 'S':
      return (c) => pad(c.wall.getUTCMilliseconds(), 3).padEnd(count, '0').slice(0, count);
    case 'z':
      return zoneName(language, count < 4 ? 'short' : 'long');
    case 'Z':
      if (count <= 3) return (c) => formatOffset(c.offsetSeconds, '');
      // The localized GMT format: "GMT" alone at offset zero.
      if (count === 4)
        return (c) => (c.offsetSeconds === 0 ? 'GMT' : `GMT${formatOffset(c.offsetSeconds, ':')}`);
      return (c) => (c.offsetSeconds === 0 ? 'Z' : formatOffset(c.offsetSeconds, ':'));
    case 'X':
    case 'x': {
      const zulu = letter === 'X';
      return (c) => {
        if (zulu && c.offsetSeconds === 0) return 'Z';
        const full = formatOffset(c.offsetSeconds, count >= 3 ? ':' : '');
        return count === 1 && full.endsWith('00') ? full.slice(0, 3) : full;
      };
    }
    default:
      return undefined;
  }
}

/**
 * Compiles an ICU date pattern (`dd.MM.yyyy HH:mm`) or one of `short|medium|long|full` once into a
 * renderer, in the installation language, as Yii2's Formatter renders date-times. Throws `bad_request`
 * for a letter that is not an ICU date field.
 */
export function compileIcuFormat(pattern: string, language: Language): DateRenderer {
  if ((STYLES as readonly string[]).includes(pattern)) {
    const style = pattern as Style;
    const formatters = new Map<string, Intl.DateTimeFormat>();
    return (date, timeZone) => {
      let formatter = formatters.get(timeZone);
      if (!formatter) {
        formatter = new Intl.DateTimeFormat(language, {
          dateStyle: style,
          timeStyle: style,
          timeZone,
        });
        formatters.set(timeZone, formatter);
      }
      // V8 prints a plain space before AM/PM where ICU's patterns (and so PHP's intl) have U+202F.
      return formatter
        .formatToParts(date)
        .map((part, index, all) =>
          part.type === 'literal' && part.value === ' ' && all[index + 1]?.type === 'dayPeriod'
            ? '\u202f'
            : part.value,
        )
        .join('');
    };
  }
  if (pattern.length > 200) {
    throw new RecordError('bad_request', 'The dateFormat pattern is longer than 200 characters.');
  }
  const parts: (string | Part)[] = [];
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === "'") {
      // '' is a literal quote, outside quoted text and inside it; 'text' is literal text.
      if (pattern[i + 1] === "'") {
        parts.push("'");
        i += 2;
        continue;
      }
      let text = '';
      let j = i + 1;
      for (;;) {
        if (j >= pattern.length)
          throw new RecordError(
            'bad_request',
            `The dateFormat pattern "${pattern}" has an unclosed quote; write '' for a literal quote.`,
          );
        if (pattern[j] === "'") {
          if (pattern[j + 1] !== "'") break;
          text += "'";
          j += 2;
          continue;
        }
        text += pattern[j];
        j++;
      }
      parts.push(text);
      i = j + 1;
      continue;
    }
    if (/[A-Za-z]/.test(ch)) {
      let count = 1;
      while (pattern[i + count] === ch) count++;
      const part = field(ch, count, language);
      if (!part) {
        throw new RecordError(
          'bad_request',
          ICU_LETTERS.includes(ch)
            ? `The dateFormat pattern "${pattern}" uses "${ch.repeat(count)}", which RecordGate does not render. Supported fields: ${SUPPORTED_FIELDS}.`
            : `The dateFormat pattern "${pattern}" uses "${ch}", which is not an ICU date field; put literal text in single quotes ('at'). Use for example "dd.MM.yyyy HH:mm", one of short, medium, long, full, or a "php:" pattern.`,
        );
      }
      parts.push(part);
      i += count;
      continue;
    }
    parts.push(ch);
    i++;
  }
  return (date, timeZone) => {
    const clock = wallClock(date, timeZone);
    return parts.map((p) => (typeof p === 'string' ? p : p(clock, timeZone))).join('');
  };
}
