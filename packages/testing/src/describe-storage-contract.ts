import { describe } from 'vitest';
import { describeBulkDeletes } from './contract/describe-bulk-deletes.js';
import { createContractContext, type CreateAdapter } from './contract/contract-context.js';
import { describeConcurrency } from './contract/describe-concurrency.js';
import { describeCursors } from './contract/describe-cursors.js';
import { describeHoldCursor } from './contract/describe-hold-cursor.js';
import { describeLists } from './contract/describe-lists.js';
import { describeReads } from './contract/describe-reads.js';
import { describeSearch } from './contract/describe-search.js';
import { describeSorting } from './contract/describe-sorting.js';
import { describeSubqueries } from './contract/describe-subqueries.js';
import { describeTransactions } from './contract/describe-transactions.js';
import { describeWrites } from './contract/describe-writes.js';

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
    const context = createContractContext(createAdapter);
    // The topics share the seeded records and run in this order: those that only read come first,
    // those that change or add records (writes, transactions, concurrency) last.
    describeReads(context);
    describeSubqueries(context);
    describeSorting(context);
    describeLists(context);
    describeCursors(context);
    describeWrites(context);
    describeBulkDeletes(context);
    describeTransactions(context);
    describeConcurrency(context);
    describeSearch(context);
    describeHoldCursor(context);
  });
}
