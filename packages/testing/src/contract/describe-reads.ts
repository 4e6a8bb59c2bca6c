import { where, type StorageAdapter } from '@recordgate/core';
import { expect, it } from 'vitest';
import { type ContractContext, titles } from './contract-context.js';

/**
 * Reads of the seeded records: every field typed as stored, every comparison operator, `like`, and
 * `and`/`or`/`not`.
 */
export function describeReads(context: ContractContext): void {
  it('returns inserted records with their new id and every field, typed', () => {
    const { items } = context;
    expect(items.map((r) => r.id)).toEqual([...new Set(items.map((r) => r.id))]);
    const first = items[0]!;
    expect(typeof first.id).toBe('number');
    expect(first).toMatchObject({ title: 'alpha report', rank: 3, done: true, body: null });
    expect(first.due_at).toBeInstanceOf(Date);
    expect((first.due_at as Date).toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect((items[1]!.due_at as Date).toISOString()).toBe('2026-03-01T00:00:00.123Z');
  });

  it('finds by every comparison operator', async () => {
    const { storage } = context;
    const find = (filter: Parameters<StorageAdapter['findMany']>[0]['filter']) =>
      storage.findMany({ type: 'contract-item', filter }).then(titles);
    expect(await find(where.eq('rank', 2))).toEqual(['gamma 100% done_', 'delta']);
    expect(await find({ op: 'neq', field: 'rank', value: 2 })).toEqual([
      'alpha report',
      'Beta memo',
    ]);
    expect(await find({ op: 'lt', field: 'rank', value: 2 })).toEqual(['Beta memo']);
    expect(await find({ op: 'lte', field: 'rank', value: 2 })).toEqual([
      'Beta memo',
      'gamma 100% done_',
      'delta',
    ]);
    expect(
      await find({ op: 'gt', field: 'due_at', value: new Date('2026-01-01T00:00:00Z') }),
    ).toEqual(['alpha report', 'Beta memo']);
    expect(await find({ op: 'gte', field: 'rank', value: 3 })).toEqual(['alpha report']);
    expect(await find(where.eq('done', true))).toEqual(['alpha report', 'delta']);
    expect(await find(where.in('rank', [1, 3]))).toEqual(['alpha report', 'Beta memo']);
    expect(await find({ op: 'nin', field: 'rank', values: [1, 3] })).toEqual([
      'gamma 100% done_',
      'delta',
    ]);
    expect(await find(where.isNull('owner_id'))).toEqual(['delta']);
    expect(await find(where.none)).toEqual([]);
    expect(await find(where.all)).toHaveLength(4);
  });

  it('matches like case-insensitively and treats % and _ literally', async () => {
    const { storage } = context;
    const like = (value: string) =>
      storage
        .findMany({ type: 'contract-item', filter: { op: 'like', field: 'title', value } })
        .then(titles);
    expect(await like('BETA')).toEqual(['Beta memo']);
    expect(await like('100%')).toEqual(['gamma 100% done_']);
    expect(await like('e_')).toEqual(['gamma 100% done_']);
  });

  it('combines filters with and, or, not', async () => {
    const { storage } = context;
    const found = await storage.findMany({
      type: 'contract-item',
      filter: where.or(
        where.and(where.eq('done', true), where.not(where.isNull('owner_id'))),
        where.eq('rank', 1),
      ),
    });
    expect(titles(found)).toEqual(['alpha report', 'Beta memo']);
  });
}
