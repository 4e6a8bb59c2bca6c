import { fileVersionView, type RecordType } from '@recordgate/core';
import { HttpProblem, noCallAt } from '../middleware/handle-errors.js';
import { json, callHeaders } from '../openapi/response-parts.js';
import { versionSchema } from '../openapi/record-schemas.js';
import { readParameter } from '../parameters/read-parameter.js';
import { ID } from '../parameters/record-parameters.js';
import { SHAPING_HEADERS } from '../parameters/shaping-headers.js';
import type { CallDefinition } from './types.js';

const takesFiles = (type: RecordType) => type.fieldsByName.has('file_sha256');

/**
 * The versions call (docs/documents.md, "File versions"): every file a record ever had, newest first,
 * under the access rules of view, shaped by `fields`, `dateFormat` and `dateFields` like a record. A
 * type without files has no such call: 404 as for any path that names no call.
 */
export const versions: CallDefinition<'versions'> = {
  name: 'versions',
  path: '/versions',
  methods: ['GET'],
  parameters: [ID, ...SHAPING_HEADERS],
  shapedTypes: () => [{ type: fileVersionView }],
  summary: 'List the file versions',
  description:
    'Every file the record ever had, newest first: version 1 is the first upload, the current file the highest. Each is downloaded with `download?id=…&version=…`. Same access rules as view.',
  errors: [],
  documentedFor: takesFiles,

  async handle(ctx, { type, actor }, { records, planFor, present, baseUrl }) {
    if (!takesFiles(type)) throw new HttpProblem(404, noCallAt(ctx.path));
    const plan = planFor(ctx, fileVersionView);
    const id = readParameter(ctx, ID);
    const list = await records.versions({ actor, type: type.name, id });
    const shaped = await present(ctx, actor, plan, list);
    if (plan.href) {
      // A version has no view call of its own; its link is its download.
      const download = `${baseUrl(ctx)}/${type.name}/api/default/download?id=${id}`;
      shaped.forEach((version, i) => {
        delete version.href;
        version.file_href = `${download}&version=${String(list[i]!.version)}`;
      });
    }
    ctx.body = shaped;
  },

  responses: ({ language }) => ({
    '200': {
      description: 'The record’s file versions, newest first (empty when it never had a file).',
      headers: callHeaders(),
      content: json({ type: 'array', items: versionSchema(language) }),
    },
  }),
};
