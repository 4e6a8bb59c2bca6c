import { appendChangeEvent } from '../events/append-change-event.js';
import type { FileText } from '../files/create-file-keeper.js';
import { writeFileVersions } from '../files/write-file-versions.js';
import type { Actor, FieldValue, Language, RecordType, StoredRecord } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { indexText } from '../search/search-text.js';
import { notFound } from '../service/record-context.js';
import type { RecordChange } from './record-change.js';

interface CommitArgs {
  /** The adapter of the write's transaction. */
  readonly db: StorageAdapter;
  readonly type: RecordType;
  readonly actor?: Actor;
  /** The installation language, whose stemming the search text uses. @default 'en' */
  readonly language?: Language;
  /**
   * The text of the file this write stores, when the type's search includes files; undefined when
   * the write stores no file (or none could be read: then the record's file text is emptied). A
   * function is called with the record as written (a filled `{id}` is known only after the insert).
   */
  readonly fileText?: FileText;
  /** True when `fileText` is already in index form (made off the request thread). @default false */
  readonly fileTextIndexed?: boolean;
  /** Whether this write stores a file (its text replaces the stored one). @default false */
  readonly storesFile?: boolean;
  /** When the change happens: the event's `occurred_at`. @default new Date() */
  readonly at?: Date;
  /**
   * Whether the change writes its event and audit row (the installation has the `audit-event` type).
   * @default true
   */
  readonly audited?: boolean;
}

/** Arguments of {@link commitWrite}: one of a create, an update or a delete. */
export type CommitWriteArgs =
  | (CommitArgs & {
      readonly kind: 'create';
      /** Every value but `id`. */
      readonly values: Readonly<Record<string, FieldValue>>;
      /**
       * Values that depend on the new record (file metadata of content that needs its id): called
       * after the insert, its values are written in the same transaction.
       */
      readonly complete?: (inserted: StoredRecord) => Promise<Readonly<Record<string, FieldValue>>>;
    })
  | (CommitArgs & {
      readonly kind: 'update';
      /** The stored record, read and locked in this transaction. */
      readonly before: StoredRecord;
      /** Only these columns change. */
      readonly values: Readonly<Record<string, FieldValue>>;
    })
  | (CommitArgs & {
      readonly kind: 'delete';
      /** The stored record, read and locked in this transaction. */
      readonly before: StoredRecord;
    });

/**
 * The one place where records change: every create, update and delete of every type (records of the
 * interface, users and shares among them, API keys, and the webhook dispatcher's deactivation of a
 * webhook) is written through it, inside its
 * transaction, after every check passed, with the record before and after at hand. What must happen
 * with every change in the same transaction (its event and audit row, a file version) belongs here;
 * what must happen once the change is committed (waking the event dispatcher) belongs where the
 * transaction's result is handled (`writeRecord`), which receives the returned change.
 *
 * It runs inside `StorageAdapter.transaction`, which may run more than once: whatever it does must go
 * through `db`, never outside the transaction.
 */
export async function commitWrite(args: CommitWriteArgs): Promise<RecordChange> {
  const change = await writeChange(args);
  // File versions (docs/documents.md, "File versions"): a create or update that stored a file.
  const fileWritten =
    args.kind === 'create' || (args.kind === 'update' && 'file_sha256' in args.values);
  await writeFileVersions(args.db, change, fileWritten);
  // The change's event and audit row, in its transaction (docs/events.md).
  if (args.audited !== false) await appendChangeEvent(args.db, change, args.at ?? new Date());
  return change;
}

// The change itself: the insert, update or delete of the record.

async function writeChange(args: CommitWriteArgs): Promise<RecordChange> {
  const { db, type, actor } = args;
  switch (args.kind) {
    case 'create': {
      const inserted = await db.insert({ type: type.name, values: args.values });
      const after = args.complete
        ? await completeInsert(db, type, inserted, args.complete)
        : inserted;
      await writeSearchText(args, after, true);
      return { kind: 'create', type, actor, before: undefined, after };
    }
    case 'update': {
      const id = args.before.id as number;
      const after = await db.update({ type: type.name, id, values: args.values });
      if (!after) throw notFound(type, id);
      await writeSearchText(
        args,
        after,
        type.search?.fields.some((f) => f in args.values),
      );
      return { kind: 'update', type, actor, before: args.before, after };
    }
    case 'delete':
      await db.delete({ type: type.name, id: args.before.id as number });
      return { kind: 'delete', type, actor, before: args.before, after: undefined };
  }
}

async function completeInsert(
  db: StorageAdapter,
  type: RecordType,
  inserted: StoredRecord,
  complete: (inserted: StoredRecord) => Promise<Readonly<Record<string, FieldValue>>>,
): Promise<StoredRecord> {
  const values = await complete(inserted);
  const completed = await db.update({ type: type.name, id: inserted.id as number, values });
  return completed ?? inserted;
}

// docs/lists.md, "Search": the record's search text changes with it, in the same transaction.
async function writeSearchText(
  { db, type, language = 'en', fileText, fileTextIndexed, storesFile = false }: CommitWriteArgs,
  after: StoredRecord,
  fieldsChanged = false,
): Promise<void> {
  const search = type.search;
  const fileChanged = storesFile && search?.file === true;
  if (!search || (!fieldsChanged && !fileChanged)) return;
  const fields = search.fields.map((f) => after[f]).filter((v) => typeof v === 'string');
  await db.writeSearchText({
    type: type.name,
    id: after.id as number,
    fields: indexText(fields.join(' '), language),
    file: !fileChanged
      ? undefined
      : fileTextIndexed
        ? textOf(fileText, after)
        : indexText(textOf(fileText, after), language),
  });
}

function textOf(text: FileText | undefined, record: StoredRecord): string {
  return typeof text === 'function' ? text(record) : (text ?? '');
}
