import { buffer } from 'node:stream/consumers';
import {
  indexText,
  where,
  type FileStore,
  type Language,
  type RecordType,
  type StorageAdapter,
  type StoredRecord,
  type TypeRegistry,
} from '@recordgate/core';
import { MAX_EXTRACTED_CHARS, textKindOf, type RenderPool } from '@recordgate/docx';

/** Arguments of {@link reindexSearch}. */
export interface ReindexSearchArgs {
  readonly storage: StorageAdapter;
  /** The searchable types to rebuild (each must declare `search`). */
  readonly types: readonly RecordType[];
  readonly files: FileStore;
  /** Reads the files' text off the event loop, under its time and memory bounds. */
  readonly pool: RenderPool;
  /** The installation language, whose stemming the index uses. */
  readonly language: Language;
  /** Called after every batch with the records done and the total, per type. */
  readonly onProgress?: (type: RecordType, done: number, total: number) => void;
  /** Called per type with the texts dropped because their record is gone (`pruneSearchText`). */
  readonly onDropped?: (type: RecordType, dropped: number) => void;
  /** Called for a file whose text cannot be read; the record is indexed by its fields. */
  readonly onUnreadable?: (type: RecordType, record: StoredRecord, error: unknown) => void;
}

/** Records read, their files' text read at once, and written in one transaction per batch. */
const BATCH = 200;

/**
 * `recordgate search reindex` (docs/lists.md, "Search"): writes the search text of every record of
 * the given types again, from their searchable fields and the text of their files as stored, in
 * batches of {@link BATCH} records per transaction. Fills the index of an installation that had
 * records before it had search, and refreshes it after a change of `LANGUAGE`; on a table another
 * application owns, it reads what that application inserted or changed, and drops the texts of the
 * records it deleted (ADR 0047). Returns the records indexed per type.
 */
export async function reindexSearch(args: ReindexSearchArgs): Promise<Map<string, number>> {
  const indexed = new Map<string, number>();
  for (const type of args.types) {
    const total = await args.storage.count({ type: type.name, filter: where.all });
    const cursor = await args.storage.openCursor({
      type: type.name,
      filter: where.all,
      sort: [{ field: 'id', direction: 'asc' }],
      chunkSize: BATCH,
    });
    let done = 0;
    for await (const records of cursor) {
      const texts = await Promise.all(records.map((record) => fileText(args, type, record)));
      await args.storage.transaction({
        run: async (db) => {
          for (const [i, record] of records.entries()) {
            const fields = type
              .search!.fields.map((f) => record[f])
              .filter((v) => typeof v === 'string');
            await db.writeSearchText({
              type: type.name,
              id: record.id as number,
              fields: indexText(fields.join(' '), args.language),
              file: indexText(texts[i]!, args.language),
            });
          }
        },
      });
      done += records.length;
      args.onProgress?.(type, done, Math.max(total, done));
    }
    indexed.set(type.name, done);
    const dropped = (await args.storage.pruneSearchText?.({ type: type.name })) ?? 0;
    args.onDropped?.(type, dropped);
  }
  return indexed;
}

// The text of a record's stored file; '' when it has none, of a kind without text, or unreadable.
async function fileText(
  args: ReindexSearchArgs,
  type: RecordType,
  record: StoredRecord,
): Promise<string> {
  const key = record.file_sha256;
  if (!type.search?.file || typeof key !== 'string') return '';
  const kind = textKindOf(String(record.file_name ?? ''), String(record.file_mime ?? ''));
  if (!kind) return '';
  try {
    const opened = await args.files.open({ key });
    if (!opened) throw new Error(`The file ${key} is missing from the file store.`);
    const file = await buffer(opened.stream);
    return await args.pool.extract({ file, kind, maxChars: MAX_EXTRACTED_CHARS });
  } catch (error) {
    args.onUnreadable?.(type, record, error);
    return '';
  }
}

/** The types `recordgate search reindex` rebuilds: the one named, or every searchable public type. */
export function typesToReindex(types: TypeRegistry, name: string | undefined): RecordType[] {
  const searchable = types.public.filter((t) => t.search);
  if (name === undefined) return searchable;
  const type = searchable.find((t) => t.name === name);
  if (!type) {
    throw new Error(
      `"${name}" is not a searchable record type. Searchable types: ${searchable.map((t) => t.name).join(', ') || 'none'}.`,
    );
  }
  return [type];
}
