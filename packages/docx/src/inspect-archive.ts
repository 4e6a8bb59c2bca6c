import { RecordError } from '@recordgate/core';
import { DOCX_ARCHIVE, type ArchiveKind } from './archive-kind.js';
import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { formatBytes } from './format-bytes.js';

/** One entry of a ZIP archive as its central directory describes it. */
export interface ArchiveEntry {
  /** The entry's path inside the archive (`word/document.xml`). */
  readonly name: string;
  /** 0 (stored) or 8 (deflated). */
  readonly method: 0 | 8;
  /** CRC-32 of the unpacked bytes, as declared. */
  readonly crc32: number;
  /** Packed size in bytes, as declared. */
  readonly packedBytes: number;
  /** Unpacked size in bytes, as declared (it may lie: {@link unpackArchive} checks the real one). */
  readonly declaredBytes: number;
  /** Offset of the entry's local header in the archive. */
  readonly headerOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const MAX_COMMENT = 0xffff;

/**
 * Reads a ZIP archive's central directory and checks it against the limits before a single byte is
 * inflated: number of entries, declared unpacked size per entry and in total, compression ratio, entry
 * names that look like paths out of the archive (`../`, `/etc`, `C:\`), duplicate names, encryption and
 * compression methods other than stored and deflate. Reads only the directory, so it is cheap enough
 * for the request thread.
 *
 * Throws `RecordError` `invalid` (422) for a file that is not a ZIP archive or is malformed, and
 * `too_large` (413) naming the limit for an archive over one.
 */
export function inspectArchive(
  bytes: Uint8Array,
  limits: ArchiveLimits = defaultArchiveLimits,
  kind: ArchiveKind = DOCX_ARCHIVE,
): ArchiveEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfDirectory(view);
  if (eocd < 0) throw notADocx('it is not a ZIP archive', kind);
  if (eocd >= 20 && view.getUint32(eocd - 20, true) === ZIP64_LOCATOR_SIGNATURE) {
    throw notADocx('ZIP64 archives are not accepted', kind);
  }
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 8, true) !== count) {
    throw notADocx('multi-part archives are not accepted', kind);
  }
  if (count > limits.maxEntries) {
    throw new RecordError(
      'too_large',
      `The ${kind.extension} archive holds ${count} entries; the limit is ${limits.maxEntries}.`,
    );
  }
  if (directoryOffset + directorySize > eocd)
    throw notADocx('its central directory is out of bounds', kind);

  const reading: DirectoryReading = {
    bytes,
    view,
    eocd,
    directoryOffset,
    limits,
    kind,
    names: new Set(),
    total: 0,
    packedTotal: 0,
    at: directoryOffset,
  };
  const entries: ArchiveEntry[] = [];
  for (let i = 0; i < count; i++) entries.push(readEntry(reading));
  if (reading.total > limits.ratioThresholdBytes) {
    checkRatio('archive', reading.total, reading.packedTotal, limits, kind);
  }
  return entries;
}

/** The central directory being read: where the next record starts, and what the ones before held. */
interface DirectoryReading {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  readonly eocd: number;
  readonly directoryOffset: number;
  readonly limits: ArchiveLimits;
  readonly kind: ArchiveKind;
  readonly names: Set<string>;
  total: number;
  packedTotal: number;
  at: number;
}

