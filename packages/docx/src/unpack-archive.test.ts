import { createDocx, createZeroStream, createZip } from '@recordgate/testing';
import { describe, expect, it } from 'vitest';
import { defaultArchiveLimits } from './archive-limits.js';
import { fillDocx } from './fill-docx.js';
import { inspectArchive } from './inspect-archive.js';
import { unpackArchive } from './unpack-archive.js';

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

  it('takes its limits from the caller', () => {
    const file = createDocx({ paragraphs: [['Hello']] });
    expect(() => inspectArchive(file, { ...defaultArchiveLimits, maxEntries: 2 })).toThrow(
      /holds 4 entries; the limit is 2/,
    );
  });
});
