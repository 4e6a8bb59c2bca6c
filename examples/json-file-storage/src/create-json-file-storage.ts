import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  compareFieldValues,
  compareRecordsBy,
  createTypeRegistry,
  matchesFilter,
  readEventsFrom,
  searchRelevance,
  RecordError,
  type FieldValue,
  type Filter,
  type RecordCursor,
  type RecordType,
  type SearchQuery,
  type SortKey,
  type StorageAdapter,
  type StoredRecord,
  type TypeRegistry,
} from '@recordgate/core';

/** Options of {@link createJsonFileStorage}. */
export interface JsonFileStorageOptions {
  /** The JSON file holding every record; created on the first write. */
  readonly file: string;
  /** The record types stored. */
  readonly types: readonly RecordType[] | TypeRegistry;
}

/** The file's layout: per record type, its next id and its rows (datetimes as ISO 8601 strings). */
interface FileContents {
  readonly version: 1;
  readonly tables: Record<string, { nextId: number; rows: Record<string, unknown>[] }>;
}

type Tables = Map<string, { nextId: number; rows: Map<number, StoredRecord> }>;

/**
 * A complete storage adapter that keeps records in one JSON file: an example of implementing the
 * `StorageAdapter` port for a store that is not SQL. It suits small installations and demos; every
 * write rewrites the file (atomically: a temporary file renamed over the old one).
 *
 * How it honours the port's contract:
 * - filters, sorting and paging run over the records held in memory, which is this store's "query";
 * - operations run one at a time; a transaction works on a copy of the tables that replaces them (and
 *   is written to the file) only when `run` succeeds, so a failed transaction leaves no trace and
 *   nothing outside sees uncommitted rows;
 * - unique fields are checked on insert and update and reported as `conflict`;
 * - a file that cannot be read or written is reported as `unavailable`.
 *
 * @example
 * ```ts
 * const storage = await createJsonFileStorage({ file: './data/records.json', types: defaultRecordTypes });
 * const app = createApp({ storage, types: defaultRecordTypes });
 * ```
 */
export async function createJsonFileStorage(
  options: JsonFileStorageOptions,
): Promise<StorageAdapter> {
  const types = 'get' in options.types ? options.types : createTypeRegistry(options.types);
  let tables = load(options.file, types);
  // One operation at a time: each waits for the previous one (a simple queue of promises).
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  // The operations on a given set of tables; `commit` persists them after a change.
  const operations = (current: () => Tables, commit: () => void): StorageAdapter => {
    const table = (name: string) => {
      const found = current().get(name);
      if (!found) throw new RecordError('invalid', `The storage holds no record type "${name}".`);
      return found;
    };
    // Unique fields and unique column sets (`uniques`); a null never conflicts, as in SQL.
    const checkUnique = (type: RecordType, record: StoredRecord) => {
      const uniques = [
        ...type.fields.filter((f) => f.unique).map((f) => [f.name]),
        ...type.uniques,
      ];
      for (const columns of uniques) {
        if (columns.some((c) => record[c] === null || record[c] === undefined)) continue;
        const same = (other: StoredRecord) =>
          columns.every((c) => compareFieldValues(other[c] ?? null, record[c]!) === 0);
        for (const other of table(type.name).rows.values()) {
          if (other.id !== record.id && same(other)) {
            const field = columns[columns.length - 1]!;
            throw new RecordError('conflict', `Another record has the same ${field}.`, {
              fields: [{ field, message: 'The value is taken.' }],
            });
          }
        }
      }
    };
    // The records matching a filter (and a search), in order: by `sort`, or the best match first.
    const select = (
      type: string,
      filter: Filter,
      sort: readonly SortKey[],
      search: SearchQuery | undefined,
    ) => {
      const texts = search && table(searchTable(type)).rows;
      const score = new Map<StoredRecord, number>();
      const rows = [...table(type).rows.values()].filter((r) => {
        if (!matches(r, filter, current())) return false;
        if (!search) return true;
        const stored = texts!.get(r.id as number);
        const relevance = searchRelevance(
          String(stored?.fields ?? ''),
          String(stored?.file ?? ''),
          search,
        );
        if (relevance === undefined) return false;
        score.set(r, relevance);
        return true;
      });
      const byId = compareRecordsBy(sort);
      return rows.sort(
        search && sort.length === 0 ? (a, b) => score.get(b)! - score.get(a)! || byId(a, b) : byId,
      );
    };
    const adapter: StorageAdapter = {
      async findMany({ type, filter, search, sort = [], limit, offset = 0 }) {
        const rows = select(type, filter, sort, search);
        return rows.slice(offset, limit === undefined ? undefined : offset + limit).map(copy);
      },
      async count({ type, filter, search }) {
        return select(type, filter, [], search).length;
      },
      async openCursor({ type, filter, search, sort = [], chunkSize = 500, count = false }) {
        // Writes store new objects and never change one in place, so the matches taken now are a
        // snapshot that later writes do not disturb.
        const rows = select(type, filter, sort, search);
        return snapshotCursor(rows, Math.max(1, chunkSize), count ? rows.length : undefined);
      },
      // A searchable type's texts are a table of their own, kept and saved like the records.
      async writeSearchText({ type, id, fields, file }) {
        if (!table(type).rows.has(id)) return;
        const texts = table(searchTable(type)).rows;
        texts.set(id, { id, fields, file: file ?? texts.get(id)?.file ?? '' });
        commit();
      },
      async insert({ type: name, values }) {
        const type = types.get(name);
        const rows = table(name);
        const record: Record<string, FieldValue> = {};
        for (const field of type.fields) {
          record[field.name] = field.name === 'id' ? rows.nextId : (values[field.name] ?? null);
        }
        checkUnique(type, record);
        rows.rows.set(rows.nextId, record);
        rows.nextId += 1;
        commit();
        return copy(record);
      },
      async update({ type: name, id, values }) {
        const type = types.get(name);
        const existing = table(name).rows.get(id);
        if (!existing) return null;
        const record = { ...existing, ...values, id };
        checkUnique(type, record);
        table(name).rows.set(id, record);
        commit();
        return copy(record);
      },
      async delete({ type, id }) {
        current().get(searchTable(type))?.rows.delete(id);
        const deleted = table(type).rows.delete(id);
        if (deleted) commit();
        return deleted;
      },
      async deleteMany({ type, filter }) {
        const { rows } = table(type);
        const doomed = [...rows.values()].filter((r) => matches(r, filter, current()));
        for (const r of doomed) rows.delete(r.id as number);
        if (doomed.length > 0) commit();
        return doomed.length;
      },
      readEvents: (args) => readEventsFrom(adapter, types, args),
      async transaction({ run }) {
        // Nested: join the transaction that is running.
        return run(adapter);
      },
      async migrate() {
        // A JSON file has no schema; new record types get an empty table when first loaded.
        return { applied: [] };
      },
      async close() {},
    };
    return adapter;
  };

  const save = () => write(options.file, tables);
  const inside = operations(() => tables, save);
  const wrap =
    <A, R>(method: (args: A) => Promise<R>) =>
    (args: A) =>
      serially(() => method(args));

  return {
    findMany: wrap(inside.findMany),
    count: wrap(inside.count),
    openCursor: wrap(inside.openCursor),
    insert: wrap(inside.insert),
    update: wrap(inside.update),
    delete: wrap(inside.delete),
    writeSearchText: wrap(inside.writeSearchText),
    deleteMany: wrap(inside.deleteMany),
    readEvents: wrap(inside.readEvents),
    migrate: () => serially(() => inside.migrate()),
    transaction: ({ run }) =>
      serially(async () => {
        // Work on a copy; only a successful run replaces the tables and reaches the file.
        const draft: Tables = new Map(
          [...tables].map(([name, t]) => [name, { nextId: t.nextId, rows: new Map(t.rows) }]),
        );
        const result = await run(
          operations(
            () => draft,
            () => {},
          ),
        );
        tables = draft;
        save();
        return result;
      }),
    close: () => serially(async () => {}),
  };
}

