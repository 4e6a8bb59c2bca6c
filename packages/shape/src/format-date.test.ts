import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.js';

// Expected values as PHP 8 and ICU render them (checked by hand against php -r and Yii2's Formatter).
const at = new Date('2026-11-22T01:27:40.123Z');

describe('formatDate with php: patterns', () => {
  const php = (pattern: string, timeZone = 'UTC', date = at) =>
    formatDate(date, `php:${pattern}`, { timeZone });

  it('renders the default pattern', () => {
    expect(php('d.m.Y H:i:s')).toBe('22.11.2026 01:27:40');
    expect(php('d.m.Y H:i:s', 'Europe/Berlin')).toBe('22.11.2026 02:27:40');
  });

  it('renders every day, month and year character', () => {
    expect(php('d D j l N S w z')).toBe('22 Sun 22 Sunday 7 nd 0 325');
    expect(php('W F m M n t L o Y y')).toBe('47 November 11 Nov 11 30 0 2026 2026 26');
    expect(php('x X')).toBe('2026 +2026');
  });

  it('renders every time character', () => {
    expect(php('a A B g G h H i s u v')).toBe('am AM 102 1 1 01 01 27 40 123000 123');
    expect(php('g:i a', 'America/New_York')).toBe('8:27 pm');
  });

  it('renders zone characters, with half-hour and 45-minute offsets', () => {
    expect(php('e I O P p T Z', 'Europe/Berlin')).toBe(
      'Europe/Berlin 0 +0100 +01:00 +01:00 CET 3600',
    );
    expect(php('I T', 'Europe/Berlin', new Date('2026-07-01T12:00:00Z'))).toBe('1 CEST');
    expect(php('P p', 'UTC')).toBe('+00:00 Z');
    expect(php('O', 'Asia/Kathmandu')).toBe('+0545');
    expect(php('P', 'America/St_Johns')).toBe('-03:30');
  });

  it('renders the compound and epoch characters', () => {
    expect(php('c', 'Europe/Berlin')).toBe('2026-11-22T02:27:40+01:00');
    expect(php('r', 'Europe/Berlin')).toBe('Sun, 22 Nov 2026 02:27:40 +0100');
    expect(php('U')).toBe('1795310860');
  });

  it('treats backslash-escaped and unknown characters as literal text', () => {
    expect(php('\\Y\\e\\a\\r: Y, \\d\\a\\y: j')).toBe('Year: 2026, day: 22');
    expect(php('Y-m-d ~ [q]')).toBe('2026-11-22 ~ [q]');
    expect(php('Y\\')).toBe('2026');
  });

  it('names days and months in the installation language; c and r stay English', () => {
    const de = (pattern: string) =>
      formatDate(at, `php:${pattern}`, { timeZone: 'Europe/Berlin', language: 'de' });
    expect(de('l, d. F Y')).toBe('Sonntag, 22. November 2026');
    expect(de('D, d. M Y H:i T')).toBe('So., 22. Nov. 2026 02:27 CET');
    expect(de('\\l\\D: l D, jS')).toBe('lD: Sonntag So., 22nd');
    expect(de('r')).toBe('Sun, 22 Nov 2026 02:27:40 +0100');
    expect(formatDate(at, 'php:D l M F', { timeZone: 'UTC', language: 'en' })).toBe(
      'Sun Sunday Nov November',
    );
  });

  it('prints the names of the ICU fields Yii2 converts D, l, M, F to', () => {
    for (const language of ['en', 'de']) {
      for (let day = 0; day < 12 * 31; day += 5) {
        const date = new Date(Date.UTC(2026, 0, 1 + day, 12));
        const icu = formatDate(date, 'EEE|EEEE|MMM|MMMM', { timeZone: 'UTC', language });
        const php = formatDate(date, 'php:D|l|M|F', { timeZone: 'UTC', language });
        expect(php, `${language} ${date.toISOString()}`).toBe(icu);
      }
    }
  });

  it('prints years before 1 and after 9999 as PHP does', () => {
    const inYear = (y: number) => {
      const date = new Date(Date.UTC(2026, 5, 19, 12, 34, 56));
      date.setUTCFullYear(y);
      return date;
    };
    expect(php('c', 'UTC', inYear(-50))).toBe('-050-06-19T12:34:56+00:00');
    expect(php('r', 'UTC', inYear(-50))).toBe('Mon, 19 Jun -050 12:34:56 +0000');
    expect(php('Y y o x', 'UTC', inYear(-50))).toBe('-0050 -50 -50 -0050');
    expect(php('Y y c', 'UTC', inYear(-100))).toBe('-0100 00 -100-06-19T12:34:56+00:00');
    expect(php('Y y o X', 'UTC', inYear(0))).toBe('0000 00 0 +0000');
    expect(php('c o', 'UTC', inYear(999))).toBe('0999-06-19T12:34:56+00:00 999');
    expect(php('c y x', 'UTC', inYear(10000))).toBe('10000-06-19T12:34:56+00:00 00 +10000');
  });

  it('uses ISO week-numbering years around New Year', () => {
    expect(php('o-\\WW-N', 'UTC', new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53-5');
    expect(php('o-\\WW-N', 'UTC', new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01-1');
  });
});

describe('formatDate with ICU patterns and styles', () => {
  it('renders patterns with names in the installation language', () => {
    expect(formatDate(at, 'dd.MM.yyyy HH:mm', { timeZone: 'Europe/Berlin' })).toBe(
      '22.11.2026 02:27',
    );
    expect(
      formatDate(at, "EEEE, d. MMMM yyyy 'um' H:mm", { timeZone: 'Europe/Berlin', language: 'de' }),
    ).toBe('Sonntag, 22. November 2026 um 2:27');
    expect(formatDate(at, 'EEE MMM d h:mm a', { timeZone: 'UTC' })).toBe('Sun Nov 22 1:27 AM');
  });

  it('renders the four styles through ICU', () => {
    expect(formatDate(at, 'medium', { timeZone: 'UTC', language: 'de' })).toBe(
      '22.11.2026, 01:27:40',
    );
    expect(formatDate(at, 'short', { timeZone: 'UTC' })).toMatch(/^11\/22\/26, 1:27\sAM$/);
  });

  it('refuses letters that are not ICU fields and unclosed quotes', () => {
    expect(() => formatDate(at, 'yyyy-ii', { timeZone: 'UTC' })).toThrow(/not an ICU date field/);
    expect(() => formatDate(at, 'h BBBB', { timeZone: 'UTC' })).toThrow(
      /uses "BBBB", which RecordGate does not render. Supported fields: G-GGGGG/,
    );
    expect(() => formatDate(at, 'VVV', { timeZone: 'UTC' })).toThrow(/does not render/);
    expect(() => formatDate(at, "yyyy 'open", { timeZone: 'UTC' })).toThrow(/unclosed quote/);
  });
});

describe('formatDate options', () => {
  it('accepts the language in any case and refuses others, bad zones and invalid dates', () => {
    expect(formatDate(at, 'MMMM', { timeZone: 'UTC', language: 'DE' })).toBe('November');
    expect(() => formatDate(at, 'MMMM', { timeZone: 'UTC', language: 'fr' })).toThrow(
      /"fr" is not supported for dates; use one of en, de/,
    );
    expect(() => formatDate(at, 'php:Y', { timeZone: 'Mars/Olympus' })).toThrow(
      /"Mars\/Olympus" is not an IANA time zone/,
    );
    expect(() => formatDate(new Date(Number.NaN), 'php:Y', { timeZone: 'UTC' })).toThrow(
      /valid Date/,
    );
  });
});
