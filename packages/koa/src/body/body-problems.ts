import { formatBytes } from '@recordgate/docx';
import type { errors as FormidableErrors } from 'formidable';
import { HttpProblem } from '../middleware/handle-errors.js';

/** 413 for a body part past its limit; the connection closes, so the rest is not read. */
export function tooLarge(limit: number, what: string): HttpProblem {
  return new HttpProblem(
    413,
    `The ${what} is larger than the limit of ${formatBytes(limit)}. Send a smaller one.`,
    { Connection: 'close' },
  );
}

/**
 * JSON and form parser failures as the client should read them: too large (413), bad charset (415),
 * malformed (400).
 */
export function simpleBodyProblem(error: Error, limit: number): HttpProblem {
  const status = (error as { status?: unknown }).status;
  if (status === 413) return tooLarge(limit, 'request body');
  if (status === 415)
    return new HttpProblem(415, 'The request body has an unsupported charset; send UTF-8.');
  return new HttpProblem(
    400,
    `The request body is malformed: ${error.message.slice(0, 200)}. Send a valid JSON object or form data.`,
  );
}

/** Multipart parser failures: a limit passed (413); too many files, aborted or malformed (400). */
export function multipartProblem(
  error: unknown,
  { bodyLimit, uploadLimit }: { readonly bodyLimit: number; readonly uploadLimit: number },
  formidableErrors: typeof FormidableErrors,
): HttpProblem {
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
