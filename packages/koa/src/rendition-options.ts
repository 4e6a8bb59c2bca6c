import { isRecordError, RecordError, type RenditionOptions } from '@recordgate/core';
import { checkArchive, defaultArchiveLimits, type DocumentOptions } from '@recordgate/docx';
import type { AppRenditionOptions } from './types.js';

// The word-processing files that are zip archives of Word's format: checked whole, as uploads are.
const WORD_ARCHIVES = new Set(['.docx', '.docm']);

/**
 * The record service's rendition options from the app's: the converter and store as given, and the
 * upload's whole-file checks of .docx (archive limits, DTDs, macros) run on a source before the
 * converter sees it. A source over a limit is a 422 here (the download sent no body to be too large).
 */
export function renditionOptions(
  renditions: AppRenditionOptions,
  documents: DocumentOptions | undefined,
): RenditionOptions {
  const allowMacros = documents?.allowMacros ?? false;
  const limits = { ...defaultArchiveLimits, ...documents?.archiveLimits };
  return {
    converter: renditions.converter,
    store: renditions.store,
    allowMacros,
    check: ({ bytes, extension }) => {
      if (!WORD_ARCHIVES.has(extension)) return;
      try {
        checkArchive({ file: bytes, limits, allowMacros });
      } catch (error) {
        if (!isRecordError(error, 'too_large')) throw error;
        throw new RecordError('invalid', 'The file cannot be converted to PDF.', {
          fields: [{ field: 'file', message: error.message }],
        });
      }
    },
  };
}
