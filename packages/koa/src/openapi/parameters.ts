import {
  fileVersionView,
  INTEGER_RANGE,
  type RecordType,
  type TypeRegistry,
} from '@recordgate/core';
import { DEFAULT_DATE_FORMAT } from '@recordgate/shape';
import type { CallName, RecordCall } from '../calls/types.js';
import type { Json } from './types.js';

/** The headers of reference-based field setting and .docx filling that create and update take. */
const POST_HEADERS = [
  'ignoreMissingReference',
  'ignoreDuplicateReference',
  'fillPlaceholders',
  'removeUnfiledPlaceholders',
] as const;

/**
 * The conditional header each call honours (calls/conditional-requests.ts and send-file.ts): the
 * reads that answer with an `ETag` take `If-None-Match`, the changes take `If-Match`.
 */
const CONDITION: Partial<Record<CallName, 'If-Match' | 'If-None-Match'>> = {
  view: 'If-None-Match',
  listObjects: 'If-None-Match',
  download: 'If-None-Match',
  update: 'If-Match',
  delete: 'If-Match',
};

/**
 * The parameters of one call of `type`: its query parameters, its conditional header, and the header
 * set the call takes (shaping headers for calls that answer with records, the write headers for
 * create and update). The shaping headers of list-objects name the fields of the referenced types.
 */
