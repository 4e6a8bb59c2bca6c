import { crc32, inflateRawSync } from 'node:zlib';
import { DOCX_ARCHIVE, type ArchiveKind } from './archive-kind.js';
import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { inspectArchive, notADocx, totalTooLarge, type ArchiveEntry } from './inspect-archive.js';
import { refuseHiddenDtd } from './refuse-hidden-dtd.js';
import { refuseMacros } from './refuse-macros.js';

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

/** Options of {@link unpackArchive}. */
export interface UnpackOptions {
  /** Accept macro-enabled content (a `vbaProject.bin` part, a macroEnabled content type). @default false */
  readonly allowMacros?: boolean;
  /** What the archive is checked as (messages, macro entries). @default DOCX_ARCHIVE */
  readonly kind?: ArchiveKind;
}

/**
 * Unpacks a ZIP archive after {@link inspectArchive} has accepted its central directory, holding every
 * entry to its *real* size: inflation stops at the size the directory declares (zlib's
 * `maxOutputLength`), so an entry whose header lies about its size is refused as soon as it inflates
 * past it, never after it has filled memory. CRC-32 is checked, XML parts carrying a DTD (entity
 * tricks, in any encoding) are refused, and so is macro-enabled content unless `allowMacros`.
 *
 * Throws `RecordError` `invalid` or `too_large` naming the problem. CPU-bound for large archives: run it
 * off the request thread (the render pool does).
 */
export function unpackArchive(
  bytes: Uint8Array,
  limits: ArchiveLimits = defaultArchiveLimits,
  options: UnpackOptions = {},
): UnpackedEntry[] {
  const unpacked: UnpackedEntry[] = [];
  forEachEntry(bytes, limits, options, (entry) => unpacked.push(entry));
  return unpacked;
}

/**
 * Inflates the entries of an archive one after the other, each bounded by its declared size, checks
 * each (size, CRC-32, DTDs, macros) and hands it to `use`; what `use` does not keep is garbage at once,
 * so checking a whole archive holds at most one entry in memory.
 */
export function forEachEntry(
  bytes: Uint8Array,
  limits: ArchiveLimits,
  options: UnpackOptions,
  use: (entry: UnpackedEntry) => void,
): void {
  const kind = options.kind ?? DOCX_ARCHIVE;
  const entries = inspectArchive(bytes, limits, kind);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const entry of entries) {
    const packed = packedBytesOf(bytes, view, entry, kind);
    const content = inflateEntry(entry, packed, kind);
    total += content.byteLength;
    if (total > limits.maxTotalBytes) throw totalTooLarge(limits, kind);
    refuseHiddenDtd(entry.name, content, kind);
    if (!options.allowMacros) refuseMacros(entry.name, content, kind);
    use({ name: entry.name, content, packed, method: entry.method, crc32: entry.crc32 });
  }
}

function inflateEntry(entry: ArchiveEntry, packed: Uint8Array, kind: ArchiveKind): Buffer {
  let content: Buffer;
  if (entry.method === 0) {
    content = Buffer.from(packed);
  } else {
    try {
      // One byte more than declared: an entry that inflates past its declared size fails here.
      content = inflateRawSync(packed, { maxOutputLength: entry.declaredBytes + 1 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw lies(entry.name, kind);
      }
      throw notADocx(`entry "${entry.name}" does not inflate (${(error as Error).message})`, kind);
    }
  }
  if (content.byteLength !== entry.declaredBytes) throw lies(entry.name, kind);
  if (crc32(content) !== entry.crc32) {
    throw notADocx(`entry "${entry.name}" fails its checksum`, kind);
  }
  return content;
}

/** The packed bytes of `entry` (after its local header), a view into `bytes`. */
export function packedBytesOf(
  bytes: Uint8Array,
  view: DataView,
  entry: ArchiveEntry,
  kind: ArchiveKind = DOCX_ARCHIVE,
): Uint8Array {
  const at = entry.headerOffset;
  if (at + LOCAL_SIZE > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw notADocx(`entry "${entry.name}" has no local header`, kind);
  }
  const start = at + LOCAL_SIZE + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.packedBytes;
  if (end > bytes.byteLength) throw notADocx(`entry "${entry.name}" is cut off`, kind);
  return bytes.subarray(start, end);
}

function lies(name: string, kind: ArchiveKind): Error {
  return notADocx(`entry "${name}" unpacks to a different size than its header declares`, kind);
}
