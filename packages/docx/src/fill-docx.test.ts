import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { fillDocx } from './fill-docx.js';

/** A minimal .docx whose body holds the given paragraphs, each a list of Word runs. */
function docx(paragraphs: string[][]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs
    .map(
      (runs) =>
        `<w:p>${runs.map((t) => `<w:r><w:t xml:space="preserve">${t}</w:t></w:r>`).join('')}</w:p>`,
    )
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

/** The text of word/document.xml, paragraph by paragraph. */
function text(file: Buffer): string[] {
  const xml = new PizZip(file).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p>(.*?)<\/w:p>/g)].map((p) =>
    [...p[1]!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
  );
}

describe('fillDocx', () => {
  const template = docx([
    ['Title: {title}'],
    ['Company: {comp', 'any.na', 'me}'],
    ['By {createdBy.name} for {missing}'],
  ]);
  const data = { title: 'Report', company: { name: 'Acme' }, createdBy: { name: 'Bob' } };

  it('fills tags, dotted paths and tags split across runs; unfilled tags stay visible', () => {
    expect(text(fillDocx({ template, data }))).toEqual([
      'Title: Report',
      'Company: Acme',
      'By Bob for {missing}',
    ]);
  });

  it('hides unfilled tags when asked', () => {
    expect(text(fillDocx({ template, data, removeUnfilled: true }))[2]).toBe('By Bob for ');
  });

  it('never reaches prototypes through a tag', () => {
    const file = fillDocx({
      template: docx([['{constructor.name}{title.length}']]),
      data: { title: 'abc' },
    });
    expect(text(file)).toEqual(['{constructor.name}{title.length}']);
  });

  it('refuses files that are not .docx and broken templates, naming the problem', () => {
    expect(() => fillDocx({ template: Buffer.from('plain text'), data })).toThrow(
      /not a valid .docx document/,
    );
    const zip = new PizZip();
    zip.file('hello.txt', 'hi');
    expect(() => fillDocx({ template: zip.generate({ type: 'nodebuffer' }), data })).toThrow(
      /word\/document.xml is missing/,
    );
    expect(() => fillDocx({ template: docx([['{unclosed']]), data })).toThrow(
      /template is broken: .*unclosed/i,
    );
  });
});
