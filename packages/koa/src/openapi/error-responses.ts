import { ERROR_STATUS, STATUS_NAME } from '../error-status.js';
import type { CallDefinition } from '../calls/types.js';
import { ID } from '../parameters/record-parameters.js';
import { callHeaders } from './response-parts.js';
import type { Json } from './types.js';

/** The Yii2 error body and the 422 list of field errors (`components.schemas`). */
export function errorSchemas(): Json {
  return {
    Error: {
      type: 'object',
      description: 'The Yii2 error body.',
      required: ['name', 'message', 'code', 'status'],
      properties: {
        name: { type: 'string', examples: ['Not Found'] },
        message: { type: 'string', description: 'What was wrong and how to fix it.' },
        code: { type: 'integer', const: 0 },
        status: { type: 'integer', examples: [404] },
      },
    },
    ValidationErrors: {
      type: 'array',
      description: 'One entry per field that failed validation (Yii2).',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  };
}

const ERROR_HINTS: Record<number, string> = {
  400: 'A header value or query parameter is malformed or names something unknown; the message lists the valid names.',
  401: 'The API key is missing, malformed, invalid, expired or revoked.',
  403: 'The caller may read the record but not change or delete it.',
  404: 'No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of.',
  405: 'The method is not allowed on this path; `Allow` lists the allowed ones.',
  406: 'The file cannot be answered in the `format` asked for: only word-processing files (.docx, .doc, .odt, .rtf) are converted to PDF; the message names them.',
  409: 'The change conflicts with another record (for example a unique value, or rows of another application that refer to the record deleted).',
  412: '`If-Match` names no current version of the record: reload it and try again.',
  413: 'The request body is larger than the configured limit.',
  415: 'The body type is not supported.',
  416: 'No byte of the file lies in `Range`; `Content-Range: bytes */SIZE` tells the file’s size.',
  422: 'Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says).',
  429: 'Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds.',
  500: 'An unexpected failure; the message carries the request id.',
  503: 'The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds.',
};

/** One response per error status (`components.responses`), each with its headers and an example. */
export function errorResponses(): Json {
  const statuses = new Set<number>([
    ...Object.values(ERROR_STATUS).map((e) => e.status),
    405,
    415,
    416,
    429,
    500,
  ]);
  const responses: Json = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    // 401 is answered before the key is known: no rate-limit headers.
    const headers: Json =
      status === 401 ? { 'X-Request-Id': callHeaders()['X-Request-Id'] } : callHeaders();
    if (status === 401)
      headers['WWW-Authenticate'] = { schema: { type: 'string', const: 'Bearer realm="api"' } };
    if (status === 405) headers.Allow = { schema: { type: 'string' } };
    if (status === 416) {
      headers['Content-Range'] = { schema: { type: 'string', pattern: '^bytes \\*/\\d+$' } };
      headers['Accept-Ranges'] = { schema: { type: 'string', const: 'bytes' } };
    }
    if (status === 503 || status === 429) headers['Retry-After'] = { schema: { type: 'integer' } };
    const schema =
      status === 422
        ? {
            oneOf: [
              { $ref: '#/components/schemas/ValidationErrors' },
              { $ref: '#/components/schemas/Error' },
            ],
          }
        : { $ref: '#/components/schemas/Error' };
    responses[String(status)] = {
      description: `${STATUS_NAME[status] ?? 'Error'}: ${ERROR_HINTS[status] ?? ''}`.trim(),
      headers,
      content: {
        'application/json': {
          schema,
          ...(status === 422
            ? { example: [{ field: 'title', message: 'Title cannot be blank.' }] }
            : {
                example: {
                  name: STATUS_NAME[status],
                  message: ERROR_HINTS[status],
                  code: 0,
                  status,
                },
              }),
        },
      },
    };
  }
  return responses;
}

/**
 * The error statuses of a call: those of every call, 400 for a call with a declared parameter it may
 * refuse, 404 for one that takes `id` (it names a record), and the call's own (`CallDefinition.errors`).
 */
export function errorStatusesOf(call: CallDefinition): number[] {
  const statuses = [401, 405, 429, 500, 503];
  if (call.parameters.some((parameter) => parameter.invalid.length > 0)) statuses.push(400);
  if (call.parameters.includes(ID)) statuses.push(404);
  statuses.push(...call.errors);
  return statuses.sort((a, b) => a - b);
}
