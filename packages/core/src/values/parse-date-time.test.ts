import { describe, expect, it } from 'vitest';
import { parseDateTime, readDateTime, timeZoneOffset } from './parse-date-time.js';

describe('parseDateTime', () => {
  it('reads wall-clock times in the installation zone, across DST changes', () => {
    expect(parseDateTime('2026-01-15T12:00:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(parseDateTime('2026-07-15T12:00:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-15T10:00:00.000Z',
    );
    expect(parseDateTime('2026-03-29T03:30:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(parseDateTime('2026-06-01', 'Asia/Kathmandu')?.toISOString()).toBe(
      '2026-05-31T18:15:00.000Z',
    );
  });

  it('honours explicit offsets, fractions and Unix timestamps', () => {
    expect(parseDateTime('2026-06-01T00:00:00.25-03:30', 'UTC')?.toISOString()).toBe(
      '2026-06-01T03:30:00.250Z',
    );
    expect(parseDateTime('2026-06-01T00:00:00+0100', 'UTC')?.toISOString()).toBe(
      '2026-05-31T23:00:00.000Z',
    );
    expect(parseDateTime('0', 'UTC')?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parseDateTime('2026-11-22T10:00:00+23:59', 'UTC')?.toISOString()).toBe(
      '2026-11-21T10:01:00.000Z',
    );
    expect(parseDateTime('2026-11-22T10:00:00-0530', 'UTC')?.toISOString()).toBe(
      '2026-11-22T15:30:00.000Z',
    );
  });

  it('refuses anything else', () => {
    for (const value of [
      'tomorrow',
      '2026-13-01',
      '2026-02-29',
      '2026-01-01T24:00:00',
      // Offsets beyond hour 23 or minute 59 are typos, not instants.
      '2026-11-22T10:00:00+99:99',
      '2026-11-22T10:00:00+24:00',
      '2026-11-22T10:00:00-00:60',
      '2026-11-22T10:00:00+2500',
      1.5,
      true,
      {},
      '',
    ]) {
      expect(parseDateTime(value, 'UTC'), String(value)).toBeUndefined();
    }
  });
});

describe('readDateTime at the edges of years 0001–9999', () => {
  const iso = (value: unknown, zone = 'UTC') => {
    const reading = readDateTime(value, zone);
    return reading.ok ? reading.date.toISOString() : reading.problem;
  };

  it('keeps years below 100 as given, with or without a zone', () => {
    expect(iso('0050-01-01T00:00:00Z')).toBe('0050-01-01T00:00:00.000Z');
    expect(iso('0099-12-31T23:59:59.999Z')).toBe('0099-12-31T23:59:59.999Z');
    expect(iso('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00.000Z');
    expect(iso('0050-06-01T12:00:00', 'Europe/Berlin')).toBe('0050-06-01T11:06:32.000Z');
    expect(iso('9999-12-31T23:59:59.999Z')).toBe('9999-12-31T23:59:59.999Z');
  });

  it('tells values outside the range from malformed ones', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '0000-06-15',
      '10000-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '-000001-01-01',
      '0001-01-01T00:30:00+01:00',
      '9999-12-31T23:00:00-05:00',
      253_402_300_800,
      -62_135_596_801,
      99_999_999_999_999,
      '99999999999999',
      -8.64e12,
      8.64e12,
      '9'.repeat(400),
      `-${'9'.repeat(400)}`,
    ]) {
      expect(iso(value), String(value)).toBe('range');
    }
    expect(iso(253_402_300_799)).toBe('9999-12-31T23:59:59.000Z');
    expect(iso(-62_135_596_800)).toBe('0001-01-01T00:00:00.000Z');
    expect(iso(Infinity)).toBe('range');
    expect(iso(2 ** 53)).toBe('range');
    expect(iso(-1e20)).toBe('range');
    for (const value of [1.5, NaN, 'x', '0050-02-29', '99-01-01']) {
      expect(iso(value), String(value)).toBe('format');
    }
    expect(parseDateTime('0000-01-01T00:00:00Z', 'UTC')).toBeUndefined();
  });
});

describe('timeZoneOffset', () => {
  it('reads years below 100 as themselves', () => {
    // Berlin's local mean time, +0:53:28, before 1893; Date.UTC would read year 50 as 1950 (+1:00).
    expect(timeZoneOffset(Date.UTC(2026, 0, 1) - 1976 * 365.25 * 86_400_000, 'Europe/Berlin')).toBe(
      3208_000,
    );
  });

  it('gives half-hour and 45-minute offsets', () => {
    expect(timeZoneOffset(Date.UTC(2026, 0, 1), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
    expect(timeZoneOffset(Date.UTC(2026, 0, 1), 'Asia/Kathmandu')).toBe(5.75 * 3_600_000);
    expect(timeZoneOffset(Date.UTC(2026, 0, 1), 'America/St_Johns')).toBe(-3.5 * 3_600_000);
  });
});
