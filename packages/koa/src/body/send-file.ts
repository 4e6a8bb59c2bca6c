import type { DownloadResult } from '@recordgate/core';
import type { Context } from 'koa';
import { noneMatchNames } from '../calls/conditional-requests.js';
import { HttpProblem } from '../middleware/handle-errors.js';

const PLAIN_MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/;

/**
 * Answers the download call with a stored file: its media type, length, a `Content-Disposition`
 * attachment whose name is safe for any client (an ASCII fallback plus the UTF-8 name, RFC 6266), and
 * the content hash as a strong `ETag` (a PDF rendition's names the converter too); a matching `If-None-Match` gets 304 without the body, a
 * malformed one 400 as on view. A range
 * is answered 206 with `Content-Range`, an unsatisfiable one 416 with `Content-Range: bytes *\/SIZE`.
 */
export function sendFile(
  ctx: Context,
  { record, stream, size, range, entity, bytes }: DownloadResult,
): void {
  const sha256 = entity?.tag ?? String(record.file_sha256);
  let matched: boolean;
  try {
    // Read as view reads it: a malformed header is the same 400.
    matched = noneMatchNames(ctx, sha256);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  ctx.set('ETag', `"${sha256}"`);
  ctx.set('Cache-Control', 'private, no-cache');
  if (matched) {
    stream.destroy();
    ctx.status = 304;
    return;
  }
  if (range === 'unsatisfiable') {
    stream.destroy();
    // The 416 is an error body, not the file: no validator of the file on it.
    ctx.remove('ETag');
    throw new HttpProblem(416, unsatisfiable(ctx.get('Range').slice(0, 100), size), {
      'Content-Range': `bytes */${size}`,
      'Accept-Ranges': 'bytes',
    });
  }
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set(
    'Content-Disposition',
    contentDisposition(entity?.fileName ?? String(record.file_name ?? 'file')),
  );
  // As stored: `ctx.type` would add a charset to text types, which the bytes may not be in.
  ctx.set('Content-Type', mediaTypeOf(entity?.mediaType ?? record.file_mime));
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  }
  ctx.length = range ? range.end - range.start + 1 : size;
  if (ctx.method === 'HEAD') {
    // Koa writes no body for HEAD and would leave the file open.
    stream.destroy();
    ctx.status = range ? 206 : 200;
    return;
  }
  if (bytes && !range) {
    // Held in memory already (a PDF just made): written as they are, without a stream's pipeline.
    stream.destroy();
    ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return;
  }
  ctx.body = stream;
}

// The stored media type (core keeps only a plain type/subtype); anything else as bytes.
function mediaTypeOf(stored: unknown): string {
  return typeof stored === 'string' && PLAIN_MEDIA_TYPE.test(stored)
    ? stored
    : 'application/octet-stream';
}

// The 416 message: which bytes there are to ask for, if any.
function unsatisfiable(range: string, size: number): string {
  if (size === 0) {
    return `The Range ${range} asks for bytes of an empty file, which has no bytes to ask for. Send no Range to download it.`;
  }
  return `The Range ${range} asks for no byte of this ${size}-byte file. Ask for bytes 0-${size - 1} or a part of them (bytes=0-1023, bytes=1024-, bytes=-500), or send no Range for the whole file.`;
}

/**
 * `attachment; filename="…"` with a quoted ASCII name (other characters as `_`), plus `filename*` with
 * the UTF-8 name (RFC 5987) when the name is not plain ASCII: every client gets a usable, harmless name.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '\\$&');
  const header = `attachment; filename="${ascii}"`;
  if (/^[\x20-\x7e]*$/.test(name)) return header;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${header}; filename*=UTF-8''${encoded}`;
}
