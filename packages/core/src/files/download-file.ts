import { Readable } from 'node:stream';
import { RecordError } from '../errors/record-error.js';
import { findReadable, labelOf, type RecordContext } from '../service/record-context.js';
import type { DownloadArgs, DownloadResult } from '../service/record-service.js';
import { fileOfVersion, fileType } from './list-file-versions.js';
import { downloadRendition } from '../renditions/download-rendition.js';
import { resolveByteRange } from './resolve-byte-range.js';

/**
 * `RecordService.download`: the stored file of a readable record, or of one of its versions, whole or
 * a range of it.
 */
export async function downloadFile(
  ctx: RecordContext,
  { actor, id, version, range: asked, rangeIfFile, format, ...args }: DownloadArgs,
): Promise<DownloadResult> {
  const type = fileType(ctx, actor, args.type);
  const current = await findReadable(ctx, actor, type, id);
  const record = version === undefined ? current : await fileOfVersion(ctx, type, current, version);
  const key = record.file_sha256;
  if (typeof key !== 'string') {
    throw new RecordError(
      'not_found',
      `${labelOf(type)} #${id} has no file. Upload one with update in multipart part "file".`,
    );
  }
  if (format === 'pdf') {
    return downloadRendition({
      record,
      key,
      files: ctx.files!,
      keeper: ctx.renditions,
      original: () => downloadFile(ctx, { actor, id, version, range: asked, rangeIfFile, ...args }),
      ...(asked && { range: asked }),
      ...(rangeIfFile !== undefined && { rangeIfFile }),
    });
  }
  // The range is resolved against the size the record stores (the stored bytes' size: the key is
  // their hash), so that the store is asked once, for exactly those bytes.
  const size = record.file_size;
  const requested = rangeIfFile === undefined || rangeIfFile === key ? asked : undefined;
  const range =
    requested && typeof size === 'number' ? resolveByteRange(requested, size) : undefined;
  if (requested && typeof size === 'number' && !range) {
    return { record, stream: Readable.from([]), size, range: 'unsatisfiable' };
  }
  const opened = await ctx.files!.open({ key, ...(range ? { range } : {}) });
  // The record names a file the store does not hold: a fault of the installation (a lost or
  // restored-without-files store), which the operator must hear of; the client learns which file.
  if (!opened) {
    const name = typeof record.file_name === 'string' ? `"${record.file_name}" ` : '';
    throw new RecordError(
      'not_found',
      `The file ${name}(SHA-256 ${key}) of ${labelOf(type)} #${id} is missing from the file storage. Upload it again with update in multipart part "file", or ask the operator to restore it.`,
      {
        operatorMessage: `The file ${key} of ${type.name} #${id} is missing from the file store: restore it from a backup of the store, or the record keeps answering 404.`,
      },
    );
  }
  return { record, ...opened, ...(range ? { range } : {}) };
}
