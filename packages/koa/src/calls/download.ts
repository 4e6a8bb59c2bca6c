import { sendFile } from '../body/send-file.js';
import { notModifiedResponse, callHeaders } from '../openapi/response-parts.js';
import { IF_NONE_MATCH, IF_RANGE, RANGE } from '../parameters/conditional-headers.js';
import { parseRange } from '../parameters/parse-range.js';
import { readParameter } from '../parameters/read-parameter.js';
import { FORMAT } from '../parameters/format-parameter.js';
import { ID, VERSION } from '../parameters/record-parameters.js';
import type { CallDefinition } from './types.js';

const ETAG = {
  description:
    'The file’s SHA-256 (for a converted PDF, with the converter’s name after a dot), as a strong entity tag; `If-Range` takes it.',
  schema: { type: 'string' },
};
const CONTENT_DISPOSITION = {
  description:
    'attachment with the file’s name (ASCII fallback plus RFC 5987 UTF-8 name); for `format=pdf`, with the extension replaced by `.pdf`.',
  schema: { type: 'string' },
};
const ACCEPT_RANGES = {
  description: 'Always `bytes`: `Range` may ask for a part of the file.',
  schema: { type: 'string', const: 'bytes' },
};

/**
 * The download call (docs/documents.md): the file of a record, or with `version` one of its file
 * versions, whole or a range of it, under the access rules of view.
 */
export const download: CallDefinition<'download'> = {
  name: 'download',
  path: '/download',
  methods: ['GET'],
  parameters: [ID, VERSION, FORMAT, IF_NONE_MATCH, RANGE, IF_RANGE],
  summary: 'Download the file',
  description:
    'The file stored with the record (uploaded in multipart part `file` with create or update), or with `version` that file version (see the versions call), under the same access rules as view. With `format=pdf`, the file as PDF: a word-processing file is converted (the PDF is kept, so the next download converts nothing), a PDF answered as it is; any other file is a 406. A file the converter cannot read is a 422; a converter that is busy, down or missing a 503 with `Retry-After`.',
  errors: [406, 416, 422],
  documentedFor: (type) => type.fieldsByName.has('file_sha256'),

  async handle(ctx, { type, actor }, { records }) {
    // Range applies to GET only (RFC 9110 §14.2); a HEAD answers as the whole file would.
    const asked =
      ctx.method === 'GET'
        ? parseRange(readParameter(ctx, RANGE), readParameter(ctx, IF_RANGE))
        : undefined;
    const download = await records.download({
      actor,
      type: type.name,
      id: readParameter(ctx, ID),
      version: readParameter(ctx, VERSION),
      format: readParameter(ctx, FORMAT),
      ...(asked && { range: asked.range }),
      ...(asked?.ifFile !== undefined && { rangeIfFile: asked.ifFile }),
    });
    sendFile(ctx, download);
  },

  responses: () => ({
    '200': {
      description:
        'The stored file, with the media type it was stored with; with `format=pdf`, the PDF (`application/pdf`).',
      headers: {
        ...callHeaders(),
        'Content-Disposition': CONTENT_DISPOSITION,
        'Accept-Ranges': ACCEPT_RANGES,
        ETag: ETAG,
      },
      content: {
        '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    },
    '206': {
      description:
        'The bytes of the file that `Range` asks for (one range; several are answered 200 with the whole file).',
      headers: {
        ...callHeaders(),
        'Content-Range': {
          description: '`bytes FIRST-LAST/SIZE`: the bytes sent and the size of the whole file.',
          schema: { type: 'string', pattern: '^bytes \\d+-\\d+/\\d+$' },
        },
        'Content-Disposition': CONTENT_DISPOSITION,
        'Accept-Ranges': ACCEPT_RANGES,
        ETag: ETAG,
      },
      content: {
        '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    },
    '304': notModifiedResponse('`If-None-Match` names the current file; no body.'),
  }),
};
