import type { Readable } from 'node:stream';
import type { ProcessedFile } from '../files/create-file-keeper.js';
import type { RequestedRange } from '../files/resolve-byte-range.js';
import type { Filter } from '../model/filter.js';
import type {
  Actor,
  FieldValue,
  Language,
  RecordType,
  StoredRecord,
  UploadedFile,
} from '../model/types.js';
import type { AccessPolicy } from '../ports/access-policy.js';
import type { ByteRange, FileStore } from '../ports/file-store.js';
import type { RecordCursor, SortKey, StorageAdapter } from '../ports/storage-adapter.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';
import type { DownloadFormat } from '../renditions/rendition-format.js';
import type { RenditionOptions } from '../renditions/types.js';

/** Options of {@link createRecordService}. */
export interface RecordServiceOptions {
  readonly storage: StorageAdapter;
  readonly policy: AccessPolicy;
  /** The installation's record types (the API-key type joins them when there is a user type). */
  readonly types: readonly RecordType[] | TypeRegistry;
  /** Language of labels and validation messages. @default 'en' */
  readonly language?: Language;
  /** IANA zone in which date-times without an offset are read. @default 'UTC' */
  readonly timeZone?: string;
  /** The clock of changes; tests may fix it. @default the current time to the whole second */
  readonly now?: () => Date;
  /**
   * Where uploaded files are kept (content-addressed). Without it, a file sent to any type is refused.
   * Types take files when they declare file_name, file_size, file_mime and file_sha256.
   */
  readonly files?: FileStore;
  /**
   * Called after every write committed, once its change event is readable through
   * `StorageAdapter.readEvents`: the wake-up of an event dispatcher (which also polls, for events
   * written by other nodes and the CLI). Must return at once; a throw is ignored.
   */
  readonly onCommitted?: () => void;
  /** PDF renditions; without them `format: 'pdf'` of a word-processing file is `unavailable`. */
  readonly renditions?: RenditionOptions;
}

/** Arguments naming a type, for the calls that act on a whole type. */
export interface TypeCallArgs {
  readonly actor: Actor;
  readonly type: string;
}

/** Arguments naming one record. */
export interface RecordCallArgs extends TypeCallArgs {
  readonly id: number;
}

/** Arguments of {@link RecordService.list}. */
export interface ListArgs extends TypeCallArgs {
  /** The client's own condition (see `parseListFilter`); the policy's filter always encloses it. */
  readonly filter?: Filter;
  /** Sort keys; `id` ascending is the final tiebreak. @default [] */
  readonly sort?: readonly SortKey[];
  /**
   * The client's search text (docs/lists.md, "Search"): every word must match, the last also as a
   * prefix; without `sort`, the best matches first. Ignored when it has no words; `bad_request` on a
   * type that declares no `search`. @default no search
   */
  readonly search?: string;
  readonly limit?: number;
  readonly offset?: number;
  /** Count every match into `total` (one more query). @default true */
  readonly count?: boolean;
}

/** What {@link RecordService.list} returns. */
export interface ListResult {
  readonly records: StoredRecord[];
  /** All records the caller may access that match the filter, before paging; undefined when not counted. */
  readonly total: number | undefined;
  /** True when more matching records follow this page. */
  readonly more: boolean;
}

/** Arguments of {@link RecordService.openList}. */
export interface OpenListArgs extends TypeCallArgs {
  /** The client's own condition; the policy's filter always encloses it. */
  readonly filter?: Filter;
  /** Sort keys; `id` ascending is the final tiebreak. @default [] */
  readonly sort?: readonly SortKey[];
  /**
   * The client's search text (docs/lists.md, "Search"): every word must match, the last also as a
   * prefix; without `sort`, the best matches first. Ignored when it has no words; `bad_request` on a
   * type that declares no `search`. @default no search
   */
  readonly search?: string;
  /** Most records per chunk. @default 500 */
  readonly chunkSize?: number;
  /** Count every match into the cursor's `total`, from the cursor's snapshot. @default true */
  readonly count?: boolean;
}

/** Arguments of {@link RecordService.follow}. */
export interface FollowArgs extends RecordCallArgs {
  /** A reference of the type, by field name (`created_by`) or reference name (`createdBy`). */
  readonly attribute: string;
}

/** What {@link RecordService.follow} returns: the referenced record and its type. */
export interface FollowResult {
  readonly type: RecordType;
  readonly record: StoredRecord;
}

