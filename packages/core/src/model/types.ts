import type { FileSource } from '../ports/file-store.js';

/** The languages an installation can speak (labels, messages, date names). */
export type Language = 'en' | 'de';

/**
 * The storage-level type of a field. `json` holds a JSON document the server writes (stored as text,
 * shown as the JSON value it holds); it is never writable by a client, filterable or sortable.
 */
export type FieldType =
  'integer' | 'string' | 'text' | 'boolean' | 'datetime' | 'reference' | 'json';

/**
 * Values the server fills in itself. A field with `auto` is server-owned: a client that sends it gets 422.
 * - `uuid`: a random UUID on create.
 * - `createdAt` / `updatedAt`: the time of the write.
 * - `createdBy` / `updatedBy`: the acting user's id.
 * - `company`: the acting user's company (tenant) on create.
 */
export type AutoValue = 'uuid' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'company';

/** A field of a record type, as declared by an installation. */
export interface FieldDefinition {
  /** Technical name in snake_case; also the column name. */
  readonly name: string;
  readonly type: FieldType;
  /** Display names per language, shown by the info call. */
  readonly label: Readonly<Record<Language, string>>;
  /** A create must give a value. @default false */
  readonly required?: boolean;
  /** Maximum length of `string` values. @default 255 for `string` */
  readonly maxLength?: number;
  /** Allowed values of a `string` field (an enumeration). */
  readonly values?: readonly string[];
  /** For `reference` fields: the controller name of the referenced type. */
  readonly references?: string;
  /** For `reference` fields: the name under which the reference is expanded. @default camelCase of the name without `_id` */
  readonly referenceName?: string;
  /**
   * For `reference` fields: `'cascade'` deletes the record when the record it references is deleted,
   * in the same transaction, with its own event and audit row (a share goes with its document). Without
   * it, the reference is left as it is. Files of records deleted this way are left to `files gc`.
   */
  readonly onDelete?: 'cascade';
  /** Filled by the server; never accepted from a client. */
  readonly auto?: AutoValue;
  /** Set by the server through another path (file metadata); never accepted from a client. @default false */
  readonly readOnly?: boolean;
  /** Never shown to a client, never accepted from one (secrets, hashes). @default false */
  readonly hidden?: boolean;
  /**
   * For a hidden field: an update's event `changes` and audit row still record its old and new value
   * (a key's `revoked_at`, the one thing its revocation changes), though no answer, filter or sort
   * shows it. @default false
   */
  readonly auditChanges?: boolean;
  /**
   * Accepted from a client but never shown: not in any answer, list, filter, sort, expansion or
   * event (a webhook's `secret`). What is stored for it is the type's {@link PrepareWrite}'s to
   * decide. @default false
   */
  readonly writeOnly?: boolean;
  /** A unique index on this column. @default false */
  readonly unique?: boolean;
  /**
   * The list call may filter on this field (`filter[title][like]=…`): the search model (`searchClass`)
   * allows it. Hidden fields are never filterable. @default true
   */
  readonly filterable?: boolean;
  /** The list call may sort by this field (`sort=-created_at`). Hidden fields never are. @default true */
  readonly sortable?: boolean;
  /**
   * The column that holds the field, where it is not named like the field (a table another application
   * owns: `"column": "createdBy"`). Any name works; the adapter quotes it. @default the field's name
   */
  readonly column?: string;
  /**
   * How the field is stored where its column's type is not the field's own. A `datetime` field: the
   * database's date-time type, or an integer count of seconds or milliseconds since 1970 (UTC). An
   * `integer` or `reference` field: `text`, its digits in a character column (a generic link such as
   * Django's `object_pk`). @default 'datetime' for a datetime field, the field's own type otherwise
   */
  readonly storedAs?: StoredAs;
  /**
   * Stored values that read as `null` (sentinels such as `-1`, `0`, `"0000-00-00 00:00:00"`); the first
   * is written for `null`. @default none
   */
  readonly nullValues?: readonly StoredScalar[];
  /**
   * For a field with `values`: each value as the API shows it → the stored values that read as it, the
   * first of which is written (`{ "admin": [2], "member": [0, 1] }`). A stored value no entry names reads
   * as `null`. @default each value stored as itself
   */
  readonly storedValues?: Readonly<Record<string, readonly StoredScalar[]>>;
}

