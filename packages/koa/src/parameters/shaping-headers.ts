import type { RecordType } from '@recordgate/core';
import { DEFAULT_DATE_FORMAT, MAX_LIST_ENTRIES } from '@recordgate/shape';
import type { Json } from '../openapi/types.js';
import { BOOLEAN_INVALID, booleanHeader } from './boolean-header.js';
import { utf8HeaderValue } from './utf8-header-value.js';
import type { ParameterDocumentArgs, ReadParameter, ShapedType } from './types.js';

/**
 * A shaping header (docs/shaping.md). `parse` reads the value as UTF-8; the plan cache hands the five
 * values together to shape's `parseShape`, which checks them against the type answered.
 */
export interface ShapingHeader extends ReadParameter<string | undefined> {
  /** A comma-separated list, refused past `MAX_LIST_ENTRIES` entries before it is parsed. */
  readonly list: boolean;
}

// An empty value stays empty: the plan tells it from an absent header.
const utf8 = (name: string) => (raw: string | undefined) => raw && utf8HeaderValue(name, raw);

// More entries than a list header takes.
const TOO_MANY = Array.from({ length: MAX_LIST_ENTRIES + 1 }, () => 'id').join(',');

/** `expand`: the references to embed. */
export const EXPAND: ShapingHeader = {
  name: 'expand',
  in: 'header',
  list: true,
  invalid: ['nope.*', 'nope', TOO_MANY],
  document: {
    inline: ({ shaped }) => ({
      required: false,
      description: `Comma-separated references to embed, each \`<reference>.*\` (all fields) or \`<reference>.<field>\` (one field).${answeredNote(shaped)} ${perType(shaped, referencesOf)} Only records the caller may read are embedded; others appear as \`null\`.`,
      schema: { type: 'string' },
      ...examplesOf(shaped, (type) => referencesOf(type).slice(0, 2).join(',')),
    }),
  },
  parse: utf8('expand'),
};

/** `fields`: the fields the answer contains. */
export const FIELDS: ShapingHeader = {
  name: 'fields',
  in: 'header',
  list: true,
  invalid: ['nope', TOO_MANY],
  document: {
    inline: ({ shaped }) => ({
      required: false,
      description: `Comma-separated fields the response contains.${answeredNote(shaped)} ${perType(shaped, fieldsOf)}`,
      schema: { type: 'string' },
      ...examplesOf(shaped, (type) => fieldsOf(type).slice(0, 3).join(',')),
    }),
  },
  parse: utf8('fields'),
};

/** `dateFields`: the date-time fields `dateFormat` applies to. */
export const DATE_FIELDS: ShapingHeader = {
  name: 'dateFields',
  in: 'header',
  list: true,
  invalid: ['nope', TOO_MANY],
  document: {
    inline: ({ shaped }) => ({
      required: false,
      description: `Comma-separated date-time fields \`dateFormat\` applies to; the others are then ISO 8601 in UTC.${answeredNote(shaped)} ${perType(shaped, datesOf)} Qualified names such as \`createdBy.created_at\` too.`,
      schema: { type: 'string' },
    }),
  },
  parse: utf8('dateFields'),
};

/** `href`: links to the records shown. */
export const HREF: ShapingHeader = {
  name: 'href',
  in: 'header',
  list: false,
  invalid: BOOLEAN_INVALID,
  document: {
    component: booleanHeader(
      false,
      'When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`.',
    ),
  },
  parse: utf8('href'),
};

/** `dateFormat`: how date-time fields are written. */
export const DATE_FORMAT: ShapingHeader = {
  name: 'dateFormat',
  in: 'header',
  list: false,
  invalid: ["dd.MM.yyyy 'at", 'dd.MM.yyyy J', 'php:'.padEnd(210, 'Y')],
  document: {
    component: {
      required: false,
      description:
        'Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`.',
      schema: { type: 'string', default: DEFAULT_DATE_FORMAT },
    },
  },
  parse: utf8('dateFormat'),
};

/** The shaping headers in the document's order, for the calls that answer with records. */
export const SHAPING_HEADERS: readonly ShapingHeader[] = [
  EXPAND,
  FIELDS,
  DATE_FIELDS,
  HREF,
  DATE_FORMAT,
];

/** The type each call of `type` answers with: the type itself, unless the call says otherwise. */
export const ownType = ({ type }: Pick<ParameterDocumentArgs, 'type'>): ShapedType[] => [{ type }];

const answeredNote = (shaped: readonly ShapedType[]) =>
  shaped.length === 1 && !shaped[0]!.attributes
    ? ''
    : ' The record answered is of the type `attribute` refers to.';

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
