import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRecordError, where } from '@recordgate/core';
import { contractTypes, describeStorageContract } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonFileStorage } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

describeStorageContract('JSON file (example)', (types) =>
  createJsonFileStorage({ file: join(dir, `contract-${++n}.json`), types }),
);

describe('the JSON file storage example', () => {
  it('keeps committed records in the file across restarts, typed, and nothing of a failed transaction', async () => {
    const file = join(dir, 'restart.json');
    const first = await createJsonFileStorage({ file, types: contractTypes });
    const owner = await first.insert({ type: 'contract-owner', values: { name: 'Ann' } });
    await first.insert({
      type: 'contract-item',
      values: { title: 'kept', due_at: new Date('2026-01-05T10:00:00.123Z'), owner_id: owner.id! },
    });
    await first
      .transaction({
        run: async (tx) => {
          await tx.insert({ type: 'contract-item', values: { title: 'lost' } });
          throw new Error('abort');
        },
      })
      .catch(() => undefined);
    await first.close();

    const again = await createJsonFileStorage({ file, types: contractTypes });
    const items = await again.findMany({ type: 'contract-item', filter: where.all });
    expect(items.map((r) => r.title)).toEqual(['kept']);
    expect((items[0]!.due_at as Date).toISOString()).toBe('2026-01-05T10:00:00.123Z');
    // Ids continue after the stored ones.
    const next = await again.insert({ type: 'contract-owner', values: { name: 'Bob' } });
    expect(next.id).toBe((owner.id as number) + 1);
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(1);
  });

  it('reports an unreadable file as unavailable', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ not json');
    const error = await createJsonFileStorage({ file, types: contractTypes }).catch((e) => e);
    expect(isRecordError(error, 'unavailable')).toBe(true);
  });
});
