import type { RecordType, StorageAdapter, StoredRecord } from '@recordgate/core';
import { afterAll, beforeAll } from 'vitest';
import { contractTypes } from '../contract-types.js';

/** Creates a fresh, empty adapter storing the given types (the internal API-key type may be added). */
export type CreateAdapter = (types: readonly RecordType[]) => Promise<StorageAdapter>;

/**
 * What every topic of the storage contract suite works on: the adapter under test and the records
 * seeded into it before the first test. Read `storage` inside a test, not when registering it: it is
 * created in `beforeAll`.
 */
export interface ContractContext {
  /** The adapter under test, created from the suite's factory and migrated. */
  readonly storage: StorageAdapter;
  /** The seeded `contract-owner` records: Ann, then Bob. */
  readonly owners: readonly StoredRecord[];
  /** The seeded `contract-item` records, in insertion order (see {@link createContractContext}). */
  readonly items: readonly StoredRecord[];
}

/**
 * Registers the suite's hooks: before its tests, creates the adapter with `createAdapter`, migrates
 * it and seeds two owners and four items; after them, closes it. Call it inside the suite's
 * `describe`. The items are `alpha report` (rank 3, done, Ann's), `Beta memo` (rank 1, Bob's),
 * `gamma 100% done_` (rank 2, no due date, Ann's) and `delta` (rank 2, done, no owner).
 */
export function createContractContext(createAdapter: CreateAdapter): ContractContext {
  let storage: StorageAdapter;
  const owners: StoredRecord[] = [];
  const items: StoredRecord[] = [];

  beforeAll(async () => {
    storage = await createAdapter(contractTypes);
    await storage.migrate();
    for (const ownerName of ['Ann', 'Bob']) {
      owners.push(await storage.insert({ type: 'contract-owner', values: { name: ownerName } }));
    }
    for (const values of itemRows(owners))
      items.push(await storage.insert({ type: 'contract-item', values }));
  });

  afterAll(async () => {
    await storage?.close();
  });

  return {
    get storage() {
      return storage;
    },
    owners,
    items,
  };
}

function itemRows(owners: readonly StoredRecord[]) {
  return [
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
}

/** The titles of records, in order: what most contract assertions compare. */
export function titles(records: readonly StoredRecord[]) {
  return records.map((r) => r.title);
}
