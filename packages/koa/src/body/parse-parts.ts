import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { finished, Transform, type Readable } from 'node:stream';
import type { Dicer } from '@fastify/busboy';
import type { UploadSink } from './create-upload-sink.js';
import { boundaryOf, readPartHeaders, TRANSFER_ENCODINGS } from './part-headers.js';

/** Why a multipart body was not read: one of its limits, an abort, or bytes that are no multipart body. */
export type MultipartFailure =
  | 'file_too_large'
  | 'fields_too_large'
  | 'too_many_fields'
  | 'too_many_files'
  | 'aborted'
  | 'malformed';

/** A multipart body that could not be read, and why ({@link MultipartFailure}). */
export class MultipartError extends Error {
  constructor(
    readonly reason: MultipartFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The file of part `file`, written to its upload sink. */
export interface ParsedFile {
  readonly sink: UploadSink;
  /** The part's filename; `''` for a browser's empty file input. */
  readonly originalName: string;
  /** The part's Content-Type; `application/octet-stream` when it has none. */
  readonly mimeType: string;
  /** Bytes written to the sink. */
  size: number;
}

/** What {@link parseParts} read. */
export interface ParsedParts {
  /** The text fields in the order sent, name and value; `file` sent as text is in `fileAsField`. */
  readonly fields: [string, string][];
  /** Values of text parts named `file`. */
  readonly fileAsField: string[];
  /** The names of file parts other than `file` (their bytes are dropped). */
  readonly otherFileParts: string[];
  /** The names of text fields whose bytes are not UTF-8. */
  readonly notUtf8: string[];
  file?: ParsedFile;
}

/** The limits of {@link parseParts}. */
export interface PartLimits {
  /** Largest total of the text fields' values, in bytes. */
  readonly bodyLimit: number;
  /** Largest file, in bytes. */
  readonly uploadLimit: number;
}

/** The file part a sink is created for: its filename and declared type, as the part sent them. */
export interface SinkFor {
  readonly originalName: string;
  readonly mimeType: string;
}

/** The multipart splitter: Dicer of @fastify/busboy, loaded with the first multipart body. */
export type Splitter = typeof Dicer;

const MAX_FIELDS = 1000;

/**
 * Reads a multipart/form-data request: the text fields (their bytes checked as UTF-8), and the file
 * of part `file` into the sink `createSink` gives (one at most; a second is refused). A part is a
 * file when it has a filename (RFC 7578), whatever its Content-Type. Rejects with a
 * {@link MultipartError} as soon as a limit is passed, the client aborts or the body is not
 * multipart; the caller drops what still arrives.
 */
export function parseParts(
  Split: Splitter,
  req: IncomingMessage,
  limits: PartLimits,
  createSink: (file: SinkFor) => UploadSink,
): Promise<ParsedParts> {
  return new Promise((resolve, reject) => {
    const boundary = boundaryOf(req.headers['content-type']);
    if (!boundary) {
      reject(new MultipartError('malformed', 'its Content-Type names no boundary'));
      return;
    }
    const parts: ParsedParts = { fields: [], fileAsField: [], otherFileParts: [], notUtf8: [] };
    // Boyer-Moore-Horspool over the chunks as they come, the parts' bytes handed on as views of them.
    const dicer = new Split({ boundary });
    const open = new Set<Readable>();
    const writes: Promise<void>[] = [];
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopWatching();
      req.unpipe(dicer);
      for (const part of open) part.destroy();
      reject(error);
    };
    const read = partReader({ parts, limits, open, writes, fail, createSink });
    dicer.on('part', (part: Readable) => {
      // Dicer's own error says what went wrong; the part's would only repeat it.
      part.on('error', () => undefined);
      part.on('header', (headers: Record<string, string[]>) => {
        if (settled) part.resume();
        else read(part, headers);
      });
    });
    dicer.on('error', (error: Error) => fail(new MultipartError('malformed', error.message)));
    dicer.on('finish', () => {
      void Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        stopWatching();
        resolve(parts);
      });
    });
    // A client that leaves mid-body ends no stream: the request is watched for it.
    const stopWatching = finished(req, (error) => {
      if (error && !req.complete) {
        fail(new MultipartError('aborted', 'The request was aborted before its body ended.'));
      }
    });
    req.pipe(dicer);
  });
}