/** How a field is stored (see {@link FieldDefinition.storedAs}). */
export type StoredAs = 'datetime' | 'unix-seconds' | 'unix-milliseconds' | 'text';

/** A value as a column of another application's table holds it. */
export type StoredScalar = string | number | boolean;

/** A record type, declared as data. {@link defineRecordType} checks it and fills defaults. */
export interface RecordTypeDefinition {
  /** Controller name: the path segment of the type's calls (`document`, `classification-code`). */
  readonly name: string;
  /** Table name. @default the name with `-` replaced by `_` */
  readonly table?: string;
  /** Full model name shown by the info call. */
  readonly modelClass: string;
  /** Full search-model name shown by the info call. */
  readonly searchClass: string;
  /** The field a reference-by-value matches (`"company": "Acme"`). */
  readonly lookupField?: string;
  /** Internal types are stored like others but never routed over HTTP (API keys). @default false */
  readonly internal?: boolean;
  /**
   * Records of the type are written by the server only (the audit trail): clients list and view them,
   * and create, update and delete are refused (HTTP 405). @default false
   */
  readonly readOnly?: boolean;
  /**
   * Records of the type are created and deleted through the API but never changed (API keys): update
   * is refused (HTTP 405). @default false
   */
  readonly immutable?: boolean;
  /**
   * Names of the values the type's {@link PrepareWrite} reveals in a create's answer besides its
   * write-only fields (an API key's `key`): documented in the create answer, shown once. @default []
   */
  readonly revealed?: readonly string[];
  /** The fields besides `id`, which every type has. */
  readonly fields: readonly FieldDefinition[];
  /** Rules across fields, checked on create and update. @default [] */
  readonly constraints?: readonly RecordConstraint[];
  /**
   * Composite indexes for the common list queries, each a list of column names in index order
   * (`[['company_id', 'created_at']]` serves "a company's records by creation time"). Every reference
   * and date-time column has a single-column index anyway. @default []
   */
  readonly indexes?: readonly (readonly string[])[];
  /**
   * Whether every reference and date-time column gets its own single-column index. `false` for a type
   * written far more often than it is read by one of those columns alone (the audit trail, one row per
   * change): only the declared `indexes` are built, each an index entry every insert must write.
   * @default true
   */
  readonly singleIndexes?: boolean;
  /**
   * Unique indexes over several columns, each a list of column names; a conflict is reported on the
   * last column (`[['company_id', 'username']]`: a username is unique within its company, and another
   * company's usernames never conflict, so no answer reveals them). @default []
   */
  readonly uniques?: readonly (readonly string[])[];
  /** The type's own step of every create and update through the interface (see {@link PrepareWrite}). */
  readonly prepareWrite?: PrepareWrite;
  /**
   * What the list call's `search` looks in (docs/lists.md, "Search"): `string` and `text` fields, and
   * with `file: true` the text of the record's current file. Without it, `search` is refused (400).
   * @default no search
   * @example
   * ```ts
   * search: { fields: ['title', 'description'], file: true }
   * ```
   */
  readonly search?: SearchDefinition;
  /**
   * The table belongs to another application: RecordGate never creates, alters or drops it, its
   * columns, indexes or triggers; `migrate` only checks that it and every mapped column exist.
   * @default false
   */
  readonly external?: boolean;
  /** The integer primary key column (auto-increment or identity). @default 'id' */
  readonly idColumn?: string;
  /**
   * The rows of the table that belong to this type (`{ "kind": 1 }`), column → stored value: every read
   * is limited to them and every insert writes them. @default every row
   */
  readonly where?: Readonly<Record<string, StoredScalar | null>>;
  /**
   * Values an insert writes into columns no field maps (a `NOT NULL` column without a database
   * default), column → stored value. @default none
   */
  readonly columnDefaults?: Readonly<Record<string, StoredScalar | null>>;
  /**
   * Values `migrate` fills into rows an earlier version left without them (see {@link Backfill}):
   * an API key's `prefix` is `rg_` followed by its public id. Never on a table another application
   * owns. @default []
   */
  readonly backfill?: readonly Backfill[];
}

