import { createZip, type ZipEntrySpec } from '@recordgate/testing';

// A .docx made for the rendition tests, with what the fidelity checks look at: page size, page
// breaks, fonts, a header and footer, a table, right-to-left paragraphs, and relationships to add.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NAMESPACES = `xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"`;

/** One paragraph of {@link WordDocumentSpec}. */
export interface WordParagraph {
  readonly text: string;
  /** Right to left (a Hebrew paragraph). */
  readonly rtl?: boolean;
  /** A page break before it. */
  readonly pageBreakBefore?: boolean;
}

/** What {@link buildWordDocument} puts in the .docx. */
export interface WordDocumentSpec {
  readonly paragraphs: readonly (WordParagraph | string)[];
  /** @default 'A4' */
  readonly page?: 'A4' | 'Letter';
  /** The font every run names. @default 'Calibri' */
  readonly font?: string;
  readonly header?: string;
  readonly footer?: string;
  readonly table?: readonly (readonly string[])[];
  /** Raw body XML placed after the paragraphs (linked images, OLE links, fields). */
  readonly bodyXml?: string;
  /** Relationships of the document part, as raw XML elements. */
  readonly relationships?: string;
  /** word/settings.xml content and its relationships, as raw XML. */
  readonly settings?: { readonly xml: string; readonly relationships: string };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SIZES = { A4: { w: 11906, h: 16838 }, Letter: { w: 12240, h: 15840 } };

/** Builds the .docx of `spec`. */
export function buildWordDocument(spec: WordDocumentSpec): Buffer {
  const font = spec.font ?? 'Calibri';
  const run = (text: string, rtl = false) =>
    `<w:r><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:cs="${font}"/>${rtl ? '<w:rtl/>' : ''}</w:rPr><w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
  const paragraph = (p: WordParagraph | string) => {
    const { text, rtl = false, pageBreakBefore = false } = typeof p === 'string' ? { text: p } : p;
    const props = `${pageBreakBefore ? '<w:pageBreakBefore/>' : ''}${rtl ? '<w:bidi/>' : ''}`;
    return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${run(text, rtl)}</w:p>`;
  };
  const table = spec.table
    ? `<w:tbl><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/></w:tblBorders></w:tblPr>${spec.table
        .map(
          (row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`,
        )
        .join('')}</w:tbl><w:p/>`
    : '';
  const size = SIZES[spec.page ?? 'A4'];
  const refs = [
    spec.header ? '<w:headerReference w:type="default" r:id="rIdHeader"/>' : '',
    spec.footer ? '<w:footerReference w:type="default" r:id="rIdFooter"/>' : '',
  ].join('');
  const body = `${spec.paragraphs.map(paragraph).join('')}${table}${spec.bodyXml ?? ''}`;
  const sectPr = `<w:sectPr>${refs}<w:pgSz w:w="${size.w}" w:h="${size.h}"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708"/></w:sectPr>`;
  const part = (name: string, root: string, content: string) => ({
    name,
    content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:${root} ${NAMESPACES}>${content}</w:${root}>`,
  });
  const rels = (content: string) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${content}</Relationships>`;
  const override = (part: string, kind: string) =>
    `<Override PartName="/word/${part}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}+xml"/>`;
  const entries: ZipEntrySpec[] = [
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${override('document.xml', 'document.main')}${override('header1.xml', 'header')}${override('footer1.xml', 'footer')}${override('settings.xml', 'settings')}</Types>`,
    },
    {
      name: '_rels/.rels',
      content: rels(
        `<Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/>`,
      ),
    },
    part('word/document.xml', 'document', `<w:body>${body}${sectPr}</w:body>`),
    {
      name: 'word/_rels/document.xml.rels',
      content: rels(
        `<Relationship Id="rIdHeader" Type="${R}/header" Target="header1.xml"/><Relationship Id="rIdFooter" Type="${R}/footer" Target="footer1.xml"/><Relationship Id="rIdSettings" Type="${R}/settings" Target="settings.xml"/>${spec.relationships ?? ''}`,
      ),
    },
    part('word/header1.xml', 'hdr', paragraph(spec.header ?? '')),
    part('word/footer1.xml', 'ftr', paragraph(spec.footer ?? '')),
    part('word/settings.xml', 'settings', spec.settings?.xml ?? ''),
  ];
  if (spec.settings) {
    entries.push({
      name: 'word/_rels/settings.xml.rels',
      content: rels(spec.settings.relationships),
    });
  }
  return createZip(entries);
}

/**
 * Body XML and relationships that make LibreOffice fetch from `base` if it follows links: a linked
 * (not embedded) image, an OLE object linked to a spreadsheet with its preview image linked, and an
 * INCLUDEPICTURE field; plus settings naming an external attached template.
 */
export function linkingParts(
  base: string,
): Pick<WordDocumentSpec, 'bodyXml' | 'relationships' | 'settings'> {
  const image = `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="Linked"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="remote.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdImage"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  const ole = `<w:p><w:r><w:object w:dxaOrig="1440" w:dyaOrig="1440"><v:shape id="ole1" style="width:72pt;height:72pt" o:ole=""><v:imagedata r:id="rIdPreview" o:title=""/></v:shape><o:OLEObject Type="Link" ProgID="Excel.Sheet.12" ShapeID="ole1" DrawAspect="Content" r:id="rIdOle" UpdateMode="Always"><o:LinkType>EnhancedMetaFile</o:LinkType><o:LockedField>false</o:LockedField></o:OLEObject></w:object></w:r></w:p>`;
  const field = `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> INCLUDEPICTURE "${base}/field.png" \\d </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
  const external = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${R}/${type}" Target="${base}/${target}" TargetMode="External"/>`;
  return {
    bodyXml: `${image}${ole}${field}`,
    relationships: `${external('rIdImage', 'image', 'image.png')}${external('rIdPreview', 'image', 'preview.png')}${external('rIdOle', 'oleObject', 'linked.xlsx')}`,
    settings: {
      xml: '<w:attachedTemplate r:id="rIdTemplate"/>',
      relationships: external('rIdTemplate', 'attachedTemplate', 'template.dotx'),
    },
  };
}
