import { RecordError } from '@recordgate/core';
import { DOCX_ARCHIVE, type ArchiveKind } from './archive-kind.js';

const CONTENT_TYPES = '[content_types].xml';

/**
 * Refuses an entry that makes a file uploaded as .docx macro-enabled: a `vbaProject.bin` part in any
 * folder, or a `[Content_Types].xml` naming a macroEnabled content type (as a .docm's
 * `application/vnd.ms-word.document.macroEnabled.main+xml`), in UTF-8 or UTF-16; for another `kind`
 * its own macro entries (an .odt's Basic modules and scripts).
 *
 * Throws `RecordError` `invalid` (422) saying how to send the document instead.
 */
export function refuseMacros(
  name: string,
  content: Buffer,
  kind: ArchiveKind = DOCX_ARCHIVE,
): void {
  const lower = name.toLowerCase();
  const macros =
    kind.isMacroEntry(lower) || (lower === CONTENT_TYPES && namesMacroEnabledType(content));
  if (macros) {
    throw new RecordError(
      'invalid',
      `The file is refused: macro-enabled documents are not accepted ("${name.slice(0, 80)}" marks it as one). ${kind.withoutMacros}, and send that file.`,
    );
  }
}

function namesMacroEnabledType(content: Buffer): boolean {
  const even = content.subarray(0, content.byteLength & ~1);
  return [
    content.toString('latin1'),
    even.toString('utf16le'),
    Buffer.from(even).swap16().toString('utf16le'),
  ].some((text) => /macroenabled/i.test(text));
}
