import type { Language } from '@recordgate/core';
import { utcDate } from './wall-clock.js';

/** The week rules of a language's default region (CLDR): first day (0 = Sunday) and minimal days. */
export interface WeekRules {
  readonly firstDay: number;
  readonly minimalDays: number;
}

/** en (United States): weeks start on Sunday, week 1 holds 1 January. de: ISO 8601 weeks. */
export const WEEK_RULES: Readonly<Record<Language, WeekRules>> = {
  en: { firstDay: 0, minimalDays: 1 },
  de: { firstDay: 1, minimalDays: 4 },
};

const DAY = 86_400_000;

// Midnight UTC of the first day of week 1 of `year`.
function weekOneStart(year: number, rules: WeekRules): number {
  const jan1 = utcDate(year, 0, 1);
  const back = (new Date(jan1).getUTCDay() - rules.firstDay + 7) % 7;
  const start = jan1 - back * DAY;
  return 7 - back >= rules.minimalDays ? start : start + 7 * DAY;
}

/** The week-numbering year and week of year (ICU `Y` and `w`) of a wall-clock date. */
export function localeWeek(wall: Date, rules: WeekRules): { year: number; week: number } {
  const day = utcDate(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  let year = wall.getUTCFullYear();
  if (day >= weekOneStart(year + 1, rules)) year++;
  else if (day < weekOneStart(year, rules)) year--;
  return { year, week: Math.floor((day - weekOneStart(year, rules)) / (7 * DAY)) + 1 };
}

/** The week of month (ICU `W`): week 1 is the first with at least the minimal days; earlier days are week 0. */
export function weekOfMonth(wall: Date, rules: WeekRules): number {
  const first = utcDate(wall.getUTCFullYear(), wall.getUTCMonth(), 1);
  const back = (new Date(first).getUTCDay() - rules.firstDay + 7) % 7;
  let start = 1 - back;
  if (7 - back < rules.minimalDays) start += 7;
  return Math.floor((wall.getUTCDate() - start) / 7) + 1;
}
