import { sendFile } from '../body/send-file.js';
import { notModifiedResponse, callHeaders } from '../openapi/response-parts.js';
import { fileVersionOf, idOf } from './request-parameters.js';
import type { CallDefinition } from './types.js';

/**
 * The download call (docs/documents.md): the file of a record, or with `version` one of its file
 * versions, under the access rules of view.
 */
export const download: CallDefinition<'download'> = {
  name: 'download',
  path: '/download',
  methods: ['GET'],
  headers: 'authorization',
  query: ['id', 'version'],
  summary: 'Download the file',
  description:
    'The file stored with the record (uploaded in multipart part `file` with create or update), or with `version` that file version (see the versions call), under the same access rules as view.',
  errors: [],
  documentedFor: (type) => type.fieldsByName.has('file_sha256'),

  async handle(ctx, { type, actor }, { records }) {
    const id = idOf(ctx);
    const version = fileVersionOf(ctx);
    sendFile(ctx, await records.download({ actor, type: type.name, id, version }));
  },

  responses: () => ({
    '200': {
      description: 'The stored file, with the media type it was stored with.',
      headers: {
        ...callHeaders(),
        'Content-Disposition': {
          description: 'attachment with the file’s name (ASCII fallback plus RFC 5987 UTF-8 name).',
          schema: { type: 'string' },
        },
        ETag: {
          description: 'The file’s SHA-256, as a strong entity tag.',
          schema: { type: 'string' },
        },
      },
      content: {
        '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    },
    '304': notModifiedResponse('`If-None-Match` names the current file; no body.'),
  }),
};