/** How references given by value are matched (docs/writing-records.md, "References by value"). */
export interface ReferenceOptions {
  /** No matching record leaves the field unset (unchanged on update) instead of a 422. @default false */
  readonly ignoreMissingReference?: boolean;
  /** Several matching records: the lowest id wins; `false` makes it a 422. @default true */
  readonly ignoreDuplicateReference?: boolean;
}

/** Arguments of {@link RecordService.create}. */
export interface CreateArgs extends TypeCallArgs, ReferenceOptions {
  /**
   * The client's field values (JSON values or form strings). A reference may be given by value under
   * its reference name: `principal: 'Town hall'` or `principal: { name: 'Town hall' }`.
   */
  readonly data: Readonly<Record<string, unknown>>;
  /** The uploaded file (multipart part `file`), when the client sent one. */
  readonly file?: UploadedFile;
  /** Turns the upload into the file to store (fills a .docx); runs before the record's transaction. */
  readonly processFile?: ProcessFile;
}

/**
 * A precondition on the stored record: its {@link versionOf} must be one of these (HTTP `If-Match`).
 * Checked inside the write's transaction with the record locked, so of two writes expecting the same
 * version exactly one succeeds; the other gets `precondition_failed` and changes nothing.
 */
export interface VersionPrecondition {
  readonly ifMatch?: readonly string[];
}

/** Arguments of {@link RecordService.update}. */
export interface UpdateRecordArgs extends RecordCallArgs, ReferenceOptions, VersionPrecondition {
  readonly data: Readonly<Record<string, unknown>>;
  /** The uploaded file (multipart part `file`), when the client sent one. */
  readonly file?: UploadedFile;
  /** Turns the upload into the file to store (fills a .docx); runs before the record's transaction. */
  readonly processFile?: ProcessFile;
}

/** Arguments of a {@link ProcessFile} hook. */
export interface ProcessFileArgs {
  readonly actor: Actor;
  readonly type: RecordType;
  readonly file: UploadedFile;
  /**
   * The record as it will be stored with the file, before the write: on create every value but `id`
   * (not known before the insert: content that needs it returns {@link ProcessedFile.complete}), on
   * update the stored record with the changes applied.
   */
  readonly record: Readonly<Record<string, FieldValue>>;
}

/**
 * Processes an upload before it is stored: returns the bytes and media type to store, or `undefined` to
 * store the upload byte for byte. Throwing refuses the write; nothing is stored.
 */
export type ProcessFile = (args: ProcessFileArgs) => Promise<ProcessedFile | undefined>;

/** Arguments of {@link RecordService.download}. */
export interface DownloadArgs extends RecordCallArgs {
  /** A version of the record's file (1 is the first upload). @default the current file */
  readonly version?: number;
  /** Only these bytes of the file (HTTP `Range`). @default the whole file */
  readonly range?: RequestedRange;
  /**
   * Honour `range` only while the record's file is this one (its SHA-256; HTTP `If-Range`): a client
   * resuming the download of a file that has changed since gets the whole new file.
   */
  readonly rangeIfFile?: string;
  /** `pdf`: the file as PDF (docs/documents.md, "PDF renditions"). @default 'original' */
  readonly format?: DownloadFormat;
}

/** What {@link RecordService.download} returns: the record and its stored file. */
export interface DownloadResult {
  /** The record; for a version, with that version's file metadata (`file_name`, …) in its fields. */
  readonly record: StoredRecord;
  /** The file's bytes: all of them, or those of `range`; none when the range is unsatisfiable. */
  readonly stream: Readable;
  /**
   * The whole file in memory, when the service holds it already (a PDF rendition just made): the
   * same bytes as `stream`, which then need not be read.
   */
  readonly bytes?: Uint8Array;
  /** The size of the whole file. */
  readonly size: number;
  /**
   * Set when a range was asked: the bytes `stream` holds, or `'unsatisfiable'` when no byte of the
   * file lies in it (HTTP 416; the store was not read).
   */
  readonly range?: ByteRange | 'unsatisfiable';
  /**
   * Set when the answer is not the stored file as such (a PDF rendition): its entity tag, file name
   * and media type, which replace those of the record's file fields.
   */
  readonly entity?: {
    readonly tag: string;
    readonly fileName: string;
    readonly mediaType: string;
  };
}

