import { INTEGER_RANGE, parseSort, RecordError, type Filter, type SortKey } from '@recordgate/core';
import { filterDocument } from './filter-document.js';
import { parseFilter } from './parse-filter.js';
import type { CallParameter, ListParameter, ListQueryContext, ReadParameter } from './types.js';

const INTEGER_INVALID = ['abc', '1.5', '', '1e3'];

/** `page`, 1-based (docs/lists.md, "Paging"). */
export const PAGE: ListParameter<number> = {
  name: 'page',
  in: 'query',
  single: true,
  example: '2',
  invalid: [...INTEGER_INVALID, '0', '-1', '99999999999999999999'],
  document: {
    inline: () => ({
      required: false,
      description: 'Page number, from 1. Without `page` and `per-page` the whole list is returned.',
      schema: { type: 'integer', minimum: INTEGER_RANGE.id.min, maximum: INTEGER_RANGE.id.max },
    }),
  },
  parse(raw) {
    const n = integer('page', raw, 2);
    const { min, max } = INTEGER_RANGE.id;
    if (n < min || n > max)
      throw new RecordError(
        'bad_request',
        `The query parameter "page" is 1-based: give a number from ${min} to ${max}, not ${raw.trim().slice(0, 40)}.`,
      );
    return n;
  },
};

/** `per-page`: any whole number, clamped to 1 … the router's `maxPerPage`. */
export const PER_PAGE: ListParameter<number> = {
  name: 'per-page',
  in: 'query',
  single: true,
  example: '20',
  invalid: INTEGER_INVALID,
  document: {
    inline: () => ({
      required: false,
      // No bounds: the server clamps any whole number to 1 … its maximum instead of refusing it.
      description:
        'Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used.',
      schema: { type: 'integer' },
    }),
  },
  parse: (raw, { maxPerPage }) => Math.min(maxPerPage, Math.max(1, integer('per-page', raw, 20))),
};

/** `sort`: comma-separated fields, `-` for descending. */
export const SORT: ListParameter<readonly SortKey[]> = {
  name: 'sort',
  in: 'query',
  single: true,
  example: '-created_at',
  invalid: ['nope', '-nope', 'title,title'],
  document: {
    inline: ({ type }) => ({
      required: false,
      description: `Comma-separated fields, \`-\` for descending (\`-created_at,title\`). Fields: ${type.visibleFields.map((f) => `\`${f.name}\``).join(', ')}.`,
      schema: { type: 'string' },
    }),
  },
  parse: (raw, { type }) => parseSort({ type, sort: raw }),
};

/**
 * `search`, as sent: the record service ignores one without words. Documented only for the types
 * that declare searchable content (docs/lists.md, "Search").
 */
export const SEARCH: ListParameter<string> = {
  name: 'search',
  in: 'query',
  single: true,
  example: 'lease%20contract',
  invalid: [],
  document: {
    inline: ({ type }) => {
      if (!type.search) return undefined;
      const content = [
        ...type.search.fields.map((f) => `\`${f}\``),
        ...(type.search.file ? ['the text of the record’s file'] : []),
      ].join(', ');
      return {
        required: false,
        description: `Content search in ${content}: every word must occur (the last may be the start of a word), in any letter case, with or without accents, in any inflection of the installation language. Punctuation and operators are read as spaces. Without \`sort\`, the records whose searchable fields hold every word come first, then the others; within each, the best matches first. Text without words is ignored.`,
        schema: { type: 'string', examples: ['lease contract'] },
      };
    },
  },
  parse: (raw) => raw,
};

/**
 * `Prefer` of the list call (RFC 7240): `count=none` skips the count, `count=exact` asks for it (the
 * default), each answered with `Preference-Applied`; other preferences are ignored, as the RFC says.
 */
export const PREFER: ReadParameter<'none' | 'exact' | undefined> = {
  name: 'Prefer',
  in: 'header',
  invalid: [],
  document: {
    inline: () => ({
      required: false,
      description:
        'Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored.',
      schema: { type: 'string', examples: ['count=none', 'count=exact'] },
    }),
  },
  parse(raw = '') {
    const asked = raw.split(',').map((p) => p.trim().toLowerCase().replace(/\s+/g, ''));
    if (asked.includes('count=none')) return 'none';
    return asked.includes('count=exact') ? 'exact' : undefined;
  },
};

/**
 * `filter`, Yii2's DataFilter: bracketed query parameters (`filter[title][like]=x`) or `filter`
 * holding a JSON object. A malformed or disallowed filter is 422 with one entry for `filter`.
 */
export const FILTER: CallParameter & {
  readonly parse: (query: URLSearchParams, context: ListQueryContext) => Filter;
} = {
  name: 'filter',
  in: 'query',
  invalid: ['{', '[1]', '"x"', '{"nope":{"eq":"x"}}', '{"title":{"nope":"x"}}'],
  document: { inline: ({ type }) => filterDocument(type) },
  parse: parseFilter,
};

/** The list call's parameters in the document's order. */
export const LIST_PARAMETERS: readonly CallParameter[] = [
  PAGE,
  PER_PAGE,
  SORT,
  SEARCH,
  PREFER,
  FILTER,
];

// Any whole number, however long: the callers clamp or range-check it.
function integer(name: string, raw: string, example: number): number {
  if (!/^-?\d+$/.test(raw.trim())) {
    throw new RecordError(
      'bad_request',
      `The query parameter "${name}" must be an integer such as ${name}=${example}, not "${raw.slice(0, 40)}".`,
    );
  }
  return Number(raw);
}
