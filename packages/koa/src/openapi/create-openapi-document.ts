import {
  describeType,
  type Field,
  type Language,
  type RecordType,
  type TypeRegistry,
} from '@recordgate/core';
import { ERROR_STATUS, STATUS_NAME } from '../error-status.js';
import { RECORD_CALLS, type CallMethod, type RecordCall } from '../record-calls.js';

type Json = Record<string, unknown>;

/** Arguments of {@link createOpenApiDocument}. */
export interface CreateOpenApiDocumentArgs {
  /** The installation's types; internal ones are left out, as the router leaves them out. */
  readonly types: TypeRegistry;
  /** Language of the field labels in descriptions and examples. @default 'en' */
  readonly language?: Language;
  /** Version string of the document's `info`. @default '0.1.0' */
  readonly version?: string;
  /** `servers[0].url`; relative URLs are resolved against the document's own address. @default '/' */
  readonly serverUrl?: string;
}

const DATE_FORMAT_DEFAULT = 'php:d.m.Y H:i:s';

/**
 * The OpenAPI 3.1 document of an installation, generated from its record types and from the route
 * table the router serves ({@link RECORD_CALLS}): every type's calls with the headers of spec §4.1–4.3
 * and their defaults, a record schema and input schemas per type, the Yii2 error bodies, and the bearer
 * scheme. Pure: the same types give the same document.
 *
 * @example
 * ```ts
 * const document = createOpenApiDocument({ types: createTypeRegistry(defaultRecordTypes) });
 * ```
 */
export function createOpenApiDocument(args: CreateOpenApiDocumentArgs): Json {
  const language = args.language ?? 'en';
  const types = args.types.public;
  const paths: Json = {};
  const schemas: Json = { ...errorSchemas() };
  for (const type of types) {
    const name = schemaName(type);
    schemas[name] = recordSchema(type, args.types, language);
    schemas[`${name}Create`] = inputSchema(type, args.types, language, true);
    schemas[`${name}Update`] = inputSchema(type, args.types, language, false);
    schemas[`${name}Info`] = infoSchema(type, language);
    for (const call of RECORD_CALLS) {
      const item: Json = {};
      for (const method of call.methods) {
        item[method.toLowerCase()] = operation(type, call, method, args.types, language);
      }
      paths[`/${type.name}/api/default${call.path}`] = item;
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'RecordGate record-access interface',
      version: args.version ?? '0.1.0',
      description:
        'Authenticated, access-controlled access to the records of a document-management system. ' +
        'Every record type has the same calls under `/{CONTROLLER}/api/default`. Options that shape ' +
        'responses are request headers (spec §4.1–4.3). Errors use the Yii2 body ' +
        '`{"name","message","code","status"}`; validation errors are 422 `[{"field","message"}]`.',
    },
    servers: [{ url: args.serverUrl ?? '/' }],
    security: [{ bearer: [] }],
    tags: types.map((type) => ({
      name: type.name,
      description: `${type.modelClass}: ${type.visibleFields.map((f) => f.name).join(', ')}`,
    })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'API key',
          description:
            'The API key from the user’s profile, sent as `Authorization: Bearer <key>`. A key in the query string is never accepted.',
        },
      },
      parameters: sharedParameters(),
      headers: {
        'X-Request-Id': {
          description:
            'The id of this request (a safe incoming `X-Request-Id` is kept); quote it when reporting a problem.',
          schema: { type: 'string' },
        },
      },
      responses: errorResponses(),
      schemas,
    },
  };
}

