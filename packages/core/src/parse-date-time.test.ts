import { describe, expect, it } from 'vitest';
import { parseDateTime, timeZoneOffset } from './parse-date-time.js';

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
  });

  it('refuses anything else', () => {
    for (const value of [
      'tomorrow',
      '2026-13-01',
      '2026-02-29',
      '2026-01-01T24:00:00',
      1.5,
      true,
      {},
      '',
    ]) {
      expect(parseDateTime(value, 'UTC'), String(value)).toBeUndefined();
    }
  });
});

describe('timeZoneOffset', () => {
  it('gives half-hour and 45-minute offsets', () => {
    expect(timeZoneOffset(Date.UTC(2026, 0, 1), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
    expect(timeZoneOffset(Date.UTC(2026, 0, 1), 'Asia/Kathmandu')).toBe(5.75 * 3_600_000);
    expect(timeZoneOffset(Date.UTC(2026, 0, 1), 'America/St_Johns')).toBe(-3.5 * 3_600_000);
  });
});
