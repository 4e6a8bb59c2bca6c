import { isUtf8 } from 'node:buffer';
import { finished } from 'node:stream';
import { RecordError, type Messages } from '@recordgate/core';
import type { default as formidable, File } from 'formidable';
import type { Context } from 'koa';
import qs from 'qs';
import { lingerAfterAnswer, multipartProblem, tooLarge } from './body-problems.js';
import { createUploadSink, type UploadSink } from './create-upload-sink.js';
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

  // Every file part's sink; each is disposed of when the call ends, removing a temporary file even
  // when the request failed while it was being written.
  const sinks = new Map<unknown, UploadSink>();
  // Loaded with the first multipart body: a server that takes no upload never holds the parser.
  const parser = await import('formidable');
  try {
    const found: FoundParts = { otherFileParts: [], notUtf8: [] };
    const form = createForm(parser.default, limits, sinks, found);
    // formidable hears of an abort only through the request's `aborted` event, which has come and
    // gone when the client left before the parse began (while the caller was authenticated, say):
    // the request is watched here too, and its end without the whole body ends the parse.
    const stop = finished(ctx.req, (error) => {
      if (error && !ctx.req.complete) form.emit('error', { code: parser.errors.aborted });
    });
    let fields: formidable.Fields;
    let files: formidable.Files;
    try {
      [fields, files] = await form.parse(ctx.req);
    } catch (error) {
      lingerAfterAnswer(ctx);
      throw multipartProblem(error, limits, parser.errors);
    } finally {
      stop();
    }
    if (found.notUtf8.length > 0) throw notUtf8Problem(found.notUtf8);
    const { file: fileAsField, ...plainFields } = fields;
    checkFileParts(fileAsField, found.otherFileParts, limits.messages);
    // A browser form whose file input was left empty sends a part with no name and no bytes: no file.
    const part: File | undefined = files.file?.[0];
    const uploaded = part && (part.size > 0 || part.originalFilename) ? part : undefined;
    const data = formData(plainFields);
    await use(
      uploaded
        ? {
            data,
            file: {
              source: sinks.get(uploaded)!.source(),
              originalName: uploaded.originalFilename ?? '',
              mimeType: uploaded.mimetype ?? 'application/octet-stream',
              size: uploaded.size,
            },
          }
        : { data },
    );
  } finally {
    await Promise.all([...sinks.values()].map((sink) => sink.dispose()));
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

/** What the parser of one body notes about its parts, to be answered once it has read them all. */
interface FoundParts {
  /** The names of file parts other than `file`. */
  readonly otherFileParts: string[];
  /** The names of text fields whose bytes are not UTF-8. */
  readonly notUtf8: string[];
}

// The parser of one body: at most one file, in part `file` (others are noted in `found`), written
// to an upload sink kept in `sinks`.
function createForm(
  parse: typeof formidable,
  { bodyLimit, uploadLimit, uploadDirectory, uploadMemoryLimit }: MultipartLimits,
  sinks: Map<unknown, UploadSink>,
  found: FoundParts,
): ReturnType<typeof formidable> {
  const form = parse({
    fileWriteStreamHandler: (file) => {
      const sink = createUploadSink({ memoryLimit: uploadMemoryLimit, directory: uploadDirectory });
      sinks.set(file, sink);
      return sink.stream;
    },
    maxFiles: 1,
    maxFileSize: uploadLimit,
    maxTotalFileSize: uploadLimit,
    maxFields: 1000,
    maxFieldsSize: bodyLimit,
    allowEmptyFiles: true,
    minFileSize: 0,
    filter: ({ name }) => {
      if (name === 'file') return true;
      found.otherFileParts.push(name ?? '');
      return false;
    },
  });
  // RFC 7578: a part is a file when it has a filename, whatever its Content-Type. formidable goes by
  // Content-Type alone, which would take a typed field (`-F 'title=x;type=text/plain'`) for a file
  // and an untyped file for a field.
  form.onPart = (part) => {
    if (part.originalFilename === null || part.originalFilename === undefined) {
      part.mimetype = null;
      // formidable decodes a field with its Content-Transfer-Encoding as the charset: latin1 for
      // `binary`, base64 again for `base64` (the bytes it hands over are already decoded), and an
      // unhandled rejection for `7bit`/`8bit`. The bytes are text in UTF-8.
      (part as typeof part & { transferEncoding: string }).transferEncoding = 'utf-8';
      checkUtf8(part, found.notUtf8);
    } else {
      part.mimetype ||= 'application/octet-stream';
    }
    // A failure in formidable's part handling ends the parse (400) instead of going unhandled.
    (form._handlePart(part) as unknown as Promise<void>).catch((error: unknown) =>
      form.emit('error', error),
    );
  };
  return form;
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

// Notes the name of a text part whose bytes are not UTF-8 (formidable would put U+FFFD in their
// place). File parts are bytes of any kind and never checked.
function checkUtf8(part: formidable.Part, notUtf8: string[]): void {
  const chunks: Buffer[] = [];
  part.on('data', (chunk: Buffer) => chunks.push(chunk));
  part.on('end', () => {
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    if (!isUtf8(bytes)) notUtf8.push(part.name ?? '');
  });
}

// `file` as a plain field: empty is a browser's untouched file input (no file); anything else is a
// client that forgot to send it as a file. A file in any other part is refused too.
function checkFileParts(
  fileAsField: string[] | undefined,
  otherFileParts: readonly string[],
  messages: Messages,
): void {
  if (fileAsField?.some((value) => value !== '')) {
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
function formData(fields: formidable.Fields): Record<string, unknown> {
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of values ?? []) search.append(name, value);
  }
  return objectOf(qs.parse(search.toString(), FORM_NAMES));
}
