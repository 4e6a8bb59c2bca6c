import type { Language } from '@recordgate/core';

/** The day and month names of `php:` patterns in one language, Sunday and January first. */
export interface PhpNames {
  /** `l`: the full weekday. */
  readonly weekdays: readonly string[];
  /** `D`: the short weekday. */
  readonly shortWeekdays: readonly string[];
  /** `F`: the full month. */
  readonly months: readonly string[];
  /** `M`: the short month. */
  readonly shortMonths: readonly string[];
}

const ENGLISH_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const ENGLISH_MONTHS = [
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

/**
 * The names `D`, `l`, `M` and `F` print per installation language. English is PHP's own (`Sun`,
 * `Nov`); German is what Yii2's Formatter prints through intl for the ICU fields it converts them to
 * (`EEE`, `EEEE`, `MMM`, `MMMM`, format context): ICU 72 (PHP's intl) and ICU 78 (Node 24) agree on
 * every name. The table is fixed so that the output does not depend on the ICU data of the Node build.
 */
export const PHP_NAMES: Readonly<Record<Language, PhpNames>> = {
  en: {
    weekdays: ENGLISH_WEEKDAYS,
    shortWeekdays: ENGLISH_WEEKDAYS.map((day) => day.slice(0, 3)),
    months: ENGLISH_MONTHS,
    shortMonths: ENGLISH_MONTHS.map((month) => month.slice(0, 3)),
  },
  de: {
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    shortWeekdays: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    shortMonths: [
      'Jan.',
      'Feb.',
      'März',
      'Apr.',
      'Mai',
      'Juni',
      'Juli',
      'Aug.',
      'Sept.',
      'Okt.',
      'Nov.',
      'Dez.',
    ],
  },
};
