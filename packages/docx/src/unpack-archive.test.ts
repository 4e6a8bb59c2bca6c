import { createDocx, createZeroStream, createZip } from '@recordgate/testing';
import { describe, expect, it } from 'vitest';
import { defaultArchiveLimits } from './archive-limits.js';
import { fillDocx } from './fill-docx.js';
import { inspectArchive } from './inspect-archive.js';
import { checkArchive } from './check-archive.js';
import { inflateChunkBytes, MAX_NESTING, unpackArchive } from './unpack-archive.js';

const expectRefused = (file: Buffer, code: string, message: RegExp) => {
  let caught: unknown;
  try {
    unpackArchive(file);
  } catch (error) {
    caught = error;
  }
  expect(caught).toMatchObject({ code });
  expect((caught as Error).message).toMatch(message);
};

describe('the zip-bomb guard', () => {
  it('unpacks an honest .docx', () => {
    const entries = unpackArchive(createDocx({ paragraphs: [['Hello']] }));
    expect(entries.map((e) => e.name)).toContain('word/document.xml');
  });

  it('refuses a 300 KB zip bomb from its central directory, before inflating anything', () => {
    const { packed, crc } = createZeroStream(300);
    const bomb = createZip([
      { name: 'word/document.xml', packed, crc, declaredSize: 300 * 1024 * 1024 },
    ]);
    expect(bomb.byteLength).toBeLessThan(400 * 1024);
    expect(() => inspectArchive(bomb)).toThrow(/unpacks to 300 MiB; the limit per entry is 32 MiB/);
    expectRefused(bomb, 'too_large', /limit per entry is 32 MiB/);
  });

  it('refuses an entry whose header lies about its size as soon as it inflates past it', () => {
    const { packed, crc } = createZeroStream(300);
    const liar = createZip([{ name: 'word/document.xml', packed, crc, declaredSize: 1000 }]);
    expectRefused(liar, 'invalid', /unpacks to a different size than its header declares/);
    const short = createZip([{ name: 'word/document.xml', content: 'abc', declaredSize: 10 }]);
    expectRefused(short, 'invalid', /different size than its header declares/);
  });

  it('refuses a compression ratio over the limit even when the sizes are within them', () => {
    const { packed, crc } = createZeroStream(8);
    const dense = createZip([
      { name: 'word/document.xml', packed, crc, declaredSize: 8 * 1024 * 1024 },
    ]);
    expectRefused(dense, 'too_large', /compressed \d+ to 1; the limit is 100 to 1/);
  });

  it('refuses thousands of entries and a total over the limit', () => {
    const many = createZip(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.xml` })));
    expectRefused(many, 'too_large', /holds 1001 entries; the limit is 1000/);
    const big = Buffer.alloc(20 * 1024 * 1024, 'a');
    const heavy = createZip(
      ['a', 'b', 'c', 'd'].map((name) => ({ name, content: big, method: 0 })),
    );
    expectRefused(heavy, 'too_large', /unpacks to more than 64 MiB/);
  });

  it('refuses path-like and duplicate entry names', () => {
    for (const name of [
      '../evil.xml',
      '/etc/passwd',
      'word/../../x',
      'C:/x',
      'word\\x.xml',
      'a\u0000b',
    ]) {
      expectRefused(createZip([{ name }]), 'invalid', /looks like a path out of the archive/);
    }
    expectRefused(createZip([{ name: 'a.xml' }, { name: 'a.xml' }]), 'invalid', /appears twice/);
  });

  it('refuses XML entity tricks, bad checksums, encryption and foreign methods', () => {
    const laughs = createDocx({
      paragraphs: [['x']],
      extra: [
        {
          name: 'word/settings.xml',
          content: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "c">]><a/>',
        },
      ],
    });
    expectRefused(laughs, 'invalid', /declares a DTD or entities/);
    // Under any name: [Content_Types].xml may declare another extension as XML.
    const renamed = createDocx({
      paragraphs: [['x']],
      extra: [
        {
          name: 'word/settings.bin',
          content: '\ufeff <!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>',
        },
      ],
    });
    expectRefused(renamed, 'invalid', /"word\/settings.bin" declares a DTD or entities/);
    // Binary parts that merely contain the bytes are not XML.
    const binary = createDocx({
      paragraphs: [['x']],
      extra: [{ name: 'word/media/a.bin', content: '\u0000\u0001<!DOCTYPE' }],
    });
    expect(() => unpackArchive(binary)).not.toThrow();
    expectRefused(createZip([{ name: 'a.xml', content: 'abc', crc: 1 }]), 'invalid', /checksum/);
    expectRefused(
      createZip([{ name: 'a.xml', content: 'abc', method: 12 }]),
      'invalid',
      /method 12/,
    );
  });

  it('does not let docxtemplater see anything the guard refused', () => {
    const { packed, crc } = createZeroStream(300);
    const liar = createZip([{ name: 'word/document.xml', packed, crc, declaredSize: 1000 }]);
    expect(() => fillDocx({ template: liar, data: {} })).toThrow(/different size/);
  });

  it('inflates into a buffer of the entry’s size, and still finds the byte past it', () => {
    expect(inflateChunkBytes(0)).toBe(64);
    expect(inflateChunkBytes(700)).toBe(701);
    expect(inflateChunkBytes(1 << 20)).toBe(16 * 1024);
    const small = 'x'.repeat(700);
    const large = Array.from({ length: 5000 }, (_, n) => `<w:t>${n}</w:t>`).join('');
    const entries = unpackArchive(
      createZip([
        { name: 'word/document.xml', content: large },
        { name: 'word/header1.xml', content: small },
        { name: 'word/empty.xml', content: '' },
      ]),
    );
    expect(entries.map((entry) => entry.content.toString())).toEqual([large, small, '']);
    // One byte more than declared, where the output buffer holds exactly that byte.
    const over = createZip([{ name: 'word/document.xml', content: small, declaredSize: 699 }]);
    expectRefused(over, 'invalid', /different size than its header declares/);
    const overLarge = createZip([
      { name: 'word/document.xml', content: large, declaredSize: large.length - 1 },
    ]);
    expectRefused(overLarge, 'invalid', /different size than its header declares/);
  });

  it('takes its limits from the caller', () => {
    const file = createDocx({ paragraphs: [['Hello']] });
    expect(() => inspectArchive(file, { ...defaultArchiveLimits, maxEntries: 2 })).toThrow(
      /holds 4 entries; the limit is 2/,
    );
  });
});

describe('archives inside the document', () => {
  const MiB = 1024 * 1024;
  // A document holding `inner` as an embedded package, stored (as Word stores its embeddings).
  const holding = (inner: Buffer, extra: { name: string; content: Buffer }[] = []) =>
    createDocx({
      paragraphs: [['x']],
      extra: [
        { name: 'word/embeddings/package.zip', content: inner, method: 0 },
        ...extra.map((entry) => ({ ...entry, method: 0 })),
      ],
    });
  const refusal = (file: Buffer, limits = defaultArchiveLimits) => {
    try {
      checkArchive({ file, limits });
    } catch (error) {
      return error as { code: string; message: string };
    }
    throw new Error('not refused');
  };

  it('accepts an honest embedded document, and hands on the outer entries only', () => {
    const file = holding(createDocx({ paragraphs: [['embedded']] }));
    expect(() => checkArchive({ file })).not.toThrow();
    const names = unpackArchive(file).map((entry) => entry.name);
    expect(names).toContain('word/embeddings/package.zip');
    // The embedded document's own word/document.xml is checked, not handed on.
    expect(names.filter((name) => name === 'word/document.xml')).toHaveLength(1);
  });

  it('refuses a zip bomb inside an embedded package, naming the package', () => {
    // 30 MiB of zeros in about 30 KiB: within every limit per entry, but 1000 to 1.
    const { packed, crc } = createZeroStream(30);
    const bomb = createZip([{ name: 'zeros.bin', packed, crc, declaredSize: 30 * MiB }]);
    const refused = refusal(holding(bomb));
    expect(refused.code).toBe('too_large');
    expect(refused.message).toMatch(
      /holds an archive, "word\/embeddings\/package\.zip", that is refused: .*"zeros\.bin" is compressed \d+ to 1/,
    );
    // Its header lying about the size is found when it inflates, as in the document itself.
    const liar = createZip([{ name: 'zeros.bin', packed, crc, declaredSize: 1000 }]);
    expect(refusal(holding(liar)).message).toMatch(/package\.zip.*different size than its header/);
  });

  it('counts what an embedded archive unpacks to into the limits of the whole file', () => {
    const limits = { ...defaultArchiveLimits, maxTotalBytes: MiB };
    const inner = createZip([{ name: 'a.bin', content: Buffer.alloc(400 * 1024, 1), method: 0 }]);
    expect(() => checkArchive({ file: holding(inner), limits })).not.toThrow();
    // 300 KiB more beside it: 1.1 MiB unpacked with the package's own 400 KiB.
    const more = holding(inner, [{ name: 'word/media/b.bin', content: Buffer.alloc(300 * 1024) }]);
    expect(refusal(more, limits).message).toMatch(/unpacks to more than 1 MiB/);
    const entries = { ...defaultArchiveLimits, maxEntries: 8 };
    const crowded = createZip(Array.from({ length: 5 }, (_, i) => ({ name: `f${i}` })));
    expect(refusal(holding(crowded), entries).message).toMatch(
      /more than 8 entries together with the archives inside it/,
    );
  });

  it(`refuses archives nested more than ${MAX_NESTING} deep`, () => {
    let nested = createZip([{ name: 'x.txt', content: 'x' }]);
    for (let depth = 1; depth < MAX_NESTING; depth++) {
      nested = createZip([{ name: `level${depth}.zip`, content: nested, method: 0 }]);
    }
    expect(() => checkArchive({ file: holding(nested) })).not.toThrow();
    const deeper = createZip([{ name: 'deeper.zip', content: nested, method: 0 }]);
    const refused = refusal(holding(deeper));
    expect(refused.code).toBe('invalid');
    expect(refused.message).toMatch(/nested more than 3 archives deep/);
  });
});
