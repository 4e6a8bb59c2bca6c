import { formatBytes } from '@recordgate/docx';
import type { Context } from 'koa';
import { HttpProblem } from '../middleware/handle-errors.js';
import { MultipartError } from './parse-parts.js';

/** 413 for a body part past its limit; the connection closes, so the rest is not read. */
export function tooLarge(limit: number, what: string): HttpProblem {
  return new HttpProblem(
    413,
    `The ${what} is larger than the limit of ${formatBytes(limit)}. Send a smaller one.`,
    { Connection: 'close' },
  );
}

/** 400 for a JSON or form body that does not parse; `detail` says what is wrong with it. */
export function malformedBody(detail: string): HttpProblem {
  return new HttpProblem(
    400,
    `The request body is malformed: ${detail.slice(0, 200)}. Send a valid JSON object or form data.`,
  );
}

/**
 * A lingering close for a body refused while the client is still sending it: after the answer the
 * connection stops sending but reads and drops what still arrives, for at most a second. Closing at
 * once would leave those bytes unread, the kernel would reset the connection, and the client could
 * lose the 413 before reading it.
 */
export function lingerAfterAnswer(ctx: Context): void {
  const socket = ctx.req.socket;
  // A request piped into a paused decompressor would stay paused: it is read here instead.
  ctx.req.unpipe();
  ctx.req.resume();
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}

/** Multipart parser failures: a limit passed (413); too many files, aborted or malformed (400). */
export function multipartProblem(
  error: unknown,
  { bodyLimit, uploadLimit }: { readonly bodyLimit: number; readonly uploadLimit: number },
): HttpProblem {
  switch (error instanceof MultipartError ? error.reason : undefined) {
    case 'file_too_large':
      return tooLarge(uploadLimit, 'uploaded file');
    case 'fields_too_large':
      return tooLarge(bodyLimit, 'total of the form fields');
    case 'too_many_fields':
      return new HttpProblem(413, 'The form has more than 1000 fields.', { Connection: 'close' });
    case 'too_many_files':
      return new HttpProblem(400, 'The form carries more than one file; send one, in part "file".');
    case 'aborted':
      return new HttpProblem(400, 'The request was aborted before its body ended.');
    default:
      return new HttpProblem(
        400,
        `The multipart body is malformed: ${String((error as Error).message).slice(0, 200)}. Send multipart/form-data with a boundary.`,
      );
  }
}
