import type {
  FollowArgs,
  FollowResult,
  ListArgs,
  ListResult,
  OpenListArgs,
  RecordCallArgs,
} from '../service/create-record-service.js';
import { where, type Filter } from '../model/filter.js';
import { findReference } from '../record-types/find-reference.js';
import {
  accessFilter,
  findReadable,
  labelOf,
  usableType,
  type RecordContext,
} from '../service/record-context.js';
import { RecordError } from '../errors/record-error.js';
import { parseSearchText } from '../search/search-text.js';
import type { RecordCursor, SearchQuery } from '../ports/storage-adapter.js';
import type { Actor, RecordType, StoredRecord } from '../model/types.js';

/** `RecordService.list`: one page of the readable records, counted unless `count` is false. */
export async function listRecords(ctx: RecordContext, args: ListArgs): Promise<ListResult> {
  const { actor, filter = where.all, sort = [], limit, offset = 0, count = true } = args;
  const type = usableType(ctx, actor, args.type);
  const search = searchQuery(ctx, type, args.search);
  // The policy's filter is the outer condition: a client's filter can only narrow it.
  const scoped = where.and(listFilter(ctx, actor, type), filter);
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

/**
 * The policy's read filter of a list; a type the actor may read nothing of (a member and the audit
 * trail) is a 404, as its info call is, rather than an empty list.
 */
function listFilter(ctx: RecordContext, actor: Actor, type: RecordType): Filter {
  const filter = accessFilter(ctx, actor, type, 'read');
  if (filter.op === 'false')
    throw new RecordError('not_found', `There is no record type "${type.name}".`);
  return filter;
}

/** `RecordService.openList`: a cursor over every readable record. */
export async function openRecordList(
  ctx: RecordContext,
  args: OpenListArgs,
): Promise<RecordCursor> {
  const { actor, filter = where.all, sort = [], chunkSize, count = true } = args;
  const type = usableType(ctx, actor, args.type);
  return ctx.storage.openCursor({
    type: type.name,
    filter: where.and(listFilter(ctx, actor, type), filter),
    search: searchQuery(ctx, type, args.search),
    sort,
    chunkSize,
    count,
  });
}

/** `RecordService.view`: one readable record. */
export async function viewRecord(ctx: RecordContext, args: RecordCallArgs): Promise<StoredRecord> {
  return findReadable(ctx, args.actor, usableType(ctx, args.actor, args.type), args.id);
}

/** `RecordService.follow`: the readable record a reference of a readable record names. */
export async function followReference(
  ctx: RecordContext,
  { actor, id, attribute, ...args }: FollowArgs,
): Promise<FollowResult> {
  const type = usableType(ctx, actor, args.type);
  const reference = findReference(type, attribute);
  const source = await findReadable(ctx, actor, type, id);
  const target = ctx.types.get(reference.target);
  const targetId = source[reference.field];
  if (typeof targetId !== 'number') {
    throw new RecordError('not_found', `${labelOf(type)} #${id} has no ${reference.name}.`);
  }
  return { type: target, record: await findReadable(ctx, actor, target, targetId) };
}

/**
 * docs/lists.md, "Search": a search without words is ignored; one on a type that declares no search
 * is refused (`bad_request`), naming the types that have one.
 */
function searchQuery(
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
