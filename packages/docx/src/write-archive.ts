import { crc32, deflateRawSync } from 'node:zlib';

/**
 * One entry of an archive {@link writeArchive} writes: either new content, deflated on the way, or an
 * entry copied from another archive as it was packed there (its bytes, method and checksum unchanged).
 */
export type ArchivePart =
  | { readonly name: string; readonly content: Uint8Array }
  | {
      readonly name: string;
      readonly packed: Uint8Array;
      readonly method: 0 | 8;
      readonly crc32: number;
      readonly size: number;
    };

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIGNATURE = 0x06054b50;
const LOCAL_SIZE = 30;
const CENTRAL_SIZE = 46;
const EOCD_SIZE = 22;
// 1980-01-01 00:00, the earliest DOS date: the same content always gives the same bytes, so identical
// fills share one stored file.
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
const UTF8_NAMES = 0x0800;
// zlib level 4 instead of the default 6: on Word's repetitive XML much faster, for slightly larger
// parts (docs/benchmarks.md, "The pipeline reworked").
const DEFLATE_LEVEL = 4;

/**
 * Writes a ZIP archive (no ZIP64, no comments): new content is deflated with zlib, copied entries keep
 * their packed bytes, so an entry a fill did not change (an image, styles) is never inflated and
 * deflated again. Folder entries (names ending in `/`) are stored empty.
 *
 * @example
 * ```ts
 * const zip = writeArchive([{ name: 'word/document.xml', content: Buffer.from(xml) }]);
 * ```
 */
export function writeArchive(parts: readonly ArchivePart[]): Buffer {
  const packedParts = parts.map((part) => {
    const name = Buffer.from(part.name, 'utf8');
    if ('packed' in part) {
      return { name, data: part.packed, method: part.method, crc: part.crc32, size: part.size };
    }
    const content = part.content;
    if (part.name.endsWith('/') || content.byteLength === 0) {
      return { name, data: new Uint8Array(0), method: 0, crc: 0, size: 0 };
    }
    return {
      name,
      data: deflateRawSync(content, { level: DEFLATE_LEVEL }),
      method: 8,
      crc: crc32(content),
      size: content.byteLength,
    };
  });
  let localBytes = 0;
  let centralBytes = 0;
  for (const { name, data } of packedParts) {
    localBytes += LOCAL_SIZE + name.byteLength + data.byteLength;
    centralBytes += CENTRAL_SIZE + name.byteLength;
  }
  // Not from the shared pool: the render worker transfers the buffer itself, without a copy.
  const out = Buffer.allocUnsafeSlow(localBytes + centralBytes + EOCD_SIZE);
  let at = 0;
  let central = localBytes;
  for (const { name, data, method, crc, size } of packedParts) {
    const flags = name.some((byte) => byte > 0x7f) ? UTF8_NAMES : 0;
    const offset = at;
    out.writeUInt32LE(LOCAL_SIGNATURE, at);
    out.writeUInt16LE(20, at + 4); // version needed: deflate
    out.writeUInt16LE(flags, at + 6);
    out.writeUInt16LE(method, at + 8);
    out.writeUInt16LE(DOS_TIME, at + 10);
    out.writeUInt16LE(DOS_DATE, at + 12);
    out.writeUInt32LE(crc, at + 14);
    out.writeUInt32LE(data.byteLength, at + 18);
    out.writeUInt32LE(size, at + 22);
    out.writeUInt16LE(name.byteLength, at + 26);
    out.writeUInt16LE(0, at + 28);
    name.copy(out, at + LOCAL_SIZE);
    out.set(data, at + LOCAL_SIZE + name.byteLength);
    at += LOCAL_SIZE + name.byteLength + data.byteLength;

    out.writeUInt32LE(CENTRAL_SIGNATURE, central);
    out.writeUInt16LE(20, central + 4); // version made by: MS-DOS, 2.0
    out.writeUInt16LE(20, central + 6);
    out.writeUInt16LE(flags, central + 8);
    out.writeUInt16LE(method, central + 10);
    out.writeUInt16LE(DOS_TIME, central + 12);
    out.writeUInt16LE(DOS_DATE, central + 14);
    out.writeUInt32LE(crc, central + 16);
    out.writeUInt32LE(data.byteLength, central + 20);
    out.writeUInt32LE(size, central + 24);
    out.writeUInt16LE(name.byteLength, central + 28);
    out.fill(0, central + 30, central + 42); // extra, comment, disk, attributes
    out.writeUInt32LE(offset, central + 42);
    name.copy(out, central + CENTRAL_SIZE);
    central += CENTRAL_SIZE + name.byteLength;
  }
  out.writeUInt32LE(EOCD_SIGNATURE, central);
  out.writeUInt16LE(0, central + 4);
  out.writeUInt16LE(0, central + 6);
  out.writeUInt16LE(packedParts.length, central + 8);
  out.writeUInt16LE(packedParts.length, central + 10);
  out.writeUInt32LE(centralBytes, central + 12);
  out.writeUInt32LE(localBytes, central + 16);
  out.writeUInt16LE(0, central + 20);
  return out;
}
