import { isRecordError, RecordError, type RenditionOptions } from '@recordgate/core';
import {
  ARCHIVE_KINDS,
  checkArchive,
  defaultArchiveLimits,
  type ArchiveKindName,
  type CheckArgs,
  type DocumentOptions,
} from '@recordgate/docx';
import type { AppRenditionOptions } from './types.js';

// The word-processing files the converter reads that are ZIP archives (Word's and OpenDocument's):
// checked whole, as .docx uploads are. (.doc and .rtf are not archives.)
const ARCHIVES: Readonly<Record<string, ArchiveKindName>> = {
  '.docx': 'docx',
  '.docm': 'docx',
  '.odt': 'odt',
};

/**
 * What a source's check may inflate on the event loop: a letter unpacks to some tens of KB, checked
 * in well under a millisecond; a source that would unpack to more is checked in the render pool. A
 * check there costs a worker start (150–250 CPU ms) whenever the pool has been idle for 10 s, more
 * than five conversions of a letter (ADR 0055).
 */
export const INLINE_CHECK_BYTES = 1024 * 1024;

/**
 * The record service's rendition options from the app's: the converter and store as given, and the
 * upload's whole-file checks of .docx (archive limits, entry names, real sizes, archives inside the
 * document, DTDs, macros) run on a .docx, .docm or .odt source before the converter sees it. The check
 * runs on the event loop with its total cut to {@link INLINE_CHECK_BYTES}; a source over that cut is
 * checked again whole by `checkInPool` (the docx processor's render pool), which decides. A source
 * over a limit is a 422 here (the download sent no body to be too large).
 */
export function renditionOptions(
  renditions: AppRenditionOptions,
  documents: DocumentOptions | undefined,
  checkInPool: (args: CheckArgs) => Promise<unknown>,
): RenditionOptions {
  const allowMacros = documents?.allowMacros ?? false;
  const limits = { ...defaultArchiveLimits, ...documents?.archiveLimits };
  // Stricter than `limits` in the total only: what passes it passes them, and what it refuses as
  // invalid they refuse the same way (the walk is the same up to there). Too large is for the pool.
  const inline = { ...limits, maxTotalBytes: Math.min(limits.maxTotalBytes, INLINE_CHECK_BYTES) };
  return {
    converter: renditions.converter,
    store: renditions.store,
    allowMacros,
    check: async ({ bytes, extension }) => {
      const kind = ARCHIVES[extension];
      if (!kind) return;
      try {
        try {
          checkArchive({ file: bytes, limits: inline, allowMacros, kind: ARCHIVE_KINDS[kind] });
        } catch (error) {
          if (!isRecordError(error, 'too_large')) throw error;
          await checkInPool({ template: bytes, allowMacros, kind });
        }
      } catch (error) {
        if (!isRecordError(error, 'too_large') && !isRecordError(error, 'invalid')) throw error;
        throw new RecordError('invalid', 'The file cannot be converted to PDF.', {
          fields: [{ field: 'file', message: error.message }],
        });
      }
    },
  };
}
