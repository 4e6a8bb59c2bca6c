import { where } from '@recordgate/core';
import { expect, it } from 'vitest';
import type { ContractContext } from './contract-context.js';

/**
 * `deleteMany` (the audit trail's retention) removes exactly the records its filter matches, and
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

  it('readEvents reads no events from a storage without the audit trail', async () => {
    expect(await context.storage.readEvents({ afterSeq: 0, limit: 10 })).toEqual([]);
  });
}
