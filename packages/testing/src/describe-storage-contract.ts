import {
  isRecordError,
  where,
  type RecordType,
  type StorageAdapter,
  type StoredRecord,
} from '@recordgate/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTypes } from './contract-types.js';

/** Creates a fresh, empty adapter storing the given types (the internal API-key type may be added). */
export type CreateAdapter = (types: readonly RecordType[]) => Promise<StorageAdapter>;

/**
 * The contract of the storage port as a vitest suite. Every adapter runs it — the in-memory one, the
 * MikroORM one on each database, and any adapter a fork writes:
 *
 * @example
 * ```ts
 * describeStorageContract('my adapter', async (types) => createMyStorage({ types }));
 * ```
 */
export function describeStorageContract(name: string, createAdapter: CreateAdapter): void {
  describe(`storage contract: ${name}`, () => {
    let storage: StorageAdapter;
    const owners: StoredRecord[] = [];
    const items: StoredRecord[] = [];

    beforeAll(async () => {
      storage = await createAdapter(contractTypes);
      await storage.migrate();
      for (const ownerName of ['Ann', 'Bob']) {
        owners.push(await storage.insert({ type: 'contract-owner', values: { name: ownerName } }));
      }
      const rows = [
        {
          title: 'alpha report',
          rank: 3,
          done: true,
          due_at: new Date('2026-01-05T10:00:00Z'),
          owner_id: owners[0]!.id ?? null,
        },
        {
          title: 'Beta memo',
          rank: 1,
          done: false,
          due_at: new Date('2026-03-01T00:00:00.123Z'),
          owner_id: owners[1]!.id ?? null,
        },
        {
          title: 'gamma 100% done_',
          rank: 2,
          done: false,
          due_at: null,
          owner_id: owners[0]!.id ?? null,
        },
        {
          title: 'delta',
          rank: 2,
          done: true,
          due_at: new Date('2025-12-31T23:59:59Z'),
          owner_id: null,
        },
      ];
      for (const values of rows)
        items.push(await storage.insert({ type: 'contract-item', values }));
    });

    afterAll(async () => {
      await storage?.close();
    });

    const titles = (records: StoredRecord[]) => records.map((r) => r.title);

    it('returns inserted records with their new id and every field, typed', () => {
      expect(items.map((r) => r.id)).toEqual([...new Set(items.map((r) => r.id))]);
      const first = items[0]!;
      expect(typeof first.id).toBe('number');
      expect(first).toMatchObject({ title: 'alpha report', rank: 3, done: true, body: null });
      expect(first.due_at).toBeInstanceOf(Date);
      expect((first.due_at as Date).toISOString()).toBe('2026-01-05T10:00:00.000Z');
      expect((items[1]!.due_at as Date).toISOString()).toBe('2026-03-01T00:00:00.123Z');
    });

    it('finds by every comparison operator', async () => {
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
      const like = (value: string) =>
        storage
          .findMany({ type: 'contract-item', filter: { op: 'like', field: 'title', value } })
          .then(titles);
      expect(await like('BETA')).toEqual(['Beta memo']);
      expect(await like('100%')).toEqual(['gamma 100% done_']);
      expect(await like('e_')).toEqual(['gamma 100% done_']);
    });

    it('combines filters with and, or, not', async () => {
      const found = await storage.findMany({
        type: 'contract-item',
        filter: where.or(
          where.and(where.eq('done', true), where.not(where.isNull('owner_id'))),
          where.eq('rank', 1),
        ),
      });
      expect(titles(found)).toEqual(['alpha report', 'Beta memo']);
    });

    it('selects through inQuery subqueries', async () => {
      const found = await storage.findMany({
        type: 'contract-item',
        filter: where.inQuery('owner_id', 'contract-owner', 'id', where.eq('name', 'Ann')),
      });
      expect(titles(found)).toEqual(['alpha report', 'gamma 100% done_']);
    });

    it('unites inQuery subqueries on one field within an or, also under not', async () => {
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

    it('sorts by several keys with id as the final tiebreak, then pages', async () => {
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

    it('counts after filtering', async () => {
      expect(await storage.count({ type: 'contract-item', filter: where.all })).toBe(4);
      expect(await storage.count({ type: 'contract-item', filter: where.eq('done', false) })).toBe(
        2,
      );
      expect(await storage.count({ type: 'contract-item', filter: where.none })).toBe(0);
    });

    it('reads a cursor in sorted chunks, with the total when asked for', async () => {
      const cursor = await storage.openCursor({
        type: 'contract-item',
        filter: where.all,
        sort: [{ field: 'rank', direction: 'desc' }],
        chunkSize: 3,
        count: true,
      });
      expect(cursor.total).toBe(4);
      const chunks: StoredRecord[][] = [];
      for await (const chunk of cursor) chunks.push(chunk);
      expect(chunks.map((c) => c.length)).toEqual([3, 1]);
      expect(titles(chunks.flat())).toEqual([
        'alpha report',
        'gamma 100% done_',
        'delta',
        'Beta memo',
      ]);
      expect(chunks[0]![0]!.due_at).toBeInstanceOf(Date);
      await cursor.close();

      const filtered = await storage.openCursor({
        type: 'contract-item',
        filter: where.eq('done', false),
      });
      expect(filtered.total).toBeUndefined();
      const found: StoredRecord[] = [];
      for await (const chunk of filtered) found.push(...chunk);
      expect(titles(found)).toEqual(['Beta memo', 'gamma 100% done_']);

      const none = await storage.openCursor({
        type: 'contract-item',
        filter: where.none,
        count: true,
      });
      expect(none.total).toBe(0);
      for await (const chunk of none) expect.fail(`no chunk expected, got ${chunk.length}`);
    });

    it('reads a cursor from one snapshot while writes go ahead, and releases it when left early', async () => {
      const cursor = await storage.openCursor({
        type: 'contract-item',
        filter: where.all,
        chunkSize: 1,
        count: true,
      });
      const seen: StoredRecord[] = [];
      let added: StoredRecord | undefined;
      for await (const [record] of cursor) {
        seen.push(record!);
        // A write while the cursor is open completes at once and stays out of the cursor.
        added ??= await storage.insert({ type: 'contract-item', values: { title: 'later' } });
      }
      expect(cursor.total).toBe(4);
      expect(titles(seen)).not.toContain('later');
      expect(seen).toHaveLength(4);
      await storage.delete({ type: 'contract-item', id: added!.id as number });

      // Leaving the loop early closes the cursor; many such reads exhaust nothing.
      for (let i = 0; i < 20; i++) {
        const early = await storage.openCursor({
          type: 'contract-item',
          filter: where.all,
          chunkSize: 1,
        });
        for await (const chunk of early) {
          expect(chunk).toHaveLength(1);
          break;
        }
        await early.close();
      }
      expect(await storage.count({ type: 'contract-item', filter: where.all })).toBe(4);
    });

    it('sorts by id descending when asked, and reads a cursor inside a transaction with its writes', async () => {
      const byId = await storage.findMany({
        type: 'contract-item',
        filter: where.all,
        sort: [{ field: 'id', direction: 'desc' }],
      });
      expect(byId.map((r) => r.id)).toEqual(items.map((r) => r.id).reverse());
      await expect(
        storage.transaction({
          run: async (tx) => {
            await tx.insert({ type: 'contract-item', values: { title: 'uncommitted' } });
            const cursor = await tx.openCursor({
              type: 'contract-item',
              filter: where.all,
              chunkSize: 2,
              count: true,
            });
            const seen: StoredRecord[] = [];
            for await (const chunk of cursor) {
              seen.push(...chunk);
              // Writes inside the transaction go ahead while its cursor is open.
              await tx.update({ type: 'contract-item', id: chunk[0]!.id as number, values: {} });
            }
            expect(cursor.total).toBe(5);
            expect(titles(seen)).toContain('uncommitted');
            throw new Error('roll back');
          },
        }),
      ).rejects.toThrow('roll back');
      expect(await storage.count({ type: 'contract-item', filter: where.all })).toBe(4);
    });

    it('sorts nulls first ascending and last descending, by datetime, boolean and text', async () => {
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

    it('loads a batch of records by id in one call, skipping ids that do not exist', async () => {
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
      expect(
        await storage.findMany({ type: 'contract-owner', filter: where.in('id', []) }),
      ).toEqual([]);
    });

    it('pages past the end to nothing and honours a limit of zero', async () => {
      expect(
        await storage.findMany({ type: 'contract-item', filter: where.all, offset: 10 }),
      ).toEqual([]);
      expect(
        await storage.findMany({ type: 'contract-item', filter: where.all, limit: 0 }),
      ).toEqual([]);
      const second = await storage.findMany({
        type: 'contract-item',
        filter: where.all,
        limit: 2,
        offset: 2,
      });
      expect(second.map((r) => r.id)).toEqual(items.slice(2).map((r) => r.id));
    });

    it('counts through subqueries and keeps false apart from null', async () => {
      expect(
        await storage.count({
          type: 'contract-item',
          filter: where.inQuery('owner_id', 'contract-owner', 'id', where.eq('name', 'Bob')),
        }),
      ).toBe(1);
      expect(await storage.count({ type: 'contract-item', filter: where.eq('done', false) })).toBe(
        2,
      );
      expect(await storage.count({ type: 'contract-item', filter: where.isNull('done') })).toBe(0);
      expect(await storage.count({ type: 'contract-item', filter: where.isNull('body') })).toBe(4);
    });

    it('stores text exactly: Unicode, quotes, backslashes, long bodies', async () => {
      const body = `Grüße 😀 "quoted" 'single' \\back\\slash\n${'x'.repeat(20_000)}`;
      const title = 'Ärger über Ölpreise';
      const stored = await storage.insert({ type: 'contract-item', values: { title, body } });
      const [read] = await storage.findMany({
        type: 'contract-item',
        filter: where.eq('id', stored.id as number),
      });
      expect(read).toMatchObject({ title, body });
      expect(
        titles(
          await storage.findMany({
            type: 'contract-item',
            filter: { op: 'like', field: 'title', value: 'ÜBER' },
          }),
        ),
      ).toEqual([title]);
      expect(await storage.delete({ type: 'contract-item', id: stored.id as number })).toBe(true);
    });

    it('updates only the given columns and returns null for a missing record', async () => {
      const target = items[3]!;
      const updated = await storage.update({
        type: 'contract-item',
        id: target.id as number,
        values: { body: 'changed' },
      });
      expect(updated).toMatchObject({ id: target.id, title: 'delta', body: 'changed', rank: 2 });
      expect(
        await storage.update({ type: 'contract-item', id: 999_999, values: { body: 'x' } }),
      ).toBeNull();
    });

    it('deletes one record and reports whether it existed', async () => {
      const doomed = await storage.insert({ type: 'contract-item', values: { title: 'doomed' } });
      expect(await storage.delete({ type: 'contract-item', id: doomed.id as number })).toBe(true);
      expect(await storage.delete({ type: 'contract-item', id: doomed.id as number })).toBe(false);
      expect(
        await storage.findMany({
          type: 'contract-item',
          filter: where.eq('id', doomed.id as number),
        }),
      ).toEqual([]);
    });

    it('rolls a failed transaction back completely', async () => {
      const before = await storage.count({ type: 'contract-item', filter: where.all });
      await expect(
        storage.transaction({
          run: async (tx) => {
            await tx.insert({ type: 'contract-item', values: { title: 'half-written' } });
            throw new Error('abort');
          },
        }),
      ).rejects.toThrow('abort');
      expect(await storage.count({ type: 'contract-item', filter: where.all })).toBe(before);
      const committed = await storage.transaction({
        run: (tx) => tx.insert({ type: 'contract-item', values: { title: 'committed' } }),
      });
      expect(
        await storage.count({
          type: 'contract-item',
          filter: where.eq('id', committed.id as number),
        }),
      ).toBe(1);
    });

    it('joins a nested transaction to the outer one', async () => {
      const before = await storage.count({ type: 'contract-owner', filter: where.all });
      await expect(
        storage.transaction({
          run: async (tx) => {
            await tx.transaction({
              run: (inner) => inner.insert({ type: 'contract-owner', values: { name: 'nested' } }),
            });
            expect(
              await tx.count({ type: 'contract-owner', filter: where.eq('name', 'nested') }),
            ).toBe(1);
            throw new Error('outer fails');
          },
        }),
      ).rejects.toThrow('outer fails');
      expect(await storage.count({ type: 'contract-owner', filter: where.all })).toBe(before);
    });

    it('keeps work outside a transaction from seeing or joining its uncommitted rows', async () => {
      const names = async () =>
        (
          await storage.findMany({
            type: 'contract-owner',
            filter: { op: 'like', field: 'name', value: 'iso-' },
          })
        ).map((r) => r.name);
      const gate = () => {
        let open!: () => void;
        const promise = new Promise<void>((resolve) => (open = resolve));
        return { promise, open };
      };
      const first = gate();
      const second = gate();
      const started = gate();
      const rolledBack = storage.transaction({
        run: async (tx) => {
          await tx.insert({ type: 'contract-owner', values: { name: 'iso-uncommitted' } });
          started.open();
          await first.promise;
          throw new Error('first rolls back');
        },
      });
      await started.promise;
      // Queued while the first transaction is open: a read, a plain write, then another transaction.
      const seen = names();
      const plain = storage.insert({ type: 'contract-owner', values: { name: 'iso-plain' } });
      const alsoRolledBack = storage.transaction({
        run: async (tx) => {
          await tx.insert({ type: 'contract-owner', values: { name: 'iso-second' } });
          await second.promise;
          throw new Error('second rolls back');
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      first.open();
      await expect(rolledBack).rejects.toThrow('first rolls back');
      second.open();
      await expect(alsoRolledBack).rejects.toThrow('second rolls back');
      await plain;
      expect(await seen).not.toContain('iso-uncommitted');
      // The plain write ran outside both transactions and survives their rollbacks.
      expect(await names()).toEqual(['iso-plain']);
    });

    it('serialises read-for-update then write: concurrent increments are never lost', async () => {
      const counter = await storage.insert({ type: 'contract-item', values: { rank: 0 } });
      const id = counter.id as number;
      // Each transaction reads the value locked, waits a moment (so the others start meanwhile),
      // then writes value + 1. Without the lock, some would read the same value and an increment
      // would be lost.
      const increment = () =>
        storage.transaction({
          run: async (tx) => {
            const [row] = await tx.findMany({
              type: 'contract-item',
              filter: where.eq('id', id),
              forUpdate: true,
            });
            await new Promise((resolve) => setTimeout(resolve, 5));
            await tx.update({
              type: 'contract-item',
              id,
              values: { rank: (row!.rank as number) + 1 },
            });
          },
        });
      await Promise.all([increment(), increment(), increment(), increment()]);
      const [after] = await storage.findMany({ type: 'contract-item', filter: where.eq('id', id) });
      expect(after!.rank).toBe(4);
    });

    it('reports a unique violation as a conflict RecordError', async () => {
      const error = await storage
        .insert({ type: 'contract-owner', values: { name: 'Ann' } })
        .catch((e: unknown) => e);
      expect(isRecordError(error, 'conflict')).toBe(true);
    });
  });
}
