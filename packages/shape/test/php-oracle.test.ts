import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../src/index.js';

// Expectations rendered by PHP's own DateTime::format (test/oracle/generate-php-cases.php); the test
// needs only the generated JSON, not PHP.
interface PhpCases {
  readonly php: string;
  readonly tzdata: string;
  readonly cases: number;
  readonly formats: readonly string[];
  readonly zones: readonly {
    readonly zone: string;
    readonly instants: readonly number[];
    readonly expected: readonly (readonly string[])[];
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

describe(`php: formats against PHP ${oracle.php} (tzdata ${oracle.tzdata})`, () => {
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

  for (const { zone, instants, expected } of oracle.zones) {
    it(`renders every case in ${zone} as PHP does`, () => {
      const mismatches: string[] = [];
      let checked = 0;
      const zoneFormat = oracle.formats.indexOf('e|I|O|P|p|T|Z|U');
      instants.forEach((instant, i) => {
        const phpOffset = Number(expected[i]![zoneFormat]!.split('|')[6]);
        if (runtimeOffset(instant, zone) !== phpOffset) {
          const declared = TZDATA_DIFFERENCES.some(
            (d) => d.zone === zone && instant >= d.from && instant < d.to,
          );
          if (!declared) {
            mismatches.push(`${new Date(instant).toISOString()}: offset differs from PHP's tzdata`);
          }
          checked += oracle.formats.length;
          return;
        }
        oracle.formats.forEach((format, f) => {
          const want = expected[i]![f]!;
          const got = formatDate(new Date(instant), `php:${format}`, { timeZone: zone });
          checked++;
          if (got !== want) {
            mismatches.push(
              `${new Date(instant).toISOString()} "${format}": got "${got}", PHP "${want}"`,
            );
          }
        });
      });
      expect(checked).toBe(instants.length * oracle.formats.length);
      expect(mismatches).toEqual([]);
    });
  }
});
