import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AccessAction, AccessPolicy } from './access-policy.js';
import { createFileKeeper, type KeptFile, type ProcessedFile } from './create-file-keeper.js';
import { createTypeRegistry, type TypeRegistry } from './create-type-registry.js';
import type { FileStore } from './file-store.js';
import { where, type Filter } from './filter.js';
import { findReference } from './find-reference.js';
import { messagesFor } from './messages.js';
import { isRecordError, RecordError, throwIfInvalid, type FieldProblem } from './record-error.js';
import type { RecordCursor, SortKey, StorageAdapter } from './storage-adapter.js';
import type {
  Actor,
  FieldValue,
  Language,
  RecordType,
  StoredRecord,
  UploadedFile,
} from './types.js';
import {
  resolveReferenceValues,
  splitReferenceValues,
  type ReferenceByValue,
} from './resolve-reference-values.js';
import { validateValues } from './validate-values.js';
import { versionOf } from './version-of.js';

/** Options of {@link createRecordService}. */
export interface RecordServiceOptions {
  readonly storage: StorageAdapter;
  readonly policy: AccessPolicy;
  /** The installation's record types (the internal API-key type joins them when there is a user type). */
  readonly types: readonly RecordType[] | TypeRegistry;
  /** Language of labels and validation messages. @default 'en' */
  readonly language?: Language;
  /** IANA zone in which date-times without an offset are read. @default 'UTC' */
  readonly timeZone?: string;
  /** The clock; tests may fix it. @default () => new Date() */
  readonly now?: () => Date;
  /**
   * Where uploaded files are kept (content-addressed). Without it, a file sent to any type is refused.
   * Types take files when they declare file_name, file_size, file_mime and file_sha256.
   */
  readonly files?: FileStore;
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

/** How references given by value are matched (spec §4.2, decisions.md "Writes"). */
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

/** What {@link RecordService.download} returns: the record and its stored file. */
export interface DownloadResult {
  readonly record: StoredRecord;
  readonly stream: Readable;
  readonly size: number;
}

/** Arguments of {@link RecordService.delete}. */
export interface DeleteRecordArgs extends RecordCallArgs, VersionPrecondition {}

/** Arguments of {@link RecordService.loadReferences}. */
export interface LoadReferencesArgs extends TypeCallArgs {
  /** The records whose references are loaded. */
  readonly records: readonly StoredRecord[];
  /** The references to load, by field name or reference name. */
  readonly references: readonly string[];
}

/** Referenced records per reference field: id → record, or null when the caller may not read it. */
export type LoadedReferences = ReadonlyMap<string, ReadonlyMap<number, StoredRecord>>;

/** The info call's record-type description (spec §2.2). */
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
  /** The public record type named `name`; `not_found`, listing the types, when there is none. */
  type(name: string): RecordType;
  /** Every record of `type` the actor may read (matching `filter`), sorted and paged in the database. */
  list(args: ListArgs): Promise<ListResult>;
  /**
   * Every record of `type` the actor may read (matching `filter`), sorted, as a database cursor read
   * in chunks: memory stays flat whatever the number of records. The caller closes the cursor.
   */
  openList(args: OpenListArgs): Promise<RecordCursor>;
  /** One record; `not_found` when it does not exist or the actor may not read it. */
  view(args: RecordCallArgs): Promise<StoredRecord>;
  /** The record stored in a reference field of a readable record (spec §4.4 rule 3). */
  follow(args: FollowArgs): Promise<FollowResult>;
  /** Validates and stores a new record; returns it as stored. */
  create(args: CreateArgs): Promise<StoredRecord>;
  /** Validates and stores changes; `not_found` when unreadable, `forbidden` when readable but not changeable. */
  update(args: UpdateRecordArgs): Promise<StoredRecord>;
  /** Deletes a record (and its file, when no other record uses it); `not_found` when unreadable, `forbidden` when readable but not deletable. */
  delete(args: DeleteRecordArgs): Promise<void>;
  /** The stored file of a readable record; `not_found` when unreadable or without a file. */
  download(args: RecordCallArgs): Promise<DownloadResult>;
  /** The info call; `not_found` for a type the actor may not use. */
  describe(args: TypeCallArgs): TypeDescription;
  /** The referenced records of a set of records: one query per reference, whatever the number of records. */
  loadReferences(args: LoadReferencesArgs): Promise<LoadedReferences>;
}

