import { RecordError, type Filter, type SortKey } from '@recordgate/core';
import { FILTER, PAGE, PER_PAGE, SEARCH, SORT } from '../parameters/list-parameters.js';
import type { ListParameter, ListQueryContext } from '../parameters/types.js';

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
export interface ParseListQueryArgs extends ListQueryContext {
  /** The raw query string (without `?`). */
  readonly querystring: string;
}

// The parameters that take one value, in the order their repetition is refused.
const SINGLE: readonly ListParameter<unknown>[] = [PAGE, PER_PAGE, SORT, SEARCH];
const SINGLE_BY_NAME = new Map(SINGLE.map((p) => [p.name, p]));
const BRACKETED = new RegExp(`^(${SINGLE.map((p) => p.name).join('|')})\\[`);

/**
 * Reads the list call's selection parameters (docs/lists.md), as Yii2 names them and as
 * parameters/list-parameters.ts declares them: `page` / `per-page` (paging is opt-in),
 * `sort=-created_at,title`, `search=words` (content search, for types that declare it), and
 * `filter[…]` in DataFilter syntax (bracketed query parameters, or `filter` holding a JSON object).
 *
 * In this order: a bracketed or repeated single-value parameter, then the filter, the sort, the page
 * and the page size. Malformed `page`, `per-page` or `sort`: `RecordError` `bad_request` (400). A
 * malformed or disallowed filter: `invalid` with one entry for `filter` (422), as Yii2's DataFilter
 * answers.
 */
export function parseListQuery(args: ParseListQueryArgs): ListQuery {
  const search = new URLSearchParams(args.querystring);
  refuseScalarLists(search);
  const [page, perPage, sort, text] = SINGLE.map(({ name }) => {
    const values = search.getAll(name);
    if (values.length > 1)
      throw new RecordError(
        'bad_request',
        `The query parameter "${name}" is given more than once.`,
      );
    return values[0];
  });
  return {
    search: text === undefined ? undefined : SEARCH.parse(text, args),
    filter: FILTER.parse(search, args),
    sort: sort === undefined ? [] : SORT.parse(sort, args),
    paging:
      page === undefined && perPage === undefined
        ? undefined
        : {
            page: page === undefined ? 1 : PAGE.parse(page, args),
            perPage: perPage === undefined ? args.defaultPerPage : PER_PAGE.parse(perPage, args),
          },
  };
}

// docs/lists.md, "Paging": `page`, `per-page` and `sort` take one value; `per-page[]=5` is a mistake to
// report, not a parameter to ignore (which would stream the whole list).
function refuseScalarLists(search: URLSearchParams): void {
  for (const key of search.keys()) {
    const name = BRACKETED.exec(key)?.[1];
    if (name) {
      throw new RecordError(
        'bad_request',
        `The query parameter "${name}" takes one value, not a list or an object: send ${name}=${SINGLE_BY_NAME.get(name)!.example}.`,
      );
    }
  }
}
