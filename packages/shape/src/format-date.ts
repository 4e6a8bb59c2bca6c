import { RecordError, type Language } from '@recordgate/core';
import { compileIcuFormat } from './compile-icu-format.js';
import { compilePhpFormat, type DateRenderer } from './compile-php-format.js';

/** The `dateFormat` default (docs/shaping.md, "dateFormat"): PHP's `d.m.Y H:i:s`. */
export const DEFAULT_DATE_FORMAT = 'php:d.m.Y H:i:s';

const MAX_CACHED = 500;
const cache = new Map<string, DateRenderer>();

/**
 * The renderer of a `dateFormat` value, compiled once per language and cached: `php:` patterns follow
 * PHP's `DateTime::format`, with day and month names in `language`; other values are ICU patterns or `short|medium|long|full`. Throws a `RecordError`
 * (`bad_request`) for an invalid pattern.
 */
export function compileDateFormat(format: string, language: Language): DateRenderer {
  const key = `${language}|${format}`;
  let renderer = cache.get(key);
  if (!renderer) {
    renderer = format.startsWith('php:')
      ? compilePhpFormat(format.slice(4), language)
      : compileIcuFormat(format, language);
    // Client-chosen patterns: bound the cache so that a stream of distinct patterns cannot grow it.
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, renderer);
  }
  return renderer;
}

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** IANA time zone the date is shown in (`Europe/Berlin`, `UTC`). */
  readonly timeZone: string;
  /**
   * Language of the names: `en` or `de` (any case). ICU patterns and styles are rendered in it, and so
   * are the day and month names of `php:` patterns (`D`, `l`, `M`, `F`: `So.`, `Sonntag`, `Nov.`,
   * `November` in de; PHP's own `Sun`, `Sunday`, `Nov`, `November` in en). @default 'en'
   */
  readonly language?: string;
}

const LANGUAGES: readonly Language[] = ['en', 'de'];
const validZones = new Set<string>(['UTC']);

function checkedLanguage(language: string | undefined): Language {
  if (language === undefined) return 'en';
  const found = LANGUAGES.find((l) => l === language.toLowerCase());
  if (!found) {
    throw new RecordError(
      'bad_request',
      `The language "${language}" is not supported for dates; use one of ${LANGUAGES.join(', ')}.`,
    );
  }
  return found;
}

function checkZone(timeZone: string): void {
  if (validZones.has(timeZone)) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new RecordError(
      'bad_request',
      `The time zone "${timeZone}" is not an IANA time zone; use for example "Europe/Berlin" or "UTC".`,
    );
  }
  if (validZones.size < 1_000) validZones.add(timeZone);
}

/**
 * Renders a date exactly as the `dateFormat` header does: `php:…` patterns, ICU patterns and
 * `short|medium|long|full`. Throws a `RecordError` (`bad_request`) for an invalid pattern, a time
 * zone that is not an IANA name, a language other than `en` and `de`, or an invalid Date.
 *
 * @example
 * ```ts
 * formatDate(new Date('2026-11-22T01:27:40Z'), 'php:d.m.Y H:i:s', { timeZone: 'Europe/Berlin' });
 * // '22.11.2026 02:27:40'
 * ```
 */
export function formatDate(value: Date, format: string, options: FormatDateOptions): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    throw new RecordError('bad_request', 'formatDate needs a valid Date.');
  }
  checkZone(options.timeZone);
  return compileDateFormat(format, checkedLanguage(options.language))(value, options.timeZone);
}
