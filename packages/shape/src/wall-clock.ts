import { zoneOffset } from './zone-offset.js';

/** An instant seen on the wall clock of a time zone. */
export interface WallClock {
  /** The instant, milliseconds since the epoch. */
  readonly epochMs: number;
  /** The offset from UTC in seconds, east positive. */
  readonly offsetSeconds: number;
  /** A Date whose UTC fields are the wall-clock fields (read with getUTC*). */
  readonly wall: Date;
}

/** The wall clock of `timeZone` at `date`. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const epochMs = date.getTime();
  const offsetMs = zoneOffset(epochMs, timeZone);
  return { epochMs, offsetSeconds: offsetMs / 1000, wall: new Date(epochMs + offsetMs) };
}

/** Midnight UTC of a calendar date; unlike `Date.UTC`, years 0–99 are not moved to 1900–1999. */
export function utcDate(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime();
}

/** The ISO-8601 week-numbering year and week of a wall-clock date. */
export function isoWeek(wall: Date): { year: number; week: number } {
  const weekday = wall.getUTCDay() || 7;
  // The Thursday of the same ISO week decides the year.
  const thursday = new Date(
    utcDate(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 4 - weekday),
  );
  const year = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - utcDate(year, 0, 1)) / 86_400_000 + 1) / 7);
  return { year, week };
}

/** The day of the year, 0-based. */
export function dayOfYear(wall: Date): number {
  const year = wall.getUTCFullYear();
  return Math.round(
    (utcDate(year, wall.getUTCMonth(), wall.getUTCDate()) - utcDate(year, 0, 1)) / 86_400_000,
  );
}

/** The number of days in the month of a wall-clock date. */
export function daysInMonth(wall: Date): number {
  return new Date(utcDate(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
}

/** Whether a year of the proleptic Gregorian calendar is a leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** `+02:00`-style offset; `separator` '' gives `+0200`. */
export function formatOffset(offsetSeconds: number, separator: string): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(offsetSeconds);
  const hours = Math.floor(abs / 3600);
  const minutes = Math.floor((abs % 3600) / 60);
  return `${sign}${pad(hours, 2)}${separator}${pad(minutes, 2)}`;
}

/** Zero-pads a non-negative integer. */
export function pad(value: number, width: number): string {
  // Two digits (days, months, hours, minutes, seconds) without padStart: most of every date-time.
  if (width === 2 && value >= 0 && value < 100) return value < 10 ? `0${value}` : `${value}`;
  return String(value).padStart(width, '0');
}

const abbreviationFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone abbreviation at an instant (CET, EST), as tzdata and PHP's `T` give it; a numeric `+05`-style
 * offset where the zone has no letters.
 */
export function zoneAbbreviation(epochMs: number, timeZone: string, offsetSeconds: number): string {
  if (timeZone === 'UTC') return 'UTC';
  for (const locale of ['en-US', 'en-GB']) {
    const key = `${locale}|${timeZone}`;
    let formatter = abbreviationFormatters.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
      abbreviationFormatters.set(key, formatter);
    }
    const name = formatter.formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value;
    if (name && /^[A-Z]{2,5}$/.test(name) && name !== 'GMT') return name;
  }
  if (offsetSeconds === 0) return 'GMT';
  const offset = formatOffset(offsetSeconds, '');
  return offset.endsWith('00') ? offset.slice(0, 3) : offset;
}
