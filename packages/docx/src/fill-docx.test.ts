import { createDocx, readDocxText } from '@recordgate/testing';
import { describe, expect, it } from 'vitest';
import { fillDocx } from './fill-docx.js';

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
