import { setImmediate as nextTurn } from 'node:timers/promises';
import { RecordError } from '../errors/record-error.js';
import { readEventsFrom } from '../events/read-events.js';
import type { Filter } from '../model/filter.js';
import type { FieldValue, RecordType, StoredRecord } from '../model/types.js';
import type {
  HoldCursorArgs,
  RecordCursor,
  SearchQuery,
  SortKey,
  StorageAdapter,
  UpdateManyArgs,
} from '../ports/storage-adapter.js';
import { createTypeRegistry, type TypeRegistry } from '../record-types/create-type-registry.js';
import { searchRelevance } from '../search/search-text.js';
import { compareFieldValues, compareRecordsBy, matchesFilter } from './match-filter.js';

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
  const state: MemoryState = {
    types,
    // A searchable type's search texts are a table of their own, so transactions copy them too.
    tables: new Map(
      types.all
        .flatMap((t) => [t.name, ...(t.search ? [searchTable(t.name)] : [])])
        .map((n) => [n, new Map()]),
    ),
    nextId: new Map(),
    cursors: new Map(),
    open: undefined,
  };
  return waitingForTransactions(state, memoryOperations(state));
}

// The tables and what a transaction swaps. While a transaction is open (`open`), operations from
// outside it wait, so they never see (or join) its uncommitted rows; the adapter handed to the
// transaction runs at once. The check and the operation run in the same tick: no `await` may come
// between them.
interface MemoryState {
  readonly types: TypeRegistry;
  tables: Map<string, Map<number, StoredRecord>>;
  readonly nextId: Map<string, number>;
  /** The outbox cursors of `holdCursor`, outside the transactions' tables as on a database. */
  readonly cursors: Map<string, MemoryCursor>;
  open: Promise<void> | undefined;
}

// The operations themselves, run at once: the adapter a transaction hands to `run`.
function memoryOperations(state: MemoryState): StorageAdapter {
  const table = (name: string) => {
    const rows = state.tables.get(name);
    if (!rows) throw new RecordError('invalid', `The storage holds no record type "${name}".`);
    return rows;
  };
  const matches = (record: StoredRecord, filter: Filter) =>
    matchesFilter(record, filter, (type) => table(type).values());
  const matching = (type: string, filter: Filter, sort: readonly SortKey[], search?: SearchQuery) =>
    select(
      [...table(type).values()],
      (r) => matches(r, filter),
      sort,
      searchScore(table, type, search),
    );
  const inside: StorageAdapter = {
    async findMany({ type, filter, search, sort = [], limit, offset = 0 }) {
      return matching(type, filter, sort, search)
        .slice(offset, limit === undefined ? undefined : offset + limit)
        .map((r) => ({ ...r }));
    },
    async count({ type, filter, search }) {
      if (search) return matching(type, filter, [], search).length;
      let n = 0;
      for (const r of table(type).values()) if (matches(r, filter)) n++;
      return n;
    },
    async openCursor({ type, filter, search, sort = [], chunkSize = 500, count = false }) {
      // Records are never changed in place (writes store new objects), so the matching objects taken
      // now are a consistent snapshot, whatever is written while the cursor is read.
      const rows = matching(type, filter, sort, search);
      return memoryCursor(rows, Math.max(1, chunkSize), count ? rows.length : undefined);
    },
    async insert({ type: name, values }) {
      const type = state.types.get(name);
      const id = (state.nextId.get(name) ?? 0) + 1;
      const record = completeRecord(type, values, id);
      checkUnique(type, table(name), record);
      state.nextId.set(name, id);
      table(name).set(id, record);
      return { ...record };
    },
    async update({ type: name, id, values }) {
      const type = state.types.get(name);
      const existing = table(name).get(id);
      if (!existing) return null;
      const record = { ...existing, ...values, id };
      checkUnique(type, table(name), record);
      table(name).set(id, record);
      return { ...record };
    },
    async delete({ type, id }) {
      state.tables.get(searchTable(type))?.delete(id);
      return table(type).delete(id);
    },
    async writeSearchText({ type, id, fields, file }) {
      const texts = table(searchTable(type));
      if (!table(type).has(id)) return;
      texts.set(id, { id, fields, file: file ?? texts.get(id)?.file ?? '' });
    },
    holdCursor: async (args) => holdCursor(state.cursors, args),
    async deleteMany({ type, filter }) {
      const rows = table(type);
      let n = 0;
      for (const r of [...rows.values()])
        if (matches(r, filter) && rows.delete(r.id as number)) n++;
      return n;
    },
    updateMany: (args) => updateEach(inside, args),
    readEvents: (args) => readEventsFrom(inside, state.types, args),
    // Nested transactions join the open one.
    transaction: async ({ run }) => run(inside),
    migrate: async () => ({ applied: [] }),
    async close() {},
  };
  return inside;
}

