import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { isDocxClaim } from './docx-mime-type.js';
import { forEachEntry } from './unpack-archive.js';

/** The kinds of file whose text is read for the content search (docs/documents.md, "Search"). */
export type TextKind = 'docx' | 'pdf' | 'text';

/** Arguments of {@link extractText}. */
export interface ExtractTextArgs {
  readonly file: Uint8Array;
  readonly kind: TextKind;
  /** The most characters returned; the rest is cut. */
  readonly maxChars: number;
  /** The zip-bomb guard's limits, for a .docx. @default defaultArchiveLimits */
  readonly limits?: ArchiveLimits;
}

// The parts of a .docx that hold text a reader sees: the body (tables included), headers, footers,
// footnotes and endnotes.
const TEXT_PART = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;
// A run's text, a paragraph's end, a tab or a line break.
const WORD_XML = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<\/w:p>|<w:tab\/>|<w:br\/>/g;
const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * The text of a file, for the search index: a .docx read with the project's own unpacker (within the
 * archive limits, so a zip bomb is refused here as on upload), a PDF with `unpdf` (Mozilla's PDF.js),
 * plain text as UTF-8. CPU-bound and, for a hostile PDF, unbounded in time: the render pool runs it in
 * a worker under its time and memory limits ({@link RenderPool.extract}).
 */
export async function extractText({
  file,
  kind,
  maxChars,
  limits = defaultArchiveLimits,
}: ExtractTextArgs): Promise<string> {
  if (kind === 'text')
    return new TextDecoder('utf-8').decode(file.subarray(0, maxChars * 4)).slice(0, maxChars);
  if (kind === 'pdf') {
    // Loaded when first needed: PDF.js is large, and most workers only fill .docx files.
    const { extractText: readPdf, getDocumentProxy } = await import('unpdf');
    // PDF.js refuses a Node Buffer, and may detach what it is given: a plain copy.
    const pdf = await getDocumentProxy(new Uint8Array(file));
    const { text } = await readPdf(pdf, { mergePages: true });
    return text.slice(0, maxChars);
  }
  const collected = collectText(maxChars);
  // The archive was checked whole on upload; macros do not matter to its text.
  forEachEntry(file, limits, { allowMacros: true }, (entry) => {
    collected.add(entry.name, () => entry.content.toString('utf8'));
  });
  return collected.text();
}

/**
 * The text of a .docx from its parts' XML, in archive order (parts that hold no text a reader sees
 * are skipped): what {@link extractText} reads of the file, for a fill that has the parts at hand.
 */
export function docxText(
  parts: Iterable<{ readonly name: string; readonly xml: () => string }>,
  maxChars: number,
): string {
  const collected = collectText(maxChars);
  for (const { name, xml } of parts) collected.add(name, xml);
  return collected.text();
}

// The text parts' text, in the order added, until maxChars are read.
function collectText(maxChars: number) {
  const texts: string[] = [];
  let length = 0;
  return {
    add(name: string, xml: () => string) {
      if (length >= maxChars || !TEXT_PART.test(name)) return;
      const text = wordText(xml());
      texts.push(text);
      length += text.length;
    },
    text: () => texts.join('\n').slice(0, maxChars),
  };
}

// The text of a WordprocessingML part: runs joined, paragraphs on lines of their own.
function wordText(xml: string): string {
  let text = '';
  for (const match of xml.matchAll(WORD_XML)) {
    if (match[1] !== undefined) text += match[1];
    else text += match[0] === '<w:tab/>' ? '\t' : '\n';
  }
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  });
}

/**
 * Which kind of text a file holds, from its media type and name; undefined for kinds that are not
 * read (images, archives, …).
 */
export function textKindOf(fileName: string, mimeType: string): TextKind | undefined {
  const name = fileName.trim().toLowerCase();
  if (isDocxClaim(fileName, mimeType)) return 'docx';
  if (mimeType === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (mimeType.startsWith('text/') || /\.(txt|md|csv)$/.test(name)) return 'text';
  return undefined;
}
