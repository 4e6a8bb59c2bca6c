import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { unpackArchive } from './unpack-archive.js';
import { writeArchive, type ArchivePart } from './write-archive.js';

const xml = Buffer.from(`<?xml version="1.0"?><w:document>${'<w:p/>'.repeat(500)}</w:document>`);
const image = randomBytes(2048);
const styles = Buffer.from('<w:styles><w:style w:styleId="Normal"/></w:styles>');
const notes = Buffer.from('Grüße aus Köln');

// What each entry must read back as, whichever way it was written.
const expected = new Map<string, Buffer>([
  ['[Content_Types].xml', Buffer.from('<Types/>')],
  ['word/', Buffer.alloc(0)],
  ['word/document.xml', xml],
  ['word/empty.xml', Buffer.alloc(0)],
  ['word/media/image1.png', image],
  ['word/styles.xml', styles],
  ['word/notizen-äöü.txt', notes],
]);

const parts: ArchivePart[] = [
  { name: '[Content_Types].xml', content: expected.get('[Content_Types].xml')! },
  { name: 'word/', content: new Uint8Array(0) },
  { name: 'word/document.xml', content: xml },
  { name: 'word/empty.xml', content: new Uint8Array(0) },
  // Copied as packed: stored, and deflated by another writer.
  { name: 'word/media/image1.png', packed: image, method: 0, crc32: crc32(image), size: 2048 },
  {
    name: 'word/styles.xml',
    packed: deflateRawSync(styles, { level: 9 }),
    method: 8,
    crc32: crc32(styles),
    size: styles.byteLength,
  },
  { name: 'word/notizen-äöü.txt', content: notes },
];

describe('writeArchive', () => {
  const archive = writeArchive(parts);

  it('writes an archive our own reader reads back: every name and every byte, stored and deflated', () => {
    const entries = unpackArchive(archive);
    expect(entries.map((e) => e.name)).toEqual([...expected.keys()]);
    for (const entry of entries) expect(entry.content).toEqual(expected.get(entry.name));
    const methods = new Map(entries.map((e) => [e.name, e.method]));
    expect(methods.get('word/document.xml')).toBe(8);
    expect(methods.get('word/styles.xml')).toBe(8);
    expect(methods.get('word/media/image1.png')).toBe(0);
    expect(methods.get('word/')).toBe(0);
  });

  it('writes an archive pizzip (as docxtemplater reads it) reads back the same', () => {
    const zip = new PizZip(archive);
    expect(Object.keys(zip.files).sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) {
      const entry = zip.files[name]!;
      expect(entry.dir).toBe(name.endsWith('/'));
      if (!entry.dir) expect(Buffer.from(entry.asUint8Array())).toEqual(content);
    }
  });

  it('writes the same bytes for the same entries, so identical fills share one stored file', () => {
    expect(writeArchive(parts).equals(archive)).toBe(true);
  });
});
