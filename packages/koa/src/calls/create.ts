import { revealedValues } from '@recordgate/core';
import { json, recordEtag, writtenRecordRef, callHeaders } from '../openapi/response-parts.js';
import { writeRequestBody } from '../openapi/request-body.js';
import { readParameter } from '../parameters/read-parameter.js';
import { SHAPING_HEADERS } from '../parameters/shaping-headers.js';
import {
  IGNORE_DUPLICATE_REFERENCE,
  IGNORE_MISSING_REFERENCE,
  WRITE_HEADERS,
} from '../parameters/write-headers.js';
import { etagOf } from './conditional-requests.js';
import type { CallDefinition } from './types.js';

/**
 * The create call (docs/writing-records.md): stores a new record from the body, and its file after the
 * upload processing; answers 201 with the record, its `ETag` and `Location`.
 */
export const create: CallDefinition<'create'> = {
  name: 'create',
  path: '/create',
  methods: ['POST'],
  parameters: [...SHAPING_HEADERS, ...WRITE_HEADERS],
  summary: 'Create a record',
  description: 'Stores a new record in the caller’s company and returns it (201, `Location`).',
  // 403: the caller's role may not create this type, or not set one of the fields sent. 404: the
  // policy does not let the caller use the type at all (a member and webhooks).
  errors: [403, 404, 409, 413, 415, 422],

  async handle(
    ctx,
    { type, actor, body },
    { records, planFor, present, baseUrl, processFile, afterFileWrite },
  ) {
    const plan = planFor(ctx, type);
    const record = await records.create({
      actor,
      type: type.name,
      data: body.data,
      file: body.file,
      ignoreMissingReference: readParameter(ctx, IGNORE_MISSING_REFERENCE),
      ignoreDuplicateReference: readParameter(ctx, IGNORE_DUPLICATE_REFERENCE),
      processFile: processFile(ctx),
    });
    if (body.file) afterFileWrite(record);
    ctx.status = 201;
    ctx.set('ETag', etagOf(record));
    ctx.set('Location', `${baseUrl(ctx)}/${type.name}/api/default/view?id=${String(record.id)}`);
    // A value the write generated (a webhook's secret) is shown in this answer only.
    ctx.body = { ...(await present(ctx, actor, plan, [record]))[0], ...revealedValues(record) };
  },

  responses: ({ type }) => ({
    '201': {
      description: 'The new record.',
      headers: {
        ...callHeaders(),
        Location: {
          description: 'URL of the view call of the new record.',
          schema: { type: 'string', format: 'uri' },
        },
        ETag: recordEtag(),
      },
      content: json(writtenRecordRef(type, true)),
    },
  }),
  requestBody: (type) => writeRequestBody(type, true),
};
