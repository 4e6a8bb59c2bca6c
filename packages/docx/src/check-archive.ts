import { DOCX_ARCHIVE } from './archive-kind.js';
import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { notADocx } from './inspect-archive.js';
import { forEachEntry, type UnpackOptions } from './unpack-archive.js';

/** Arguments of {@link checkArchive}. */
export interface CheckArchiveArgs extends UnpackOptions {
  /** The uploaded .docx file (or other `kind` of archive). */
  readonly file: Uint8Array;
  /** The zip-bomb guard's limits. @default defaultArchiveLimits */
  readonly limits?: ArchiveLimits;
}

/**
 * Checks a whole .docx as {@link unpackArchive} does, without keeping what it inflates: the central
 * directory against the limits, then every entry inflated one at a time and stopped as soon as it
 * passes its declared size (so never a whole bomb in memory), its CRC-32, DTDs in XML parts of any
 * encoding, macro-enabled content unless `allowMacros`, and `word/document.xml` present (the `kind`'s
 * body entry). This is the check of a .docx stored without filling, and of a source before it is
 * converted to PDF.
 *
 * Throws `RecordError` `invalid` (422) or `too_large` (413) naming the problem. CPU-bound for large
 * archives: servers run it in the render pool ({@link RenderPool.check}).
 */
export function checkArchive({
  file,
  limits = defaultArchiveLimits,
  allowMacros = false,
  kind = DOCX_ARCHIVE,
}: CheckArchiveArgs): void {
  let body = false;
  forEachEntry(file, limits, { allowMacros, kind }, (entry) => {
    if (entry.name === kind.body) body = true;
  });
  if (!body) throw notADocx(`${kind.body} is missing`, kind);
}
