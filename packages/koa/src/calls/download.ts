import { sendFile } from '../body/send-file.js';
import { notModifiedResponse, requestIdHeader } from '../openapi/response-parts.js';
import { idOf } from './request-parameters.js';
import type { CallDefinition } from './types.js';

/** The download call (docs/documents.md): the file of a record, under the access rules of view. */
export const download: CallDefinition<'download'> = {
  name: 'download',
  path: '/download',
  methods: ['GET'],
  headers: 'authorization',
  query: ['id'],
  summary: 'Download the file',
  description:
    'The file stored with the record (uploaded in multipart part `file` with create or update), under the same access rules as view.',
  errors: [],

  async handle(ctx, { type, actor }, { records }) {
    sendFile(ctx, await records.download({ actor, type: type.name, id: idOf(ctx) }));
  },

  responses: ({ type }) => ({
    '200': {
      description: type.fieldsByName.has('file_sha256')
        ? 'The stored file, with its media type.'
        : `A ${type.name} holds no file; every record answers 404.`,
      headers: {
        ...requestIdHeader(),
        'Content-Disposition': {
          description: 'attachment with the file’s name (ASCII fallback plus RFC 5987 UTF-8 name).',
          schema: { type: 'string' },
        },
        ETag: {
          description: 'The file’s SHA-256, as a strong entity tag.',
          schema: { type: 'string' },
        },
      },
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
    '304': notModifiedResponse('`If-None-Match` names the current file; no body.'),
  }),
};
