import {
  describeType,
  fileVersionView,
  type Field,
  type Language,
  type RecordType,
  type TypeRegistry,
  INTEGER_RANGE,
  typeTakesFiles,
} from '@recordgate/core';
import { DEFAULT_DATE_FORMAT } from '@recordgate/shape';
import { schemaName } from './schema-name.js';
import type { Json } from './types.js';

/**
 * The schemas of one type: its record, its create and update bodies (none for a read-only type,
 * whose writes take no body; no update body for a type whose records never change), the multipart
 * bodies with their `file` part for a type that takes files, and its info description.
 */
export function typeSchemas(type: RecordType, registry: TypeRegistry, language: Language): Json {
  const name = schemaName(type);
  const bodies: Json = {};
  if (!type.readOnly) {
    bodies[`${name}Create`] = inputSchema(type, registry, language, true);
    if (!type.immutable) bodies[`${name}Update`] = inputSchema(type, registry, language, false);
  }
  if (typeTakesFiles(type))
    for (const body of Object.keys(bodies))
      bodies[`${body}Upload`] = uploadSchema(bodies[body] as Json);
  return {
    [name]: recordSchema(type, registry, language),
    ...bodies,
    [`${name}Info`]: infoSchema(type, language),
  };
}

// A required field is never null (validate-values answers 422 "cannot be blank") and never '', which
// the server reads as null.
function fieldSchema(field: Field, language: Language, required = false): Json {
  const description = field.label[language];
  const nullable = (type: string) => (required ? type : [type, 'null']);
  switch (field.type) {
    case 'integer':
    case 'reference': {
      const range = field.type === 'reference' ? INTEGER_RANGE.id : INTEGER_RANGE.integer;
      return {
        type: nullable('integer'),
        minimum: range.min,
        maximum: range.max,
        description,
      };
    }
    case 'boolean':
      return { type: nullable('boolean'), description };
    case 'datetime':
      return {
        type: nullable('string'),
        description: `${description}. Rendered through \`dateFormat\` (default \`${DEFAULT_DATE_FORMAT}\`), or ISO 8601 in UTC when \`dateFields\` leaves it out.`,
      };
    case 'json':
      return { type: nullable('object'), description };
    case 'string':
    case 'text': {
      const schema: Json = { type: nullable('string'), description };
      if (field.values) schema.enum = required ? [...field.values] : [...field.values, null];
      if (required) schema.minLength = 1;
      if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
      return schema;
    }
  }
}

function recordSchema(type: RecordType, registry: TypeRegistry, language: Language): Json {
  const properties: Json = {};
  for (const field of type.visibleFields) {
    properties[field.name] =
      field.name === 'id'
        ? {
            type: 'integer',
            minimum: INTEGER_RANGE.id.min,
            maximum: INTEGER_RANGE.id.max,
            description: field.label[language],
          }
        : fieldSchema(field, language);
  }
  for (const reference of type.references) {
    const target = registry.get(reference.target);
    properties[reference.name] = {
      description: `The ${target.name} record of \`${reference.field}\`, present when \`expand\` names \`${reference.name}\`; \`null\` when there is none or the caller may not read it. With \`${reference.name}.<field>\`, only that field.`,
      oneOf: [{ $ref: `#/components/schemas/${schemaName(target)}` }, { type: 'null' }],
    };
  }
  properties.href = {
    type: 'string',
    format: 'uri',
    description: 'URL of this record’s view call; present with `href: true`.',
  };
  if (type.fieldsByName.has('file_name')) {
    properties.file_href = {
      type: 'string',
      format: 'uri',
      description: 'URL of the download call for the attached file; present with `href: true`.',
    };
  }
  return {
    type: 'object',
    title: type.modelClass,
    description: `A ${type.name} record. The \`fields\` header selects which properties are present.`,
    properties,
  };
}

