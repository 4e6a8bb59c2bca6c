// Large .docx files for the memory benchmarks: a 5 MB document of prose and images, and the 7 MB
// template with 180,000 tags whose fills show how much memory a burst of heavy renders leaves behind.
import PizZip from 'pizzip';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

let seed = 11;
function random() {
  // xorshift32: the same bytes every run.
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
}

/** Random bytes: images do not compress. */
function image(bytes) {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 4) buffer.writeUInt32LE(random(), i);
  return buffer;
}

/** A .docx of `paragraphs` paragraphs (each `text(i)`) and `imageBytes` of images. */
export function makeDocx({ paragraphs, text, imageBytes }) {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  const body = Array.from(
    { length: paragraphs },
    (_, i) => `<w:p><w:r><w:t xml:space="preserve">${text(i)}</w:t></w:r></w:p>`,
  ).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
  );
  if (imageBytes > 0) zip.file('word/media/image1.png', image(imageBytes));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const WORDS = ['agreement', 'party', 'delivery', 'invoice', 'term', 'notice', 'clause', 'record'];
export const prose = (count) => Array.from({ length: count }, () => WORDS[random() % 8]).join(' ');

/** 7 MB zipped: 180,000 tags in 90,000 paragraphs, plus 6.5 MB of images. */
export function makeHeavyTemplate() {
  return makeDocx({
    paragraphs: 90_000,
    text: (i) => `Line ${i}: {title} of {company.name}, ${prose(3)}`,
    imageBytes: 6.5 * 1024 * 1024,
  });
}
