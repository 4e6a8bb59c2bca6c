import { where, type Filter } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { lookupKey } from './lookup-key.js';

const keyOf = (filter: Filter, more: { limit?: number; offset?: number } = {}) =>
  lookupKey({ type: 'document', filter, cacheable: true, ...more });

describe('lookupKey', () => {
  it('gives the same arguments the same key', () => {
    const access = where.or(
      where.eq('created_by', 7),
      where.inQuery('id', 'share', 'record_id', where.eq('user_id', 7)),
    );
    expect(keyOf(where.and(where.in('id', [1, 2]), access))).toBe(
      keyOf(where.and(where.in('id', [1, 2]), access)),
    );
  });

  it('tells apart arguments that read other rows', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    const filters: Filter[] = [
      where.eq('title', at),
      where.eq('title', at.toISOString()),
      where.eq('title', 1),
      where.eq('title', '1'),
      where.eq('title', true),
      where.eq('title', 'true'),
      where.in('id', [1, 2]),
      where.in('id', [12]),
      where.in('id', [1]),
      { op: 'nin', field: 'id', values: [1] },
      where.not(where.in('id', [1])),
      where.eq('title', 'a,b'),
      where.and(where.eq('title', 'a'), where.eq('title', 'b')),
      where.or(where.eq('title', 'a'), where.eq('title', 'b')),
      where.isNull('title'),
      { op: 'like', field: 'title', value: 'a' },
      where.inQuery('id', 'share', 'record_id', where.eq('user_id', 7)),
      where.inQuery('id', 'share', 'document_id', where.eq('user_id', 7)),
      where.inQuery('created_by', 'share', 'record_id', where.eq('user_id', 7)),
    ];
    const keys = filters.map((filter) => keyOf(filter));
    expect(new Set(keys).size).toBe(filters.length);
    expect(keyOf(where.in('id', [1]), { limit: 1 })).not.toBe(keyOf(where.in('id', [1])));
    expect(keyOf(where.in('id', [1]), { offset: 1 })).not.toBe(keyOf(where.in('id', [1])));
    expect(lookupKey({ type: 'user', filter: where.in('id', [1]) })).not.toBe(
      keyOf(where.in('id', [1])),
    );
  });

  it('gives no key to a search or a locking read', () => {
    const search = { terms: [{ words: ['lease'] }] };
    expect(lookupKey({ type: 'document', filter: where.all, search })).toBeUndefined();
    expect(lookupKey({ type: 'document', filter: where.all, forUpdate: true })).toBeUndefined();
  });
});
