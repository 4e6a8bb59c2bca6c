import { describe, expect, it } from 'vitest';
import { parseDriverDateTime } from './decode-driver-value.js';

describe('parseDriverDateTime', () => {
  it('reads the text forms the drivers return as the same instant', () => {
    const instant = '2026-03-01T00:00:00.123Z';
    for (const text of [
      '2026-03-01T00:00:00.123Z',
      '2026-03-01 00:00:00.123+00',
      '2026-03-01 01:00:00.123+01',
      '2026-02-28 19:00:00.123-05:00',
      '2026-03-01 00:00:00.123456+00',
      '2026-03-01 00:00:00.123',
    ]) {
      expect(parseDriverDateTime(text).toISOString(), text).toBe(instant);
    }
    expect(parseDriverDateTime('2026-03-01 00:00:00').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it("reads SQLite's stored form as the instant it was written, years below 100 too", () => {
    for (const text of [
      '2026-03-01T00:00:00.123Z',
      '0050-01-01T00:00:00.000Z',
      '0001-12-31T23:59:59.999Z',
      '9999-12-31T23:59:59.999Z',
    ]) {
      expect(parseDriverDateTime(text).toISOString(), text).toBe(text);
    }
    expect(Number.isNaN(parseDriverDateTime('2026-13-01T00:00:00.000Z').getTime())).toBe(true);
    // Read by its digits where that is exact, by the parser elsewhere: the same instants and the
    // same invalid dates.
    const hour = 3_600_000;
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += 7 * hour + 1234) {
      const text = new Date(t).toISOString();
      expect(parseDriverDateTime(text).getTime(), text).toBe(t);
    }
    for (const text of [
      '2026-02-31T00:00:00.000Z',
      '2026-04-31T10:00:00.000Z',
      '2026-03-01T24:30:00.000Z',
      '2026-03-01T10:60:00.000Z',
      '2026-0a-01T10:00:00.000Z',
      '2026-03-00T10:00:00.000Z',
    ]) {
      expect(Number.isNaN(parseDriverDateTime(text).getTime()), text).toBe(
        Number.isNaN(new Date(text).getTime()),
      );
    }
  });

  it("reads MariaDB's form (no offset, 0 to 6 digits of fraction) as the instant it names", () => {
    const hour = 3_600_000;
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += 7 * hour + 1234) {
      const iso = new Date(t).toISOString();
      const plain = iso.slice(0, 19).replace('T', ' ');
      expect(parseDriverDateTime(plain).getTime(), plain).toBe(Math.floor(t / 1000) * 1000);
      for (const fraction of ['.1', '.12', '.123', '.1234', '.123456']) {
        const text = `${plain}${fraction}`;
        const ms = Number(fraction.slice(1, 4).padEnd(3, '0'));
        expect(parseDriverDateTime(text).getTime(), text).toBe(Math.floor(t / 1000) * 1000 + ms);
      }
    }
    for (const text of [
      '2026-02-31 00:00:00',
      '2026-03-01 24:30:00.000',
      '2026-0a-01 10:00:00',
      '2026-03-01 10:00:00.',
      '2026-03-01 10:00:00.12x',
      '2026-03-01 10:00:00.1234567',
    ]) {
      const iso = `${text.replace(' ', 'T')}Z`;
      expect(Number.isNaN(parseDriverDateTime(text).getTime()), text).toBe(
        Number.isNaN(new Date(iso).getTime()),
      );
    }
  });

  it('keeps years below 100 and reads offsets in seconds (local mean time before 1900)', () => {
    expect(parseDriverDateTime('0050-01-01 00:00:00+00').toISOString()).toBe(
      '0050-01-01T00:00:00.000Z',
    );
    expect(parseDriverDateTime('0050-01-01 00:53:28+00:53:28').toISOString()).toBe(
      '0050-01-01T00:00:00.000Z',
    );
    expect(parseDriverDateTime('0001-01-01 00:00:00.000').toISOString()).toBe(
      '0001-01-01T00:00:00.000Z',
    );
    expect(parseDriverDateTime('1850-06-01 11:50:47-00:09:13').toISOString()).toBe(
      '1850-06-01T12:00:00.000Z',
    );
  });
});
