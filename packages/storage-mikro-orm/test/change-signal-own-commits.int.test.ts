import { defaultRecordTypes, type StorageAdapter } from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import { testDatabases, waitFor } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `onChange` tells of the commits not made through the adapter (ADR 0065): a node's own commits,
 * which its record service signals to its event work already, are told to nobody; another node's
 * commit is told at once. Two storages on one database, as two servers have.
 */
const { databases } = testDatabases({ suite: 'onChange of own commits', createScratchDatabase });

/** Turns of the event loop: a change told of a commit has reached its listener by then. */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe.each(databases)('onChange on two nodes ($label)', (database) => {
  let scratch: { url: string; drop(): Promise<void> };
  let nodeA: MikroOrmStorage;
  let nodeB: MikroOrmStorage;
  let companyId: number;

  const addDocument = async (storage: StorageAdapter, title: string) => {
    const now = new Date();
    await storage.insert({
      type: 'document',
      values: { title, company_id: companyId, created_at: now, updated_at: now },
    });
  };

  beforeAll(async () => {
    scratch = await database.create();
    nodeA = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
    await nodeA.migrate();
    nodeB = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
    const company = await nodeA.insert({ type: 'company', values: { name: 'Acme' } });
    companyId = company.id as number;
    // Both signals up (MariaDB's counter is read once `migrate` made its table): a start is told.
    if (database.name !== 'sqlite') {
      await waitFor(
        () => nodeA.changeVersion?.() !== undefined && nodeB.changeVersion?.() !== undefined,
      );
    }
    await nodeA.syncChangeVersion?.();
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await scratch?.drop();
  });

  it("tells a node nothing of its own commits, and of the other node's commit at once", async () => {
    let told = 0;
    const stop = nodeA.onChange!(() => told++);
    try {
      for (const title of ['One', 'Two', 'Three']) await addDocument(nodeA, title);
      // Every notice of them has arrived (PostgreSQL), the counter was read after them (MariaDB).
      await nodeA.syncChangeVersion?.();
      await turns(3);
      expect(told).toBe(0);
      const versionBefore = nodeA.changeVersion?.();
      await addDocument(nodeB, 'Elsewhere');
      await waitFor(() => told > 0);
      // Its own commits still move its version: what it keeps under it is read again.
      expect(nodeA.changeVersion?.()).not.toBe(versionBefore);
    } finally {
      stop();
    }
  });
});
