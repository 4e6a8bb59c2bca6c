import { where, type Filter } from '../model/filter.js';
import type { FieldValue, RecordType, StoredRecord } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { typeTakesFiles } from '../record-types/file-fields.js';
import { fileVersionRecordType } from '../record-types/file-version-record-type.js';
import type { RecordChange } from '../write/record-change.js';

const VERSIONS = fileVersionRecordType.name;

/** The filter of the version rows of one record. */
export function versionsOf(type: RecordType, id: number): Filter {
  return where.and(where.eq('record_type', type.name), where.eq('record_id', id));
}

/**
 * The version a record's current file has when no version row names it: a file stored before
 * versions were kept is version 1, uploaded at the record's last change (the earliest time known
 * not to precede the upload) by the user who made it.
 */
export function unversionedFile(type: RecordType, record: StoredRecord): StoredRecord | undefined {
  if (typeof record.file_sha256 !== 'string') return undefined;
  const at = record.updated_at ?? record.created_at;
  return fileVersionValues(type, record, {
    version: 1,
    created_at: at instanceof Date ? at : null,
    created_by: asNumber(record.updated_by ?? record.created_by),
  });
}

/**
 * Keeps a record's file versions in step with one change, inside its transaction (called by
 * `commitWrite`): a create with a file writes version 1; an update that stored a new file writes the
 * next version (a record whose file predates versions gets its old file as version 1 first); a delete
 * deletes the record's versions (their stored files go with `recordgate files gc`). Metadata-only
 * updates and types without files write nothing.
 */
export async function writeFileVersions(
  db: StorageAdapter,
  change: RecordChange,
  fileWritten: boolean,
): Promise<void> {
  const { type, before, after } = change;
  if (type.internal || !typeTakesFiles(type)) return;
  if (change.kind === 'delete') {
    await deleteVersions(db, type, before!.id as number);
    return;
  }
  if (!fileWritten || !after || typeof after.file_sha256 !== 'string') return;
  const id = after.id as number;
  let next = 1;
  if (change.kind === 'update') {
    const [latest] = await db.findMany({
      type: VERSIONS,
      filter: versionsOf(type, id),
      sort: [{ field: 'version', direction: 'desc' }],
      limit: 1,
    });
    const legacy = latest ? undefined : unversionedFile(type, before!);
    if (legacy) await db.insert({ type: VERSIONS, values: legacy });
    next = latest ? (latest.version as number) + 1 : legacy ? 2 : 1;
  }
  const at = change.kind === 'create' ? after.created_at : after.updated_at;
  const values = fileVersionValues(type, after, {
    version: next,
    created_at: at instanceof Date ? at : new Date(),
    created_by: change.actor?.userId ?? null,
  });
  await db.insert({ type: VERSIONS, values });
}

// One statement for all of them, in the delete's transaction: a document replaced often has many.
async function deleteVersions(db: StorageAdapter, type: RecordType, id: number): Promise<void> {
  await db.deleteMany({ type: VERSIONS, filter: versionsOf(type, id) });
}

function fileVersionValues(
  type: RecordType,
  record: StoredRecord,
  version: { version: number; created_at: Date | null; created_by: number | null },
): Record<string, FieldValue> {
  return {
    record_type: type.name,
    record_id: record.id as number,
    company_id: type.companyField ? asNumber(record[type.companyField]) : null,
    ...version,
    file_name: record.file_name ?? null,
    file_size: record.file_size ?? null,
    file_mime: record.file_mime ?? null,
    file_sha256: record.file_sha256 ?? null,
  };
}

function asNumber(value: FieldValue | undefined): number | null {
  return typeof value === 'number' ? value : null;
}
