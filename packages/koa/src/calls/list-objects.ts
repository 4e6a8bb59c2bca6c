import { findReference, RecordError, type RecordType, type TypeRegistry } from '@recordgate/core';
import { HttpProblem, noCallAt } from '../middleware/handle-errors.js';
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
import { ATTRIBUTE, ID } from '../parameters/record-parameters.js';
import { SHAPING_HEADERS } from '../parameters/shaping-headers.js';
import type { ShapedType } from '../parameters/types.js';
import { notModified } from './conditional-requests.js';
import type { CallDefinition } from './types.js';

const followsReferences = (type: RecordType) => type.references.length > 0;

/**
 * The list-objects call: the record in reference field `attribute` of record `id`, shaped like the
 * view call of the referenced type (docs/interface.md, "Calls"). A type without reference fields has
 * no such call: 404 as for any path that names no call.
 */
export const listObjects: CallDefinition<'listObjects'> = {
  name: 'listObjects',
  path: '/list-objects',
  methods: ['GET'],
  parameters: [ID, IF_NONE_MATCH, ATTRIBUTE, ...SHAPING_HEADERS],
  shapedTypes: ({ type, registry }) => referencedTypes(type, registry),
  summary: 'list-objects',
  description:
    'The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.',
  errors: [],
  documentedFor: followsReferences,

  async handle(ctx, { type, actor }, { records, planFor, present }) {
    // A type the caller may not use is a 404 before anything of its references is told.
    records.type(type.name, actor);
    if (!followsReferences(type)) throw new HttpProblem(404, noCallAt(ctx.path));
    const id = readParameter(ctx, ID);
    const attribute = readParameter(ctx, ATTRIBUTE);
    if (attribute === undefined) {
      const valid = type.references.map((r) => r.field).join(', ');
      throw new RecordError(
        'bad_request',
        `The query parameter "attribute" is required: one of ${valid}.`,
      );
    }
    const reference = findReference(type, attribute);
    const plan = planFor(ctx, records.types.get(reference.target));
    const { record } = await records.follow({ actor, type: type.name, id, attribute });
    if (notModified(ctx, record)) return;
    ctx.body = (await present(ctx, actor, plan, [record]))[0];
  },

  responses: ({ type, registry }) => {
    const targets = [...new Set(type.references.map((r) => r.target))];
    const attributes = targets.map((target) => {
      const names = type.references
        .filter((r) => r.target === target)
        .flatMap((r) => [r.name, r.field].map((n) => `\`${n}\``));
      return `a ${target} for \`attribute\` ${names.join(', ')}`;
    });
    // Records of different types are not told apart by their shape (`fields` may leave any property
    // out), so the body is `anyOf` the referenced types, and `attribute` says which it is.
    const schema =
      targets.length === 1
        ? recordRef(registry.get(targets[0]!))
        : {
            description: `The referenced record: ${attributes.join('; ')}.`,
            anyOf: targets.map((t) => recordRef(registry.get(t))),
          };
    return {
      '200': {
        description: `The referenced record, shaped like the view call of its own type: ${attributes.join('; ')}.`,
        headers: { ...callHeaders(), ETag: recordEtag(), Vary: shapeVary() },
        content: json(schema),
      },
      '304': notModifiedResponse(undefined, { Vary: shapeVary() }),
    };
  },
};

// The types list-objects answers with, each with the attributes (field and reference name) that lead there.
function referencedTypes(type: RecordType, registry: TypeRegistry): ShapedType[] {
  const byTarget = new Map<string, string[]>();
  for (const reference of type.references) {
    const names = byTarget.get(reference.target) ?? [];
    names.push(reference.name, reference.field);
    byTarget.set(reference.target, names);
  }
  return [...byTarget].map(([target, attributes]) => ({ type: registry.get(target), attributes }));
}
