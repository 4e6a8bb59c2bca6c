import { tmpdir } from 'node:os';
import {
  messagesFor,
  RecordError,
  type Language,
  type Messages,
  type UploadedFile,
} from '@recordgate/core';
import formidable, { errors as formidableErrors, type File } from 'formidable';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import qs from 'qs';
import { createUploadSink, type UploadSink } from './create-upload-sink.js';
import { HttpProblem } from '../middleware/handle-errors.js';

/** A create or update body as the call handlers receive it. */
export interface RequestBody {
  /** Field name → value as sent (JSON values, or strings from a form). */
  readonly data: Record<string, unknown>;
  /**
   * The file of multipart part `file`: in memory up to {@link BodyReaderOptions.uploadMemoryLimit},
   * otherwise in a temporary file that is removed when the call ends (whether it succeeded or not).
   * Absent when the body carried no file.
   */
  readonly file?: UploadedFile;
}

/** Options of {@link createBodyReader}. */
export interface BodyReaderOptions {
  /** Largest JSON or form body, and the largest total of multipart fields, in bytes. */
  readonly bodyLimit: number;
  /** Largest uploaded file, in bytes. */
  readonly uploadLimit: number;
  /** Where uploads past the memory limit are kept while a call runs. @default the system's temporary directory */
  readonly uploadDirectory?: string;
  /** Bytes of an upload kept in memory; a larger one goes to a temporary file. @default 1 MiB */
  readonly uploadMemoryLimit?: number;
  /** Language of the 422 messages about file parts. @default 'en' */
  readonly language?: Language;
}

/** Reads a POST body, hands it to `use`, and removes any temporary file afterwards. */
export type BodyReader = (ctx: Context, use: (body: RequestBody) => Promise<void>) => Promise<void>;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';
const ACCEPTED = [JSON_TYPE, FORM_TYPE, MULTIPART_TYPE];
// Form field names follow the urlencoded parser: `company[name]` and `company.name` both nest.
const FORM_NAMES = { allowDots: true, depth: 2, parameterLimit: 1000 } as const;

/**
 * The body reader of create and update (decisions.md, "Writes"): JSON objects, form-urlencoded and
 * multipart/form-data (fields plus the file in part `file`). Other types are 415, malformed bodies
 * 400, bodies over the limits 413 — refused from `Content-Length` before reading when it is declared,
 * otherwise as soon as the streamed bytes pass the limit, so an oversized upload is never held whole.
 */
export function createBodyReader(options: BodyReaderOptions): BodyReader {
  const { bodyLimit, uploadLimit } = options;
  const uploadDirectory = options.uploadDirectory ?? tmpdir();
  const uploadMemoryLimit = options.uploadMemoryLimit ?? 1024 * 1024;
  const messages = messagesFor(options.language ?? 'en');
  const parseSimple = koaBody({
    json: true,
    urlencoded: true,
    multipart: false,
    text: false,
    jsonLimit: bodyLimit,
    formLimit: bodyLimit,
    jsonStrict: true,
    queryString: FORM_NAMES,
    onError: (error) => {
      throw simpleBodyProblem(error, bodyLimit);
    },
  });

  return async (ctx, use) => {
    if (!hasBody(ctx)) return use({ data: {} });
    if (!ctx.is(ACCEPTED)) {
      throw new HttpProblem(
        415,
        `The body type "${ctx.get('Content-Type') || 'none'}" is not supported. Send ${ACCEPTED.join(', ')}.`,
      );
    }
    if (ctx.is(MULTIPART_TYPE))
      return readMultipart(
        ctx,
        { bodyLimit, uploadLimit, uploadDirectory, uploadMemoryLimit, messages },
        use,
      );
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > bodyLimit) throw tooLarge(bodyLimit, 'request body');
    await parseSimple(ctx, async () => {});
    return use({ data: objectOf(ctx.request.body) });
  };
}

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  return ctx.get('Transfer-Encoding') !== '' || (length !== '' && length !== '0');
}

