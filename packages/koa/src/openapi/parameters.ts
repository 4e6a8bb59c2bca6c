import type { RecordType } from '@recordgate/core';
import { DEFAULT_DATE_FORMAT } from '@recordgate/shape';
import type { RecordCall } from '../record-calls.js';
import type { Json } from './types.js';

/** The headers of reference-based field setting and .docx filling that create and update take. */
const POST_HEADERS = [
  'ignoreMissingReference',
  'ignoreDuplicateReference',
  'fillPlaceholders',
  'removeUnfiledPlaceholders',
] as const;

/**
 * The parameters of one call of `type`: its query parameters, and the header set the call takes
 * (shaping headers for calls that answer with records, the write headers for create and update).
 */
export function callParameters(type: RecordType, call: RecordCall): Json[] {
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
  return parameters;
}

function booleanHeaderParameter(name: string, fallback: boolean, description: string): Json {
  return {
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string', enum: ['true', 'false'], default: String(fallback) },
  };
}

/** The parameters every type shares (`components.parameters`), referenced by the calls. */
export function sharedParameters(): Json {
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
    href: booleanHeaderParameter(
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
      schema: { type: 'string', default: DEFAULT_DATE_FORMAT },
    },
    ignoreMissingReference: booleanHeaderParameter(
      'ignoreMissingReference',
      false,
      'Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422.',
    ),
    ignoreDuplicateReference: booleanHeaderParameter(
      'ignoreDuplicateReference',
      true,
      'Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422.',
    ),
    fillPlaceholders: booleanHeaderParameter(
      'fillPlaceholders',
      false,
      'When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written.',
    ),
    removeUnfiledPlaceholders: booleanHeaderParameter(
      'removeUnfiledPlaceholders',
      false,
      'When a .docx file is uploaded, hide the placeholder tags that could not be filled.',
    ),
  };
}

/** Yii2's paging, sorting and filtering of the list call (docs/lists.md). */
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
