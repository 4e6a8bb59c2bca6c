// A realistic .docx template for the fill benchmark: about 50 KB of document.xml with 30 placeholders
// (the record's own fields, its references' fields and a date), some of them split across Word runs
// the way Word saves edited text.
import PizZip from 'pizzip';

const TAGS = [
  '{title}',
  '{description}',
  '{document_date}',
  '{company.name}',
  '{createdBy.name}',
  '{createdBy.email}',
];

/**
 * Builds the template; the same bytes every time. By default 30 paragraphs of 2 × 60 words around a
 * tag each and a 44 KB image (50 KB zipped); `paragraphs`, `wordsPerRun` and `logoBytes` make others.
 */
export function makeDocxTemplate({
  paragraphs: paragraphCount = 30,
  wordsPerRun = 60,
  logoBytes = 44 * 1024,
} = {}) {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  // Varied prose (a fixed pseudo-random word sequence) so the zipped file has a realistic size.
  const words = [
    'agreement',
    'party',
    'delivery',
    'invoice',
    'term',
    'notice',
    'liability',
    'service',
    'payment',
    'schedule',
    'document',
    'clause',
    'approval',
    'record',
    'archive',
    'review',
  ];
  let seed = 7;
  const next = () => {
    // xorshift32: deterministic, so every run benchmarks the same bytes.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const prose = (count) =>
    Array.from({ length: count }, () => {
      const n = next();
      return `${words[n % words.length]}${n % 7 === 0 ? ',' : ''}`;
    }).join(' ');
  const paragraphs = [];
  for (let i = 0; i < paragraphCount; i++) {
    const tag = TAGS[i % TAGS.length];
    // Every third tag is split over three runs, as Word does after an edit inside the tag.
    const runs = i % 3 === 0 ? [tag.slice(0, 2), tag.slice(2, -2), tag.slice(-2)] : [tag];
    paragraphs.push(
      `<w:p><w:pPr><w:spacing w:after="120"/></w:pPr><w:r><w:t xml:space="preserve">${prose(wordsPerRun)}. Clause ${i + 1}: </w:t></w:r>${runs
        .map((t) => `<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${t}</w:t></w:r>`)
        .join('')}<w:r><w:t xml:space="preserve"> ${prose(wordsPerRun)}.</w:t></w:r></w:p>`,
    );
  }
  // A company logo (44 KB by default), as most letter templates carry one (random bytes: images do not compress).
  const logo = Buffer.alloc(logoBytes);
  for (let i = 0; i < logo.length; i++) logo[i] = next() & 0xff;
  zip.file('word/media/logo.png', logo);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A multipart/form-data body carrying `fields` and the file in part `file`. */
export function multipartBody(fields, file, fileName) {
  const boundary = 'recordgate-bench-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