/**
 * A `string` field that `migrate` sets, on every row where it is null, to `prefix` followed by the
 * row's value of the `string` field `from` (rows where that is null too keep null): one UPDATE.
 */
export interface Backfill {
  readonly field: string;
  readonly from: string;
  readonly prefix: string;
}

/** The searchable content of a record type: fields, and the text of its file. */
export interface SearchDefinition {
  /** `string` or `text` fields whose values are searched. */
  readonly fields: readonly string[];
  /** Also the text of the record's file (.docx, PDF, plain text). Needs the file fields. @default false */
  readonly file?: boolean;
}

/** Arguments of {@link PrepareWrite}. */
export interface PrepareWriteArgs {
  readonly mode: 'create' | 'update';
  readonly actor: Actor;
  /** The body's values, checked and coerced (references given by value not yet resolved). */
  readonly values: Readonly<Record<string, FieldValue>>;
}

/** What {@link PrepareWrite} returns. */
export interface PreparedWrite {
  /** The values to write instead of the body's (the body's, checked, with values derived from them). */
  readonly values: Readonly<Record<string, FieldValue>>;
  /**
   * Values shown once, in the answer of this write only, and never stored as given (a secret the
   * server generated): see `revealedValues`. @default none
   */
  readonly reveal?: Readonly<Record<string, string>>;
}

/**
 * A record type's own step of a create or update, after the body was read and before anything is
 * staged or the transaction starts (it runs once per write, however often the transaction is
 * retried): checks that need I/O (the addresses a webhook URL resolves to) and values the server
 * derives (a generated secret, stored sealed). It throws a `RecordError` (`invalid`, naming the field)
 * to refuse the write.
 *
 * @example
 * ```ts
 * const prepareWrite: PrepareWrite = async ({ values }) => ({
 *   values: { ...values, slug: String(values.title ?? '').toLowerCase() },
 * });
 * ```
 */
export type PrepareWrite = (args: PrepareWriteArgs) => Promise<PreparedWrite>;

/** A rule across fields: `exactlyOne` — exactly one of the named fields holds a value. */
export interface RecordConstraint {
  readonly exactlyOne: readonly string[];
}

/** A field after {@link defineRecordType}: defaults filled in. */
export interface Field extends FieldDefinition {
  readonly required: boolean;
  readonly readOnly: boolean;
  readonly hidden: boolean;
  /** True when a client may send a value for this field. */
  readonly writable: boolean;
  /** True when the list call may filter on this field (visible and not opted out). */
  readonly filterable: boolean;
  /** True when the list call may sort by this field (visible and not opted out). */
  readonly sortable: boolean;
  /** The column that holds the field (its name unless mapped). */
  readonly column: string;
}

/** A reference field with its resolved names. */
export interface Reference {
  /** The field holding the referenced id (`created_by`). */
  readonly field: string;
  /** The camelCase name of the expansion (`createdBy`). */
  readonly name: string;
  /** The controller name of the referenced type. */
  readonly target: string;
}

