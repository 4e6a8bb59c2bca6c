import { RecordError } from '../errors/record-error.js';
import { where } from '../model/filter.js';
import type { Actor, RecordType, StoredRecord } from '../model/types.js';
import { FILE_FIELDS } from '../record-types/file-fields.js';
import { fileVersionRecordType } from '../record-types/file-version-record-type.js';
import {
  findReadable,
  labelOf,
  usableType,
  type RecordContext,
} from '../service/record-context.js';
import type { RecordCallArgs } from '../service/record-service.js';
import { unversionedFile, versionsOf } from './write-file-versions.js';

/**
 * `RecordService.versions`: the file versions of a readable record, newest first (the first is its
 * current file); `not_found` for a record the actor may not read, as view, and for a type without
 * files. One query for the record and one for its versions, whatever their number.
 */
export async function listFileVersions(
  ctx: RecordContext,
  { actor, id, ...args }: RecordCallArgs,
): Promise<StoredRecord[]> {
  const type = fileType(ctx, actor, args.type);
  const record = await findReadable(ctx, actor, type, id);
  const rows = await ctx.storage.findMany({
    type: fileVersionRecordType.name,
    filter: versionsOf(type, id),
    sort: [{ field: 'version', direction: 'desc' }],
  });
  if (rows.length > 0) return rows;
  const legacy = unversionedFile(type, record);
  return legacy ? [legacy] : [];
}

/**
 * The record `record` of `type` with the file metadata of its version `version` in place of its
 * current file's; `not_found` naming the record when it has no such version.
 */
export async function fileOfVersion(
  ctx: RecordContext,
  type: RecordType,
  record: StoredRecord,
  version: number,
): Promise<StoredRecord> {
  const id = record.id as number;
  const [row] = await ctx.storage.findMany({
    type: fileVersionRecordType.name,
    filter: where.and(versionsOf(type, id), where.eq('version', version)),
    limit: 1,
  });
  // A file stored before versions were kept is version 1 while no version row names the record.
  const found =
    row ??
    (version === 1 &&
    (await ctx.storage.count({
      type: fileVersionRecordType.name,
      filter: versionsOf(type, id),
    })) === 0
      ? unversionedFile(type, record)
      : undefined);
  if (!found) {
    throw new RecordError(
      'not_found',
      `${labelOf(type)} #${id} has no file version ${version}. The versions call lists the versions it has.`,
    );
  }
  return { ...record, ...Object.fromEntries(FILE_FIELDS.map((f) => [f, found[f] ?? null])) };
}

/** The type `name` when `actor` may use it and it takes files; `not_found` otherwise. */
export function fileType(ctx: RecordContext, actor: Actor, name: string): RecordType {
  const type = usableType(ctx, actor, name);
  if (!ctx.keeper?.takesFiles(type))
    throw new RecordError('not_found', `${labelOf(type)} records have no files.`);
  return type;
}
