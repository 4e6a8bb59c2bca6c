import { where } from '@recordgate/core';
import { expect, it } from 'vitest';
import type { ContractContext } from './contract-context.js';

/**
 * `deleteMany` (the audit trail's retention) removes exactly the records its filter matches,
 * `updateMany` (the webhook dispatcher's queue), where the adapter has it, changes exactly those, and
 * `readEvents` of a storage without the audit trail reads none.
 */
export function describeBulkDeletes(context: ContractContext): void {
  it('deleteMany removes every record its filter matches, and only those, and counts them', async () => {
    const { storage, owners } = context;
    const [ann, bob] = owners.map((o) => o.id as number);
    for (const [handle, owner] of [
      ['bulk-1', ann],
      ['bulk-2', ann],
      ['bulk-3', bob],
    ] as const) {
      await storage.insert({ type: 'contract-member', values: { handle, owner_id: owner! } });
    }
    const annsBulk = where.and(where.eq('owner_id', ann!), {
      op: 'like',
      field: 'handle',
      value: 'bulk-',
    });
    expect(await storage.deleteMany({ type: 'contract-member', filter: annsBulk })).toBe(2);
    const bulk = { op: 'like', field: 'handle', value: 'bulk-' } as const;
    const left = await storage.findMany({ type: 'contract-member', filter: bulk });
    expect(left.map((r) => r.handle)).toEqual(['bulk-3']);
    expect(await storage.deleteMany({ type: 'contract-member', filter: annsBulk })).toBe(0);
    expect(await storage.deleteMany({ type: 'contract-member', filter: bulk })).toBe(1);
  });

  it('updateMany writes the same values into every record its filter matches, and only those', async () => {
    const { storage, owners } = context;
    if (!storage.updateMany) return;
    const [ann, bob] = owners.map((o) => o.id as number);
    const made = [];
    for (const [handle, owner] of [
      ['many-1', ann],
      ['many-2', ann],
      ['many-3', bob],
    ] as const) {
      made.push(
        await storage.insert({ type: 'contract-member', values: { handle, owner_id: owner! } }),
      );
    }
    const ids = made.slice(0, 2).map((r) => r.id as number);
    await storage.updateMany({
      type: 'contract-member',
      filter: where.in('id', ids),
      values: { owner_id: bob! },
    });
    const rows = await storage.findMany({
      type: 'contract-member',
      filter: { op: 'like', field: 'handle', value: 'many-' },
      sort: [{ field: 'id', direction: 'asc' }],
    });
    expect(rows.map((r) => [r.handle, r.owner_id])).toEqual([
      ['many-1', bob],
      ['many-2', bob],
      ['many-3', bob],
    ]);
    await storage.deleteMany({
      type: 'contract-member',
      filter: { op: 'like', field: 'handle', value: 'many-' },
    });
  });

  it('readEvents reads no events from a storage without the audit trail', async () => {
    expect(await context.storage.readEvents({ afterSeq: 0, limit: 10 })).toEqual([]);
  });
}
