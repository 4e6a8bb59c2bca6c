import { tmpdir } from 'node:os';
import { messagesFor, type Language } from '@recordgate/core';
import type { Context } from 'koa';
import { HttpProblem } from '../middleware/handle-errors.js';
import { lingerAfterAnswer, tooLarge } from './body-problems.js';
import { createUploadMemory } from './create-upload-memory.js';
import { objectOf, readMultipart, type MultipartLimits } from './read-multipart.js';
import { readSimpleBody } from './read-simple-body.js';
import type { RequestBody } from './types.js';

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
  /**
   * Bytes of .docx uploads past `uploadMemoryLimit` held in memory at once, across calls, for the
   * render worker (ADR 0063); past it an upload goes to a temporary file. @default 64 MiB
   */
  readonly uploadMemoryTotal?: number;
  /** Language of the 422 messages about file parts. @default 'en' */
  readonly language?: Language;
}

/** Reads a POST body, hands it to `use`, and removes any temporary file afterwards. */
export type BodyReader = (ctx: Context, use: (body: RequestBody) => Promise<void>) => Promise<void>;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';
const ACCEPTED = [JSON_TYPE, FORM_TYPE, MULTIPART_TYPE];

/**
 * The body reader of create and update (docs/writing-records.md, "Bodies"): JSON objects,
 * form-urlencoded and multipart/form-data (fields plus the file in part `file`). Other types are 415;
 * malformed bodies, and text that is not UTF-8, 400; bodies over the limits 413 — refused from
 * `Content-Length` before reading when it is declared, otherwise as soon as the streamed bytes pass
 * the limit, so an oversized upload is never held whole.
 */
export function createBodyReader(options: BodyReaderOptions): BodyReader {
  const { bodyLimit } = options;
  const multipart: MultipartLimits = {
    bodyLimit,
    uploadLimit: options.uploadLimit,
    uploadDirectory: options.uploadDirectory ?? tmpdir(),
    uploadMemoryLimit: options.uploadMemoryLimit ?? 1024 * 1024,
    uploadMemoryTotal: createUploadMemory(options.uploadMemoryTotal ?? 64 * 1024 * 1024),
    messages: messagesFor(options.language ?? 'en'),
  };
  return async (ctx, use) => {
    if (!hasBody(ctx)) return use({ data: {} });
    if (!ctx.is(ACCEPTED)) {
      throw new HttpProblem(
        415,
        `The body type "${ctx.get('Content-Type') || 'none'}" is not supported. Send ${ACCEPTED.join(', ')}.`,
      );
    }
    if (ctx.is(MULTIPART_TYPE)) return readMultipart(ctx, multipart, use);
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > bodyLimit) {
      lingerAfterAnswer(ctx);
      throw tooLarge(bodyLimit, 'request body');
    }
    return use({
      data: objectOf(await readSimpleBody(ctx, bodyLimit, ctx.is(FORM_TYPE) !== false)),
    });
  };
}

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  return ctx.get('Transfer-Encoding') !== '' || (length !== '' && length !== '0');
}
