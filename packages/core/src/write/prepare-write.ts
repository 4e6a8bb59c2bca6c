import type { Actor, RecordType, StoredRecord } from '../model/types.js';
import type { RecordBody } from './read-record-body.js';

// The values each write revealed, by the record it returned: shown in that answer, kept nowhere else.
const revealed = new WeakMap<StoredRecord, Readonly<Record<string, string>>>();

/** The body of a write after its type's {@link RecordType.prepareWrite}, and what it reveals once. */
export interface PreparedBody {
  readonly body: RecordBody;
  readonly reveal: Readonly<Record<string, string>> | undefined;
}

/**
 * Runs the type's `prepareWrite` (when it has one) on a create's or update's checked body, once per
 * write and before its transaction.
 */
export async function prepareBody(
  type: RecordType,
  actor: Actor,
  mode: 'create' | 'update',
  body: RecordBody,
): Promise<PreparedBody> {
  if (!type.prepareWrite) return { body, reveal: undefined };
  const prepared = await type.prepareWrite({ mode, actor, values: body.values });
  return { body: { ...body, values: { ...prepared.values } }, reveal: prepared.reveal };
}

/** Marks `record`, the answer of a write, with the values that write reveals once; returns it. */
export function revealOnce(
  record: StoredRecord,
  reveal: Readonly<Record<string, string>> | undefined,
): StoredRecord {
  if (reveal && Object.keys(reveal).length > 0) revealed.set(record, reveal);
  return record;
}

/**
 * The values a create or update revealed for the record it returned (a webhook's generated `secret`),
 * to be added to that answer and to no other; undefined for every other record.
 *
 * @example
 * ```ts
 * const record = await records.create({ actor, type: 'webhook', data });
 * const body = { ...shaped, ...revealedValues(record) };
 * ```
 */
export function revealedValues(record: StoredRecord): Readonly<Record<string, string>> | undefined {
  return revealed.get(record);
}
