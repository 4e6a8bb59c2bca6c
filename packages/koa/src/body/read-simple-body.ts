import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { finished, type Readable } from 'node:stream';
import { RecordError } from '@recordgate/core';
import inflate from 'inflation';
import type { Context } from 'koa';
import qs from 'qs';
import getRawBody from 'raw-body';
import { nonUtf8Escape } from '../calls/assert-utf8-query.js';
import { HttpProblem } from '../middleware/handle-errors.js';
import { lingerAfterAnswer, malformedBody, tooLarge } from './body-problems.js';
import { FORM_NAMES } from './read-multipart.js';

// A strict JSON body starts with an object or an array (RFC 8259 whitespace before it).
const JSON_START = /^[ \t\n\r]*[[{]/;
// A "__proto__" key, plain or with escaped letters: only then is the parsed value searched for one.
const PROTO_KEY =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
// A `%` not followed by two hex digits.
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * Reads a JSON (`form` false) or form-urlencoded body (docs/writing-records.md, "Bodies"): its bytes,
 * inflated when sent as gzip, deflate or br, up to `limit` (413 past it, as soon as the bytes pass
 * it). Bytes that are not UTF-8 and, in a form, percent-escapes that are broken or not UTF-8 are a
 * 400, naming the form field: nothing is replaced or kept literally without the client knowing.
 */
export async function readSimpleBody(ctx: Context, limit: number, form: boolean): Promise<unknown> {
  const bytes = await readBytes(ctx, limit);
  return form ? parseForm(bytes) : parseJson(bytes);
}

// The body's bytes, inflated as its Content-Encoding says, by `inflation` and `raw-body` (the readers
// koa-body used): read whole here, because only bytes tell UTF-8 from text decoded with replacements.
async function readBytes(ctx: Context, limit: number): Promise<Buffer> {
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase() || 'identity';
  if (!ENCODINGS.has(encoding)) {
    throw new HttpProblem(
      415,
      `The Content-Encoding "${encoding.slice(0, 40)}" is not supported. Send the body uncompressed, or as gzip, deflate or br.`,
    );
  }
  const declared = ctx.get('Content-Length');
  // `inflation` takes the encoding read here (trimmed, lower case) rather than the raw header; its
  // types do not name the option.
  const source = inflate(ctx.req, { encoding } as Parameters<typeof inflate>[1]);
  const decompressor = source === ctx.req ? undefined : source;
  const stop = decompressor && endWithRequest(ctx.req, decompressor);
  try {
    return await getRawBody(source, {
      limit,
      // The declared length counts the bytes as sent: checked only when they are not inflated.
      length: encoding === 'identity' && declared !== '' ? declared : undefined,
    });
  } catch (error) {
    throw readProblem(ctx, error, limit, encoding);
  } finally {
    // Once the read has settled, no one listens to the decompressor: it is closed (an error it met
    // later would have no listener) and the request is no longer watched for it.
    stop?.();
    decompressor?.destroy();
  }
}

const ENCODINGS = new Set(['identity', 'gzip', 'deflate', 'br']);

// `inflation` pipes the request into the decompressor, and a pipe passes on no abort: without this
// the decompressor, and the read of it, would wait for the rest of an aborted body forever. Returns
// the function that stops watching.
function endWithRequest(request: IncomingMessage, decompressor: Readable): () => void {
  return finished(request, (error) => {
    if (error && !request.complete) {
      decompressor.destroy(
        Object.assign(new Error('request aborted'), { type: 'request.aborted' }),
      );
    }
  });
}

// What went wrong while the bytes were read, as the client's problem: 413 past the limit (the rest
// is read and dropped while the connection closes), 400 for an aborted, short or corrupt body.
function readProblem(ctx: Context, error: unknown, limit: number, encoding: string): unknown {
  const { type } = error as { type?: unknown };
  if (type === 'entity.too.large') {
    lingerAfterAnswer(ctx);
    return tooLarge(limit, 'request body');
  }
  // Whatever of the body is left is read and dropped: the connection can take the next request.
  ctx.req.unpipe();
  ctx.req.resume();
  if (type === 'request.aborted')
    return new HttpProblem(400, 'The request was aborted before its body ended.');
  if (type === 'request.size.invalid') {
    return new HttpProblem(
      400,
      'The request body is not as long as its Content-Length says. Send the length of the body as sent.',
    );
  }
  if (typeof (error as { errno?: unknown }).errno === 'number') {
    return malformedBody(`it is not valid ${encoding}`);
  }
  return error;
}

function parseJson(bytes: Buffer): unknown {
  if (!isUtf8(bytes)) {
    throw new RecordError(
      'bad_request',
      'The request body is not valid UTF-8. Send the JSON text encoded as UTF-8 (a byte such as 0xFF never occurs in it).',
    );
  }
  const text = textOf(bytes);
  if (text === '') return {};
  if (!JSON_START.test(text)) throw malformedBody('it is not a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw malformedBody((error as Error).message);
  }
  if (PROTO_KEY.test(text) && holdsProtoKey(value)) {
    throw malformedBody('it holds a "__proto__" key');
  }
  return value;
}

function parseForm(bytes: Buffer): unknown {
  if (!isUtf8(bytes)) {
    throw new RecordError(
      'bad_request',
      `The form field "${nonUtf8Field(bytes)}" is not valid UTF-8. Send form values encoded as UTF-8, then percent-encoded.`,
    );
  }
  const text = textOf(bytes);
  if (text.includes('%')) assertEscapes(text);
  return qs.parse(text, FORM_NAMES);
}

// UTF-8 text without a byte order mark.
function textOf(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

// Whether a parsed JSON value has an own "__proto__" key anywhere, which later copying could turn
// into a prototype. Iterative: JSON may nest deeper than the call stack goes.
function holdsProtoKey(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    for (const child of Object.values(node)) pending.push(child);
  }
  return false;
}

// Every percent-escape of a form must be two hex digits, and each run of them UTF-8: qs would keep
// a broken one literally and read the bytes of a non-UTF-8 run as U+FFFD.
function assertEscapes(text: string): void {
  for (const pair of text.split('&')) {
    if (!pair.includes('%')) continue;
    const broken = BROKEN_ESCAPE.exec(pair);
    if (broken) {
      const escape = pair.slice(broken.index, broken.index + 3);
      throw new RecordError(
        'bad_request',
        `The form field "${fieldOf(pair)}" holds an invalid percent-escape ("${escape}"). Write a % sign as %25, and every other escape as % and two hex digits.`,
      );
    }
    const run = nonUtf8Escape(pair);
    if (run !== undefined) {
      throw new RecordError(
        'bad_request',
        `The form field "${fieldOf(pair)}" holds percent-encoded bytes that are not UTF-8 ("${run.slice(0, 40)}"). Encode the value as UTF-8 before percent-encoding it.`,
      );
    }
  }
}

// The field of the first name=value pair whose bytes are not UTF-8 (`&` never occurs inside a
// UTF-8 sequence, so the pairs can be cut at it).
function nonUtf8Field(bytes: Buffer): string {
  for (let start = 0; start < bytes.length;) {
    const at = bytes.indexOf(0x26, start);
    const end = at === -1 ? bytes.length : at;
    const pair = bytes.subarray(start, end);
    if (!isUtf8(pair)) return fieldOf(pair.toString('utf8'));
    start = end + 1;
  }
  return '';
}

// The field name of a name=value pair, decoded when it can be, cut to 100 characters.
function fieldOf(pair: string): string {
  const at = pair.indexOf('=');
  const name = (at === -1 ? pair : pair.slice(0, at)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(name).slice(0, 100);
  } catch {
    return name.slice(0, 100);
  }
}
