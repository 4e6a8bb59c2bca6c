import { RecordError } from '@recordgate/core';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

/** Arguments of {@link fillDocx}. */
export interface FillDocxArgs {
  /** The uploaded .docx file. */
  readonly template: Uint8Array;
  /** The values tags are filled from; nested objects are reached with dots (`{company.name}`). */
  readonly data: Readonly<Record<string, unknown>>;
  /** Hide tags the data cannot fill (they render as empty text) instead of keeping them visible. @default false */
  readonly removeUnfilled?: boolean;
}

/**
 * Fills the `{placeholder}` tags of a .docx with docxtemplater: tags split across Word runs, in headers,
 * footers and tables included. Tags the data cannot fill stay visible as written unless `removeUnfilled`.
 * A file that is not a .docx, or a broken template, is refused with a `RecordError` (`invalid`) that names
 * the problem.
 */
export function fillDocx({ template, data, removeUnfilled = false }: FillDocxArgs): Buffer {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch (error) {
    throw new RecordError(
      'invalid',
      'The file is not a valid .docx document (it is not a ZIP archive).',
      { cause: error },
    );
  }
  if (!zip.file('word/document.xml')) {
    throw new RecordError(
      'invalid',
      'The file is not a valid .docx document (word/document.xml is missing).',
    );
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
