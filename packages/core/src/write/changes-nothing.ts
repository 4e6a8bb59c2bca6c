import type { FieldValue, RecordType, StoredRecord } from '../model/types.js';

/**
 * Whether an update's values leave the record as it is stored (docs/events.md, "A write that changes
 * nothing"): every value equals the stored one, the server's own bookkeeping of the write
 * (`updated_at`, `updated_by`) aside. Such an update writes nothing: no row, no event, no audit row,
 * and the record keeps its ETag.
 */
export function changesNothing(
  type: RecordType,
  before: StoredRecord,
  values: Readonly<Record<string, FieldValue>>,
): boolean {
  const bookkeeping = new Set(
    type.fields.filter((f) => f.auto === 'updatedAt' || f.auto === 'updatedBy').map((f) => f.name),
  );
  const json = new Set(type.fields.filter((f) => f.type === 'json').map((f) => f.name));
  return Object.entries(values).every(
    ([name, value]) =>
      bookkeeping.has(name) || sameStored(before[name] ?? null, value ?? null, json.has(name)),
  );
}

function sameStored(stored: FieldValue, given: FieldValue, json: boolean): boolean {
  if (stored instanceof Date && given instanceof Date) return stored.getTime() === given.getTime();
  if (json && typeof stored === 'string' && typeof given === 'string')
    return stored === given || sameJson(stored, given);
  return stored === given;
}

// JSON documents as their value: a database may store them re-spaced (PostgreSQL's jsonb, MariaDB's
// JSON), so the text alone does not tell.
function sameJson(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}
