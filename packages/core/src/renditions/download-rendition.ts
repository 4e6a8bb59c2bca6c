import { Readable } from 'node:stream';
import { RecordError } from '../errors/record-error.js';
import type { RequestedRange } from '../files/resolve-byte-range.js';
import { resolveByteRange } from '../files/resolve-byte-range.js';
import type { StoredRecord } from '../model/types.js';
import { readWholeFile, type FileStore } from '../ports/file-store.js';
import type { DownloadResult } from '../service/record-service.js';
import type { RenditionKeeper } from './create-rendition-keeper.js';
import { convertibleExtensions, pdfFileName, planRendition } from './rendition-format.js';

/** Arguments of {@link downloadRendition}. */
export interface DownloadRenditionArgs {
  /** The readable record, with the file (or version) asked for in its file fields. */
  readonly record: StoredRecord;
  /** Its file's key. */
  readonly key: string;
  readonly files: FileStore;
  readonly keeper: RenditionKeeper | undefined;
  /** Answers the file as stored (a PDF is answered as it is). */
  readonly original: () => Promise<DownloadResult>;
  readonly range?: RequestedRange;
  readonly rangeIfFile?: string;
}

/**
 * The `format=pdf` download (docs/documents.md, "PDF renditions"): a PDF as stored, a word-processing
 * file as its kept (or now made) rendition, anything else `not_acceptable`.
 */
export async function downloadRendition(args: DownloadRenditionArgs): Promise<DownloadResult> {
  const { record, key, keeper } = args;
  const plan = planRendition({
    fileName: record.file_name,
    mediaType: record.file_mime,
    allowMacros: keeper?.allowMacros ?? false,
  });
  const fileName = pdfFileName(record.file_name);
  if (plan.kind === 'as-is') {
    const original = await args.original();
    return { ...original, entity: { tag: key, fileName, mediaType: 'application/pdf' } };
  }
  if (plan.kind === 'refuse') {
    const formats = convertibleExtensions(keeper?.allowMacros ?? false).join(', ');
    throw new RecordError(
      'not_acceptable',
      `This file cannot be converted to PDF: only word-processing files (${formats}) are converted, and PDF files are answered as they are. Download it without "format" (or with format=original).`,
    );
  }
  if (!keeper) {
    throw new RecordError(
      'unavailable',
      'PDF renditions are not available: this server has no document converter. Download the file without "format", or ask the operator to install LibreOffice (or set CONVERTER_URL).',
    );
  }
  const opened = await keeper.open({
    key,
    extension: plan.extension,
    readSource: () => readWholeFile(args.files, { key }),
  });
  const entity = { tag: opened.tag, fileName, mediaType: 'application/pdf' };
  const requested =
    args.rangeIfFile === undefined || args.rangeIfFile === opened.tag ? args.range : undefined;
  if (!requested) {
    const { stream, size, bytes } = opened;
    return { record, stream, size, entity, ...(bytes ? { bytes } : {}) };
  }
  opened.stream.destroy();
  const range = resolveByteRange(requested, opened.size);
  if (!range) {
    return { record, stream: Readable.from([]), size: opened.size, range: 'unsatisfiable', entity };
  }
  const part = await opened.reopen(range);
  if (!part) return downloadRendition(args);
  return { record, stream: part.stream, size: part.size, range, entity };
}
