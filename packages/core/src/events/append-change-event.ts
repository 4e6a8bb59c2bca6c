import { randomUUID } from 'node:crypto';
import { where } from '../model/filter.js';
import type { Field, FieldValue, RecordType, StoredRecord } from '../model/types.js';
import { versionOf } from '../model/version-of.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { auditEventRecordType, type AuditAction } from '../record-types/audit-event-record-type.js';
import type { RecordChange } from '../write/record-change.js';

/** A value as the event JSON shows it: date-times in ISO 8601 UTC, JSON documents as their value. */
type JsonValue = string | number | boolean | null | object;

/** Old and new value of each changed field. */
type Changes = Record<string, [JsonValue, JsonValue]>;

const EVENT_ACTIONS = { create: 'created', update: 'updated', delete: 'deleted' } as const;

/**
 * Appends the change's event and audit row: one insert into the audit trail, which is also the outbox
 * (the row's hidden `event_body` is the event JSON as delivered, docs/events.md). Runs inside the
 * change's transaction, through its adapter: a retried transaction writes it once, a refused or failed
 * one not at all. Returns the event's id.
 */
export async function appendChangeEvent(
  db: StorageAdapter,
  change: RecordChange,
  at: Date,
): Promise<string> {
  const { type, actor, before, after } = change;
  const record = (after ?? before)!;
  // User id 0 stands for the operator (the command line acts for no user): no user, as for the CLI's
  // key commands.
  const userId = actor && actor.userId > 0 ? actor.userId : null;
  const id = randomUUID();
  const eventType = `${type.name}.${EVENT_ACTIONS[change.kind]}`;
  const companyId = await companyOf(db, change, record);
  const changes = change.kind === 'update' ? changedFields(type, before!, after!) : undefined;
  const body = {
    id,
    type: eventType,
    occurred_at: isoUtc(at),
    company_id: companyId,
    actor: { user_id: userId, key_id: actor?.keyId ?? null },
    record: { type: type.name, id: record.id },
    etag: `"${versionOf(record)}"`,
    ...(changes ? { changes } : {}),
    data: eventData(type, record),
  };
  const row = {
    type: auditEventRecordType.name,
    values: {
      event_id: id,
      action: auditAction(change),
      record_type: type.name,
      record_id: record.id as number,
      user_id: userId,
      key_id: actor?.keyId ?? null,
      request_id: actor?.requestId?.slice(0, 128) ?? null,
      changes: JSON.stringify(changes ?? wholeRecord(type, change)),
      occurred_at: at,
      company_id: companyId,
      event_type: eventType,
      event_body: JSON.stringify(body),
    },
  };
  // Nothing of the row is read back: an adapter's `append` spares the returned row.
  if (db.append) await db.append(row);
  else await db.insert(row);
  return id;
}

/**
 * The record as its company's admin views it with default headers, date-times in ISO 8601 UTC:
 * every visible field (hidden ones, such as key hashes, never).
 */
function eventData(type: RecordType, record: StoredRecord): Record<string, JsonValue> {
  const data: Record<string, JsonValue> = {};
  for (const field of type.visibleFields) data[field.name] = jsonOf(field, record[field.name]);
  return data;
}

/** ISO 8601 in UTC without milliseconds, as the default answers show date-times. */
function isoUtc(value: Date): string {
  return `${value.toISOString().slice(0, 19)}Z`;
}

// The fields an update changed, old and new; the server's own bookkeeping of the write (updated_at,
// updated_by) is told by the event's time and actor instead.
function changedFields(type: RecordType, before: StoredRecord, after: StoredRecord): Changes {
  const changes: Changes = {};
  for (const field of type.fields) {
    // Hidden fields never, but those whose changes are audited (a key's revocation time).
    if (field.hidden && !field.auditChanges) continue;
    if (field.auto === 'updatedAt' || field.auto === 'updatedBy') continue;
    const old = before[field.name] ?? null;
    const now = after[field.name] ?? null;
    if (!sameValue(old, now)) {
      changes[field.name] = [jsonOf(field, old), jsonOf(field, now)];
    }
  }
  return changes;
}

// The audit row of a create or delete: every field that holds a value, [null, new] or [old, null].
function wholeRecord(type: RecordType, change: RecordChange): Changes {
  const changes: Changes = {};
  const record = (change.after ?? change.before)!;
  for (const field of type.visibleFields) {
    const value = record[field.name] ?? null;
    if (field.name === 'id' || value === null) continue;
    const shown = jsonOf(field, value);
    changes[field.name] = change.kind === 'create' ? [null, shown] : [shown, null];
  }
  return changes;
}

function auditAction(change: RecordChange): AuditAction {
  if (change.type.name === 'api-key') {
    // Keys are created and revoked; nothing else of a key changes through the write path.
    return change.kind === 'create' ? 'key-created' : 'key-revoked';
  }
  return EVENT_ACTIONS[change.kind];
}

// The company the change belongs to: the record's tenant field, a company itself, the actor's
// company (shares and group members belong to it through their document or group), or, for writes
// without an actor on a type without a tenant (API keys by the CLI), the company of its user.
async function companyOf(
  db: StorageAdapter,
  change: RecordChange,
  record: StoredRecord,
): Promise<number | null> {
  const { type, actor } = change;
  if (type.companyField) return (record[type.companyField] as number | null) ?? null;
  if (type.name === 'company') return record.id as number;
  if (actor) return actor.companyId;
  const userId = record.user_id;
  if (typeof userId !== 'number') return null;
  const [user] = await db.findMany({ type: 'user', filter: where.eq('id', userId), limit: 1 });
  return (user?.company_id as number | undefined) ?? null;
}

function jsonOf(field: Field, value: FieldValue | undefined): JsonValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoUtc(value);
  if (field.type === 'json' && typeof value === 'string') return JSON.parse(value) as JsonValue;
  return value;
}

function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
