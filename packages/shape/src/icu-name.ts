import type { Language } from '@recordgate/core';
import type { WallClock } from './wall-clock.js';

/** The calendar names ICU patterns print: month, weekday, era, day period. */
export type IcuNameType = keyof typeof NAME_KEYS;

// The one wall-clock field each Gregorian name depends on.
const NAME_KEYS = {
  month: (wall: Date) => wall.getUTCMonth(),
  weekday: (wall: Date) => wall.getUTCDay(),
  era: (wall: Date) => (wall.getUTCFullYear() > 0 ? 1 : 0),
  dayPeriod: (wall: Date) => (wall.getUTCHours() < 12 ? 0 : 1),
} as const;

const nameFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A renderer of one name (months, weekdays, eras, day periods) in the installation language, read
 * with `options` from the wall-clock date in UTC so that the zone is applied exactly once.
 */
export function icuName(
  language: Language,
  options: Intl.DateTimeFormatOptions,
  type: IcuNameType,
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
  const valueOf = NAME_KEYS[type];
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
