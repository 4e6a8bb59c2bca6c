import { typeTakesFiles, type Field, type RecordType } from '@recordgate/core';
import { schemaName } from './schema-name.js';
import type { Json } from './types.js';

/**
 * The request body of create (`creating`, required) or update: the type's input schema as JSON, as a
 * form, and as multipart, whose schema adds the binary part `file` for a type that takes files. The
 * JSON example is a body the server accepts as it stands, for the reference page's "try it out".
 */
export function writeRequestBody(type: RecordType, creating: boolean): Json {
  const name = `${schemaName(type)}${creating ? 'Create' : 'Update'}`;
  const schema = { $ref: `#/components/schemas/${name}` };
  const upload = typeTakesFiles(type) ? { $ref: `#/components/schemas/${name}Upload` } : schema;
  return {
    required: creating,
    description:
      'The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting).',
    content: {
      'application/json': { schema, example: creating ? exampleBody(type) : {} },
      'application/x-www-form-urlencoded': { schema },
      'multipart/form-data': { schema: upload },
    },
  };
}

// The fields a create needs, with values of their type (a reference by id, the first record).
function exampleBody(type: RecordType): Json {
  const body: Json = {};
  for (const field of type.fields)
    if (field.writable && field.required && !field.writeOnly)
      body[field.name] = exampleValue(field);
  return body;
}

function exampleValue(field: Field): unknown {
  if (field.values) return field.values[0];
  switch (field.type) {
    case 'integer':
    case 'reference':
      return 1;
    case 'boolean':
      return false;
    case 'datetime':
      return '2030-01-01T00:00:00Z';
    default:
      return field.name.includes('email') ? 'someone@example.com' : `Example ${field.name}`;
  }
}
