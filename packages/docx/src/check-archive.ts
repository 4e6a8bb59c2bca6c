import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { notADocx } from './inspect-archive.js';
import { forEachEntry, type UnpackOptions } from './unpack-archive.js';

/** Arguments of {@link checkArchive}. */
export interface CheckArchiveArgs extends UnpackOptions {
  /** The uploaded .docx file. */
  readonly file: Uint8Array;
  /** The zip-bomb guard's limits. @default defaultArchiveLimits */
  readonly limits?: ArchiveLimits;
}

/**
 * Checks a whole .docx as {@link unpackArchive} does, without keeping what it inflates: the central
 * directory against the limits, then every entry inflated one at a time and stopped as soon as it
 * passes its declared size (so never a whole bomb in memory), its CRC-32, DTDs in XML parts of any
 * encoding, macro-enabled content unless `allowMacros`, and `word/document.xml` present. This is the
 * check of a .docx stored without filling.
 *
 * Throws `RecordError` `invalid` (422) or `too_large` (413) naming the problem. CPU-bound for large
 * archives: servers run it in the render pool ({@link RenderPool.check}).
 */
export function checkArchive({
  file,
  limits = defaultArchiveLimits,
  allowMacros = false,
}: CheckArchiveArgs): void {
  let body = false;
  forEachEntry(file, limits, { allowMacros }, (entry) => {
    if (entry.name === 'word/document.xml') body = true;
  });
  if (!body) throw notADocx('word/document.xml is missing');
}
