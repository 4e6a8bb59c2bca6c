import { crc32, constants, deflateRawSync } from 'node:zlib';

/** One entry of {@link createZip}. Everything but `name` has an honest default; tests override to lie. */
export interface ZipEntrySpec {
  readonly name: string;
  /** The entry's bytes (a string is UTF-8). @default empty */
  readonly content?: Buffer | string;
  /** Packed bytes to write instead of deflating `content` (for hand-made streams). */
  readonly packed?: Buffer;
  /** 0 stored, 8 deflate. @default 8 */
  readonly method?: number;
  /** Unpacked size written into the headers. @default the real size */
  readonly declaredSize?: number;
  /** CRC-32 written into the headers. @default the real one */
  readonly crc?: number;
}

/**
 * A ZIP archive built byte by byte, so tests can make hostile ones: headers that lie about sizes,
 * path-like names, thousands of entries, hand-made deflate streams.
 *
 * @example
 * ```ts
 * const zip = createZip([{ name: 'word/document.xml', content: xml, declaredSize: 10 }]);
 * ```
 */
export function createZip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content =
      typeof entry.content === 'string'
        ? Buffer.from(entry.content)
        : (entry.content ?? Buffer.alloc(0));
    const method = entry.method ?? 8;
    const packed = entry.packed ?? (method === 8 ? deflateRawSync(content) : content);
    const size = entry.declaredSize ?? content.byteLength;
    const crc = entry.crc ?? (entry.packed ? 0 : crc32(content));
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A raw deflate stream of `mebibytes` MiB of zeros, about 1 KiB packed per MiB: the payload of a zip
 * bomb, made without ever holding the unpacked bytes. Returns the stream and the CRC-32 of the unpacked
 * bytes.
 */
export function createZeroStream(mebibytes: number): { packed: Buffer; crc: number } {
  const chunk = Buffer.alloc(1024 * 1024);
  // A full flush ends each segment on a byte boundary with no final-block bit, so segments chain.
  const segment = deflateRawSync(chunk, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < mebibytes; i++) crc = crc32(chunk, crc);
  const finalBlock = Buffer.from([0x03, 0x00]);
  return { packed: Buffer.concat([...Array<Buffer>(mebibytes).fill(segment), finalBlock]), crc };
}