async function readMultipart(
  ctx: Context,
  {
    bodyLimit,
    uploadLimit,
    uploadDirectory,
    uploadMemoryLimit,
    messages,
  }: Omit<Required<BodyReaderOptions>, 'language'> & { messages: Messages },
  use: (body: RequestBody) => Promise<void>,
): Promise<void> {
  // The boundary lines and part headers add a little to fields plus file; 64 KiB covers them.
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > bodyLimit + uploadLimit + 65536) throw tooLarge(uploadLimit, 'upload');

  // Every file part's sink; each is disposed of when the call ends, removing a temporary file even
  // when the request failed while it was being written.
  const sinks = new Map<unknown, UploadSink>();
  try {
    const otherFileParts: string[] = [];
    const form = formidable({
      fileWriteStreamHandler: (file) => {
        const sink = createUploadSink({
          memoryLimit: uploadMemoryLimit,
          directory: uploadDirectory,
        });
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
        otherFileParts.push(name ?? '');
        return false;
      },
    });
    // RFC 7578: a part is a file when it has a filename, whatever its Content-Type. formidable goes by
    // Content-Type alone, which would take a typed field (`-F 'title=x;type=text/plain'`) for a file
    // and an untyped file for a field.
    form.onPart = (part) => {
      if (part.originalFilename === null || part.originalFilename === undefined)
        part.mimetype = null;
      else part.mimetype ||= 'application/octet-stream';
      form._handlePart(part);
    };
    let fields: formidable.Fields;
    let files: formidable.Files;
    try {
      [fields, files] = await form.parse(ctx.req);
    } catch (error) {
      lingerAfterAnswer(ctx);
      throw multipartProblem(error, bodyLimit, uploadLimit);
    }
    // `file` as a plain field: empty is a browser's untouched file input (no file); anything else is a
    // client that forgot to send it as a file.
    const { file: fileAsField, ...plainFields } = fields;
    if (fileAsField?.some((value) => value !== '')) {
      throw new RecordError('invalid', 'The record data is invalid.', {
        fields: [
          {
            field: 'file',
            message: messages.fileWithoutName(),
          },
        ],
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

// A lingering close for a body refused while the client is still sending it: after the answer the
// connection stops sending but reads and drops what still arrives, for at most a second. Closing at
// once would leave those bytes unread, the kernel would reset the connection, and the client could
// lose the 413 before reading it.
function lingerAfterAnswer(ctx: Context): void {
  const socket = ctx.req.socket;
  ctx.req.resume();
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}

// Multipart fields as the urlencoded parser would read them (nesting, repeated names become lists).
function formData(fields: formidable.Fields): Record<string, unknown> {
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of values ?? []) search.append(name, value);
  }
  return objectOf(qs.parse(search.toString(), FORM_NAMES));
}

function objectOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new RecordError(
      'bad_request',
      'The request body must be a JSON object of field names and values.',
    );
  }
  return body as Record<string, unknown>;
}

function tooLarge(limit: number, what: string): HttpProblem {
  return new HttpProblem(
    413,
    `The ${what} is larger than the limit of ${formatBytes(limit)}. Send a smaller one.`,
    { Connection: 'close' },
  );
}

// JSON and form parser failures as the client should read them: too large (413), bad charset (415),
// malformed (400).
function simpleBodyProblem(error: Error, limit: number): HttpProblem {
  const status = (error as { status?: unknown }).status;
  if (status === 413) return tooLarge(limit, 'request body');
  if (status === 415)
    return new HttpProblem(415, 'The request body has an unsupported charset; send UTF-8.');
  return new HttpProblem(
    400,
    `The request body is malformed: ${error.message.slice(0, 200)}. Send a valid JSON object or form data.`,
  );
}

function multipartProblem(error: unknown, bodyLimit: number, uploadLimit: number): HttpProblem {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return tooLarge(uploadLimit, 'uploaded file');
    case formidableErrors.maxFieldsSizeExceeded:
      return tooLarge(bodyLimit, 'total of the form fields');
    case formidableErrors.maxFieldsExceeded:
      return new HttpProblem(413, 'The form has more than 1000 fields.', { Connection: 'close' });
    case formidableErrors.maxFilesExceeded:
      return new HttpProblem(400, 'The form carries more than one file; send one, in part "file".');
    case formidableErrors.aborted:
      return new HttpProblem(400, 'The request was aborted before its body ended.');
    default:
      return new HttpProblem(
        400,
        `The multipart body is malformed: ${String((error as Error).message).slice(0, 200)}. Send multipart/form-data with a boundary.`,
      );
  }
}

/** `26214400` → `25 MiB`; `1048576` → `1 MiB`; other sizes in bytes. */
function formatBytes(bytes: number): string {
  if (bytes >= 1048576 && bytes % 1048576 === 0) return `${bytes / 1048576} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * Reads a size option: a number of bytes, or a string like `512kb`, `1mb`, `25MiB` (units of 1024).
 * Throws on anything else, so a typo in the configuration fails at start-up.
 */
export function parseByteSize(value: number | string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$/i.exec(String(value));
  if (!match) {
    throw new RecordError(
      'invalid',
      `"${String(value)}" is not a size. Write a number of bytes or a size like 512kb, 1mb, 25mb.`,
    );
  }
  const unit = (match[2] ?? 'b').toLowerCase().replace('i', '');
  const factor = { b: 1, kb: 1024, mb: 1048576, gb: 1073741824 }[unit] ?? 1;
  return Math.floor(Number(match[1]) * factor);
}