// Reads each part once its headers are known: a text field into `parts.fields`, the file of part
// `file` into a sink, other file parts dropped (their names noted).
function partReader(context: {
  readonly parts: ParsedParts;
  readonly limits: PartLimits;
  readonly open: Set<Readable>;
  readonly writes: Promise<void>[];
  readonly fail: (error: unknown) => void;
  readonly createSink: (file: SinkFor) => UploadSink;
}): (part: Readable, headers: Record<string, string[]>) => void {
  const { parts, limits, open, writes, fail, createSink } = context;
  let fieldCount = 0;
  let fieldBytes = 0;
  const readField = (part: Readable, name: string, base64: boolean) => {
    if (++fieldCount > MAX_FIELDS) {
      fail(new MultipartError('too_many_fields', `The form has more than ${MAX_FIELDS} fields.`));
      return;
    }
    const chunks: Buffer[] = [];
    part.on('data', (chunk: Buffer) => {
      fieldBytes += chunk.byteLength;
      if (fieldBytes > limits.bodyLimit) fail(new MultipartError('fields_too_large', 'fields'));
      else chunks.push(chunk);
    });
    part.on('end', () => {
      const sent = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const bytes = base64 ? Buffer.from(sent.toString('latin1'), 'base64') : sent;
      if (!isUtf8(bytes)) parts.notUtf8.push(name);
      if (name === 'file') parts.fileAsField.push(bytes.toString('utf8'));
      else parts.fields.push([name, bytes.toString('utf8')]);
    });
  };
  const readFile = (
    part: Readable,
    filename: string,
    mimeType: string | undefined,
    base64: boolean,
  ) => {
    const sent = { originalName: filename, mimeType: mimeType ?? 'application/octet-stream' };
    const file: ParsedFile = { sink: createSink(sent), ...sent, size: 0 };
    parts.file = file;
    open.add(part);
    const bytes = base64 ? part.pipe(base64Decoder()) : part;
    bytes.on('data', (chunk: Buffer) => {
      file.size += chunk.byteLength;
      if (file.size > limits.uploadLimit) fail(new MultipartError('file_too_large', 'file'));
    });
    // Piped, not through stream.pipeline, whose set-up cost a tenth of a 50 KB parse: on a failure
    // the parse is over anyway and the sink is disposed of.
    const sink = file.sink.stream;
    writes.push(
      new Promise<void>((resolve, reject) => {
        sink.once('finish', resolve).once('error', reject);
        bytes.once('error', reject).pipe(sink);
      }).then(() => void open.delete(part), fail),
    );
  };
  return (part, headers) => {
    const { name, filename, mimeType, transferEncoding } = readPartHeaders(headers);
    if (!TRANSFER_ENCODINGS.has(transferEncoding)) {
      part.resume();
      fail(new MultipartError('malformed', `unknown transfer-encoding "${transferEncoding}"`));
      return;
    }
    const base64 = transferEncoding === 'base64';
    if (filename === undefined) readField(part, name, base64);
    else if (name !== 'file') {
      parts.otherFileParts.push(name);
      part.resume();
    } else if (parts.file) {
      part.resume();
      fail(new MultipartError('too_many_files', 'files'));
    } else readFile(part, filename, mimeType, base64);
  };
}

// A part sent as base64 (Content-Transfer-Encoding), decoded four characters at a time.
function base64Decoder(): Transform {
  let rest = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = rest + chunk.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, '');
      const whole = text.length - (text.length % 4);
      rest = text.slice(whole);
      done(null, Buffer.from(text.slice(0, whole), 'base64'));
    },
    flush(done) {
      done(null, Buffer.from(rest, 'base64'));
    },
  });
}
