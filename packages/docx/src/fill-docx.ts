import { RecordError } from '@recordgate/core';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { unpackArchive } from './unpack-archive.js';

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
export function fillDocx({
  template,
  data,
  removeUnfilled = false,
  limits = defaultArchiveLimits,
}: FillDocxArgs): Buffer {
  const entries = unpackArchive(template, limits);
  if (!entries.some((e) => e.name === 'word/document.xml')) {
    throw new RecordError(
      'invalid',
      'The file is not a valid .docx document: word/document.xml is missing.',
    );
  }
  const zip = new PizZip();
  for (const { name, content } of entries) {
    if (name.endsWith('/')) zip.folder(name.slice(0, -1));
    else zip.file(name, content, { binary: true });
  }
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
  return document.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
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
