import { readFileSync } from 'node:fs';
import type { Language } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../src/index.js';

// Expectations rendered by php-intl's IntlDateFormatter, as Yii2's Formatter calls it
// (test/oracle/generate-icu-cases.php); the test needs only the generated JSON, not PHP.
interface IcuCases {
  readonly php: string;
  readonly icu: string;
  readonly cases: number;
  readonly languages: readonly Language[];
  readonly formats: readonly string[];
  /** Patterns with letters that are no ICU field, with ICU's silently shortened rendering. */
  readonly invalid: readonly { readonly pattern: string; readonly icu: string }[];
  readonly zones: readonly {
    readonly zone: string;
    readonly instants: readonly number[];
    readonly expected: readonly (readonly string[])[];
  }[];
}

const oracle = JSON.parse(
  readFileSync(new URL('./oracle/icu-cases.json', import.meta.url), 'utf8'),
) as IcuCases;

describe(`ICU formats against IntlDateFormatter (ICU ${oracle.icu})`, () => {
  it('holds cases for both languages, all four styles and many patterns', () => {
    expect(oracle.cases).toBeGreaterThan(1000);
    expect(oracle.languages).toEqual(['en', 'de']);
    expect(oracle.formats.slice(0, 4)).toEqual(['short', 'medium', 'long', 'full']);
  });

  it('refuses patterns whose letters ICU would silently drop', () => {
    expect(oracle.invalid.length).toBeGreaterThan(3);
    for (const { pattern } of oracle.invalid) {
      expect(() => formatDate(new Date(0), pattern, { timeZone: 'UTC' }), pattern).toThrow(
        /dateFormat pattern/,
      );
    }
  });

  for (const { zone, instants, expected } of oracle.zones) {
    it(`renders every case in ${zone} as Yii2's Formatter does`, () => {
      const mismatches: string[] = [];
      instants.forEach((instant, i) => {
        oracle.languages.forEach((language, l) => {
          oracle.formats.forEach((format, f) => {
            const want = expected[i]![l * oracle.formats.length + f]!;
            const got = formatDate(new Date(instant), format, { timeZone: zone, language });
            if (got !== want) {
              mismatches.push(
                `${new Date(instant).toISOString()} ${language} "${format}": got ${JSON.stringify(got)}, ICU ${JSON.stringify(want)}`,
              );
            }
          });
        });
      });
      expect(mismatches).toEqual([]);
    });
  }
});
