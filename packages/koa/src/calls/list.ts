import type { ListResult } from '@recordgate/core';
import type { Context } from 'koa';
import { streamJsonArray } from '../body/stream-json-array.js';
import { json, recordRef, callHeaders } from '../openapi/response-parts.js';
import { LIST_PARAMETERS, PREFER } from '../parameters/list-parameters.js';
import { readParameter } from '../parameters/read-parameter.js';
import { SHAPING_HEADERS } from '../parameters/shaping-headers.js';
import { parseListQuery, type Paging } from './parse-list-query.js';
import type { CallDefinition } from './types.js';

/** Page size when only `page` is given (Yii2's default). */
const DEFAULT_PER_PAGE = 20;
/** Records read and shaped per step of a streamed list. */
const STREAM_CHUNK = 500;

/**
 * The list call (docs/lists.md): every record of the type the caller may access, filtered and sorted;
 * a page of them with Yii2's paging headers when `page` or `per-page` is given, otherwise all of them
 * streamed from a database cursor.
 */
export const list: CallDefinition<'list'> = {
  name: 'list',
  path: '',
  methods: ['GET'],
  parameters: [...LIST_PARAMETERS, ...SHAPING_HEADERS],
  summary: 'Get records',
  description: 'Every record of this type the caller may access.',
  // 422: an invalid `filter` (Yii2's DataFilter answers so).
  // 404: the policy does not let the caller use the type at all (a member and webhooks).
  errors: [404, 422],

  async handle(ctx, { type, actor }, { records, planFor, present, baseUrl, maxPerPage, logger }) {
    const plan = planFor(ctx, type);
    const { filter, sort, paging, search } = parseListQuery({
      type,
      querystring: ctx.querystring,
      maxPerPage,
      defaultPerPage: Math.min(DEFAULT_PER_PAGE, maxPerPage),
      language: records.language,
      timeZone: records.timeZone,
    });
    // `Prefer: count=none` (RFC 7240) skips the total count, the costly part of a large list;
    // `count=exact` asks for the count, which is the default.
    const preferred = readParameter(ctx, PREFER);
    const count = preferred !== 'none';
    if (preferred) ctx.set('Preference-Applied', `count=${preferred}`);
    ctx.set('Vary', 'Prefer');
    if (paging) {
      const { page, perPage } = paging;
      const result = await records.list({
        actor,
        type: type.name,
        filter,
        search,
        sort,
        limit: perPage,
        offset: (page - 1) * perPage,
        count,
      });
      setPagingHeaders(ctx, `${baseUrl(ctx)}/${type.name}`, paging, result);
      ctx.body = await present(ctx, actor, plan, result.records);
      return;
    }
    // docs/lists.md, "The whole list, streamed": from a database cursor, a chunk at a time.
    const cursor = await records.openList({
      actor,
      type: type.name,
      filter,
      search,
      sort,
      count,
      chunkSize: STREAM_CHUNK,
    });
    if (cursor.total !== undefined) ctx.set('X-Pagination-Total-Count', String(cursor.total));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = await streamJsonArray({
      cursor,
      render: (chunk) => present(ctx, actor, plan, chunk),
      onError: (error) =>
        logger.error(
          { requestId: ctx.state.requestId as string, error },
          'list stream failed after the response started',
        ),
    });
  },

  responses: ({ type }) => ({
    '200': {
      description: 'Every record of the type that the caller may access.',
      headers: {
        ...callHeaders(),
        'X-Pagination-Total-Count': {
          description: 'The number of records in the list.',
          schema: { type: 'integer' },
        },
        'X-Pagination-Page-Count': { schema: { type: 'integer' } },
        'X-Pagination-Current-Page': { schema: { type: 'integer' } },
        'X-Pagination-Per-Page': { schema: { type: 'integer' } },
        Link: {
          description: 'With paging: URLs of the self, first, last, prev and next pages.',
          schema: { type: 'string' },
        },
        'Preference-Applied': {
          description:
            'The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`.',
          schema: { type: 'string', enum: ['count=none', 'count=exact'] },
        },
      },
      content: json({ type: 'array', items: recordRef(type) }),
    },
  }),
};

// Yii2's paging headers and its Link header (rel self, first, last, prev, next); `base` is the URL of
// the type, before `/api/default`.
function setPagingHeaders(
  ctx: Context,
  base: string,
  { page, perPage }: Paging,
  { total, more }: ListResult,
): void {
  const pageCount = total === undefined ? undefined : Math.ceil(total / perPage);
  if (total !== undefined) {
    ctx.set('X-Pagination-Total-Count', String(total));
    ctx.set('X-Pagination-Page-Count', String(pageCount));
  }
  ctx.set('X-Pagination-Current-Page', String(page));
  ctx.set('X-Pagination-Per-Page', String(perPage));
  const query = new URLSearchParams(ctx.querystring);
  query.delete('page');
  query.delete('per-page');
  const url = (n: number) => {
    query.set('page', String(n));
    query.set('per-page', String(perPage));
    return `<${base}/api/default?${query.toString()}>`;
  };
  const links = [`${url(page)}; rel=self`, `${url(1)}; rel=first`];
  if (pageCount !== undefined && pageCount > 0) links.push(`${url(pageCount)}; rel=last`);
  if (page > 1) {
    const last = pageCount === undefined ? page - 1 : Math.max(1, Math.min(page - 1, pageCount));
    links.push(`${url(last)}; rel=prev`);
  }
  if (more) links.push(`${url(page + 1)}; rel=next`);
  ctx.set('Link', links.join(', '));
}
