import { constants, crc32, inflateRawSync } from 'node:zlib';
import { isRecordError, RecordError } from '@recordgate/core';
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
 *
 * An entry that is itself a ZIP archive (an embedded .docx, .xlsx or .zip, which the converter may
 * open) is checked the same way, down to {@link MAX_NESTING} archives deep, and its entries and
 * inflated bytes count into the same limits as the document's own: a zip bomb inside the document is
 * refused as one outside it is. Only the document's own entries are handed to `use`.
 */
export function forEachEntry(
  bytes: Uint8Array,
  limits: ArchiveLimits,
  options: UnpackOptions,
  use: (entry: UnpackedEntry) => void,
): void {
  walkEntries(bytes, limits, options, { total: 0, entries: 0, depth: 0 }, use);
}

/** Archives inside archives inside the document checked at most; one more is refused. */
export const MAX_NESTING = 3;

/** What the document and the archives nested in it have unpacked so far, and how deep the walk is. */
interface Walk {
  total: number;
  entries: number;
  depth: number;
}

function walkEntries(
  bytes: Uint8Array,
  limits: ArchiveLimits,
  options: UnpackOptions,
  walk: Walk,
  use?: (entry: UnpackedEntry) => void,
): void {
  const kind = options.kind ?? DOCX_ARCHIVE;
  const entries = inspectArchive(bytes, limits, kind);
  walk.entries += entries.length;
  if (walk.entries > limits.maxEntries) {
    throw new RecordError(
      'too_large',
      `The ${kind.extension} archive holds more than ${limits.maxEntries} entries together with the archives inside it; the limit is ${limits.maxEntries}.`,
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const entry of entries) {
    const packed = packedBytesOf(bytes, view, entry, kind);
    const content = inflateEntry(entry, packed, kind);
    walk.total += content.byteLength;
    if (walk.total > limits.maxTotalBytes) throw totalTooLarge(limits, kind);
    refuseHiddenDtd(entry.name, content, kind);
    if (!options.allowMacros) refuseMacros(entry.name, content, kind);
    if (isZipArchive(content)) walkNested(content, entry.name, limits, options, walk);
    use?.({ name: entry.name, content, packed, method: entry.method, crc32: entry.crc32 });
  }
}

// A ZIP archive starts with its first entry's local header.
const isZipArchive = (content: Buffer) =>
  content.byteLength >= 4 && content.readUInt32LE(0) === LOCAL_SIGNATURE;

// The archive in entry `name`, checked as part of the document; its refusal names the entry.
function walkNested(
  content: Buffer,
  name: string,
  limits: ArchiveLimits,
  options: UnpackOptions,
  walk: Walk,
): void {
  const kind = options.kind ?? DOCX_ARCHIVE;
  const where = `The ${kind.extension} document holds an archive, "${name.slice(0, 80)}"`;
  if (walk.depth >= MAX_NESTING) {
    throw new RecordError(
      'invalid',
      `${where}, nested more than ${MAX_NESTING} archives deep; such a file is refused. Remove the embedded object and send the document again.`,
    );
  }
  walk.depth++;
  try {
    walkEntries(content, limits, options, walk);
  } catch (error) {
    if (!isRecordError(error)) throw error;
    throw new RecordError(error.code, `${where}, that is refused: ${error.message}`);
  } finally {
    walk.depth--;
  }
}

function inflateEntry(entry: ArchiveEntry, packed: Uint8Array, kind: ArchiveKind): Buffer {
  let content: Buffer;
  if (entry.method === 0) {
    content = Buffer.from(packed);
  } else {
    try {
      // One byte more than declared: an entry that inflates past its declared size fails here.
      content = inflateRawSync(packed, {
        maxOutputLength: entry.declaredBytes + 1,
        chunkSize: inflateChunkBytes(entry.declaredBytes),
      });
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

/**
 * zlib's output buffer for an entry: its declared size and one byte (the byte that shows a lie), within
 * zlib's own bounds (64 bytes to its default 16 KiB). Each inflation's engine, and the output buffer it
 * holds, lives until V8's next major collection (its native handle keeps it through the minor ones);
 * a 16 KiB buffer for each of a letter's parts of a few hundred bytes made Buffers' memory the
 * largest thing a conversion left behind (docs/benchmarks.md, "What a conversion leaves for the
 * major collection"). Sized to the entry, a small part's buffer is a slice of Node's shared pool.
 */
export function inflateChunkBytes(declaredBytes: number): number {
  return Math.min(Math.max(declaredBytes + 1, constants.Z_MIN_CHUNK), constants.Z_DEFAULT_CHUNK);
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
