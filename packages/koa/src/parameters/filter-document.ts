import { OPERATORS_BY_TYPE, type Field, type RecordType } from '@recordgate/core';
import type { Json } from '../openapi/types.js';

// The operators a `filter[<field>]` parameter documents: those taking one value. `in` and `nin` take
// a list, which a deepObject parameter cannot carry; they are sent in the JSON form.
const SINGLE_VALUE = new Set(['eq', 'neq', 'lt', 'gt', 'lte', 'gte', 'like']);

/**
 * The `filter` entries of a list operation (docs/lists.md, "Filtering"): `filter` holding the JSON
 * form as a string, and one `filter[<field>]` per filterable field in the deepObject style, so a
 * generated client sends `filter[title][like]=report` from `{ "filter[title]": { like: "report" } }`.
 * Every entry is empty by default (`example: {}` for the objects), so the reference page's "try it
 * out" sends no filter unless the reader writes one.
 */
export function filterDocument(type: RecordType): Json[] {
  const fields = type.visibleFields.filter((field) => field.filterable);
  const example = fields[0] ? `{"${fields[0].name}":{"neq":null}}` : '{}';
  return [
    {
      name: 'filter',
      required: false,
      description: `Yii2 DataFilter as a JSON object, URL-encoded: \`filter={"title":{"like":"report"}}\`, \`{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}\`. A field takes a value (meaning \`eq\`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (\`filter[title][like]=report\`, \`filter[or][0][created_by]=3\`), documented per field as \`filter[<field>]\`; a request uses one form. An invalid filter is 422. Example: \`${example}\`.`,
      schema: { type: 'string', contentMediaType: 'application/json' },
    },
    ...fields.map((field) => fieldFilter(field)),
  ];
}

function fieldFilter(field: Field): Json {
  const operators = OPERATORS_BY_TYPE[field.type].filter((op) => SINGLE_VALUE.has(op));
  const value = operandSchema(field);
  return {
    name: `filter[${field.name}]`,
    required: false,
    style: 'deepObject',
    explode: true,
    description: `Conditions on \`${field.name}\`, each sent as \`filter[${field.name}][<operator>]=<value>\` (${operators.join(', ')}); several are combined with "and". \`NULL\` stands for no value with eq and neq.`,
    schema: {
      type: 'object',
      properties: Object.fromEntries(operators.map((op) => [op, structuredClone(value)])),
      additionalProperties: false,
    },
    example: {},
  };
}

// A value as the query string carries it; integers and booleans may be sent as their text.
function operandSchema(field: Field): Json {
  switch (field.type) {
    case 'integer':
    case 'reference':
      return { type: ['integer', 'string'] };
    case 'boolean':
      return { type: ['boolean', 'string'] };
    default:
      return { type: 'string' };
  }
}
