import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../src/index.js';

// Expectations rendered by PHP's own DateTime::format (test/oracle/generate-php-cases.php); the test
// needs only the generated JSON, not PHP. `german` holds the same instants with the names of D, l, M
// and F as Yii2's Formatter prints them through php-intl in German (`germanFormats`, some zones).
interface PhpCases {
  readonly php: string;
  readonly icu: string;
  readonly tzdata: string;
  readonly cases: number;
  readonly formats: readonly string[];
  readonly germanFormats: readonly string[];
  readonly zones: readonly {
    readonly zone: string;
    readonly instants: readonly number[];
    readonly expected: readonly (readonly string[])[];
    readonly german?: readonly (readonly string[])[];
  }[];
}

/**
 * Where the oracle's tz database and Node's ICU disagree about a zone's UTC offset (rules changed
 * after the ICU data was built), no formatter can agree with PHP: the instant is another wall-clock
 * time. Such cases are allowed only inside these declared periods, and only when the offsets really
 * differ; every other case must match exactly.
 */
const TZDATA_DIFFERENCES = [
  // tzdata 2026f: Cuba stays on daylight time (-04) in the winter of 2026/27; Node 24.21's ICU data
  // still falls back to -05 on 2026-11-01.
  {
    zone: 'America/Havana',
    from: Date.parse('2026-11-01T05:00:00Z'),
    to: Date.parse('2027-03-14T05:00:00Z'),
  },
];

/** Node's offset (seconds east) for `zone` at `instant`. */
function runtimeOffset(instant: number, zone: string): number {
  return Number(formatDate(new Date(instant), 'php:Z', { timeZone: zone }));
}

const oracle = JSON.parse(
  readFileSync(new URL('./oracle/php-cases.json', import.meta.url), 'utf8'),
) as PhpCases;

describe(`php: formats against PHP ${oracle.php} (ICU ${oracle.icu}, tzdata ${oracle.tzdata})`, () => {
  it('holds hundreds of cases over the zones of the issue', () => {
    expect(oracle.cases).toBeGreaterThan(1000);
    expect(oracle.zones.map((z) => z.zone)).toEqual(
      expect.arrayContaining([
        'UTC',
        'Europe/Berlin',
        'America/New_York',
        'Asia/Kolkata',
        'Asia/Kathmandu',
        'Australia/Lord_Howe',
        'Pacific/Chatham',
        'America/St_Johns',
      ]),
    );
  });

  it('holds German cases with every day and month name, and years PHP writes oddly', () => {
    const utc = oracle.zones.find((z) => z.zone === 'UTC')!;
    const names = new Set(utc.german!.flatMap((row) => row[0]!.split('|')[3]));
    expect(names.size).toBe(7);
    const months = new Set(utc.german!.flatMap((row) => row[1]!.split('|')[4]));
    expect([...months].sort()).toEqual(
      [
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
      ].sort(),
    );
    const c = oracle.formats.indexOf('c');
    const years = utc.expected.map((row) => row[c]!.split('-').slice(0, -2).join('-'));
    expect(years).toEqual(
      expect.arrayContaining(['-050', '-100', '0000', '0050', '0999', '10000']),
    );
  });

  for (const { zone, instants, expected, german } of oracle.zones) {
    it(`renders every case in ${zone} as PHP does${german ? ', in en and de' : ''}`, () => {
      const mismatches: string[] = [];
      let checked = 0;
      const zoneFormat = oracle.formats.indexOf('e|I|O|P|p|T|Z|U');
      const compare = (instant: number, format: string, language: string, want: string) => {
        const got = formatDate(new Date(instant), `php:${format}`, { timeZone: zone, language });
        checked++;
        if (got !== want) {
          mismatches.push(
            `${new Date(instant).toISOString()} ${language} "${format}": got "${got}", PHP "${want}"`,
          );
        }
      };
      const perInstant = oracle.formats.length + (german ? oracle.germanFormats.length : 0);
      instants.forEach((instant, i) => {
        const phpOffset = Number(expected[i]![zoneFormat]!.split('|')[6]);
        if (runtimeOffset(instant, zone) !== phpOffset) {
          const declared = TZDATA_DIFFERENCES.some(
            (d) => d.zone === zone && instant >= d.from && instant < d.to,
          );
          if (!declared) {
            mismatches.push(`${new Date(instant).toISOString()}: offset differs from PHP's tzdata`);
          }
          checked += perInstant;
          return;
        }
        oracle.formats.forEach((format, f) => compare(instant, format, 'en', expected[i]![f]!));
        oracle.germanFormats.forEach((format, f) => {
          if (german) compare(instant, format, 'de', german[i]![f]!);
        });
      });
      expect(checked).toBe(instants.length * perInstant);
      expect(mismatches).toEqual([]);
    });
  }
});
