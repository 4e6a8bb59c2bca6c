import type { DownloadResult, RecordCallArgs } from './create-record-service.js';
import { findReadable, labelOf, publicType, type RecordContext } from './record-context.js';
import { RecordError } from './record-error.js';

/** `RecordService.download`: the stored file of a readable record. */
export async function downloadFile(
  ctx: RecordContext,
  { actor, id, ...args }: RecordCallArgs,
): Promise<DownloadResult> {
  const type = publicType(ctx, args.type);
  const record = await findReadable(ctx, actor, type, id);
  const key = record.file_sha256;
  if (!ctx.keeper?.takesFiles(type)) {
    throw new RecordError('not_found', `${labelOf(type)} records have no files.`);
  }
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
