import { isRecordError, RecordError, type RenditionOptions } from '@recordgate/core';
import type { ArchiveKindName, CheckArgs, DocumentOptions } from '@recordgate/docx';
import type { AppRenditionOptions } from './types.js';

// The word-processing files the converter reads that are ZIP archives (Word's and OpenDocument's):
// checked whole, as .docx uploads are. (.doc and .rtf are not archives.)
const ARCHIVES: Readonly<Record<string, ArchiveKindName>> = {
  '.docx': 'docx',
  '.docm': 'docx',
  '.odt': 'odt',
};

/**
 * The record service's rendition options from the app's: the converter and store as given, and the
 * upload's whole-file checks of .docx (archive limits, entry names, real sizes, nested archives, DTDs,
 * macros) run on a .docx, .docm or .odt source before the converter sees it, by `checkArchive`: the
 * docx processor's render pool, so that inflating the source never holds up the event loop. A source
 * over a limit is a 422 here (the download sent no body to be too large).
 */
export function renditionOptions(
  renditions: AppRenditionOptions,
  documents: DocumentOptions | undefined,
  checkArchive: (args: CheckArgs) => Promise<unknown>,
): RenditionOptions {
  const allowMacros = documents?.allowMacros ?? false;
  return {
    converter: renditions.converter,
    store: renditions.store,
    allowMacros,
    check: async ({ bytes, extension }) => {
      const kind = ARCHIVES[extension];
      if (!kind) return;
      try {
        await checkArchive({ template: bytes, allowMacros, kind });
      } catch (error) {
        if (!isRecordError(error, 'too_large') && !isRecordError(error, 'invalid')) throw error;
        throw new RecordError('invalid', 'The file cannot be converted to PDF.', {
          fields: [{ field: 'file', message: error.message }],
        });
      }
    },
  };
}
