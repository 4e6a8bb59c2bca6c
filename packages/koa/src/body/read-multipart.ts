import { RecordError, type Messages } from '@recordgate/core';
import { isDocxClaim } from '@recordgate/docx';
import type { Context } from 'koa';
import qs from 'qs';
import { lingerAfterAnswer, multipartProblem, tooLarge } from './body-problems.js';
import type { UploadMemory } from './create-upload-memory.js';
import { createUploadSink, type UploadSink } from './create-upload-sink.js';
import { parseParts, type ParsedParts, type SinkFor } from './parse-parts.js';
import type { RequestBody } from './types.js';

/** The limits of {@link readMultipart}, and the messages of the installation's language. */
export interface MultipartLimits {
  /** Largest total of the form fields, in bytes. */
  readonly bodyLimit: number;
  /** Largest file, in bytes. */
  readonly uploadLimit: number;
  /** Where an upload past `uploadMemoryLimit` is kept while the call runs. */
  readonly uploadDirectory: string;
  /** Bytes of an upload kept in memory. */
  readonly uploadMemoryLimit: number;
  /**
   * The bytes of .docx uploads past `uploadMemoryLimit` held in memory at once, across calls, for the
   * render worker to take (ADR 0063); an upload that does not fit goes to a temporary file.
   */
  readonly uploadMemoryTotal: UploadMemory;
  readonly messages: Messages;
}

// Form field names follow the urlencoded parser: `company[name]` and `company.name` both nest.
export const FORM_NAMES = { allowDots: true, depth: 2, parameterLimit: 1000 } as const;

/**
 * Reads a multipart/form-data body: the fields, and the file of part `file` into an upload sink
 * (memory, or a temporary file past the memory limit); hands them to `use` and removes any temporary
 * file afterwards, whether `use` succeeded or not. A file in another part, or `file` sent as a plain
 * field, is a 422 naming the part.
 */
export async function readMultipart(
  ctx: Context,
  limits: MultipartLimits,
  use: (body: RequestBody) => Promise<void>,
): Promise<void> {
  // The boundary lines and part headers add a little to fields plus file; 64 KiB covers them.
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limits.bodyLimit + limits.uploadLimit + 65536)
    throw tooLarge(limits.uploadLimit, 'upload');

  // The file part's sink, disposed of when the call ends: a temporary file is removed even when
  // the request failed while it was being written.
  const sinks: UploadSink[] = [];
  const createSink = ({ originalName, mimeType }: SinkFor) => {
    const sink = createUploadSink({
      memoryLimit: limits.uploadMemoryLimit,
      directory: limits.uploadDirectory,
      // A .docx goes to the render worker whole (checked, or filled): held, it is handed over as the
      // chunks it arrived in, without a temporary file.
      hold: isDocxClaim(originalName, mimeType) ? limits.uploadMemoryTotal : undefined,
    });
    sinks.push(sink);
    return sink;
  };
  try {
    // Loaded with the first multipart body: a server that takes no upload never holds the parser.
    const { Dicer } = await import('@fastify/busboy');
    let parts: ParsedParts;
    try {
      parts = await parseParts(Dicer, ctx.req, limits, createSink);
    } catch (error) {
      lingerAfterAnswer(ctx);
      throw multipartProblem(error, limits);
    }
    if (parts.notUtf8.length > 0) throw notUtf8Problem(parts.notUtf8);
    checkFileParts(parts.fileAsField, parts.otherFileParts, limits.messages);
    // A browser form whose file input was left empty sends a part with no name and no bytes: no file.
    const part = parts.file;
    const uploaded = part && (part.size > 0 || part.originalName) ? part : undefined;
    const data = formData(parts.fields);
    const chunks = uploaded?.sink.chunks();
    await use(
      uploaded
        ? {
            data,
            file: {
              source: uploaded.sink.source(),
              originalName: uploaded.originalName,
              mimeType: uploaded.mimeType,
              size: uploaded.size,
              ...(chunks && { chunks }),
            },
          }
        : { data },
    );
  } finally {
    await Promise.all(sinks.map((sink) => sink.dispose()));
  }
}

/** The body as an object of field names; anything else (an array, a string) is a 400. */
export function objectOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new RecordError(
      'bad_request',
      'The request body must be a JSON object of field names and values.',
    );
  }
  return body as Record<string, unknown>;
}

// The 400 naming the text parts that are not UTF-8: the first few, each name cut at 100 characters.
function notUtf8Problem(names: readonly string[]): RecordError {
  const shown = names.slice(0, 5).map((name) => `"${name.slice(0, 100)}"`);
  if (names.length > shown.length) shown.push(`${names.length - shown.length} more`);
  const which =
    names.length === 1 ? `form field ${shown[0]!} is` : `form fields ${shown.join(', ')} are`;
  return new RecordError(
    'bad_request',
    `The ${which} not valid UTF-8. Send text fields encoded as UTF-8.`,
  );
}

// `file` as a plain field: empty is a browser's untouched file input (no file); anything else is a
// client that forgot to send it as a file. A file in any other part is refused too.
function checkFileParts(
  fileAsField: readonly string[],
  otherFileParts: readonly string[],
  messages: Messages,
): void {
  if (fileAsField.some((value) => value !== '')) {
    throw new RecordError('invalid', 'The record data is invalid.', {
      fields: [{ field: 'file', message: messages.fileWithoutName() }],
    });
  }
  if (otherFileParts.length > 0) {
    throw new RecordError('invalid', 'The record data is invalid.', {
      fields: otherFileParts.map((name) => ({
        field: name,
        message: messages.fileInOtherPart(name),
      })),
    });
  }
}

// Multipart fields as the urlencoded parser would read them (nesting, repeated names become lists).
function formData(fields: readonly [string, string][]): Record<string, unknown> {
  const search = new URLSearchParams(fields);
  return objectOf(qs.parse(search.toString(), FORM_NAMES));
}
