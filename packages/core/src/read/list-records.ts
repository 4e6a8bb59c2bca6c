import { where } from '../model/filter.js';
import { usableType, type RecordContext } from '../service/record-context.js';
import type { ListArgs, ListResult } from '../service/record-service.js';
import { listAccessFilter } from './list-access-filter.js';
import { searchQuery } from './search-query.js';

/** `RecordService.list`: one page of the readable records, counted unless `count` is false. */
export async function listRecords(ctx: RecordContext, args: ListArgs): Promise<ListResult> {
  const { actor, filter = where.all, sort = [], limit, offset = 0, count = true } = args;
  const type = usableType(ctx, actor, args.type);
  const search = searchQuery(ctx, type, args.search);
  // The policy's filter is the outer condition: a client's filter can only narrow it.
  const scoped = where.and(listAccessFilter(ctx, actor, type), filter);
  if (!count) {
    // One record beyond the page tells whether another page follows, without counting.
    const found = await ctx.storage.findMany({
      type: type.name,
      filter: scoped,
      search,
      sort,
      limit: limit === undefined ? undefined : limit + 1,
      offset,
    });
    const more = limit !== undefined && found.length > limit;
    return { records: more ? found.slice(0, limit) : found, total: undefined, more };
  }
  const [records, total] = await Promise.all([
    ctx.storage.findMany({ type: type.name, filter: scoped, search, sort, limit, offset }),
    ctx.storage.count({ type: type.name, filter: scoped, search }),
  ]);
  return { records, total, more: offset + records.length < total };
}
