import { randomBytes } from 'node:crypto';
import { createDocx, readDocxText } from '@recordgate/testing';
import { describe, expect, it } from 'vitest';
import { extractText } from './extract-text.js';
import { fillDocx, renderDocx } from './fill-docx.js';
import { inspectArchive } from './inspect-archive.js';
import { patchDocx } from './patch-docx.js';
import { unpackArchive } from './unpack-archive.js';

describe('fillDocx', () => {
  const template = createDocx({
    paragraphs: [
      ['Title: {title}'],
      ['Company: {comp', 'any.na', 'me}'],
      ['By {createdBy.name} for {missing}'],
    ],
    table: [['{title}', '{company.name}']],
    header: ['Header {title}'],
    footer: ['Footer {createdBy.name} {nope}'],
  });
  const data = { title: 'Report', company: { name: 'Acme' }, createdBy: { name: 'Bob' } };

  it('fills tags, dotted paths and tags split across runs, in tables, headers and footers; unfilled tags stay visible', () => {
    const filled = fillDocx({ template, data });
    expect(readDocxText(filled)).toEqual([
      'Title: Report',
      'Company: Acme',
      'By Bob for {missing}',
      'Report',
      'Acme',
    ]);
    expect(readDocxText(filled, 'word/header1.xml')).toEqual(['Header Report']);
    expect(readDocxText(filled, 'word/footer1.xml')).toEqual(['Footer Bob {nope}']);
  });

  it('hides unfilled tags when asked', () => {
    const filled = fillDocx({ template, data, removeUnfilled: true });
    expect(readDocxText(filled)[2]).toBe('By Bob for ');
    expect(readDocxText(filled, 'word/footer1.xml')).toEqual(['Footer Bob ']);
  });

  it('escapes values: XML in a value is text, not markup', () => {
    const filled = fillDocx({
      template: createDocx({ paragraphs: [['{title}']] }),
      data: { title: '</w:t><w:t>x & <y>' },
    });
    expect(readDocxText(filled)).toEqual(['</w:t><w:t>x & <y>']);
  });

  it('never reaches prototypes through a tag', () => {
    const file = fillDocx({
      template: createDocx({ paragraphs: [['{constructor.name}{title.length}']] }),
      data: { title: 'abc' },
    });
    expect(readDocxText(file)).toEqual(['{constructor.name}{title.length}']);
  });

  it('refuses files that are not .docx and broken templates, naming the problem', () => {
    expect(() => fillDocx({ template: Buffer.from('plain text'), data })).toThrow(
      /not a valid .docx document: it is not a ZIP archive/,
    );
    expect(() =>
      fillDocx({ template: createDocx({ paragraphs: [], extra: [] }).subarray(0, 10), data }),
    ).toThrow(/not a valid .docx document/);
    expect(() => fillDocx({ template: createDocx({ paragraphs: [['{unclosed']] }), data })).toThrow(
      /template is broken: .*unclosed/i,
    );
  });
});

describe('renderDocx and patchDocx', () => {
  const template = createDocx({
    paragraphs: [['No. {id}: {title}']],
    header: ['Header {id}'],
    footer: ['Footer {title}'],
    extra: [{ name: 'word/media/logo.png', content: randomBytes(4096) }],
  });

  it('keeps the packed bytes of the entries the fill does not change', () => {
    const { file } = renderDocx({ template, data: { title: 'T' } });
    const packed = (archive: Uint8Array) =>
      new Map(inspectArchive(archive).map((e) => [e.name, `${e.crc32}/${e.packedBytes}`]));
    const before = packed(template);
    const after = packed(file);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(after.get('word/media/logo.png')).toBe(before.get('word/media/logo.png'));
    expect(after.get('[Content_Types].xml')).toBe(before.get('[Content_Types].xml'));
    expect(after.get('word/document.xml')).not.toBe(before.get('word/document.xml'));
    expect(unpackArchive(file).find((e) => e.name === 'word/media/logo.png')?.content).toEqual(
      unpackArchive(template).find((e) => e.name === 'word/media/logo.png')?.content,
    );
  });

  it('names the parts holding a marker, and patchDocx replaces it there', () => {
    const marker = 'rgid0123456789abcdef';
    const rendered = renderDocx({ template, data: { title: 'T', id: marker }, marker });
    expect([...rendered.marked].sort()).toEqual(['word/document.xml', 'word/header1.xml']);
    const patched = patchDocx({
      file: rendered.file,
      parts: rendered.marked,
      marker,
      value: '42 & <x>',
    });
    expect(readDocxText(patched)).toEqual(['No. 42 & <x>: T']);
    expect(readDocxText(patched, 'word/header1.xml')).toEqual(['Header 42 & <x>']);
    expect(readDocxText(patched, 'word/footer1.xml')).toEqual(['Footer T']);
    expect(renderDocx({ template, data: { title: 'T' }, marker }).marked).toEqual([]);
  });

  it('reads the filled text as extractText reads the filled file, and counts the XML it held', async () => {
    const rendered = renderDocx({ template, data: { title: 'T' }, textChars: 1_000_000 });
    const fromFile = await extractText({ file: rendered.file, kind: 'docx', maxChars: 1_000_000 });
    expect(rendered.text).toBe(fromFile);
    expect(rendered.text).toContain('No. {id}: T');
    const xml = unpackArchive(template)
      .filter((e) => /\.(xml|rels)$/.test(e.name))
      .reduce((sum, e) => sum + e.content.byteLength, 0);
    expect(rendered.xmlBytes).toBe(xml);
    expect(renderDocx({ template, data: { title: 'T' } }).text).toBeUndefined();
  });
});