function load(file: string, types: TypeRegistry): Tables {
  let contents: FileContents | undefined;
  if (existsSync(file)) {
    try {
      contents = JSON.parse(readFileSync(file, 'utf8')) as FileContents;
    } catch (error) {
      throw new RecordError('unavailable', `The record file ${file} cannot be read.`, {
        cause: error,
      });
    }
  }
  const tables: Tables = new Map();
  for (const type of types.all) {
    const stored = contents?.tables[type.name];
    const rows = new Map<number, StoredRecord>();
    for (const row of stored?.rows ?? []) {
      const record: Record<string, FieldValue> = {};
      for (const field of type.fields) {
        const value = row[field.name] ?? null;
        record[field.name] =
          field.type === 'datetime' && value !== null
            ? new Date(value as string)
            : (value as FieldValue);
      }
      rows.set(record.id as number, record);
    }
    tables.set(type.name, { nextId: stored?.nextId ?? 1, rows });
    if (type.search) {
      const texts = contents?.tables[searchTable(type.name)]?.rows ?? [];
      tables.set(searchTable(type.name), {
        nextId: 1,
        rows: new Map(texts.map((row) => [row.id as number, row as StoredRecord])),
      });
    }
  }
  return tables;
}

function write(file: string, tables: Tables): void {
  const contents: FileContents = {
    version: 1,
    tables: Object.fromEntries(
      [...tables].map(([name, t]) => [name, { nextId: t.nextId, rows: [...t.rows.values()] }]),
    ),
  };
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Dates serialise as ISO 8601 strings; the rename makes the new file appear whole or not at all.
    writeFileSync(`${file}.tmp`, JSON.stringify(contents));
    renameSync(`${file}.tmp`, file);
  } catch (error) {
    throw new RecordError('unavailable', `The record file ${file} cannot be written.`, {
      cause: error,
    });
  }
}

// The table of a type's search texts; no record type is named with a colon.
const searchTable = (type: string) => `search:${type}`;

function copy(record: StoredRecord): StoredRecord {
  return { ...record };
}

// Filters and order as the databases apply them, from @recordgate/core: one reading of the port's
// semantics for every adapter that keeps records in JavaScript.
function matches(record: StoredRecord, filter: Filter, tables: Tables): boolean {
  return matchesFilter(record, filter, (type) => {
    const inner = tables.get(type);
    if (!inner) throw new RecordError('invalid', `The storage holds no record type "${type}".`);
    return inner.rows.values();
  });
}

/** A cursor over records taken at opening, yielded in chunks of copies. */
function snapshotCursor(
  rows: readonly StoredRecord[],
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
          const chunk = rows.slice(position, position + chunkSize).map(copy);
          position += chunk.length;
          yield chunk;
        }
      } finally {
        closed = true;
      }
    },
  };
}