/**
 * Composes a storage adapter, an access policy and record types into the record engine.
 *
 * @example
 * ```ts
 * const records = createRecordService({ storage, policy: createDefaultPolicy(), types: defaultRecordTypes });
 * const doc = await records.view({ actor, type: 'document', id: 7 });
 * ```
 */
export function createRecordService(options: RecordServiceOptions): RecordService {
  const types = 'get' in options.types ? options.types : createTypeRegistry(options.types);
  const { storage, policy } = options;
  const language = options.language ?? 'en';
  const timeZone = options.timeZone ?? 'UTC';
  const now = options.now ?? (() => new Date());
  const messages = messagesFor(language);
  const keeper = options.files
    ? createFileKeeper({ files: options.files, storage, types })
    : undefined;

  const publicType = (name: string): RecordType => {
    const type = types.find(name);
    if (!type || type.internal) {
      const valid = types.public.map((t) => t.name).join(', ');
      throw new RecordError(
        'not_found',
        `There is no record type "${name}". Record types: ${valid}.`,
      );
    }
    return type;
  };

  // Rules across fields (a share names exactly one of user and group), on the record as it will be.
  const checkConstraints = (type: RecordType, record: Readonly<Record<string, FieldValue>>) => {
    const problems: FieldProblem[] = [];
    for (const { exactlyOne } of type.constraints) {
      const set = exactlyOne.filter((name) => record[name] !== null && record[name] !== undefined);
      if (set.length !== 1) {
        const labels = exactlyOne.map((name) => type.fieldsByName.get(name)!.label[language]);
        problems.push({ field: exactlyOne[0]!, message: messages.exactlyOne(labels) });
      }
    }
    throwIfInvalid(problems);
  };

  // A unique value another record holds is a validation error of that field, as in Yii2.
  const explainConflict =
    (type: RecordType, values: Readonly<Record<string, FieldValue>>) =>
    (error: unknown): never => {
      const field = isRecordError(error, 'conflict')
        ? type.fieldsByName.get(error.fields[0]?.field ?? '')
        : undefined;
      if (!field) throw error;
      const message = messages.taken(field.label[language], String(values[field.name]));
      throw new RecordError('invalid', 'The record data is invalid.', {
        fields: [{ field: field.name, message }],
        cause: error,
      });
    };

  // A file part for a type that takes none is refused rather than silently dropped.
  const refuseFile = (type: RecordType, file: UploadedFile | undefined) => {
    if (file && !keeper?.takesFiles(type))
      throwIfInvalid([{ field: 'file', message: messages.noFile(labelOf(type)) }]);
  };

  // Processes the upload before the record's transaction: rendering may take seconds and must not
  // hold the database.
  const processUpload = async (
    actor: Actor,
    type: RecordType,
    file: UploadedFile,
    record: Readonly<Record<string, FieldValue>>,
    processFile: ProcessFile | undefined,
  ): Promise<ProcessedFile | undefined> => {
    try {
      return await processFile?.({ actor, type, file, record });
    } catch (error) {
      // A file that is not what it claims, or a broken template: a validation error of the file part.
      if (isRecordError(error, 'invalid') && error.fields.length === 0) {
        throw new RecordError('invalid', 'The record data is invalid.', {
          fields: [{ field: 'file', message: error.message }],
          cause: error,
        });
      }
      throw error;
    }
  };

  // Processes and stores the upload, before the record's transaction. The file is held against
  // removal until `settle`.
  const keepFile = async (
    actor: Actor,
    type: RecordType,
    file: UploadedFile,
    record: Readonly<Record<string, FieldValue>>,
    processFile: ProcessFile | undefined,
  ): Promise<KeptFile> =>
    keeper!.keep(file, await processUpload(actor, type, file, record, processFile));

  // After a committed write: the file the record no longer uses goes when no other record uses it.
  // A failed removal leaves an unused file behind, never a record without its file.
  const settle = async (kept: KeptFile | undefined, previous: FieldValue | undefined) => {
    kept?.release();
    if (keeper && typeof previous === 'string' && previous !== kept?.values.file_sha256) {
      await keeper.removeIfUnused(previous).catch(() => undefined);
    }
  };

  // After a failed write: the file stored for it goes, unless another record uses the same content.
  const abandon = async (kept: KeptFile | undefined) => {
    if (!kept) return;
    kept.release();
    await keeper!.removeIfUnused(kept.values.file_sha256 as string).catch(() => undefined);
  };

  const accessFilter = (actor: Actor, type: RecordType, action: AccessAction): Filter =>
    policy.filter({ actor, type, action });

  const findOne = async (
    db: StorageAdapter,
    type: RecordType,
    id: number,
    filter: Filter,
    forUpdate = false,
  ): Promise<StoredRecord | undefined> => {
    const [record] = await db.findMany({
      type: type.name,
      filter: where.and(where.eq('id', id), filter),
      limit: 1,
      forUpdate,
    });
    return record;
  };

  const notFound = (type: RecordType, id: number) =>
    new RecordError(
      'not_found',
      `${labelOf(type)} #${id} does not exist or you have no access to it.`,
    );

  // Loads and locks the record for an update or delete: 404 when unreadable, 403 when readable but not
  // allowed, 412 when it is not the version the client expects.
  const loadForChange = async (
    db: StorageAdapter,
    actor: Actor,
    type: RecordType,
    id: number,
    action: AccessAction,
    ifMatch: readonly string[] | undefined,
  ) => {
    const record = await findOne(db, type, id, accessFilter(actor, type, 'read'), true);
    if (!record) throw notFound(type, id);
    const allowed = await db.count({
      type: type.name,
      filter: where.and(where.eq('id', id), accessFilter(actor, type, action)),
    });
    if (allowed === 0) {
      throw new RecordError(
        'forbidden',
        `You may read ${labelOf(type)} #${id} but not ${action} it.`,
      );
    }
    if (ifMatch && !ifMatch.includes(versionOf(record))) {
      throw new RecordError(
        'precondition_failed',
        `${labelOf(type)} #${id} has changed since you read it (If-Match does not name its current ETag). View it again, then repeat the ${action}.`,
      );
    }
    return record;
  };

  // Validates a body: references given by value are split off (resolved later, in the transaction),
  // the rest is checked and coerced. One 422 lists every problem, in the order the client sent them.
  const readBody = (
    type: RecordType,
    data: Readonly<Record<string, unknown>>,
    mode: 'create' | 'update',
  ) => {
    const split = splitReferenceValues({ type, types, data, language, timeZone });
    const deferred = split.byValue.map((b) => b.reference.field);
    let values: Record<string, FieldValue> = {};
    let problems = [...split.problems];
    try {
      values = validateValues({ type, data: split.data, mode, language, timeZone, deferred });
    } catch (error) {
      if (!isRecordError(error, 'invalid')) throw error;
      problems = [...problems, ...error.fields];
    }
    const order = Object.keys(data);
    const rank = (field: string) => {
      const at = order.indexOf(field);
      return at === -1 ? order.length : at;
    };
    throwIfInvalid(problems.sort((a, b) => rank(a.field) - rank(b.field)));
    return { values, byValue: split.byValue };
  };

  // Matches the references given by value among the records the actor may read (inside the write) and
  // the policy lets this reference name (a member's share names a document the member owns), so a
  // readable record the write would refuse never hides one it accepts.
  const resolveByValue = async (
    db: StorageAdapter,
    actor: Actor,
    type: RecordType,
    byValue: readonly ReferenceByValue[],
    options: ReferenceOptions,
    extra: Readonly<Record<string, Filter>> = {},
  ): Promise<Record<string, FieldValue>> => {
    if (byValue.length === 0) return {};
    const { values, problems } = await resolveReferenceValues({
      db,
      type,
      types,
      byValue,
      readable: (target, reference) =>
        where.and(accessFilter(actor, target, 'read'), extra[reference.field] ?? where.all),
      ignoreMissing: options.ignoreMissingReference ?? false,
      ignoreDuplicate: options.ignoreDuplicateReference ?? true,
      language,
    });
    throwIfInvalid(problems);
    return values;
  };

  // A required reference given by value that was ignored as missing is still blank on create.
  const checkRequiredByValue = (
    type: RecordType,
    byValue: readonly ReferenceByValue[],
    values: Readonly<Record<string, FieldValue>>,
    mode: 'create' | 'update',
  ) => {
    const problems: FieldProblem[] = [];
    for (const { key, reference } of byValue) {
      const field = type.fieldsByName.get(reference.field)!;
      if (!field.required) continue;
      const value = values[reference.field];
      if (value === null || (mode === 'create' && value === undefined))
        problems.push({ field: key, message: messages.blank(field.label[language]) });
    }
    throwIfInvalid(problems);
  };

  // Refuses references to records that are missing or that the actor may not read, alike (no existence leak).
  const checkReferences = async (
    db: StorageAdapter,
    actor: Actor,
    type: RecordType,
    values: Record<string, FieldValue>,
    extra: Readonly<Record<string, Filter>> = {},
  ) => {
    const checked = await Promise.all(
      type.references.map(async (reference): Promise<FieldProblem | undefined> => {
        const id = values[reference.field];
        if (typeof id !== 'number') return undefined;
        const target = types.get(reference.target);
        const filter = where.and(
          where.eq('id', id),
          accessFilter(actor, target, 'read'),
          extra[reference.field] ?? where.all,
        );
        if ((await db.count({ type: target.name, filter })) > 0) return undefined;
        const label = type.fieldsByName.get(reference.field)!.label[language];
        return { field: reference.field, message: messages.missingReference(label, id) };
      }),
    );
    throwIfInvalid(checked.filter((p) => p !== undefined));
  };

  const autoValues = (
    type: RecordType,
    actor: Actor,
    mode: 'create' | 'update',
  ): Record<string, FieldValue> => {
    const at = now();
    const values: Record<string, FieldValue> = {};
    for (const field of type.fields) {
      switch (field.auto) {
        case 'uuid':
          if (mode === 'create') values[field.name] = randomUUID();
          break;
        case 'createdAt':
          if (mode === 'create') values[field.name] = at;
          break;
        case 'createdBy':
          if (mode === 'create') values[field.name] = actor.userId;
          break;
        case 'company':
          if (mode === 'create') values[field.name] = actor.companyId;
          break;
        case 'updatedAt':
          values[field.name] = at;
          break;
        case 'updatedBy':
          values[field.name] = actor.userId;
          break;
      }
    }
    return values;
  };

  return {
    types,
    language,
    timeZone,
    type: publicType,

    async list({
      actor,
      type: name,
      filter = where.all,
      sort = [],
      limit,
      offset = 0,
      count = true,
    }) {
      const type = publicType(name);
      // The policy's filter is the outer condition: a client's filter can only narrow it.
      const scoped = where.and(accessFilter(actor, type, 'read'), filter);
      if (!count) {
        // One record beyond the page tells whether another page follows, without counting.
        const found = await storage.findMany({
          type: type.name,
          filter: scoped,
          sort,
          limit: limit === undefined ? undefined : limit + 1,
          offset,
        });
        const more = limit !== undefined && found.length > limit;
        return { records: more ? found.slice(0, limit) : found, total: undefined, more };
      }
      const [records, total] = await Promise.all([
        storage.findMany({ type: type.name, filter: scoped, sort, limit, offset }),
        storage.count({ type: type.name, filter: scoped }),
      ]);
      return { records, total, more: offset + records.length < total };
    },

    async openList({ actor, type: name, filter = where.all, sort = [], chunkSize, count = true }) {
      const type = publicType(name);
      return storage.openCursor({
        type: type.name,
        filter: where.and(accessFilter(actor, type, 'read'), filter),
        sort,
        chunkSize,
        count,
      });
    },

    async view({ actor, type: name, id }) {
      const type = publicType(name);
      const record = await findOne(storage, type, id, accessFilter(actor, type, 'read'));
      if (!record) throw notFound(type, id);
      return record;
    },

    async follow({ actor, type: name, id, attribute }) {
      const type = publicType(name);
      const reference = findReference(type, attribute);
      const source = await findOne(storage, type, id, accessFilter(actor, type, 'read'));
      if (!source) throw notFound(type, id);
      const target = types.get(reference.target);
      const targetId = source[reference.field];
      if (typeof targetId !== 'number') {
        throw new RecordError('not_found', `${labelOf(type)} #${id} has no ${reference.name}.`);
      }
      const record = await findOne(storage, target, targetId, accessFilter(actor, target, 'read'));
      if (!record) throw notFound(target, targetId);
      return { type: target, record };
    },

    async create({ actor, type: name, data, file, processFile, ...referenceOptions }) {
      const type = publicType(name);
      const rule = policy.writeRule({ actor, type });
      if (!rule.create) {
        throw new RecordError('forbidden', `You may not create ${labelOf(type)} records.`);
      }
      const body = readBody(type, data, 'create');
      refuseFile(type, file);
      const auto = autoValues(type, actor, 'create');
      if (body.byValue.length === 0) checkConstraints(type, { ...body.values, ...auto });
      let kept: KeptFile | undefined;
      let pending:
        | {
            file: UploadedFile;
            processed: ProcessedFile;
            complete: NonNullable<ProcessedFile['complete']>;
          }
        | undefined;
      if (file) {
        // Refusals first: nothing is rendered or stored for a write that cannot succeed. References
        // given by value are resolved here for the file's contents, and again in the transaction.
        const resolved = await resolveByValue(
          storage,
          actor,
          type,
          body.byValue,
          referenceOptions,
          rule.referenceFilters,
        );
        const given = { ...body.values, ...resolved };
        checkRequiredByValue(type, body.byValue, given, 'create');
        const draft = { ...given, ...auto };
        checkConstraints(type, draft);
        await checkReferences(storage, actor, type, given, rule.referenceFilters);
        const processed = await processUpload(actor, type, file, draft, processFile);
        // Content that needs the new id is completed and stored inside the transaction.
        if (processed?.complete) pending = { file, processed, complete: processed.complete };
        else kept = await keeper!.keep(file, processed);
      }
      let values: Record<string, FieldValue> = {};
      // Files stored by an attempt of the transaction that the database then retried.
      const retried: KeptFile[] = [];
      try {
        const record = await storage
          .transaction({
            run: async (db) => {
              const resolved = await resolveByValue(
                db,
                actor,
                type,
                body.byValue,
                referenceOptions,
                rule.referenceFilters,
              );
              const given = { ...body.values, ...resolved };
              checkRequiredByValue(type, body.byValue, given, 'create');
              values = { ...given, ...auto };
              checkConstraints(type, values);
              // Only the client's references need checking; the server's own (creator, company) are the actor's.
              await checkReferences(db, actor, type, given, rule.referenceFilters);
              const inserted = await db.insert({
                type: type.name,
                values: { ...values, ...kept?.values },
              });
              if (!pending) return inserted;
              if (kept) retried.push(kept);
              kept = await keeper!.keep(pending.file, {
                ...pending.processed,
                bytes: pending.complete(inserted),
              });
              const completed = await db.update({
                type: type.name,
                id: inserted.id as number,
                values: kept.values,
              });
              return completed ?? inserted;
            },
          })
          .catch((error: unknown) => explainConflict(type, values)(error));
        kept?.release();
        for (const stale of retried) await abandon(stale);
        return record;
      } catch (error) {
        for (const stale of retried) await abandon(stale);
        await abandon(kept);
        throw error;
      }
    },

    async update({ actor, type: name, id, data, file, ifMatch, processFile, ...referenceOptions }) {
      const type = publicType(name);
      const body = readBody(type, data, 'update');
      refuseFile(type, file);
      const allowedFields = policy.writableFields({ actor, type });
      if (allowedFields) {
        const written = [
          ...Object.keys(body.values),
          ...body.byValue.map((b) => b.reference.field),
        ];
        const refused = written.filter((f) => !allowedFields.includes(f));
        if (refused.length > 0) {
          throw new RecordError(
            'forbidden',
            `You may not change ${refused.join(', ')} of ${labelOf(type)} records. You may change: ${allowedFields.join(', ')}.`,
          );
        }
      }
      const rule = policy.writeRule({ actor, type });
      const auto = autoValues(type, actor, 'update');
      let kept: KeptFile | undefined;
      if (file) {
        // Refusals first (404, 403, 412, 422): nothing is rendered or stored for a write that cannot
        // succeed. The file is made from the record as this write will leave it.
        const current = await loadForChange(storage, actor, type, id, 'update', ifMatch);
        const resolved = await resolveByValue(
          storage,
          actor,
          type,
          body.byValue,
          referenceOptions,
          rule.referenceFilters,
        );
        const draft = { ...body.values, ...resolved };
        checkRequiredByValue(type, body.byValue, draft, 'update');
        checkConstraints(type, { ...current, ...draft });
        await checkReferences(storage, actor, type, draft, rule.referenceFilters);
        kept = await keepFile(actor, type, file, { ...current, ...draft, ...auto }, processFile);
      }
      let changes: Record<string, FieldValue> = body.values;
      let previous: FieldValue | undefined;
      try {
        const updated = await storage
          .transaction({
            run: async (db) => {
              const current = await loadForChange(db, actor, type, id, 'update', ifMatch);
              previous = current.file_sha256;
              const resolved = await resolveByValue(
                db,
                actor,
                type,
                body.byValue,
                referenceOptions,
                rule.referenceFilters,
              );
              changes = { ...body.values, ...resolved };
              checkRequiredByValue(type, body.byValue, changes, 'update');
              checkConstraints(type, { ...current, ...changes });
              // The policy's conditions on references hold for changes too: a member cannot move a
              // share onto a document they do not own.
              await checkReferences(db, actor, type, changes, rule.referenceFilters);
              const updated = await db.update({
                type: type.name,
                id,
                values: { ...changes, ...auto, ...kept?.values },
              });
              if (!updated) throw notFound(type, id);
              return updated;
            },
          })
          .catch((error: unknown) => explainConflict(type, changes)(error));
        await settle(kept, kept ? previous : undefined);
        return updated;
      } catch (error) {
        await abandon(kept);
        throw error;
      }
    },

    async delete({ actor, type: name, id, ifMatch }) {
      const type = publicType(name);
      const removed = await storage.transaction({
        run: async (db) => {
          const record = await loadForChange(db, actor, type, id, 'delete', ifMatch);
          await db.delete({ type: type.name, id });
          return record;
        },
      });
      await settle(undefined, removed.file_sha256);
    },

    async download({ actor, type: name, id }) {
      const type = publicType(name);
      const record = await findOne(storage, type, id, accessFilter(actor, type, 'read'));
      if (!record) throw notFound(type, id);
      const key = record.file_sha256;
      if (!keeper?.takesFiles(type)) {
        throw new RecordError('not_found', `${labelOf(type)} records have no files.`);
      }
      if (typeof key !== 'string') {
        throw new RecordError(
          'not_found',
          `${labelOf(type)} #${id} has no file. Upload one with update in multipart part "file".`,
        );
      }
      const opened = await options.files!.open({ key });
      // The record names a file the store does not hold: a fault of the installation, not the client.
      if (!opened)
        throw new Error(`The file ${key} of ${type.name} #${id} is missing from the file store.`);
      return { record, ...opened };
    },

    describe({ actor, type: name }) {
      const type = publicType(name);
      if (!policy.canDescribe({ actor, type }))
        throw new RecordError('not_found', `There is no record type "${name}".`);
      return describeType(type, language);
    },

    async loadReferences({ actor, type: name, records, references }) {
      const type = publicType(name);
      const loaded = new Map<string, Map<number, StoredRecord>>();
      await Promise.all(
        references.map(async (attribute) => {
          const reference = findReference(type, attribute);
          const ids = new Set<number>();
          for (const record of records) {
            const id = record[reference.field];
            if (typeof id === 'number') ids.add(id);
          }
          const byId = new Map<number, StoredRecord>();
          loaded.set(reference.field, byId);
          if (ids.size === 0) return;
          const target = types.get(reference.target);
          const found = await storage.findMany({
            type: target.name,
            filter: where.and(where.in('id', [...ids]), accessFilter(actor, target, 'read')),
          });
          for (const record of found) byId.set(record.id as number, record);
        }),
      );
      return loaded;
    },
  };
}

function labelOf(type: RecordType): string {
  const words = type.name.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The info description of a type in a language. */
export function describeType(type: RecordType, language: Language): TypeDescription {
  const attributes: Record<string, string> = {};
  for (const field of type.visibleFields) attributes[field.name] = field.label[language];
  const expandable: Record<string, string> = {};
  for (const reference of type.references) expandable[reference.field] = `${reference.name}.*`;
  return { modelClass: type.modelClass, searchClass: type.searchClass, attributes, expandable };
}
