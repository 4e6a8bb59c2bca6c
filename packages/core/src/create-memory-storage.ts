import { setImmediate as nextTurn } from 'node:timers/promises';
import { createTypeRegistry, type TypeRegistry } from './create-type-registry.js';
import type { Filter } from './filter.js';
import { compareFieldValues, compareRecordsBy, matchesFilter } from './match-filter.js';
import { RecordError } from './record-error.js';
import type { RecordCursor, StorageAdapter } from './storage-adapter.js';
import type { FieldValue, RecordType, StoredRecord } from './types.js';

/** Options of {@link createMemoryStorage}. */
export interface MemoryStorageOptions {
  readonly types: readonly RecordType[] | TypeRegistry;
}

/**
 * A storage adapter that keeps records in memory: for tests, examples and as the reference
 * implementation of the port's contract. Transactions work on copies of the tables that replace the
 * originals on commit; while one is open, everything else waits.
 */
export function createMemoryStorage(options: MemoryStorageOptions): StorageAdapter {
  const types = 'get' in options.types ? options.types : createTypeRegistry(options.types);
  let tables = new Map<string, Map<number, StoredRecord>>(
    types.all.map((t) => [t.name, new Map()]),
  );
  const nextId = new Map<string, number>();
  // While a transaction is open, operations from outside it wait, so they never see (or join) its
  // uncommitted rows; the adapter handed to the transaction (`inside`) runs at once. The check and the
  // operation run in the same tick: no `await` may come between them.
  let open: Promise<void> | undefined;

  const table = (name: string) => {
    const rows = tables.get(name);
    if (!rows) throw new RecordError('invalid', `The storage holds no record type "${name}".`);
    return rows;
  };

  const matches = (record: StoredRecord, filter: Filter) =>
    matchesFilter(record, filter, (type) => table(type).values());

  const complete = (
    type: RecordType,
    values: Readonly<Record<string, FieldValue>>,
    id: number,
  ): StoredRecord => {
    const record: Record<string, FieldValue> = {};
    for (const field of type.fields)
      record[field.name] = field.name === 'id' ? id : (values[field.name] ?? null);
    return record;
  };

  const checkUnique = (type: RecordType, record: StoredRecord) => {
    for (const field of type.fields) {
      if (!field.unique || record[field.name] === null) continue;
      for (const other of table(type.name).values()) {
        if (
          other.id !== record.id &&
          compareFieldValues(other[field.name] ?? null, record[field.name]!) === 0
        ) {
          throw new RecordError(
            'conflict',
            `A ${type.name} with this ${field.name} exists already.`,
          );
        }
      }
    }
  };

  // The operations themselves, run at once; `outside` makes them wait for an open transaction.
  const inside: StorageAdapter = {
    async findMany({ type, filter, sort = [], limit, offset = 0 }) {
      const rows = [...table(type).values()].filter((r) => matches(r, filter));
      rows.sort(compareRecordsBy(sort));
      return rows
        .slice(offset, limit === undefined ? undefined : offset + limit)
        .map((r) => ({ ...r }));
    },
    async count({ type, filter }) {
      let n = 0;
      for (const r of table(type).values()) if (matches(r, filter)) n++;
      return n;
    },
    async openCursor({ type, filter, sort = [], chunkSize = 500, count = false }) {
      // Records are never changed in place (writes store new objects), so the matching objects taken
      // now are a consistent snapshot, whatever is written while the cursor is read.
      const rows = [...table(type).values()].filter((r) => matches(r, filter));
      rows.sort(compareRecordsBy(sort));
      return memoryCursor(rows, Math.max(1, chunkSize), count ? rows.length : undefined);
    },
    async insert({ type: name, values }) {
      const type = types.get(name);
      const id = (nextId.get(name) ?? 0) + 1;
      const record = complete(type, values, id);
      checkUnique(type, record);
      nextId.set(name, id);
      table(name).set(id, record);
      return { ...record };
    },
    async update({ type: name, id, values }) {
      const type = types.get(name);
      const existing = table(name).get(id);
      if (!existing) return null;
      const record = { ...existing, ...values, id };
      checkUnique(type, record);
      table(name).set(id, record);
      return { ...record };
    },
    async delete({ type, id }) {
      return table(type).delete(id);
    },
    async transaction({ run }) {
      // Nested transactions join the open one.
      return run(inside);
    },
    async migrate() {
      return { applied: [] };
    },
    async close() {},
  };
  const outside: StorageAdapter = {
    ...inside,
    async findMany(args) {
      while (open) await open;
      return inside.findMany(args);
    },
    async count(args) {
      while (open) await open;
      return inside.count(args);
    },
    async openCursor(args) {
      while (open) await open;
      return inside.openCursor(args);
    },
    async insert(args) {
      while (open) await open;
      return inside.insert(args);
    },
    async update(args) {
      while (open) await open;
      return inside.update(args);
    },
    async delete(args) {
      while (open) await open;
      return inside.delete(args);
    },
    async transaction({ run }) {
      // One transaction at a time, as on a single database connection. Writes go to copies of the
      // tables, which replace the originals only when `run` succeeds.
      while (open) await open;
      let release!: () => void;
      open = new Promise((resolve) => (release = resolve));
      const snapshot = tables;
      const snapshotIds = new Map(nextId);
      tables = new Map([...snapshot].map(([name, rows]) => [name, new Map(rows)]));
      try {
        return await run(inside);
      } catch (error) {
        tables = snapshot;
        nextId.clear();
        for (const [k, v] of snapshotIds) nextId.set(k, v);
        throw error;
      } finally {
        open = undefined;
        release();
      }
    },
  };
  return outside;
}

function memoryCursor(
  rows: StoredRecord[],
  chunkSize: number,
  total: number | undefined,
): RecordCursor {
  let position = 0;
  let closed = false;
  return {
    total,
    async close() {
      closed = true;
    },
    async *[Symbol.asyncIterator]() {
      try {
        while (!closed && position < rows.length) {
          const chunk = rows.slice(position, position + chunkSize).map((r) => ({ ...r }));
          position += chunk.length;
          yield chunk;
          await nextTurn();
        }
      } finally {
        closed = true;
      }
    },
  };
}
