import { describeType } from '@recordgate/core';
import { callHeaders, json } from '../openapi/response-parts.js';
import { schemaName } from '../openapi/schema-name.js';
import type { CallDefinition } from './types.js';

/** The info call: the record type's description (classes, labels, expandable references). */
export const info: CallDefinition<'info'> = {
  name: 'info',
  path: '/info',
  methods: ['OPTIONS', 'GET'],
  parameters: [],
  summary: 'Record info',
  description:
    'The record-type description: model and search class, field labels, expandable references.',
  // 404: the policy does not let the caller describe this type.
  errors: [404],

  async handle(ctx, { type, actor }, { records }) {
    ctx.set('Allow', 'GET, HEAD, OPTIONS');
    ctx.body = records.describe({ actor, type: type.name });
  },

  responses: ({ type, language }) => ({
    '200': {
      description: 'The record-type description.',
      headers: { ...callHeaders(), Allow: allowHeader() },
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${schemaName(type)}Info` },
          example: describeType(type, language),
        },
      },
    },
    // The handler sets `Allow` before it asks the policy, so the 404 carries it too.
    '404': {
      description: 'Not Found: the caller may not use this record type.',
      headers: { ...callHeaders(), Allow: allowHeader() },
      content: json({ $ref: '#/components/schemas/Error' }),
    },
  }),
};

function allowHeader() {
  return { description: 'The methods of this path.', schema: { type: 'string' } };
}
