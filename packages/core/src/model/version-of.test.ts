import { describe, expect, it } from 'vitest';
import { versionOf } from './version-of.js';

describe('versionOf', () => {
  const record = {
    id: 3,
    title: 'Offer',
    paid: false,
    due: new Date('2026-01-01T00:00:00Z'),
    note: null,
  };

  it('is stable for equal values whatever the key order', () => {
    const reordered = {
      note: null,
      due: new Date('2026-01-01T00:00:00Z'),
      paid: false,
      title: 'Offer',
      id: 3,
    };
    expect(versionOf(reordered)).toBe(versionOf(record));
    expect(versionOf(record)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('keeps the versions of earlier releases (an If-Match sent before an upgrade still matches)', () => {
    expect(versionOf({ ...record })).toBe('5JqFIQCKUTo_b-fHI_r72P');
  });

  it('changes with any value, including type-only changes', () => {
    const base = versionOf(record);
    expect(versionOf({ ...record, title: 'Offer ' })).not.toBe(base);
    expect(versionOf({ ...record, paid: true })).not.toBe(base);
    expect(versionOf({ ...record, due: new Date('2026-01-01T00:00:00.001Z') })).not.toBe(base);
    expect(versionOf({ ...record, note: '' })).not.toBe(base);
    expect(versionOf({ ...record, id: '3' })).not.toBe(base);
  });
});
