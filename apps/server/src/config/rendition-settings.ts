import { countOf, httpUrl, onOrOff, secondsAsMs } from './setting-schemas.js';

/** The PDF rendition settings of {@link SETTINGS} (`config.renditions`): the converter and its bounds. */
export const RENDITION_SETTINGS = {
  concurrency: {
    name: 'RENDITION_CONCURRENCY',
    schema: countOf('conversions').prefault('1'),
    description:
      'PDF conversions at once on this node (in each process of `serve --workers`), each in a LibreOffice of its own; more wait, and past 16 waiting per converter a request gets 503 ([documents.md](documents.md#pdf-renditions))',
  },
  timeoutMs: {
    name: 'RENDITION_TIMEOUT',
    schema: secondsAsMs.prefault('60'),
    description:
      'seconds a PDF conversion may take; then its LibreOffice is killed and the answer is 503 with `Retry-After`',
  },
  converterUrl: {
    name: 'CONVERTER_URL',
    schema: httpUrl.optional(),
    description:
      'a Gotenberg-compatible endpoint converting instead of the local LibreOffice (`POST {CONVERTER_URL}/forms/libreoffice/convert`)',
  },
  eager: {
    name: 'RENDITIONS_EAGER',
    schema: onOrOff.prefault('false'),
    description:
      '`true`: convert each uploaded word-processing file to PDF in the background after its write commits, so the first `format=pdf` download is already fast',
  },
} as const;
