import { DOWNLOAD_FORMATS, RecordError, type DownloadFormat } from '@recordgate/core';
import type { ReadParameter } from './types.js';

/**
 * `format` of download (docs/documents.md, "PDF renditions"): `original` (the default, the file as
 * stored) or `pdf`; any other value is a 400 naming the accepted ones.
 */
export const FORMAT: ReadParameter<DownloadFormat> = {
  name: 'format',
  in: 'query',
  single: true,
  invalid: ['', 'PDF', 'docx', 'txt'],
  document: {
    component: {
      required: false,
      description:
        '`pdf`: the file as PDF. Word-processing files (.docx, .doc, .odt, .rtf) are converted, a PDF is answered as it is, any other file is a 406. `original` (the default): the file as stored.',
      schema: { type: 'string', enum: [...DOWNLOAD_FORMATS], default: 'original' },
    },
  },
  parse(raw) {
    if (raw === undefined) return 'original';
    const known: readonly string[] = DOWNLOAD_FORMATS;
    if (known.includes(raw)) return raw as DownloadFormat;
    throw new RecordError(
      'bad_request',
      `The query parameter "format" must be one of ${DOWNLOAD_FORMATS.join(', ')}; "${raw.slice(0, 40)}" is not. Send format=pdf for a PDF, or leave it out for the file as stored.`,
    );
  },
};
