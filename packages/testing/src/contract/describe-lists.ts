import { where } from '@recordgate/core';
import { expect, it } from 'vitest';
import { type ContractContext } from './contract-context.js';

/** Counts, batches loaded by id, and pages past the end. */
export function describeLists(context: ContractContext): void {
  it('counts after filtering', async () => {
    const { storage } = context;
    expect(await storage.count({ type: 'contract-item', filter: where.all })).toBe(4);
    expect(await storage.count({ type: 'contract-item', filter: where.eq('done', false) })).toBe(2);
    expect(await storage.count({ type: 'contract-item', filter: where.none })).toBe(0);
  });

  it('loads a batch of records by id in one call, skipping ids that do not exist', async () => {
    const { storage, items } = context;
    const ids = items.map((r) => r.id as number);
    const found = await storage.findMany({
      type: 'contract-item',
      filter: where.in('id', [999_999, ...[...ids].reverse()]),
    });
    expect(found.map((r) => r.id)).toEqual(ids);
    // A page of references can name many ids at once.
    const many = Array.from({ length: 2000 }, (_, i) => i + 1);
    expect(
      await storage.count({ type: 'contract-item', filter: where.in('id', many) }),
    ).toBeGreaterThanOrEqual(4);
    expect(await storage.findMany({ type: 'contract-owner', filter: where.in('id', []) })).toEqual(
      [],
    );
  });

  it('pages past the end to nothing and honours a limit of zero', async () => {
    const { storage, items } = context;
    expect(
      await storage.findMany({ type: 'contract-item', filter: where.all, offset: 10 }),
    ).toEqual([]);
    expect(await storage.findMany({ type: 'contract-item', filter: where.all, limit: 0 })).toEqual(
      [],
    );
    const second = await storage.findMany({
      type: 'contract-item',
      filter: where.all,
      limit: 2,
      offset: 2,
    });
    expect(second.map((r) => r.id)).toEqual(items.slice(2).map((r) => r.id));
  });

  it('counts through subqueries and keeps false apart from null', async () => {
    const { storage } = context;
    expect(
      await storage.count({
        type: 'contract-item',
        filter: where.inQuery('owner_id', 'contract-owner', 'id', where.eq('name', 'Bob')),
      }),
    ).toBe(1);
    expect(await storage.count({ type: 'contract-item', filter: where.eq('done', false) })).toBe(2);
    expect(await storage.count({ type: 'contract-item', filter: where.isNull('done') })).toBe(0);
    expect(await storage.count({ type: 'contract-item', filter: where.isNull('body') })).toBe(4);
  });
}
