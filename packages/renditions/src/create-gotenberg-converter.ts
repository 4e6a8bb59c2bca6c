import { RecordError, type DocumentConverter } from '@recordgate/core';

/** Options of {@link createGotenbergConverter}. */
export interface GotenbergConverterOptions {
  /** The endpoint's base URL (`CONVERTER_URL`), without a trailing slash. */
  readonly url: string;
  /** A conversion answered later is given up (`RENDITION_TIMEOUT`). @default 60000 */
  readonly timeoutMs?: number;
}

const MEDIA_TYPES: Record<string, string> = {
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.docm': 'application/vnd.ms-word.document.macroEnabled.12',
  '.doc': 'application/msword',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.rtf': 'application/rtf',
};

/**
 * A converter that sends each conversion to a Gotenberg-compatible endpoint (`CONVERTER_URL`):
 * `POST {url}/forms/libreoffice/convert` with the document in multipart part `files`, the PDF in the
 * answer. Its identity is the endpoint's `GET {url}/version` (Gotenberg answers its version there).
 * A 4xx answer (the endpoint could not read the document) is a 422; no answer, a 5xx or a late one a
 * 503.
 */
export function createGotenbergConverter(options: GotenbergConverterOptions): DocumentConverter {
  const { url } = options;
  const timeoutMs = options.timeoutMs ?? 60_000;
  let closed = false;
  const down = (why: string, cause?: unknown) =>
    new RecordError('unavailable', 'The PDF converter does not answer. Try again shortly.', {
      cause,
      operatorMessage: `CONVERTER_URL ${url}: ${why}`,
    });
  const send = async (path: string, init: RequestInit = {}) => {
    if (closed) throw down('the server is stopping');
    try {
      return await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw down(`no answer within ${timeoutMs / 1000} s, or none at all`, error);
    }
  };
  return {
    async identify() {
      const answer = await send('/version');
      if (!answer.ok) throw down(`GET /version answered ${answer.status}`);
      return `gotenberg ${(await answer.text()).trim().slice(0, 200)}`;
    },
    async convert({ bytes, extension }) {
      const form = new FormData();
      const type = MEDIA_TYPES[extension] ?? 'application/octet-stream';
      form.append('files', new Blob([bytes], { type }), `document${extension}`);
      const answer = await send('/forms/libreoffice/convert', { method: 'POST', body: form });
      if (answer.status >= 400 && answer.status < 500) {
        const reason = (await answer.text()).slice(0, 300);
        throw new RecordError('invalid', 'The file cannot be converted to PDF.', {
          fields: [{ field: 'file', message: `The converter could not read this file: ${reason}` }],
        });
      }
      if (!answer.ok) throw down(`POST /forms/libreoffice/convert answered ${answer.status}`);
      const pdf = new Uint8Array(await answer.arrayBuffer());
      if (Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') {
        throw down('the answer to a conversion is not a PDF');
      }
      return pdf;
    },
    async close() {
      closed = true;
    },
  };
}
