import type { RecordType } from '@recordgate/core';
import { schemaName } from './schema-name.js';
import type { Json } from './types.js';

/**
 * The request body of create (`creating`, required) or update: the type's input schema as JSON, as a
 * form, and as multipart with part `file` for a type that holds a file.
 */
export function writeRequestBody(type: RecordType, creating: boolean): Json {
  const schema = {
    $ref: `#/components/schemas/${schemaName(type)}${creating ? 'Create' : 'Update'}`,
  };
  return {
    required: creating,
    description:
      'The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting).',
    content: {
      'application/json': { schema },
      'application/x-www-form-urlencoded': { schema },
      'multipart/form-data': {
        schema: type.fieldsByName.has('file_sha256') ? { allOf: [schema, filePart()] } : schema,
      },
    },
  };
}

function filePart(): Json {
  return {
    type: 'object',
    properties: {
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description:
          'The file to store with the record; a .docx is filled when `fillPlaceholders: true`.',
      },
    },
  };
}
