import { inflateRawSync } from 'node:zlib';
import { inspectArchive } from './inspect-archive.js';
import { packedBytesOf } from './unpack-archive.js';
import { writeArchive, type ArchivePart } from './write-archive.js';

/** Arguments of {@link patchDocx}. */
export interface PatchDocxArgs {
  /** A .docx that {@link renderDocx} filled. */
  readonly file: Uint8Array;
  /** The parts holding the marker ({@link RenderedDocx.marked}). */
  readonly parts: readonly string[];
  /** The token to replace. */
  readonly marker: string;
  /** What replaces it, as text (escaped for XML here). */
  readonly value: string;
}

/**
 * Replaces a marker in the parts of a filled .docx that hold it and writes the archive again: only
 * those parts are inflated and deflated, every other entry is copied as packed. Used for values known
 * only after the fill, the id of a new record: cheap enough for the record's transaction, where a
 * whole render is not.
 *
 * @example
 * ```ts
 * const { file, marked } = renderDocx({ template, data: { ...data, id: marker }, marker });
 * const final = patchDocx({ file, parts: marked, marker, value: String(id) });
 * ```
 */
export function patchDocx({ file, parts, marker, value }: PatchDocxArgs): Buffer {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const patched = new Set(parts);
  const text = escapeXml(value);
  const out: ArchivePart[] = inspectArchive(bytes, {
    maxEntries: 65535,
    maxEntryBytes: Number.MAX_SAFE_INTEGER,
    maxTotalBytes: Number.MAX_SAFE_INTEGER,
    maxCompressionRatio: Number.MAX_SAFE_INTEGER,
    ratioThresholdBytes: Number.MAX_SAFE_INTEGER,
  }).map((entry) => {
    const packed = packedBytesOf(bytes, view, entry);
    if (!patched.has(entry.name)) {
      return { ...entry, packed, size: entry.declaredBytes };
    }
    const content =
      entry.method === 8
        ? inflateRawSync(packed, { maxOutputLength: entry.declaredBytes + 1 })
        : Buffer.from(packed);
    return {
      name: entry.name,
      content: Buffer.from(content.toString('utf8').replaceAll(marker, text), 'utf8'),
    };
  });
  return writeArchive(out);
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// As docxtemplater escapes values: a value is text, never markup.
function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
