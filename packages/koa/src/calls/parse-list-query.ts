import {
  FILTER_LIMITS,
  INTEGER_RANGE,
  messagesFor,
  parseListFilter,
  parseSort,
  RecordError,
  where,
  type Filter,
  type Language,
  type RecordType,
  type SortKey,
} from '@recordgate/core';

/** Paging of a list request; absent when the client asked for every record. */
export interface Paging {
  /** 1-based page number. */
  readonly page: number;
  /** Records per page, already clamped to 1..max. */
  readonly perPage: number;
}

/** The selection parameters of a list request, checked. */
export interface ListQuery {
  readonly filter: Filter;
  readonly sort: readonly SortKey[];
  readonly paging: Paging | undefined;
  /** The `search` text as sent; the record service ignores one without words. */
  readonly search: string | undefined;
}

/** Arguments of {@link parseListQuery}. */
export interface ParseListQueryArgs {
  readonly type: RecordType;
  /** The raw query string (without `?`). */
  readonly querystring: string;
  /** Largest page size; larger `per-page` values are clamped to it. */
  readonly maxPerPage: number;
  /** Page size when only `page` is given. */
  readonly defaultPerPage: number;
  readonly language: Language;
  readonly timeZone: string;
}

const FILTER_KEY = /^filter((?:\[[^[\]]*\])*)$/;

/**
 * Reads the list call's selection parameters (docs/lists.md), as Yii2 names them:
 * `page` / `per-page` (paging is opt-in), `sort=-created_at,title`, `search=words` (content search,
 * for types that declare it), and `filter[…]` in DataFilter
 * syntax (bracketed query parameters, or `filter` holding a JSON object).
 *
 * Malformed `page`, `per-page` or `sort`: `RecordError` `bad_request` (400). A malformed or
 * disallowed filter: `invalid` with one entry for `filter` (422), as Yii2's DataFilter answers.
 */
export function parseListQuery(args: ParseListQueryArgs): ListQuery {
  const search = new URLSearchParams(args.querystring);
  refuseScalarLists(search);
  const single = (name: string): string | undefined => {
    const values = search.getAll(name);
    if (values.length > 1)
      throw new RecordError(
        'bad_request',
        `The query parameter "${name}" is given more than once.`,
      );
    return values[0];
  };
  const page = single('page');
  const perPage = single('per-page');
  const sort = single('sort');
  return {
    search: single('search'),
    filter: readFilter(search, args),
    sort: sort === undefined ? [] : parseSort({ type: args.type, sort }),
    paging:
      page === undefined && perPage === undefined
        ? undefined
        : {
            page: page === undefined ? 1 : pageNumber(page),
            perPage:
              perPage === undefined
                ? args.defaultPerPage
                : clamp(integer('per-page', perPage, 20), 1, args.maxPerPage),
          },
  };
}

const EXAMPLES: Readonly<Record<string, string>> = {
  page: '2',
  'per-page': '20',
  sort: '-created_at',
  search: 'lease%20contract',
};

// docs/lists.md, "Paging": `page`, `per-page` and `sort` take one value; `per-page[]=5` is a mistake to
// report, not a parameter to ignore (which would stream the whole list).
function refuseScalarLists(search: URLSearchParams): void {
  for (const key of search.keys()) {
    const name = /^(page|per-page|sort|search)\[/.exec(key)?.[1];
    if (name) {
      throw new RecordError(
        'bad_request',
        `The query parameter "${name}" takes one value, not a list or an object: send ${name}=${EXAMPLES[name]}.`,
      );
    }
  }
}

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

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function pageNumber(raw: string): number {
  const n = integer('page', raw, 2);
  const { min, max } = INTEGER_RANGE.id;
  if (n < min || n > max)
    throw new RecordError(
      'bad_request',
      `The query parameter "page" is 1-based: give a number from ${min} to ${max}, not ${raw.trim().slice(0, 40)}.`,
    );
  return n;
}

function readFilter(search: URLSearchParams, args: ParseListQueryArgs): Filter {
  const messages = messagesFor(args.language);
  const invalid = (message: string): never => {
    throw new RecordError('invalid', 'The filter is invalid.', {
      fields: [{ field: 'filter', message }],
    });
  };
  let input: unknown;
  let parameters = 0;
  for (const [key, value] of search) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    if (++parameters > FILTER_LIMITS.conditions * 2)
      invalid(messages.filterTooComplex(FILTER_LIMITS.conditions));
    const path = [...match[1]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
    if (path.length === 0) {
      // `filter={"title":{"like":"x"}}`: the JSON form of the same structure.
      if (input !== undefined) invalid(messages.filterInvalid('"filter" is given more than once.'));
      try {
        input = JSON.parse(value) as unknown;
      } catch {
        invalid(
          messages.filterInvalid(
            'give filter[field][operator]=value parameters or a JSON object such as filter={"title":{"like":"report"}}.',
          ),
        );
      }
      continue;
    }
    input ??= Object.create(null) as Record<string, unknown>;
    if (typeof input !== 'object' || input === null)
      invalid(messages.filterInvalid('"filter" is given both as JSON and as parameters.'));
    setPath(input as Record<string, unknown>, path, value, key, invalid, messages);
  }
  if (input === undefined) return where.all;
  return parseListFilter({
    type: args.type,
    filter: input,
    language: args.language,
    timeZone: args.timeZone,
  });
}

// `filter[or][0][title][like]=x` → {or: {0: {title: {like: 'x'}}}}; `[]` appends (the next index).
function setPath(
  root: Record<string, unknown>,
  path: readonly string[],
  value: string,
  key: string,
  invalid: (message: string) => never,
  messages: ReturnType<typeof messagesFor>,
): void {
  let node = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] === '' ? String(Object.keys(node).length) : path[i]!;
    const last = i === path.length - 1;
    const existing = node[segment];
    if (last) {
      if (existing !== undefined)
        invalid(
          messages.filterInvalid(
            `"${key}" is given more than once or conflicts with another parameter.`,
          ),
        );
      node[segment] = value;
      return;
    }
    if (existing === undefined) {
      const child = Object.create(null) as Record<string, unknown>;
      node[segment] = child;
      node = child;
    } else if (typeof existing === 'object' && existing !== null) {
      node = existing as Record<string, unknown>;
    } else {
      invalid(
        messages.filterInvalid(`"${key}" conflicts with a parameter that gives a plain value.`),
      );
    }
  }
}
