import PizZip from 'pizzip';

/**
 * The text of a .docx part (default `word/document.xml`), one string per paragraph, with the runs of
 * each paragraph joined: what a reader sees, independent of how the zip was packed.
 *
 * @example
 * ```ts
 * expect(readDocxText(filled)).toEqual(['Dear Bob']);
 * ```
 */
export function readDocxText(file: Uint8Array, part = 'word/document.xml'): string[] {
  const entry = new PizZip(file).file(part);
  if (!entry) throw new Error(`The .docx has no ${part}.`);
  const xml = entry.asText();
  return [...xml.matchAll(/<w:p[ >].*?<\/w:p>/gs)].map((p) =>
    [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => unescape(t[1]!)).join(''),
  );
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
