import { isRecordError, where } from '@recordgate/core';
import { expect, it } from 'vitest';
import { type ContractContext, titles } from './contract-context.js';

/**
 * Inserts, updates and deletes: text stored exactly, only the given columns changed, missing
 * records reported, unique violations as conflicts.
 */
export function describeWrites(context: ContractContext): void {
  it('stores text exactly: Unicode, quotes, backslashes, long bodies', async () => {
    const { storage } = context;
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
    const { storage, items } = context;
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

  itAppends(context);

  it('deletes one record and reports whether it existed', async () => {
    const { storage } = context;
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

  it('reports a unique violation as a conflict RecordError', async () => {
    const { storage } = context;
    const error = await storage
      .insert({ type: 'contract-owner', values: { name: 'Ann' } })
      .catch((e: unknown) => e);
    expect(isRecordError(error, 'conflict')).toBe(true);
  });

  it('enforces a unique index over two columns (`uniques`), naming its last column', async () => {
    const { storage, owners } = context;
    const [ann, bob] = owners.map((o) => o.id as number);
    const member = (owner: number | null, handle: string) =>
      storage.insert({ type: 'contract-member', values: { owner_id: owner, handle } });
    await member(ann!, 'erin');
    // The same handle under another owner, or under none, is no conflict.
    await member(bob!, 'erin');
    await member(null, 'erin');
    await member(null, 'erin');
    const error = await member(ann!, 'erin').catch((e: unknown) => e);
    expect(isRecordError(error, 'conflict')).toBe(true);
    expect((error as { fields: { field: string }[] }).fields[0]?.field).toBe('handle');
  });
}

// `append` is optional in the port (core falls back to `insert`); where an adapter has it, the row
// it writes reads back as an insert's would.
function itAppends(context: ContractContext): void {
  it('appends a record that reads back as an insert stores it (where the adapter has append)', async () => {
    const { storage } = context;
    if (!storage.append) return; // optional: core falls back to insert
    const title = `appended ${'ü'.repeat(3)}`;
    await storage.append({ type: 'contract-item', values: { title, body: 'b', rank: 7 } });
    const [read] = await storage.findMany({
      type: 'contract-item',
      filter: where.eq('title', title),
    });
    expect(read).toMatchObject({ title, body: 'b', rank: 7 });
    expect(await storage.delete({ type: 'contract-item', id: read!.id as number })).toBe(true);
  });
}
