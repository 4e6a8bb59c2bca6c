import { RecordError } from '@recordgate/core';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { docxText } from './extract-text.js';
import { unpackArchive } from './unpack-archive.js';
import { writeArchive, type ArchivePart } from './write-archive.js';

// The parts docxtemplater reads as text: XML and relationship parts.
const XML_PART = /\.(xml|rels)$/i;

/** Arguments of {@link fillDocx}. */
export interface FillDocxArgs {
  /** The uploaded .docx file. */
  readonly template: Uint8Array;
  /** The values tags are filled from; nested objects are reached with dots (`{company.name}`). */
  readonly data: Readonly<Record<string, unknown>>;
  /** Hide tags the data cannot fill (they render as empty text) instead of keeping them visible. @default false */
  readonly removeUnfilled?: boolean;
  /** The zip-bomb guard's limits. @default defaultArchiveLimits */
  readonly limits?: ArchiveLimits;
  /** Accept macro-enabled content (a `vbaProject.bin` part, a macroEnabled content type). @default false */
  readonly allowMacros?: boolean;
}

/** What {@link renderDocx} returns. */
export interface RenderedDocx {
  /** The filled .docx. */
  readonly file: Buffer;
  /** The parts whose filled text contains {@link RenderDocxArgs.marker} (none without a marker). */
  readonly marked: readonly string[];
  /** With {@link RenderDocxArgs.textChars}: the filled file's text, as `extractText` reads it. */
  readonly text?: string;
  /**
   * Bytes of the XML parts the render read as text: what it held in V8's heap (images and other
   * binary parts stay in buffers outside it).
   */
  readonly xmlBytes: number;
}

/** Arguments of {@link renderDocx}. */
export interface RenderDocxArgs extends FillDocxArgs {
  /**
   * A token to look for in the filled parts (a value that is replaced later, see {@link patchDocx});
   * the parts holding it are listed in {@link RenderedDocx.marked}.
   */
  readonly marker?: string;
  /**
   * Also read the filled file's text for the search index, at most this many characters: from the
   * parts in memory, as `extractText` would read them from the file. @default not read
   */
  readonly textChars?: number;
}

/**
 * Fills the `{placeholder}` tags of a .docx with docxtemplater: tags split across Word runs, in headers,
 * footers and tables included. Tags the data cannot fill stay visible as written unless `removeUnfilled`.
 *
 * The archive passes the zip-bomb guard first ({@link unpackArchive}: central directory, then the real
 * inflated sizes), and docxtemplater only ever sees the entries that guard unpacked. A file that is not a
 * .docx, or a broken template, is refused with a `RecordError` (`invalid`) that names the problem; an
 * archive over a limit with `too_large`. CPU-bound: servers run it in the render pool
 * ({@link createRenderPool}), not on the request thread.
 */
export function fillDocx(args: FillDocxArgs): Buffer {
  return renderDocx(args).file;
}

/**
 * {@link fillDocx}, also reporting which parts hold a marker. The filled file is written with only the
 * parts the fill changed deflated again; every other entry keeps its packed bytes from the upload.
 */
export function renderDocx({
  template,
  data,
  removeUnfilled = false,
  limits = defaultArchiveLimits,
  marker,
  allowMacros = false,
  textChars,
}: RenderDocxArgs): RenderedDocx {
  const entries = unpackArchive(template, limits, { allowMacros });
  if (!entries.some((e) => e.name === 'word/document.xml')) {
    throw new RecordError(
      'invalid',
      'The file is not a valid .docx document: word/document.xml is missing.',
    );
  }
  const zip = new PizZip();
  // XML parts as text (decoded once, natively); docxtemplater reads and rewrites only those.
  const texts = new Map<string, string>();
  let xmlBytes = 0;
  for (const { name, content } of entries) {
    if (name.endsWith('/')) {
      zip.folder(name.slice(0, -1));
    } else if (XML_PART.test(name)) {
      xmlBytes += content.byteLength;
      const text = content.toString('utf8');
      texts.set(name, text);
      zip.file(name, text);
    } else {
      zip.file(name, content, { binary: true });
    }
  }
  const before = new Map(entries.map((e) => [e.name, zip.files[e.name]]));
  let document: Docxtemplater;
  try {
    document = new Docxtemplater(zip, {
      paragraphLoop: true,
      errorLogging: false,
      linebreaks: true,
      parser: (tag: string) => ({ get: (scope: unknown) => lookup(scope, tag) }),
      nullGetter: (part: { value?: string; module?: string }) =>
        removeUnfilled || part.module ? '' : `{${part.value ?? ''}}`,
    });
    document.render(data);
  } catch (error) {
    throw new RecordError(
      'invalid',
      `The .docx template is broken: ${describeTemplateError(error)}`,
      { cause: error },
    );
  }
  const parts: ArchivePart[] = [];
  const marked: string[] = [];
  const written = new Set<string>();
  for (const entry of entries) {
    written.add(entry.name);
    const now = zip.files[entry.name];
    if (!now) {
      texts.delete(entry.name); // docxtemplater removed it
      continue;
    }
    if (now === before.get(entry.name)) {
      parts.push({ ...entry, size: entry.content.byteLength });
      continue;
    }
    const text = now.asText();
    if (marker !== undefined && text.includes(marker)) marked.push(entry.name);
    if (text === texts.get(entry.name)) parts.push({ ...entry, size: entry.content.byteLength });
    else parts.push({ name: entry.name, content: Buffer.from(text, 'utf8') });
    texts.set(entry.name, text); // the filled text, for the file's text
  }
  // Parts docxtemplater added (none in practice): written as it made them.
  for (const [name, file] of Object.entries(zip.files)) {
    if (written.has(name) || file.dir) continue;
    parts.push({ name, content: Buffer.from(file.asUint8Array()) });
  }
  const file = writeArchive(parts);
  const text = filledText(texts, textChars);
  return { file, marked, xmlBytes, ...(text === undefined ? {} : { text }) };
}

// The filled file's text, from its XML parts' filled text, when asked for (`textChars`).
function filledText(texts: Map<string, string>, textChars: number | undefined) {
  if (textChars === undefined) return undefined;
  return docxText(
    [...texts].map(([name, xml]) => ({ name, xml: () => xml })),
    textChars,
  );
}

// Dotted paths over own properties only: a tag can never reach prototypes (`{constructor.name}`).
function lookup(scope: unknown, tag: string): unknown {
  if (tag === '.') return scope;
  let value: unknown = scope;
  for (const key of tag.trim().split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function describeTemplateError(error: unknown): string {
  const errors = (
    error as { properties?: { errors?: { properties?: { explanation?: string } }[] } }
  ).properties?.errors;
  const explanations = (errors ?? [])
    .map((e) => e.properties?.explanation)
    .filter((e): e is string => !!e);
  if (explanations.length > 0) return explanations.slice(0, 5).join('; ');
  return error instanceof Error ? error.message : String(error);
}