/** A record type after {@link defineRecordType}. */
export interface RecordType {
  readonly name: string;
  readonly table: string;
  readonly modelClass: string;
  readonly searchClass: string;
  readonly lookupField: string | undefined;
  readonly internal: boolean;
  /** Written by the server only: create, update and delete are refused. */
  readonly readOnly: boolean;
  /** Created and deleted, never changed: update is refused. */
  readonly immutable: boolean;
  /** Values a create's answer reveals once besides the write-only fields. */
  readonly revealed: readonly string[];
  /** All fields, `id` first. */
  readonly fields: readonly Field[];
  readonly fieldsByName: ReadonlyMap<string, Field>;
  /** The fields a client sees, in declaration order. */
  readonly visibleFields: readonly Field[];
  /** The visible reference fields: those a client may follow and expand. */
  readonly references: readonly Reference[];
  /**
   * Every reference field, hidden and write-only ones included: the ids a write checks (missing,
   * unreadable, another company's) and the types the registry requires.
   */
  readonly referenceFields: readonly Reference[];
  /** Looks up a reference by its field name or its reference name. */
  readonly referencesByName: ReadonlyMap<string, Reference>;
  /** The field holding the tenant, when the type belongs to a company. */
  readonly companyField: string | undefined;
  readonly constraints: readonly RecordConstraint[];
  /** Composite indexes, column names in index order. */
  readonly indexes: readonly (readonly string[])[];
  /** Whether reference and date-time columns get single-column indexes besides `indexes`. */
  readonly singleIndexes: boolean;
  /** Unique indexes over several columns; a conflict names the last one. */
  readonly uniques: readonly (readonly string[])[];
  /** What `search` looks in; undefined when the type is not searchable. */
  readonly search: SearchDefinition | undefined;
  readonly prepareWrite: PrepareWrite | undefined;
  /** The table belongs to another application: never created or changed by `migrate`. */
  readonly external: boolean;
  /** What `migrate` fills into rows left without it by an earlier version. */
  readonly backfill: readonly Backfill[];
  /** Column → stored value every row of the type has (empty: every row of the table). */
  readonly where: Readonly<Record<string, StoredScalar | null>>;
  /** Column → stored value an insert writes into columns no field maps. */
  readonly columnDefaults: Readonly<Record<string, StoredScalar | null>>;
  /** Whether any field or the table is mapped (a column, stored form or row condition of its own). */
  readonly mapped: boolean;
}

/** A scalar value as stored: datetimes are `Date`, references and integers numbers. */
export type FieldValue = string | number | boolean | Date | null;

/** A record as the engine passes it around: field name → value. */
export type StoredRecord = Readonly<Record<string, FieldValue>>;

/** The authenticated user a call acts for. */
export interface Actor {
  readonly userId: number;
  readonly companyId: number;
  readonly role: 'admin' | 'member';
  readonly username: string;
  /** The API key the call authenticated with; undefined for calls made without one. */
  readonly keyId?: number;
  /**
   * When that key expires; undefined for a key without expiry or a call without a key. A key made
   * with this key expires no later (docs/api-keys.md).
   */
  readonly keyExpiresAt?: Date;
  /** The id of the request the call serves (`X-Request-Id`), for the audit trail. */
  readonly requestId?: string;
}

/**
 * A file a client uploaded with a create or update (multipart part `file`). The HTTP layer keeps a small
 * upload in memory and a large one in a temporary file, which it removes when the call ends: read it
 * (or copy it) before the call returns.
 */
export interface UploadedFile {
  /** The bytes: in memory (`bytes`), or in a temporary file (`path`). */
  readonly source: FileSource;
  /** The file name the client gave (`offer.docx`), or `''` when it gave none. */
  readonly originalName: string;
  /** The media type the client declared for the part (`application/octet-stream` when none). */
  readonly mimeType: string;
  /** Size in bytes. */
  readonly size: number;
  /**
   * A large upload the HTTP layer holds in memory as the chunks it arrived in, for a processor that
   * hands the file to another thread (the render worker) to take without a copy (ADR 0063). Absent
   * for an upload in one buffer or in a temporary file. `source` still gives the file (the chunks
   * joined, on first read) until they are taken.
   */
  readonly chunks?: HeldChunks;
}

/**
 * The chunks of an upload held in memory ({@link UploadedFile.chunks}): taken once, by the one
 * consumer that moves them elsewhere.
 */
export interface HeldChunks {
  /**
   * The file's bytes in order, each a view of memory no one else uses, so that it can be transferred
   * to a worker thread; `undefined` once taken. After this the upload's `source` can no longer be
   * read: the taker answers for the file (stores what it made of it, or gives the bytes back).
   */
  take(): readonly Uint8Array[] | undefined;
}
