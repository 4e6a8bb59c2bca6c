import { revealedValues } from '@recordgate/core';
import { json, recordEtag, writtenRecordRef, callHeaders } from '../openapi/response-parts.js';
import { writeRequestBody } from '../openapi/request-body.js';
import { IF_MATCH } from '../parameters/conditional-headers.js';
import { readParameter } from '../parameters/read-parameter.js';
import { ID } from '../parameters/record-parameters.js';
import { SHAPING_HEADERS } from '../parameters/shaping-headers.js';
import {
  IGNORE_DUPLICATE_REFERENCE,
  IGNORE_MISSING_REFERENCE,
  WRITE_HEADERS,
} from '../parameters/write-headers.js';
import { etagOf, ifMatchOf } from './conditional-requests.js';
import type { CallDefinition } from './types.js';

/**
 * The update call (docs/writing-records.md): changes the fields the body names, and the file after the
 * upload processing, only while `If-Match` (when sent) names the current version; answers with the
 * record and its new `ETag`.
 */
export const update: CallDefinition<'update'> = {
  name: 'update',
  path: '/update',
  methods: ['POST'],
  parameters: [ID, IF_MATCH, ...SHAPING_HEADERS, ...WRITE_HEADERS],
  summary: 'Update a record',
  description: 'Changes the given fields of a record the caller may change and returns it.',
  errors: [403, 409, 412, 413, 415, 422],

  async handle(
    ctx,
    { type, actor, body },
    { records, planFor, present, processFile, afterFileWrite },
  ) {
    const plan = planFor(ctx, type);
    const record = await records.update({
      actor,
      type: type.name,
      id: readParameter(ctx, ID),
      data: body.data,
      file: body.file,
      ifMatch: ifMatchOf(ctx),
      ignoreMissingReference: readParameter(ctx, IGNORE_MISSING_REFERENCE),
      ignoreDuplicateReference: readParameter(ctx, IGNORE_DUPLICATE_REFERENCE),
      processFile: processFile(ctx),
    });
    if (body.file) afterFileWrite(record);
    ctx.set('ETag', etagOf(record));
    // A value the write generated (a webhook's secret) is shown in this answer only.
    ctx.body = { ...(await present(ctx, actor, plan, [record]))[0], ...revealedValues(record) };
  },

  responses: ({ type }) => ({
    '200': {
      description: 'The updated record.',
      headers: { ...callHeaders(), ETag: recordEtag() },
      content: json(writtenRecordRef(type, false)),
    },
  }),
  requestBody: (type) => writeRequestBody(type, false),
};
