import { indexText, parseSearchText, where, type StoredRecord } from '@recordgate/core';
import { afterAll, expect, it } from 'vitest';
import { type ContractContext, titles } from './contract-context.js';

/**
 * Content search: every word must match, the last also as a prefix; the filter applies in the same
 * query; the best match first without a sort; file text kept or replaced; gone with the record and
 * with a rolled-back transaction. Runs last, on records of its own, which it deletes afterwards.
 */
export function describeSearch(context: ContractContext): void {
  const created: StoredRecord[] = [];
  const add = async (title: string, body: string, file?: string, rank = 1) => {
    const record = await context.storage.insert({ type, values: { title, body, rank } });
    await context.storage.writeSearchText({
      type,
      id: record.id as number,
      fields: indexText(`${title} ${body}`, 'en'),
      file: file === undefined ? undefined : indexText(file, 'en'),
    });
    created.push(record);
    return record;
  };
  afterAll(async () => {
    for (const record of created)
      await context.storage.delete({ type, id: record.id as number }).catch(() => undefined);
  });

  describeMatching(context, add);
  describeUpkeep(context, add);
}

type Add = (title: string, body: string, file?: string, rank?: number) => Promise<StoredRecord>;
const type = 'contract-item';
const search = (text: string) => parseSearchText(text, 'en')!;
const ids = (records: readonly StoredRecord[]) => records.map((r) => r.id);

// Words, prefixes, accents, the filter alongside, counts, hostile text, relevance and sort.
function describeMatching(context: ContractContext, add: Add): void {
  it('finds records whose text holds every word, the last as a prefix', async () => {
    const { storage } = context;
    const lease = await add('Warehouse lease', 'The contract for the north hall', '', 5);
    const offer = await add('Offer', 'Leasing terms', 'Contracts signed in Zürich', 7);
    await add('Memo', 'nothing about it');
    const found = (text: string, filter = where.all) =>
      storage.findMany({
        type,
        filter,
        search: search(text),
        sort: [{ field: 'id', direction: 'asc' }],
      });
    expect(ids(await found('contract'))).toEqual([lease.id, offer.id]);
    expect(ids(await found('lease contract'))).toEqual([lease.id, offer.id]);
    expect(ids(await found('warehouse contr'))).toEqual([lease.id]);
    expect(ids(await found('zurich'))).toEqual([offer.id]);
    expect(ids(await found('ZÜRICH sign'))).toEqual([offer.id]);
    expect(ids(await found('warehouse zurich'))).toEqual([]);
    expect(ids(await found('contract', { op: 'gt', field: 'rank', value: 5 }))).toEqual([offer.id]);
    expect(await storage.count({ type, filter: where.all, search: search('contract') })).toBe(2);
    expect(
      await storage.count({
        type,
        filter: { op: 'lt', field: 'rank', value: 6 },
        search: search('contract'),
      }),
    ).toBe(1);
    // Words an engine would read as syntax are only words.
    expect(ids(await found('"contract" OR -warehouse* NEAR(a b) AND'))).toEqual([]);
    expect(ids(await found('"contract*" -'))).toEqual([lease.id, offer.id]);
  });

  it('orders by relevance without a sort, and by the sort with one', async () => {
    const { storage } = context;
    const once = await add('Invoice', 'pump', undefined, 2);
    const often = await add('Pump pump', 'pump pump pump', undefined, 1);
    const ranked = await storage.findMany({ type, filter: where.all, search: search('pump') });
    expect(ids(ranked)).toEqual([often.id, once.id]);
    const sorted = await storage.findMany({
      type,
      filter: where.all,
      search: search('pump'),
      sort: [{ field: 'rank', direction: 'desc' }],
      limit: 1,
    });
    expect(ids(sorted)).toEqual([once.id]);
    const page = await storage.findMany({
      type,
      filter: where.all,
      search: search('pump'),
      limit: 1,
      offset: 1,
    });
    expect(ids(page)).toEqual([once.id]);
    const cursor = await storage.openCursor({
      type,
      filter: where.all,
      search: search('pump'),
      count: true,
    });
    const read: StoredRecord[] = [];
    for await (const chunk of cursor) read.push(...chunk);
    expect(cursor.total).toBe(2);
    expect(ids(read)).toEqual([often.id, once.id]);
  });
}

// The stored texts: kept, replaced, deleted, rolled back.
function describeUpkeep(context: ContractContext, add: Add): void {
  it('keeps the file text when none is given, replaces it when one is', async () => {
    const { storage } = context;
    const record = await add('Scan', 'plain', 'quarterly turnover figures');
    const id = record.id as number;
    const find = async (text: string) =>
      ids(await storage.findMany({ type, filter: where.eq('id', id), search: search(text) }));
    await storage.writeSearchText({ type, id, fields: indexText('Scan renamed', 'en') });
    expect(await find('turnover renamed')).toEqual([id]);
    await storage.writeSearchText({ type, id, fields: indexText('Scan', 'en'), file: '' });
    expect(await find('turnover')).toEqual([]);
    expect(await find('scan')).toEqual([id]);
  });

  it('forgets the text of a deleted record and of a rolled-back write', async () => {
    const { storage } = context;
    const record = await add('Ephemeral', 'xylophone');
    const id = record.id as number;
    await expect(
      storage.transaction({
        run: async (db) => {
          await db.writeSearchText({ type, id, fields: indexText('marimba', 'en') });
          throw new Error('roll back');
        },
      }),
    ).rejects.toThrow('roll back');
    expect(
      titles(await storage.findMany({ type, filter: where.all, search: search('xylophone') })),
    ).toEqual(['Ephemeral']);
    expect(await storage.count({ type, filter: where.all, search: search('marimba') })).toBe(0);
    await storage.delete({ type, id });
    expect(await storage.count({ type, filter: where.all, search: search('xylophone') })).toBe(0);
  });
}
