import { crc32, inflateRawSync } from 'node:zlib';
import { RecordError } from '@recordgate/core';
import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { inspectArchive, notADocx, totalTooLarge, type ArchiveEntry } from './inspect-archive.js';

/** One unpacked entry of a ZIP archive. */
export interface UnpackedEntry {
  readonly name: string;
  /** The unpacked bytes, checked against the declared size and CRC-32. */
  readonly content: Buffer;
  /** The entry's bytes as packed in the archive (a view into it), to copy an unchanged entry as is. */
  readonly packed: Uint8Array;
  /** 0 (stored) or 8 (deflated). */
  readonly method: 0 | 8;
  /** CRC-32 of `content`. */
  readonly crc32: number;
}

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
// Word never writes a DTD; one in a part can only be an entity trick (billion laughs, external entities).
const DTD_MARKERS = ['<!DOCTYPE', '<!ENTITY'].map((marker) => Buffer.from(marker, 'latin1'));

/**
 * Unpacks a ZIP archive after {@link inspectArchive} has accepted its central directory, holding every
 * entry to its *real* size: inflation stops at the size the directory declares (zlib's
 * `maxOutputLength`), so an entry whose header lies about its size is refused as soon as it inflates
 * past it, never after it has filled memory. CRC-32 is checked, and XML parts carrying a DTD (entity
 * tricks) are refused.
 *
 * Throws `RecordError` `invalid` or `too_large` naming the problem. CPU-bound for large archives: run it
 * off the request thread (the render pool does).
 */
export function unpackArchive(
  bytes: Uint8Array,
  limits: ArchiveLimits = defaultArchiveLimits,
): UnpackedEntry[] {
  const entries = inspectArchive(bytes, limits);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unpacked: UnpackedEntry[] = [];
  let total = 0;
  for (const entry of entries) {
    const packed = packedBytesOf(bytes, view, entry);
    let content: Buffer;
    if (entry.method === 0) {
      content = Buffer.from(packed);
    } else {
      try {
        // One byte more than declared: an entry that inflates past its declared size fails here.
        content = inflateRawSync(packed, { maxOutputLength: entry.declaredBytes + 1 });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw lies(entry.name);
        throw notADocx(`entry "${entry.name}" does not inflate (${(error as Error).message})`);
      }
    }
    if (content.byteLength !== entry.declaredBytes) throw lies(entry.name);
    if (crc32(content) !== entry.crc32) throw notADocx(`entry "${entry.name}" fails its checksum`);
    total += content.byteLength;
    if (total > limits.maxTotalBytes) throw totalTooLarge(limits);
    if (isXmlPart(entry.name, content) && DTD_MARKERS.some((m) => content.includes(m))) {
      throw new RecordError(
        'invalid',
        `The file is not a valid .docx document: "${entry.name}" declares a DTD or entities, which Word never writes.`,
      );
    }
    unpacked.push({ name: entry.name, content, packed, method: entry.method, crc32: entry.crc32 });
  }
  return unpacked;
}

// An XML part by its name, or by its first character whatever its name: [Content_Types].xml can
// declare any extension as XML, and docxtemplater then reads that part as XML.
function isXmlPart(name: string, content: Buffer): boolean {
  if (/\.(xml|rels)$/i.test(name)) return true;
  let at = content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf ? 3 : 0; // UTF-8 BOM
  while (
    at < content.byteLength &&
    (content[at] === 0x20 || (content[at]! >= 0x09 && content[at]! <= 0x0d))
  )
    at++;
  return content[at] === 0x3c; // '<'
}

/** The packed bytes of `entry` (after its local header), a view into `bytes`. */
export function packedBytesOf(bytes: Uint8Array, view: DataView, entry: ArchiveEntry): Uint8Array {
  const at = entry.headerOffset;
  if (at + LOCAL_SIZE > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw notADocx(`entry "${entry.name}" has no local header`);
  }
  const start = at + LOCAL_SIZE + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.packedBytes;
  if (end > bytes.byteLength) throw notADocx(`entry "${entry.name}" is cut off`);
  return bytes.subarray(start, end);
}

function lies(name: string): RecordError {
  return notADocx(`entry "${name}" unpacks to a different size than its header declares`);
}
