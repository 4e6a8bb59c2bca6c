import {
  json,
  notModifiedResponse,
  recordEtag,
  shapeVary,
  recordRef,
  callHeaders,
} from '../openapi/response-parts.js';
import { IF_NONE_MATCH } from '../parameters/conditional-headers.js';
import { readParameter } from '../parameters/read-parameter.js';
import { ID } from '../parameters/record-parameters.js';
import { SHAPING_HEADERS } from '../parameters/shaping-headers.js';
import { notModified } from './conditional-requests.js';
import { setJsonBody } from './set-json-body.js';
import type { CallDefinition } from './types.js';

/** The view call: one record by id with its `ETag`; 304 when `If-None-Match` names its version. */
export const view: CallDefinition<'view'> = {
  name: 'view',
  path: '/view',
  methods: ['GET'],
  parameters: [ID, IF_NONE_MATCH, ...SHAPING_HEADERS],
  summary: 'View a record',
  description: 'The record with this id, if the caller may access it.',
  errors: [],

  async handle(ctx, { type, actor }, { records, planFor, present }) {
    const plan = planFor(ctx, type);
    const record = await records.view({ actor, type: type.name, id: readParameter(ctx, ID) });
    if (notModified(ctx, record)) return;
    setJsonBody(ctx, (await present(ctx, actor, plan, [record]))[0]);
  },

  responses: ({ type }) => ({
    '200': {
      description: 'The record.',
      headers: { ...callHeaders(), ETag: recordEtag(), Vary: shapeVary() },
      content: json(recordRef(type)),
    },
    '304': notModifiedResponse(undefined, { Vary: shapeVary() }),
  }),
};
