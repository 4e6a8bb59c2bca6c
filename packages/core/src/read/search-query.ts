import { RecordError } from '../errors/record-error.js';
import type { RecordType } from '../model/types.js';
import type { SearchQuery } from '../ports/storage-adapter.js';
import { parseSearchText } from '../search/search-text.js';
import { labelOf, type RecordContext } from '../service/record-context.js';

/**
 * The search of a list, from the client's text (docs/lists.md, "Search"): a search without words is
 * ignored; one on a type that declares no search is refused (`bad_request`), naming the types that
 * have one.
 */
export function searchQuery(
  ctx: RecordContext,
  type: RecordType,
  text: string | undefined,
): SearchQuery | undefined {
  const query = text === undefined ? undefined : parseSearchText(text, ctx.language);
  if (query && !type.search) {
    const searchable = ctx.types.public.filter((t) => t.search).map((t) => t.name);
    throw new RecordError(
      'bad_request',
      `${labelOf(type)} records cannot be searched: the type has no searchable fields. Use filter (filter[field][like]=word) instead${searchable.length > 0 ? `, or search ${searchable.join(', ')} records` : ''}.`,
    );
  }
  return query;
}
