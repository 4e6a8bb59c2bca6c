import { where } from '../model/filter.js';
import type { RecordCursor } from '../ports/storage-adapter.js';
import { usableType, type RecordContext } from '../service/record-context.js';
import type { OpenListArgs } from '../service/record-service.js';
import { listAccessFilter } from './list-access-filter.js';
import { searchQuery } from './search-query.js';

/** `RecordService.openList`: a cursor over every readable record. */
export async function openRecordList(
  ctx: RecordContext,
  args: OpenListArgs,
): Promise<RecordCursor> {
  const { actor, filter = where.all, sort = [], chunkSize, count = true } = args;
  const type = usableType(ctx, actor, args.type);
  return ctx.storage.openCursor({
    type: type.name,
    filter: where.and(listAccessFilter(ctx, actor, type), filter),
    search: searchQuery(ctx, type, args.search),
    sort,
    chunkSize,
    count,
  });
}
