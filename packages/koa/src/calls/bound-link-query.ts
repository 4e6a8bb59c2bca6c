import { RecordError } from '@recordgate/core';

/**
 * The longest `Link` header the list call writes, so that the whole response head stays under 8 KB,
 * which proxies' default buffers (nginx's 8k) and clients (undici behind Node's `fetch`) accept.
 */
export const MAX_LINK_HEADER = 6000;
// Each of the five links (self, first, last, prev, next) repeats the base, the query and the paging
// parameters: `<BASE/api/default?QUERY&page=N&per-page=M>; rel=first, ` with ten-digit numbers.
const LINKS = 5;
const LINK_FRAME = '</api/default?&page=2147483647&per-page=2147483647>; rel=first, '.length;

/**
 * The query the list call's paging links repeat (every parameter but `page` and `per-page`, encoded as
 * the links write it), or a 400 naming `search` and `filter` and the limit when five links of it
 * would pass {@link MAX_LINK_HEADER} (docs/lists.md, "Paging"). `typeUrl` is the URL of the type.
 */
export function boundLinkQuery(querystring: string, typeUrl: string): URLSearchParams {
  const query = new URLSearchParams(querystring);
  query.delete('page');
  query.delete('per-page');
  const limit = Math.floor(MAX_LINK_HEADER / LINKS) - LINK_FRAME - typeUrl.length;
  const length = query.toString().length;
  if (length > limit) {
    const of = (name: string) =>
      [...query.entries()]
        .filter(([key]) => key === name || key.startsWith(`${name}[`))
        .reduce((sum, entry) => sum + new URLSearchParams([entry]).toString().length + 1, 0);
    throw new RecordError(
      'bad_request',
      `The list's query is too long: "search" and "filter" (with "sort") take ${length} characters once encoded, at most ${limit} are accepted here, since the paging links repeat them (search: ${of('search')}, filter: ${of('filter')}). Search for fewer words or split the filter into several requests.`,
    );
  }
  return query;
}
