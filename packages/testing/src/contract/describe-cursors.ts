import { where, type StoredRecord } from '@recordgate/core';
import { expect, it } from 'vitest';
import { type ContractContext, titles } from './contract-context.js';

/**
 * Cursors: sorted chunks, the total when asked for, one snapshot while writes go ahead, release
 * when left early.
 */
export function describeCursors(context: ContractContext): void {
  it('reads a cursor in sorted chunks, with the total when asked for', async () => {
    const { storage } = context;
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
    const { storage } = context;
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
}
