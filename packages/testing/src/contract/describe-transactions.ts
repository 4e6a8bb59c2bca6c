import { where, type StoredRecord } from '@recordgate/core';
import { expect, it } from 'vitest';
import { type ContractContext, titles } from './contract-context.js';

/**
 * Transactions: a cursor inside one with its writes, rollback of a failed one, nested ones joined
 * to the outer.
 */
export function describeTransactions(context: ContractContext): void {
  it('sorts by id descending when asked, and reads a cursor inside a transaction with its writes', async () => {
    const { storage, items } = context;
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

  it('rolls a failed transaction back completely', async () => {
    const { storage } = context;
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
    const { storage } = context;
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
}
