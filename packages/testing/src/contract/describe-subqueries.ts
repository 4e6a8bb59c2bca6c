import { type SortKey, where } from '@recordgate/core';
import { expect, it } from 'vitest';
import { type ContractContext, titles } from './contract-context.js';

/**
 * `inQuery` subqueries, alone and united within an `or`; a missing value is in no set and not out
 * of it either, as SQL's NULL.
 */
export function describeSubqueries(context: ContractContext): void {
  it('selects through inQuery subqueries', async () => {
    const { storage } = context;
    const found = await storage.findMany({
      type: 'contract-item',
      filter: where.inQuery('owner_id', 'contract-owner', 'id', where.eq('name', 'Ann')),
    });
    expect(titles(found)).toEqual(['alpha report', 'gamma 100% done_']);
  });

  it('unites inQuery subqueries on one field within an or, also under not', async () => {
    const { storage, owners } = context;
    const ownedBy = (name: string) =>
      where.inQuery('owner_id', 'contract-owner', 'id', where.eq('name', name));
    const either = where.or(ownedBy('Ann'), ownedBy('Bob'), where.eq('rank', 2));
    expect(titles(await storage.findMany({ type: 'contract-item', filter: either }))).toEqual([
      'alpha report',
      'Beta memo',
      'gamma 100% done_',
      'delta',
    ]);
    // An item without an owner is in neither set, and not "not in" them either: SQL's NULL.
    const neither = where.not(where.or(ownedBy('Ann'), ownedBy('Nobody')));
    expect(titles(await storage.findMany({ type: 'contract-item', filter: neither }))).toEqual([
      'Beta memo',
    ]);
    // Likewise for every comparison with a missing value, under NOT too.
    const ann = owners[0]!.id as number;
    const notAnns = where.not(where.eq('owner_id', ann));
    expect(titles(await storage.findMany({ type: 'contract-item', filter: notAnns }))).toEqual([
      'Beta memo',
    ]);
    expect(
      titles(
        await storage.findMany({
          type: 'contract-item',
          filter: where.not(where.and(where.eq('rank', 2), where.eq('owner_id', ann))),
        }),
      ),
    ).toEqual(['alpha report', 'Beta memo']);
    expect(
      await storage.count({
        type: 'contract-item',
        filter: where.or(ownedBy('Bob'), ownedBy('Bob')),
      }),
    ).toBe(1);
  });

  describePinnedRows(context);
  describeUnionPages(context);
}

/** Orders of a page: by id both ways, and on columns with ties and with missing values. */
const unionPageSorts: readonly (readonly SortKey[])[] = [
  [{ field: 'id', direction: 'asc' }],
  [{ field: 'id', direction: 'desc' }],
  [{ field: 'rank', direction: 'asc' }],
  [{ field: 'due_at', direction: 'desc' }],
  [
    { field: 'done', direction: 'desc' },
    { field: 'title', direction: 'asc' },
  ],
];

/**
 * Pages of a union of sets (a member's documents) are the whole list cut, whatever the offset and
 * the order, also where a row is in two sets and where the row's own table is a set.
 */
function describeUnionPages(context: ContractContext): void {
  it('pages a union of sets as the whole list cut, in every order', async () => {
    const { storage } = context;
    const ownedBy = (name: string) =>
      where.inQuery('owner_id', 'contract-owner', 'id', where.eq('name', name));
    const ranked = (rank: number) =>
      where.inQuery('id', 'contract-item', 'id', where.eq('rank', rank));
    const inItems = (filter: ReturnType<typeof ownedBy>) =>
      where.inQuery('id', 'contract-item', 'id', filter);
    const filters = [
      where.or(inItems(ownedBy('Ann')), ranked(2), inItems(ownedBy('Bob'))),
      where.and({ op: 'neq', field: 'title', value: 'x' }, where.or(ranked(2), ranked(1))),
      where.and(where.eq('done', true), where.or(ranked(3), inItems(ownedBy('Ann')))),
    ];
    for (const filter of filters) {
      for (const sort of unionPageSorts) {
        const whole = titles(await storage.findMany({ type: 'contract-item', filter, sort }));
        for (let offset = 0; offset <= whole.length; offset++) {
          const page = await storage.findMany({
            type: 'contract-item',
            filter,
            sort,
            limit: 2,
            offset,
          });
          expect(titles(page), `${JSON.stringify(sort)} from ${offset}`).toEqual(
            whole.slice(offset, offset + 2),
          );
        }
      }
    }
  });
}

/** Rows pinned by id (a view, a batch of references) are read as the same rows as the whole set. */
function describePinnedRows(context: ContractContext): void {
  it('gives the same rows for records pinned by id as for the whole set, also under not', async () => {
    const { storage, items } = context;
    const ownedBy = (name: string) =>
      where.inQuery('owner_id', 'contract-owner', 'id', where.eq('name', name));
    // The item's own table on its own id: a set the row is in by its own condition.
    const ranked = where.inQuery('id', 'contract-item', 'id', where.eq('rank', 2));
    const filters = [
      where.or(ownedBy('Ann'), ownedBy('Bob'), where.eq('rank', 3)),
      where.or(ownedBy('Bob'), ranked),
      ownedBy('Ann'),
      where.not(where.or(ownedBy('Ann'), ownedBy('Nobody'))),
    ];
    for (const filter of filters) {
      const whole = titles(await storage.findMany({ type: 'contract-item', filter }));
      const pinned: unknown[] = [];
      for (const item of items) {
        // One row at a time by id, as a view reads it, then all of them by their ids.
        const one = await storage.findMany({
          type: 'contract-item',
          filter: where.and(where.eq('id', item.id as number), filter),
          limit: 1,
        });
        pinned.push(...titles(one));
      }
      expect(pinned).toEqual(whole);
      const ids = items.map((item) => item.id as number);
      const byIds = where.and(where.in('id', ids), filter);
      expect(titles(await storage.findMany({ type: 'contract-item', filter: byIds }))).toEqual(
        whole,
      );
      expect(await storage.count({ type: 'contract-item', filter: byIds })).toBe(whole.length);
    }
  });
}
