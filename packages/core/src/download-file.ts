import type { DownloadArgs, DownloadResult } from './create-record-service.js';
import { fileOfVersion, fileType } from './list-file-versions.js';
import { findReadable, labelOf, type RecordContext } from './record-context.js';
import { RecordError } from './record-error.js';

/** `RecordService.download`: the stored file of a readable record, or of one of its versions. */
export async function downloadFile(
  ctx: RecordContext,
  { actor, id, version, ...args }: DownloadArgs,
): Promise<DownloadResult> {
  const type = fileType(ctx, args.type);
  const current = await findReadable(ctx, actor, type, id);
  const record = version === undefined ? current : await fileOfVersion(ctx, type, current, version);
  const key = record.file_sha256;
  if (typeof key !== 'string') {
    throw new RecordError(
      'not_found',
      `${labelOf(type)} #${id} has no file. Upload one with update in multipart part "file".`,
    );
  }
  const opened = await ctx.files!.open({ key });
  // The record names a file the store does not hold: a fault of the installation, not the client.
  if (!opened)
    throw new Error(`The file ${key} of ${type.name} #${id} is missing from the file store.`);
  return { record, ...opened };
}
