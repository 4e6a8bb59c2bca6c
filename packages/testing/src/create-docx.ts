import { createZip, type ZipEntrySpec } from './create-zip.js';

/** Content of a test .docx: paragraphs as lists of Word runs, optional header, footer and table. */
export interface DocxSpec {
  /** Body paragraphs; each is a list of runs (a tag may be split across runs). */
  readonly paragraphs: readonly (readonly string[])[];
  /** Table rows of cells, each cell one run, placed after the paragraphs. */
  readonly table?: readonly (readonly string[])[];
  /** Runs of a header paragraph (word/header1.xml). */
  readonly header?: readonly string[];
  /** Runs of a footer paragraph (word/footer1.xml). */
  readonly footer?: readonly string[];
  /** Extra entries appended to the archive. */
  readonly extra?: readonly ZipEntrySpec[];
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (runs: readonly string[]) =>
  `<w:p>${runs.map((t) => `<w:r><w:t xml:space="preserve">${escape(t)}</w:t></w:r>`).join('')}</w:p>`;

/**
 * A minimal, valid .docx built in code (Word and docxtemplater open it): body paragraphs, and
 * optionally a table, a header and a footer.
 *
 * @example
 * ```ts
 * const template = createDocx({ paragraphs: [['Dear {createdBy.na', 'me}']] });
 * ```
 */
export function createDocx(spec: DocxSpec): Buffer {
  const table = spec.table
    ? `<w:tbl>${spec.table
        .map(
          (row) =>
            `<w:tr>${row.map((cell) => `<w:tc>${paragraph([cell])}</w:tc>`).join('')}</w:tr>`,
        )
        .join('')}</w:tbl>`
    : '';
  const sectionRefs = [
    spec.header ? `<w:headerReference w:type="default" r:id="rIdHeader"/>` : '',
    spec.footer ? `<w:footerReference w:type="default" r:id="rIdFooter"/>` : '',
  ].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${spec.paragraphs.map(paragraph).join('')}${table}<w:sectPr>${sectionRefs}</w:sectPr></w:body></w:document>`;
  const overrides = [
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
    spec.header
      ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
      : '',
    spec.footer
      ? '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>'
      : '',
  ].join('');
  const documentRels = [
    spec.header ? `<Relationship Id="rIdHeader" Type="${R}/header" Target="header1.xml"/>` : '',
    spec.footer ? `<Relationship Id="rIdFooter" Type="${R}/footer" Target="footer1.xml"/>` : '',
  ].join('');
  const entries: ZipEntrySpec[] = [
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`,
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    { name: 'word/document.xml', content: document },
    {
      name: 'word/_rels/document.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${documentRels}</Relationships>`,
    },
  ];
  if (spec.header) {
    entries.push({
      name: 'word/header1.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr xmlns:w="${W}" xmlns:r="${R}">${paragraph(spec.header)}</w:hdr>`,
    });
  }
  if (spec.footer) {
    entries.push({
      name: 'word/footer1.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr xmlns:w="${W}" xmlns:r="${R}">${paragraph(spec.footer)}</w:ftr>`,
    });
  }
  return createZip([...entries, ...(spec.extra ?? [])]);
}
