import { callHeaders } from '../openapi/response-parts.js';
import { IF_MATCH } from '../parameters/conditional-headers.js';
import { readParameter } from '../parameters/read-parameter.js';
import { ID } from '../parameters/record-parameters.js';
import { ifMatchOf } from './conditional-requests.js';
import type { CallDefinition } from './types.js';

/** The delete call: removes a record the caller may delete while `If-Match` (if sent) names it. */
export const remove: CallDefinition<'delete'> = {
  name: 'delete',
  path: '/delete',
  methods: ['DELETE'],
  parameters: [ID, IF_MATCH],
  summary: 'Delete a record',
  description: 'Deletes a record the caller may delete (204, empty body).',
  // 422: the policy's guards (an admin deleting their own user, a company's last admin).
  errors: [403, 409, 412, 422],

  async handle(ctx, { type, actor }, { records }) {
    await records.delete({
      actor,
      type: type.name,
      id: readParameter(ctx, ID),
      ifMatch: ifMatchOf(ctx),
    });
    ctx.status = 204;
  },

  responses: () => ({
    '204': { description: 'Deleted; the body is empty.', headers: callHeaders() },
  }),
};
