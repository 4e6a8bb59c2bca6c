import { where } from '@recordgate/core';
import { expect, it } from 'vitest';
import { type ContractContext } from './contract-context.js';

/**
 * Concurrent work: nothing outside a transaction sees or joins its uncommitted rows, and a read
 * for update serialises the transactions that write after it.
 */
export function describeConcurrency(context: ContractContext): void {
  it('keeps work outside a transaction from seeing or joining its uncommitted rows', async () => {
    const { storage } = context;
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
    // The queued calls have no signal of having reached the adapter: they are given a moment.
    await letQueuedCallsArrive();
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
    const { storage } = context;
    const counter = await storage.insert({ type: 'contract-item', values: { rank: 0 } });
    const id = counter.id as number;
    // Each transaction reads the value locked, holds a moment (so the others start meanwhile),
    // then writes value + 1. Without the lock, some would read the same value and an increment
    // would be lost.
    const holdBetweenReadAndWrite = () => new Promise((resolve) => setTimeout(resolve, 5));
    const increment = () =>
      storage.transaction({
        run: async (tx) => {
          const [row] = await tx.findMany({
            type: 'contract-item',
            filter: where.eq('id', id),
            forUpdate: true,
          });
          await holdBetweenReadAndWrite();
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
}

/** A pause for calls that were queued behind an open transaction to reach the adapter. */
function letQueuedCallsArrive(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10));
}