/** The component name of a type's record schema: `classification-code` → `ClassificationCode`. */
export function schemaName(type: RecordType): string {
  return type.name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

function operation(
  type: RecordType,
  call: RecordCall,
  method: CallMethod,
  registry: TypeRegistry,
  language: Language,
): Json {
  const name = schemaName(type);
  const parameters: Json[] = [];
  if (call.query.includes('id')) parameters.push({ $ref: '#/components/parameters/id' });
  if (call.query.includes('attribute')) {
    const names = type.references.flatMap((r) => [r.field, r.name]);
    parameters.push({
      name: 'attribute',
      in: 'query',
      required: true,
      description: `The reference field to follow: a key of \`expandable\` in the info call, or its reference name.`,
      schema: { type: 'string', enum: names },
    });
  }
  if (call.query.includes('list')) parameters.push(...listParameters(type));
  // list-objects answers with the referenced type; its shaping headers name that type's fields.
  if (call.headers === 'get' || call.headers === 'post') {
    parameters.push(...shapingParameters(type));
    parameters.push(
      { $ref: '#/components/parameters/href' },
      { $ref: '#/components/parameters/dateFormat' },
    );
  }
  if (call.headers === 'post') {
    for (const header of POST_HEADERS)
      parameters.push({ $ref: `#/components/parameters/${header}` });
  }

  const responses: Json = {};
  const record = { $ref: `#/components/schemas/${name}` };
  const json = (schema: Json) => ({ 'application/json': { schema } });
  const requestId = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
  const etag = {
    description:
      'The record’s version; send it in `If-Match` to update or delete only that version.',
    schema: { type: 'string' },
  };
  switch (call.name) {
    case 'list':
      responses['200'] = {
        description: 'Every record of the type that the caller may access.',
        headers: {
          ...requestId,
          'X-Pagination-Total-Count': {
            description: 'The number of records in the list.',
            schema: { type: 'integer' },
          },
          ...(call.query.includes('list')
            ? {
                'X-Pagination-Page-Count': { schema: { type: 'integer' } },
                'X-Pagination-Current-Page': { schema: { type: 'integer' } },
                'X-Pagination-Per-Page': { schema: { type: 'integer' } },
                Link: {
                  description: 'With paging: URLs of the self, first, last, prev and next pages.',
                  schema: { type: 'string' },
                },
              }
            : {}),
        },
        content: json({ type: 'array', items: record }),
      };
      break;
    case 'view':
      responses['200'] = {
        description: 'The record.',
        headers: { ...requestId, ETag: etag },
        content: json(record),
      };
      responses['304'] = {
        description: '`If-None-Match` names the record’s current version; no body.',
        headers: requestId,
      };
      break;
    case 'listObjects': {
      const targets = [...new Set(type.references.map((r) => r.target))].map((t) => ({
        $ref: `#/components/schemas/${schemaName(registry.get(t))}`,
      }));
      responses['200'] = {
        description: 'The referenced record, shaped like the view call of its own type.',
        headers: { ...requestId, ETag: etag },
        content: json(targets.length === 1 ? targets[0]! : { oneOf: targets }),
      };
      responses['304'] = {
        description: '`If-None-Match` names the record’s current version; no body.',
        headers: requestId,
      };
      break;
    }
    case 'create':
      responses['201'] = {
        description: 'The new record.',
        headers: {
          ...requestId,
          Location: {
            description: 'URL of the view call of the new record.',
            schema: { type: 'string', format: 'uri' },
          },
          ETag: etag,
        },
        content: json(record),
      };
      break;
    case 'update':
      responses['200'] = {
        description: 'The updated record.',
        headers: { ...requestId, ETag: etag },
        content: json(record),
      };
      break;
    case 'delete':
      responses['204'] = { description: 'Deleted; the body is empty.', headers: requestId };
      break;
    case 'download':
      responses['200'] = {
        description: type.fieldsByName.has('file_sha256')
          ? 'The stored file, with its media type.'
          : `A ${type.name} holds no file; every record answers 404.`,
        headers: {
          ...requestId,
          'Content-Disposition': {
            description:
              'attachment with the file’s name (ASCII fallback plus RFC 5987 UTF-8 name).',
            schema: { type: 'string' },
          },
          ETag: {
            description: 'The file’s SHA-256, as a strong entity tag.',
            schema: { type: 'string' },
          },
        },
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      };
      responses['304'] = {
        description: '`If-None-Match` names the current file; no body.',
        headers: requestId,
      };
      break;
    case 'info':
      responses['200'] = {
        description: 'The record-type description (spec §2.2).',
        headers: {
          ...requestId,
          Allow: { description: 'The methods of this path.', schema: { type: 'string' } },
        },
        content: {
          'application/json': {
            schema: { $ref: `#/components/schemas/${name}Info` },
            example: describeType(type, language),
          },
        },
      };
      break;
  }
  for (const status of errorStatusesOf(call)) {
    responses[String(status)] = { $ref: `#/components/responses/${status}` };
  }

  const result: Json = {
    operationId: `${camel(type.name)}${call.name[0]!.toUpperCase()}${call.name.slice(1)}${call.methods.length > 1 ? method[0] + method.slice(1).toLowerCase() : ''}`,
    tags: [type.name],
    summary: `${call.summary} (${type.name})`,
    description: call.description,
    parameters,
    responses,
  };
  if (call.name === 'create' || call.name === 'update') {
    const schema = {
      $ref: `#/components/schemas/${name}${call.name === 'create' ? 'Create' : 'Update'}`,
    };
    result.requestBody = {
      required: call.name === 'create',
      description:
        'The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting).',
      content: {
        'application/json': { schema },
        'application/x-www-form-urlencoded': { schema },
        'multipart/form-data': {
          schema: {
            allOf: [
              schema,
              ...(type.fieldsByName.has('file_sha256')
                ? [
                    {
                      type: 'object',
                      properties: {
                        file: {
                          type: 'string',
                          contentMediaType: 'application/octet-stream',
                          description:
                            'The file to store with the record; a .docx is filled when `fillPlaceholders: true`.',
                        },
                      },
                    },
                  ]
                : []),
            ],
          },
        },
      },
    };
  }
  return result;
}

const POST_HEADERS = [
  'ignoreMissingReference',
  'ignoreDuplicateReference',
  'fillPlaceholders',
  'removeUnfiledPlaceholders',
] as const;

function booleanHeader(name: string, fallback: boolean, description: string): Json {
  return {
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string', enum: ['true', 'false'], default: String(fallback) },
  };
}

function sharedParameters(): Json {
  return {
    id: {
      name: 'id',
      in: 'query',
      required: true,
      description: 'The record’s id.',
      schema: { type: 'integer', minimum: 1 },
    },
    'If-None-Match': {
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description:
        'Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body.',
      schema: { type: 'string' },
    },
    'If-Match': {
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412.',
      schema: { type: 'string' },
    },
    href: booleanHeader(
      'href',
      false,
      'When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`.',
    ),
    dateFormat: {
      name: 'dateFormat',
      in: 'header',
      required: false,
      description:
        'Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`.',
      schema: { type: 'string', default: DATE_FORMAT_DEFAULT },
    },
    ignoreMissingReference: booleanHeader(
      'ignoreMissingReference',
      false,
      'Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422.',
    ),
    ignoreDuplicateReference: booleanHeader(
      'ignoreDuplicateReference',
      true,
      'Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422.',
    ),
    fillPlaceholders: booleanHeader(
      'fillPlaceholders',
      false,
      'When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written.',
    ),
    removeUnfiledPlaceholders: booleanHeader(
      'removeUnfiledPlaceholders',
      false,
      'When a .docx file is uploaded, hide the placeholder tags that could not be filled.',
    ),
  };
}

/** Yii2's paging, sorting and filtering of the list call (decisions.md, "Lists"). */
function listParameters(type: RecordType): Json[] {
  const fields = type.visibleFields.map((f) => `\`${f.name}\``).join(', ');
  return [
    {
      name: 'page',
      in: 'query',
      required: false,
      description: 'Page number, from 1. Without `page` and `per-page` the whole list is returned.',
      schema: { type: 'integer', minimum: 1 },
    },
    {
      name: 'per-page',
      in: 'query',
      required: false,
      description:
        'Records per page (default 20 when only `page` is given; clamped to the maximum).',
      schema: { type: 'integer', minimum: 1 },
    },
    {
      name: 'sort',
      in: 'query',
      required: false,
      description: `Comma-separated fields, \`-\` for descending (\`-created_at,title\`). Fields: ${fields}.`,
      schema: { type: 'string' },
    },
    {
      name: 'Prefer',
      in: 'header',
      required: false,
      description:
        '`count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count; answered with `Preference-Applied`), the costly part of a large list.',
      schema: { type: 'string', enum: ['count=none'] },
    },
    {
      name: 'filter',
      in: 'query',
      required: false,
      style: 'deepObject',
      explode: true,
      description:
        'Yii2 DataFilter: `filter[title][like]=report`, `filter[created_at][gte]=2026-01-01`; operators and, or, not, eq, neq, lt, gt, lte, gte, in, nin, like. An invalid filter is 422.',
      schema: { type: 'object', additionalProperties: true },
    },
  ];
}

/** `expand`, `fields` and `dateFields`, with the names valid for this type. */
function shapingParameters(type: RecordType): Json[] {
  const fields = type.visibleFields.map((f) => f.name);
  const references = type.references.map((r) => `${r.name}.*`);
  const dates = type.visibleFields.filter((f) => f.type === 'datetime').map((f) => f.name);
  const list = (names: readonly string[]) =>
    names.length === 0 ? 'none' : names.map((n) => `\`${n}\``).join(', ');
  return [
    {
      name: 'expand',
      in: 'header',
      required: false,
      description: `Comma-separated references to embed, each \`<reference>.*\` (all fields) or \`<reference>.<field>\` (one field). For ${type.name}: ${list(references)}. Only records the caller may read are embedded; others appear as \`null\`.`,
      schema: { type: 'string' },
      ...(references.length > 0 ? { example: references.slice(0, 2).join(',') } : {}),
    },
    {
      name: 'fields',
      in: 'header',
      required: false,
      description: `Comma-separated fields the response contains. For ${type.name}: ${list(fields)}.`,
      schema: { type: 'string' },
      example: fields.slice(0, 3).join(','),
    },
    {
      name: 'dateFields',
      in: 'header',
      required: false,
      description: `Comma-separated date-time fields \`dateFormat\` applies to; the others are then ISO 8601 in UTC. For ${type.name}: ${list(dates)} (qualified names such as \`createdBy.created_at\` too).`,
      schema: { type: 'string' },
    },
  ];
}

function fieldSchema(field: Field, language: Language): Json {
  const description = field.label[language];
  switch (field.type) {
    case 'integer':
    case 'reference':
      return { type: ['integer', 'null'], description };
    case 'boolean':
      return { type: ['boolean', 'null'], description };
    case 'datetime':
      return {
        type: ['string', 'null'],
        description: `${description}. Rendered through \`dateFormat\` (default \`${DATE_FORMAT_DEFAULT}\`), or ISO 8601 in UTC when \`dateFields\` leaves it out.`,
      };
    case 'string':
    case 'text': {
      const schema: Json = { type: ['string', 'null'], description };
      if (field.values) schema.enum = [...field.values, null];
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
        ? { type: 'integer', description: field.label[language] }
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

function inputSchema(
  type: RecordType,
  registry: TypeRegistry,
  language: Language,
  creating: boolean,
): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const field of type.fields) {
    if (!field.writable) continue;
    const schema = fieldSchema(field, language);
    if (field.type === 'datetime') {
      properties[field.name] = {
        description: `${field.label[language]}: ISO 8601 (without an offset, in the installation time zone) or a Unix timestamp.`,
        oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }],
      };
    } else properties[field.name] = schema;
    if (creating && field.required) required.push(field.name);
  }
  for (const reference of type.references) {
    const field = type.fieldsByName.get(reference.field);
    if (!field?.writable) continue;
    const target = registry.get(reference.target);
    properties[reference.name] = {
      description: `\`${reference.field}\` by value: ${target.lookupField ? `a string matches the ${target.name}’s \`${target.lookupField}\`, ` : ''}an object matches the given fields. Only records the caller may read are candidates.`,
      oneOf: [{ type: 'string' }, { type: 'object' }],
    };
  }
  return {
    type: 'object',
    description: creating
      ? `Fields of a new ${type.name}. Server-owned and unknown fields are refused with 422.`
      : `Fields of a ${type.name} to change; the others keep their values. Server-owned and unknown fields are refused with 422.`,
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
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

function errorSchemas(): Json {
  return {
    Error: {
      type: 'object',
      description: 'The Yii2 error body.',
      required: ['name', 'message', 'code', 'status'],
      properties: {
        name: { type: 'string', examples: ['Not Found'] },
        message: { type: 'string', description: 'What was wrong and how to fix it.' },
        code: { type: 'integer', const: 0 },
        status: { type: 'integer', examples: [404] },
      },
    },
    ValidationErrors: {
      type: 'array',
      description: 'One entry per field that failed validation (Yii2).',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  };
}

const ERROR_HINTS: Record<number, string> = {
  400: 'A header value or query parameter is malformed or names something unknown; the message lists the valid names.',
  401: 'The API key is missing, malformed, invalid, expired or revoked.',
  403: 'The caller may read the record but not change or delete it.',
  404: 'No such record, or one the caller may not access (the two are not told apart).',
  405: 'The method is not allowed on this path; `Allow` lists the allowed ones.',
  409: 'The change conflicts with another record (for example a unique value).',
  412: '`If-Match` names no current version of the record: reload it and try again.',
  413: 'The request body is larger than the configured limit.',
  415: 'The body type is not supported.',
  422: 'Validation failed.',
  429: 'Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds.',
  500: 'An unexpected failure; the message carries the request id.',
  503: 'The database is unavailable; retry after `Retry-After` seconds.',
};

function errorResponses(): Json {
  const statuses = new Set<number>([
    ...Object.values(ERROR_STATUS).map((e) => e.status),
    405,
    415,
    429,
    500,
  ]);
  const responses: Json = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const headers: Json = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
    if (status === 401)
      headers['WWW-Authenticate'] = { schema: { type: 'string', const: 'Bearer realm="api"' } };
    if (status === 405) headers.Allow = { schema: { type: 'string' } };
    if (status === 503 || status === 429) headers['Retry-After'] = { schema: { type: 'integer' } };
    if (status === 429) {
      for (const name of ['X-Rate-Limit-Limit', 'X-Rate-Limit-Remaining', 'X-Rate-Limit-Reset'])
        headers[name] = { schema: { type: 'integer' } };
    }
    const schema =
      status === 422
        ? {
            oneOf: [
              { $ref: '#/components/schemas/ValidationErrors' },
              { $ref: '#/components/schemas/Error' },
            ],
          }
        : { $ref: '#/components/schemas/Error' };
    responses[String(status)] = {
      description: `${STATUS_NAME[status] ?? 'Error'}: ${ERROR_HINTS[status] ?? ''}`.trim(),
      headers,
      content: {
        'application/json': {
          schema,
          ...(status === 422
            ? { example: [{ field: 'title', message: 'Title cannot be blank.' }] }
            : {
                example: {
                  name: STATUS_NAME[status],
                  message: ERROR_HINTS[status],
                  code: 0,
                  status,
                },
              }),
        },
      },
    };
  }
  return responses;
}

function errorStatusesOf(call: RecordCall): number[] {
  const statuses = [401, 405, 429, 500, 503];
  if (call.query.length > 0 || call.headers !== 'authorization') statuses.push(400);
  if (call.query.includes('id')) statuses.push(404);
  if (call.name === 'update' || call.name === 'delete') statuses.push(403, 412);
  if (call.name === 'create' || call.name === 'update') statuses.push(409, 413, 415, 422);
  return statuses.sort((a, b) => a - b);
}

function camel(name: string): string {
  const pascal = name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  return pascal[0]!.toLowerCase() + pascal.slice(1);
}