// The adapter callers get: every operation first waits for an open transaction to end.
function waitingForTransactions(state: MemoryState, inside: StorageAdapter): StorageAdapter {
  const waiting =
    <A, R>(operation: (args: A) => Promise<R>) =>
    async (args: A): Promise<R> => {
      while (state.open) await state.open;
      return operation(args);
    };
  return {
    ...inside,
    findMany: waiting(inside.findMany),
    count: waiting(inside.count),
    openCursor: waiting(inside.openCursor),
    insert: waiting(inside.insert),
    update: waiting(inside.update),
    delete: waiting(inside.delete),
    writeSearchText: waiting(inside.writeSearchText),
    deleteMany: waiting(inside.deleteMany),
    updateMany: waiting(inside.updateMany!),
    readEvents: waiting(inside.readEvents),
    transaction: ({ run }) => runTransaction(state, inside, run),
  };
}

// One transaction at a time, as on a single database connection. Writes go to copies of the tables,
// which replace the originals only when `run` succeeds.
async function runTransaction<T>(
  state: MemoryState,
  inside: StorageAdapter,
  run: (storage: StorageAdapter) => Promise<T>,
): Promise<T> {
  while (state.open) await state.open;
  let release!: () => void;
  state.open = new Promise((resolve) => (release = resolve));
  const snapshot = state.tables;
  const snapshotIds = new Map(state.nextId);
  state.tables = new Map([...snapshot].map(([name, rows]) => [name, new Map(rows)]));
  try {
    return await run(inside);
  } catch (error) {
    state.tables = snapshot;
    state.nextId.clear();
    for (const [k, v] of snapshotIds) state.nextId.set(k, v);
    throw error;
  } finally {
    state.open = undefined;
    release();
  }
}

// The records that pass `keep` and, with a search, match it; by `sort`, or the best match first.
function select(
  rows: StoredRecord[],
  keep: (record: StoredRecord) => boolean,
  sort: readonly SortKey[],
  score: ((record: StoredRecord) => number | undefined) | undefined,
): StoredRecord[] {
  const found = rows.filter((r) => keep(r) && (!score || score(r) !== undefined));
  if (!score || sort.length > 0) return found.sort(compareRecordsBy(sort));
  // docs/lists.md, "Search": without a sort, the best matches first.
  const byId = compareRecordsBy([]);
  return found.sort((a, b) => score(b)! - score(a)! || byId(a, b));
}

// A record's relevance for a search, undefined when it does not match; no search, no function.
function searchScore(
  table: (name: string) => Map<number, StoredRecord>,
  type: string,
  search: SearchQuery | undefined,
) {
  if (!search) return undefined;
  const texts = table(searchTable(type));
  return (r: StoredRecord) => {
    const stored = texts.get(r.id as number);
    return searchRelevance(String(stored?.fields ?? ''), String(stored?.file ?? ''), search);
  };
}

// The name of the table of a type's search texts; no record type can have it (names have no colon).
const searchTable = (type: string) => `search:${type}`;

interface MemoryCursor {
  position: number;
  holder: string;
  leaseUntil: number;
}

// The storage port's `holdCursor`: the same rule as the SQL adapters' conditional UPDATE.
function holdCursor(
  cursors: Map<string, MemoryCursor>,
  { name, holder, leaseMs, advanceTo }: HoldCursorArgs,
): number | undefined {
  const now = Date.now();
  const cursor = cursors.get(name) ?? { position: 0, holder: '', leaseUntil: 0 };
  if (cursor.holder !== holder && cursor.leaseUntil > now) return undefined;
  cursors.set(name, {
    position: advanceTo ?? cursor.position,
    holder,
    leaseUntil: now + leaseMs,
  });
  return advanceTo ?? cursor.position;
}

// A stored record: every field of the type, null where no value is given.
function completeRecord(
  type: RecordType,
  values: Readonly<Record<string, FieldValue>>,
  id: number,
): StoredRecord {
  const record: Record<string, FieldValue> = {};
  for (const field of type.fields)
    record[field.name] = field.name === 'id' ? id : (values[field.name] ?? null);
  return record;
}

// A unique value (or combination of values) held by another record is a `conflict` naming the
// (last) column, as a database's unique index says; a null never conflicts.
function checkUnique(type: RecordType, rows: Map<number, StoredRecord>, record: StoredRecord) {
  const uniques = [...type.fields.filter((f) => f.unique).map((f) => [f.name]), ...type.uniques];
  for (const columns of uniques) {
    if (columns.some((column) => record[column] === null)) continue;
    const same = (other: StoredRecord) =>
      columns.every((column) => compareFieldValues(other[column] ?? null, record[column]!) === 0);
    for (const other of rows.values()) {
      if (other.id !== record.id && same(other)) {
        const field = columns[columns.length - 1]!;
        throw new RecordError('conflict', `A ${type.name} with this ${field} exists already.`, {
          fields: [{ field, message: 'The value is taken.' }],
        });
      }
    }
  }
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

// `updateMany`: every matching record through `update`.
async function updateEach(storage: StorageAdapter, { type, filter, values }: UpdateManyArgs) {
  const rows = await storage.findMany({ type, filter });
  for (const row of rows) await storage.update({ type, id: row.id as number, values });
  return rows.length;
}