/** Arguments of {@link RecordService.prepareRendition}. */
export interface PrepareRenditionArgs {
  /** The record as its write stored it. */
  readonly record: StoredRecord;
}

/** Arguments of {@link RecordService.delete}. */
export interface DeleteRecordArgs extends RecordCallArgs, VersionPrecondition {}

/** Arguments of {@link RecordService.checkWrite}. */
export interface CheckWriteArgs extends TypeCallArgs {
  readonly action: 'create' | 'update';
}

/** Arguments of {@link RecordService.loadReferences}. */
export interface LoadReferencesArgs extends TypeCallArgs {
  /** The records whose references are loaded. */
  readonly records: readonly StoredRecord[];
  /** The references to load, by field name or reference name. */
  readonly references: readonly string[];
}

/** Referenced records per reference field: id → record, or null when the caller may not read it. */
export type LoadedReferences = ReadonlyMap<string, ReadonlyMap<number, StoredRecord>>;

/** The info call's description of a record type (docs/interface.md, "Record types"). */
export interface TypeDescription {
  readonly modelClass: string;
  readonly searchClass: string;
  readonly attributes: Record<string, string>;
  readonly expandable: Record<string, string>;
}

/**
 * The record engine: the seven calls of the interface for every record type, each acting only on
 * records the policy lets the actor access. Knows nothing of HTTP or of a particular database.
 */
export interface RecordService {
  readonly types: TypeRegistry;
  readonly language: Language;
  readonly timeZone: string;
  /**
   * The public record type named `name`; `not_found`, listing the types, when there is none. With an
   * actor, also for a type the actor may not use, and only the types they may use are listed.
   */
  type(name: string, actor?: Actor): RecordType;
  /** Every record of `type` the actor may read (matching `filter`), sorted and paged in the database. */
  list(args: ListArgs): Promise<ListResult>;
  /**
   * Every record of `type` the actor may read (matching `filter`), sorted, as a database cursor read
   * in chunks: memory stays flat whatever the number of records. The caller closes the cursor.
   */
  openList(args: OpenListArgs): Promise<RecordCursor>;
  /** One record; `not_found` when it does not exist or the actor may not read it. */
  view(args: RecordCallArgs): Promise<StoredRecord>;
  /**
   * The record stored in a reference field of a readable record; `not_found` when the reference is
   * empty or the actor may not read the record it names.
   */
  follow(args: FollowArgs): Promise<FollowResult>;
  /**
   * The refusals of a create or update that need neither its body nor a stored record: `not_found` for
   * a type the actor may not use, `forbidden` for a type only the server writes and for a create the
   * policy refuses. The interface runs them before it reads a body, so that a refused request does
   * not wait for one (create and update run them again). Returns the type.
   */
  checkWrite(args: CheckWriteArgs): RecordType;
  /** Validates and stores a new record; returns it as stored. */
  create(args: CreateArgs): Promise<StoredRecord>;
  /** Validates and stores changes; `not_found` when unreadable, `forbidden` when readable but not changeable. */
  update(args: UpdateRecordArgs): Promise<StoredRecord>;
  /** Deletes a record (and its file, when no other record uses it); `not_found` when unreadable, `forbidden` when readable but not deletable. */
  delete(args: DeleteRecordArgs): Promise<void>;
  /**
   * The stored file of a readable record, or of one of its versions, whole or a range of it;
   * `not_found` when unreadable, without a file, of a type without files, without that version, or
   * when the store has lost the file (then with an `operatorMessage`).
   */
  download(args: DownloadArgs): Promise<DownloadResult>;
  /**
   * Makes the PDF rendition of a record's file unless one is kept (`RENDITIONS_EAGER`): nothing for a
   * file that is not converted, or without renditions. Throws as a download with `format: 'pdf'`.
   */
  prepareRendition(args: PrepareRenditionArgs): Promise<void>;
  /**
   * The file versions of a readable record, newest first (the current file is the highest); every
   * file it ever had, as stored at its upload. `not_found` as view, and for a type without files.
   */
  versions(args: RecordCallArgs): Promise<StoredRecord[]>;
  /** The info call; `not_found` for a type the actor may not use. */
  describe(args: TypeCallArgs): TypeDescription;
  /** The referenced records of a set of records: one query per reference, whatever the number of records. */
  loadReferences(args: LoadReferencesArgs): Promise<LoadedReferences>;
}