// One record of the central directory, checked against the limits and the records before it.
function readEntry(reading: DirectoryReading): ArchiveEntry {
  const { bytes, view, eocd, limits, kind, at } = reading;
  if (at + CENTRAL_SIZE > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
    throw notADocx('its central directory is damaged', kind);
  }
  const flags = view.getUint16(at + 8, true);
  const method = view.getUint16(at + 10, true);
  const crc32 = view.getUint32(at + 16, true);
  const packedBytes = view.getUint32(at + 20, true);
  const declaredBytes = view.getUint32(at + 24, true);
  const nameLength = view.getUint16(at + 28, true);
  const extraLength = view.getUint16(at + 30, true);
  const commentLength = view.getUint16(at + 32, true);
  const headerOffset = view.getUint32(at + 42, true);
  const nameEnd = at + CENTRAL_SIZE + nameLength;
  if (nameEnd > eocd) throw notADocx('its central directory is damaged', kind);
  const name = new TextDecoder('utf-8', { fatal: false }).decode(
    bytes.subarray(at + CENTRAL_SIZE, nameEnd),
  );
  reading.at = nameEnd + extraLength + commentLength;

  checkName(name, reading.names, kind);
  reading.names.add(name);
  if (flags & 0x1) throw notADocx(`entry "${name}" is encrypted`, kind);
  if (method !== 0 && method !== 8) {
    throw notADocx(
      `entry "${name}" uses compression method ${method}; only stored and deflate are accepted`,
      kind,
    );
  }
  if (packedBytes === 0xffffffff || declaredBytes === 0xffffffff || headerOffset === 0xffffffff) {
    throw notADocx('ZIP64 archives are not accepted', kind);
  }
  if (headerOffset + packedBytes > reading.directoryOffset) {
    throw notADocx(`entry "${name}" points outside the archive`, kind);
  }
  if (declaredBytes > limits.maxEntryBytes) {
    throw new RecordError(
      'too_large',
      `The ${kind.extension} entry "${short(name)}" unpacks to ${formatBytes(declaredBytes)}; the limit per entry is ${formatBytes(limits.maxEntryBytes)}.`,
    );
  }
  reading.total += declaredBytes;
  reading.packedTotal += packedBytes;
  if (reading.total > limits.maxTotalBytes) throw totalTooLarge(limits, kind);
  if (declaredBytes > limits.ratioThresholdBytes) {
    checkRatio(`entry "${short(name)}"`, declaredBytes, packedBytes, limits, kind);
  }
  return { name, method, crc32, packedBytes, declaredBytes, headerOffset };
}

/** The `too_large` error for an archive whose entries unpack to more than the total limit. */
export function totalTooLarge(
  limits: ArchiveLimits,
  kind: ArchiveKind = DOCX_ARCHIVE,
): RecordError {
  return new RecordError(
    'too_large',
    `The ${kind.extension} archive unpacks to more than ${formatBytes(limits.maxTotalBytes)}, the limit for all entries together.`,
  );
}

/** The `too_large` error for a compression ratio over the limit. */
export function checkRatio(
  what: string,
  unpacked: number,
  packed: number,
  limits: ArchiveLimits,
  kind: ArchiveKind = DOCX_ARCHIVE,
): void {
  const ratio = unpacked / Math.max(packed, 1);
  if (ratio > limits.maxCompressionRatio) {
    throw new RecordError(
      'too_large',
      `The ${kind.extension} ${what} is compressed ${Math.round(ratio)} to 1; the limit is ${limits.maxCompressionRatio} to 1 (a zip bomb is refused).`,
    );
  }
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (
      view.getUint32(at, true) === EOCD_SIGNATURE &&
      at + EOCD_SIZE + view.getUint16(at + 20, true) === view.byteLength
    ) {
      return at;
    }
  }
  return -1;
}

// Names that a careless unpacker would turn into paths outside its folder (zip slip), or that no
// document holds: refused, whatever docxtemplater or LibreOffice would make of them.
function checkName(name: string, seen: ReadonlySet<string>, kind: ArchiveKind): void {
  const bad =
    name === '' ||
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[A-Za-z]:/.test(name) ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/.test(name) ||
    name.split('/').some((segment) => segment === '..' || segment === '.');
  if (bad) {
    throw new RecordError(
      'invalid',
      `The file is not a valid ${kind.extension} document: entry name "${short(name)}" looks like a path out of the archive.`,
    );
  }
  if (seen.has(name)) throw notADocx(`entry "${short(name)}" appears twice`, kind);
}

function short(name: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return printable.length > 80 ? `${printable.slice(0, 77)}...` : printable;
}

/** The `invalid` error for a file that is not a readable .docx (or other `kind`) archive. */
export function notADocx(reason: string, kind: ArchiveKind = DOCX_ARCHIVE): RecordError {
  return new RecordError(
    'invalid',
    `The file is not a valid ${kind.extension} document: ${reason}.`,
  );
}
