import { where } from '@recordgate/core';
import { expect, it } from 'vitest';
import { type ContractContext, titles } from './contract-context.js';

/** Sorting by several keys with `id` as the final tiebreak, and where missing values sort. */
export function describeSorting(context: ContractContext): void {
  it('sorts by several keys with id as the final tiebreak, then pages', async () => {
    const { storage } = context;
    const sorted = await storage.findMany({
      type: 'contract-item',
      filter: where.all,
      sort: [{ field: 'rank', direction: 'desc' }],
    });
    expect(titles(sorted)).toEqual(['alpha report', 'gamma 100% done_', 'delta', 'Beta memo']);
    const page = await storage.findMany({
      type: 'contract-item',
      filter: where.all,
      sort: [{ field: 'rank', direction: 'desc' }],
      limit: 2,
      offset: 1,
    });
    expect(titles(page)).toEqual(['gamma 100% done_', 'delta']);
    const rest = await storage.findMany({ type: 'contract-item', filter: where.all, offset: 3 });
    expect(titles(rest)).toEqual(['delta']);
  });

  it('sorts nulls first ascending and last descending, by datetime, boolean and text', async () => {
    const { storage } = context;
    const sorted = (sort: { field: string; direction: 'asc' | 'desc' }[], filter = where.all) =>
      storage.findMany({ type: 'contract-item', filter, sort }).then(titles);
    expect(await sorted([{ field: 'due_at', direction: 'asc' }])).toEqual([
      'gamma 100% done_',
      'delta',
      'alpha report',
      'Beta memo',
    ]);
    expect(await sorted([{ field: 'due_at', direction: 'desc' }])).toEqual([
      'Beta memo',
      'alpha report',
      'delta',
      'gamma 100% done_',
    ]);
    expect(
      await sorted([
        { field: 'done', direction: 'desc' },
        { field: 'rank', direction: 'asc' },
      ]),
    ).toEqual(['delta', 'alpha report', 'Beta memo', 'gamma 100% done_']);
    // Text order among lower-case titles is the same under every collation.
    expect(
      await sorted([{ field: 'title', direction: 'desc' }], {
        op: 'neq',
        field: 'rank',
        value: 1,
      }),
    ).toEqual(['gamma 100% done_', 'delta', 'alpha report']);
  });
}
