import { errorResponses } from './error-responses.js';
import type { Json } from './types.js';

/**
 * The HEAD operation of a GET operation: the server answers HEAD on every GET path with the GET's
 * status and headers and no body (RFC 9110, 9.3.2), so a client may check a record, a list's count or
 * a file's size without loading it. Shared error responses are written out without their content.
 */
export function headOperation(get: Json): Json {
  const errors = errorResponses();
  const responses: Json = {};
  for (const [status, response] of Object.entries(get.responses as Json)) {
    const reference = (response as Json).$ref as string | undefined;
    const resolved = reference ? (errors[reference.split('/').pop()!] as Json) : (response as Json);
    const { content: _content, ...rest } = structuredClone(resolved);
    responses[status] = rest;
  }
  const id = String(get.operationId).replace(/Get$/, '');
  return {
    ...structuredClone(get),
    operationId: `${id}Head`,
    summary: `${String(get.summary)}: headers only (HEAD)`,
    responses,
  };
}