/** The schema of one entry of the versions call: a file version (docs/documents.md, "File versions"). */
export function versionSchema(language: Language): Json {
  const properties: Json = {};
  for (const field of fileVersionView.visibleFields)
    properties[field.name] = fieldSchema(field, language, field.required);
  properties.file_href = {
    type: 'string',
    format: 'uri',
    description: 'URL of the download call for this version; present with `href: true`.',
  };
  return {
    type: 'object',
    title: fileVersionView.modelClass,
    description:
      'A file version of a record. The `fields` header selects which properties are present.',
    properties,
  };
}

function inputSchema(
  type: RecordType,
  registry: TypeRegistry,
  language: Language,
  creating: boolean,
): Json {
  const properties: Json = {};
  const required: string[] = [];
  // A required reference may be given by id or by value: one of the two names is required.
  const either: Json[] = [];
  for (const field of type.fields) {
    if (!field.writable) continue;
    const mandatory = field.required === true;
    if (field.type === 'datetime') {
      properties[field.name] = {
        description: `${field.label[language]}: ISO 8601 (without an offset, in the installation time zone) or a Unix timestamp.`,
        oneOf: [
          { type: 'string', ...(mandatory ? { minLength: 1 } : {}) },
          { type: 'integer' },
          ...(mandatory ? [] : [{ type: 'null' }]),
        ],
      };
    } else if (field.writeOnly) {
      // Generated on create (sending it is a 422); an update may ask for a new one.
      if (creating) continue;
      properties[field.name] = writeOnlySchema(field, language);
    } else properties[field.name] = fieldSchema(field, language, mandatory);
    if (!creating || !field.required) continue;
    const byValue = type.references.find((r) => r.field === field.name)?.name;
    if (byValue) either.push({ anyOf: [{ required: [field.name] }, { required: [byValue] }] });
    else required.push(field.name);
  }
  for (const reference of type.references) {
    const field = type.fieldsByName.get(reference.field);
    if (!field?.writable) continue;
    const target = registry.get(reference.target);
    properties[reference.name] = {
      description: `\`${reference.field}\` by value: ${target.lookupField ? `a string matches the ${target.name}’s \`${target.lookupField}\`, ` : ''}an object matches the given fields. Only records the caller may read are candidates.`,
      oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }],
    };
  }
  return {
    type: 'object',
    description: creating
      ? `Fields of a new ${type.name}. Server-owned and unknown fields are refused with 422.`
      : `Fields of a ${type.name} to change; the others keep their values. Server-owned and unknown fields are refused with 422.`,
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(either.length === 1 ? either[0] : either.length > 1 ? { allOf: either } : {}),
    additionalProperties: false,
  };
}

/** The multipart body of a type that takes files: its input fields and the file in part `file`. */
function uploadSchema(input: Json): Json {
  return {
    ...input,
    properties: {
      ...(input.properties as Json),
      file: {
        type: 'string',
        format: 'binary',
        contentMediaType: 'application/octet-stream',
        description:
          'The file to store with the record, as binary (a multipart part named `file`); a .docx is filled when `fillPlaceholders: true`.',
      },
    },
  };
}

// A write-only field (a webhook's secret) of an update: the word `rotate` asks for a new value.
function writeOnlySchema(field: Field, language: Language): Json {
  return {
    type: 'string',
    const: 'rotate',
    writeOnly: true,
    description: `${field.label[language]}: \`rotate\` replaces it with a new one, shown once in the update answer and never again.`,
  };
}

function infoSchema(type: RecordType, language: Language): Json {
  const description = describeType(type, language);
  return {
    type: 'object',
    required: ['modelClass', 'searchClass', 'attributes', 'expandable'],
    properties: {
      modelClass: { type: 'string', const: description.modelClass },
      searchClass: { type: 'string', const: description.searchClass },
      attributes: {
        type: 'object',
        description: 'Field name → display name in the installation’s language.',
        additionalProperties: { type: 'string' },
      },
      expandable: {
        type: 'object',
        description: 'Reference field → `<referenceName>.*`.',
        additionalProperties: { type: 'string' },
      },
    },
  };
}
