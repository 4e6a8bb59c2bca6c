import { messagesFor, type Messages } from '../errors/messages.js';
import { RecordError } from '../errors/record-error.js';
import { createFileKeeper, type FileKeeper } from '../files/create-file-keeper.js';
import { where, type Filter } from '../model/filter.js';
import type { Actor, Language, RecordType, StoredRecord } from '../model/types.js';
import type { AccessAction, AccessPolicy } from '../ports/access-policy.js';
import type { FileStore } from '../ports/file-store.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { createTypeRegistry, type TypeRegistry } from '../record-types/create-type-registry.js';
import { changeClock } from '../write/change-clock.js';
import type { RecordServiceOptions } from './record-service.js';

/**
 * What every call of the record service works with: the options of `createRecordService`, resolved
 * once. The calls are module-level functions taking it as their first argument.
 */
export interface RecordContext {
  readonly types: TypeRegistry;
  readonly storage: StorageAdapter;
  readonly policy: AccessPolicy;
  readonly language: Language;
  readonly timeZone: string;
  readonly now: () => Date;
  readonly messages: Messages;
  /** Where files are kept; undefined when the installation takes no files. */
  readonly files: FileStore | undefined;
  /** Keeps the file store and the records in step; undefined without `files`. */
  readonly keeper: FileKeeper | undefined;
  /** Whether writes record their event and audit row (the installation has the audit trail). */
  readonly audited: boolean;
  /** Called after every committed write (see `RecordServiceOptions.onCommitted`). */
  readonly onCommitted: (() => void) | undefined;
}

/** Resolves the record service's options and defaults into its context. */
export function createRecordContext(options: RecordServiceOptions): RecordContext {
  const types = 'get' in options.types ? options.types : createTypeRegistry(options.types);
  const { storage, policy } = options;
  const language = options.language ?? 'en';
  return {
    types,
    storage,
    policy,
    language,
    timeZone: options.timeZone ?? 'UTC',
    now: options.now ?? changeClock,
    messages: messagesFor(language),
    files: options.files,
    keeper: options.files ? createFileKeeper({ files: options.files, storage, types }) : undefined,
    audited: types.find('audit-event') !== undefined,
    onCommitted: options.onCommitted,
  };
}

/** What `readRecordBody` needs of the context. */
export function bodyContext({ types, language, timeZone }: RecordContext) {
  return { types, language, timeZone };
}

/**
 * The public record type named `name`; `not_found`, listing the types, when there is none. With an
 * actor, only the types the actor may use are listed (see {@link usableType}).
 */
export function publicType(ctx: RecordContext, name: string, actor?: Actor): RecordType {
  const type = ctx.types.find(name);
  if (!type || type.internal) throw noType(ctx, name, actor);
  return type;
}

/**
 * The public record type `name` when the policy lets `actor` use it at all (`canDescribe`): a type the
 * actor may not even read (a member and the company's webhooks) is `not_found` for every call, with
 * the same answer as a type that does not exist.
 */
export function usableType(ctx: RecordContext, actor: Actor, name: string): RecordType {
  const type = publicType(ctx, name, actor);
  if (!ctx.policy.canDescribe({ actor, type })) throw noType(ctx, name, actor);
  return type;
}

// The 404 of a type that does not exist (for the actor), naming the types that do.
function noType(ctx: RecordContext, name: string, actor: Actor | undefined): RecordError {
  const usable = ctx.types.public.filter(
    (type) => !actor || ctx.policy.canDescribe({ actor, type }),
  );
  const valid = usable.map((t) => t.name).join(', ');
  return new RecordError('not_found', `There is no record type "${name}". Record types: ${valid}.`);
}

/**
 * The record type named `name` for a write by `actor`: `not_found` as {@link usableType}, `forbidden`
 * for a type only the server writes, and for an `update` of a type whose records never change.
 */
export function writableType(
  ctx: RecordContext,
  actor: Actor,
  name: string,
  action?: 'update',
): RecordType {
  const type = usableType(ctx, actor, name);
  if (type.immutable && action === 'update') {
    throw new RecordError(
      'forbidden',
      `${labelOf(type)} records cannot be changed. Delete the record and create a new one instead.`,
    );
  }
  if (type.readOnly) {
    throw new RecordError(
      'forbidden',
      `${labelOf(type)} records are written by the server only: they cannot be created, changed or deleted. List or view them instead.`,
    );
  }
  return type;
}

/** The policy's filter: the records of `type` the actor may act on with `action`. */
export function accessFilter(
  ctx: RecordContext,
  actor: Actor,
  type: RecordType,
  action: AccessAction,
): Filter {
  return ctx.policy.filter({ actor, type, action });
}

/** The record `id` of `type` when it also matches `filter`; `forUpdate` locks it (inside a transaction). */
export async function findOne(
  db: StorageAdapter,
  type: RecordType,
  id: number,
  filter: Filter,
  forUpdate = false,
): Promise<StoredRecord | undefined> {
  const [record] = await db.findMany({
    type: type.name,
    filter: where.and(where.eq('id', id), filter),
    limit: 1,
    forUpdate,
  });
  return record;
}

/** A readable record of `type`, or `not_found` (missing and unreadable alike: no existence leak). */
export async function findReadable(
  ctx: RecordContext,
  actor: Actor,
  type: RecordType,
  id: number,
): Promise<StoredRecord> {
  const record = await findOne(ctx.storage, type, id, accessFilter(ctx, actor, type, 'read'));
  if (!record) throw notFound(type, id);
  return record;
}

/** The `not_found` of a record that is missing or that the caller may not read, alike. */
export function notFound(type: RecordType, id: number): RecordError {
  return new RecordError(
    'not_found',
    `${labelOf(type)} #${id} does not exist or you have no access to it.`,
  );
}

/** A type's name for messages: `classification-code` → `Classification code`. */
export function labelOf(type: RecordType): string {
  const words = type.name.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