export function callParameters(type: RecordType, call: RecordCall, registry: TypeRegistry): Json[] {
  const parameters: Json[] = [];
  if (call.query.includes('id')) parameters.push({ $ref: '#/components/parameters/id' });
  if (call.query.includes('version')) parameters.push({ $ref: '#/components/parameters/version' });
  const condition = CONDITION[call.name];
  if (condition) parameters.push({ $ref: `#/components/parameters/${condition}` });
  if (call.name === 'download') {
    parameters.push({ $ref: '#/components/parameters/Range' });
    parameters.push({ $ref: '#/components/parameters/If-Range' });
  }
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
  // list-objects answers with the referenced type, versions with file versions; their shaping
  // headers name the fields of those.
  if (call.headers === 'get' || call.headers === 'post') {
    const shaped = call.name === 'versions' ? fileVersionView : type;
    parameters.push(
      ...shapingParameters(
        call.query.includes('attribute') ? referencedTypes(type, registry) : [{ type: shaped }],
      ),
    );
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

// As shape's parseBoolean reads them: true/false/1/0 in any case; an empty value is the default.
function booleanHeaderParameter(name: string, fallback: boolean, description: string): Json {
  return {
    name,
    in: 'header',
    required: false,
    description: `${description} Also \`1\` or \`0\`, in any letter case; anything else is 400.`,
    schema: {
      type: 'string',
      pattern: '^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0)$',
      default: String(fallback),
      examples: ['true', 'false'],
    },
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
      schema: { type: 'integer', minimum: INTEGER_RANGE.id.min, maximum: INTEGER_RANGE.id.max },
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
    ...fileParameters(),
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

/** The download call's own parameters: a file version, a byte range (docs/documents.md). */
function fileParameters(): Json {
  return {
    version: {
      name: 'version',
      in: 'query',
      required: false,
      description:
        'A file version from the versions call (1 is the first upload); without it, the current file. Not a positive integer: 400; a version the record does not have: 404.',
      schema: { type: 'integer', minimum: INTEGER_RANGE.id.min, maximum: INTEGER_RANGE.id.max },
    },
    Range: {
      name: 'Range',
      in: 'header',
      required: false,
      description:
        'One byte range of the file (RFC 9110): `bytes=FIRST-LAST`, `bytes=FIRST-` or `bytes=-SUFFIX`; answered 206, or 416 when no byte of the file lies in it. Several ranges, or a malformed value, are answered 200 with the whole file.',
      schema: { type: 'string', examples: ['bytes=0-1023', 'bytes=1024-', 'bytes=-500'] },
    },
    'If-Range': {
      name: 'If-Range',
      in: 'header',
      required: false,
      description:
        'The `ETag` of the file a client resumes: `Range` is honoured only while the file is still that one; otherwise the whole current file is sent (200).',
      schema: { type: 'string' },
    },
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
      schema: { type: 'integer', minimum: INTEGER_RANGE.id.min, maximum: INTEGER_RANGE.id.max },
    },
    {
      name: 'per-page',
      in: 'query',
      required: false,
      // No bounds: the server clamps any whole number to 1 … its maximum instead of refusing it.
      description:
        'Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used.',
      schema: { type: 'integer' },
    },
    {
      name: 'sort',
      in: 'query',
      required: false,
      description: `Comma-separated fields, \`-\` for descending (\`-created_at,title\`). Fields: ${fields}.`,
      schema: { type: 'string' },
    },
    ...searchParameter(type),
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

/** A type whose fields the shaping headers name, and the `attribute` values that answer with it. */
interface ShapedType {
  readonly type: RecordType;
  readonly attributes?: readonly string[];
}

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

const listOf = (names: readonly string[]) =>
  names.length === 0 ? 'none' : names.map((n) => `\`${n}\``).join(', ');

// "For document: …", or for list-objects one sentence per referenced type with its attributes.
function perType(shaped: readonly ShapedType[], names: (type: RecordType) => string[]): string {
  return shaped
    .map(({ type, attributes }) =>
      attributes
        ? `With \`attribute\` ${listOf(attributes)} (a ${type.name}): ${listOf(names(type))}.`
        : `For ${type.name}: ${listOf(names(type))}.`,
    )
    .join(' ');
}

// One example per referenced type (list-objects), or the single example of a type's own calls.
function examplesOf(shaped: readonly ShapedType[], value: (type: RecordType) => string): Json {
  const values = shaped.filter(({ type }) => value(type) !== '');
  if (values.length === 0) return {};
  if (!values[0]!.attributes) return { example: value(values[0]!.type) };
  return {
    examples: Object.fromEntries(
      values.map(({ type, attributes }) => [
        attributes![0]!,
        { summary: `attribute=${attributes![0]!} (${type.name})`, value: value(type) },
      ]),
    ),
  };
}

const referencesOf = (type: RecordType) => type.references.map((r) => `${r.name}.*`);
const fieldsOf = (type: RecordType) => type.visibleFields.map((f) => f.name);
const datesOf = (type: RecordType) =>
  type.visibleFields.filter((f) => f.type === 'datetime').map((f) => f.name);

/**
 * `expand`, `fields` and `dateFields`, with the names valid for the type answered: for list-objects,
 * for each referenced type and the attributes that lead to it.
 */
function shapingParameters(shaped: readonly ShapedType[]): Json[] {
  const answered =
    shaped.length === 1 && !shaped[0]!.attributes
      ? ''
      : ' The record answered is of the type `attribute` refers to.';
  return [
    {
      name: 'expand',
      in: 'header',
      required: false,
      description: `Comma-separated references to embed, each \`<reference>.*\` (all fields) or \`<reference>.<field>\` (one field).${answered} ${perType(shaped, referencesOf)} Only records the caller may read are embedded; others appear as \`null\`.`,
      schema: { type: 'string' },
      ...examplesOf(shaped, (type) => referencesOf(type).slice(0, 2).join(',')),
    },
    {
      name: 'fields',
      in: 'header',
      required: false,
      description: `Comma-separated fields the response contains.${answered} ${perType(shaped, fieldsOf)}`,
      schema: { type: 'string' },
      ...examplesOf(shaped, (type) => fieldsOf(type).slice(0, 3).join(',')),
    },
    {
      name: 'dateFields',
      in: 'header',
      required: false,
      description: `Comma-separated date-time fields \`dateFormat\` applies to; the others are then ISO 8601 in UTC.${answered} ${perType(shaped, datesOf)} Qualified names such as \`createdBy.created_at\` too.`,
      schema: { type: 'string' },
    },
  ];
}

// docs/lists.md, "Search": only types that declare searchable content take `search`.
function searchParameter(type: RecordType): Json[] {
  if (!type.search) return [];
  const content = [
    ...type.search.fields.map((f) => `\`${f}\``),
    ...(type.search.file ? ['the text of the record’s file'] : []),
  ].join(', ');
  return [
    {
      name: 'search',
      in: 'query',
      required: false,
      description: `Content search in ${content}: every word must occur (the last may be the start of a word), in any letter case, with or without accents, in any inflection of the installation language. Punctuation and operators are read as spaces. Without \`sort\`, the records whose searchable fields hold every word come first, then the others; within each, the best matches first. Text without words is ignored.`,
      schema: { type: 'string', examples: ['lease contract'] },
    },
  ];
}
