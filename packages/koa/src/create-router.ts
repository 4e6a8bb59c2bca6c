import { Router } from '@koa/router';
import { createDefaultPolicy } from '@recordgate/access';
import {
  createFilesystemFileStore,
  createKeyService,
  createRecordService,
  createTypeRegistry,
  defaultRecordTypes,
  findReference,
  RecordError,
  versionOf,
  type Actor,
  type RecordType,
  type StoredRecord,
} from '@recordgate/core';
import { createRenderPool, defaultArchiveLimits, type RenderPool } from '@recordgate/docx';
import { parseShape, shapeRecord, type ShapePlan } from '@recordgate/shape';
import type { Context, Middleware } from 'koa';
import { assignRequestId } from './middleware/assign-request-id.js';
import { authenticate } from './middleware/authenticate.js';
import { createFileProcessor } from './create-file-processor.js';
import { createRateLimits } from './rate-limits/create-rate-limits.js';
import { handleErrors, HttpProblem } from './middleware/handle-errors.js';
import { parseEntityTags } from './calls/parse-entity-tags.js';
import { observeRequests, requestFacts } from './middleware/observe-requests.js';
import { createBodyReader, parseByteSize, type RequestBody } from './body/read-body.js';
import { RECORD_BASE_PATH, RECORD_CALLS, type CallName, type RecordCall } from './record-calls.js';
import { securityHeaders } from './middleware/security-headers.js';
import { sendFile } from './body/send-file.js';
import { parseListQuery, type Paging } from './calls/parse-list-query.js';
import { streamJsonArray } from './body/stream-json-array.js';
import type { RecordGateOptions, RecordGateRouter } from './types.js';

const SHAPE_HEADERS = ['expand', 'fields', 'href', 'dateFormat', 'dateFields'] as const;
const MAX_CACHED_PLANS = 1000;
/** Most entries a list header (`expand`, `fields`, `dateFields`) may name (docs/reliability.md). */
const MAX_LIST_ENTRIES = 100;
const LIST_HEADERS = new Set<string>(['expand', 'fields', 'dateFields']);
/** Page size when only `page` is given (Yii2's default). */
const DEFAULT_PER_PAGE = 20;
/** Records read and shaped per step of a streamed list. */
const STREAM_CHUNK = 500;

type Call = (ctx: Context, actor: Actor, body: RequestBody) => Promise<void>;

/**
 * The routes of the record-access interface (spec §4.4) for every public record type, ready to mount in
 * a host's Koa app. The router carries its own request ids, authentication and Yii2 error bodies, so it
 * behaves the same whether `createApp` or a host serves it.
 *
 * @example
 * ```ts
 * const host = new Koa();
 * const records = createRouter({ storage, publicUrl: 'https://dms.example.com/records' });
 * const mount = new Router({ prefix: '/records' });
 * mount.use(records.routes());
 * host.use(mount.routes());
 * ```
 */
export function createRouter(options: RecordGateOptions): RecordGateRouter {
  const types = createTypeRegistry(options.types ?? defaultRecordTypes);
  const records = createRecordService({
    storage: options.storage,
    policy: options.policy ?? createDefaultPolicy(),
    types,
    language: options.language,
    timeZone: options.timeZone,
    now: options.now,
    files: options.files ?? createFilesystemFileStore({ directory: './data/files' }),
  });
  const keys = createKeyService({ storage: options.storage, now: options.now });
  const logger = options.logger ?? {
    error: (details, message) => console.error(message, details),
  };
  const plans = new Map<string, ShapePlan>();
  const documents = options.documents ?? {};
  // Created on the first upload that needs a render, then shared by every request.
  let pool: RenderPool | undefined = documents.renderPool;
  let closed = false;
  const processFile = createFileProcessor({
    records,
    limits: { ...defaultArchiveLimits, ...documents.archiveLimits },
    pool: () => {
      if (closed && !pool) throw new Error('The render pool is closed.');
      return (pool ??= createRenderPool({
        size: documents.renderWorkers,
        timeoutMs: documents.renderTimeoutMs,
        memoryMb: documents.renderMemoryMb,
        limits: { ...defaultArchiveLimits, ...documents.archiveLimits },
      }));
    },
  });
  const limits = options.rateLimit === false ? undefined : createRateLimits(options.rateLimit);

  const planFor = (ctx: Context, type: RecordType): ShapePlan => {
    // Header values as sent (undefined when absent); a repeated header is joined with commas.
    const values = SHAPE_HEADERS.map((h) => {
      const value = ctx.headers[h.toLowerCase()];
      return Array.isArray(value) ? value.join(',') : value;
    });
    SHAPE_HEADERS.forEach((h, i) => {
      const value = values[i];
      if (
        value !== undefined &&
        LIST_HEADERS.has(h) &&
        value.split(',').length > MAX_LIST_ENTRIES
      ) {
        throw new RecordError(
          'bad_request',
          `The ${h} header names more than ${MAX_LIST_ENTRIES} entries. Name each field or reference once.`,
        );
      }
    });
    const key = `${type.name}\u0000${values.map((v) => v ?? '\u0001').join('\u0000')}`;
    let plan = plans.get(key);
    if (!plan) {
      const [expand, fields, href, dateFormat, dateFields] = values;
      plan = parseShape({
        type,
        headers: { expand, fields, href, dateFormat, dateFields },
        types,
        language: records.language,
      });
      if (plans.size >= MAX_CACHED_PLANS) plans.delete(plans.keys().next().value!);
      plans.set(key, plan);
    }
    return plan;
  };

  const baseUrl = (ctx: Context): string => {
    if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
    // Behind a trusted proxy Koa reads X-Forwarded-Proto and X-Forwarded-Host. (Not `ctx.origin`: in
    // Koa 3 that is the client's Origin header.)
    if (options.trustProxy) return `${ctx.protocol}://${ctx.host}`;
    // Never the Host header: a spoofed Host must not change the links the server hands out.
    const { localAddress, localPort } = ctx.socket;
    const host = localAddress?.includes(':') ? `[${localAddress}]` : (localAddress ?? 'localhost');
    return `${ctx.protocol}://${host}:${localPort ?? 80}`;
  };

  const present = async (ctx: Context, actor: Actor, plan: ShapePlan, list: StoredRecord[]) => {
    const references =
      plan.expansions.length === 0
        ? new Map()
        : await records.loadReferences({
            actor,
            type: plan.type.name,
            records: list,
            references: plan.expansions.map((e) => e.reference.field),
          });
    const base = baseUrl(ctx);
    return list.map((record) =>
      shapeRecord({ plan, record, references, baseUrl: base, timeZone: records.timeZone }),
    );
  };

  const typeOf = (ctx: Context): RecordType => records.type(String(ctx.params.controller));

  const maxPerPage = options.maxPerPage ?? 100;

  // Yii2's paging headers and its Link header (rel self, first, last, prev, next).
  const setPagingHeaders = (
    ctx: Context,
    type: RecordType,
    { page, perPage }: Paging,
    total: number | undefined,
    more: boolean,
  ) => {
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
      return `<${baseUrl(ctx)}/${type.name}/api/default?${query.toString()}>`;
    };
    const links = [`${url(page)}; rel=self`, `${url(1)}; rel=first`];
    if (pageCount !== undefined && pageCount > 0) links.push(`${url(pageCount)}; rel=last`);
    if (page > 1) {
      const last = pageCount === undefined ? page - 1 : Math.max(1, Math.min(page - 1, pageCount));
      links.push(`${url(last)}; rel=prev`);
    }
    if (more) links.push(`${url(page + 1)}; rel=next`);
    ctx.set('Link', links.join(', '));
  };

  const calls: Record<CallName, Call> = {
    list: (async (ctx, actor) => {
      const type = typeOf(ctx);
      const plan = planFor(ctx, type);
      const { filter, sort, paging } = parseListQuery({
        type,
        querystring: ctx.querystring,
        maxPerPage,
        defaultPerPage: Math.min(DEFAULT_PER_PAGE, maxPerPage),
        language: records.language,
        timeZone: records.timeZone,
      });
      // `Prefer: count=none` (RFC 7240) skips the total count, the costly part of a large list.
      const count = !prefersNoCount(ctx);
      if (!count) ctx.set('Preference-Applied', 'count=none');
      ctx.set('Vary', 'Prefer');
      if (paging) {
        const { page, perPage } = paging;
        const result = await records.list({
          actor,
          type: type.name,
          filter,
          sort,
          limit: perPage,
          offset: (page - 1) * perPage,
          count,
        });
        setPagingHeaders(ctx, type, paging, result.total, result.more);
        ctx.body = await present(ctx, actor, plan, result.records);
        return;
      }
      // spec §4.4 rule 1: every accessible record, streamed from a database cursor.
      const cursor = await records.openList({
        actor,
        type: type.name,
        filter,
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
    }) satisfies Call,

    view: (async (ctx, actor) => {
      const type = typeOf(ctx);
      const plan = planFor(ctx, type);
      const record = await records.view({ actor, type: type.name, id: idOf(ctx) });
      if (notModified(ctx, record)) return;
      ctx.body = (await present(ctx, actor, plan, [record]))[0];
    }) satisfies Call,

    listObjects: (async (ctx, actor) => {
      const type = typeOf(ctx);
      const id = idOf(ctx);
      const attribute = singleQuery(ctx, 'attribute');
      if (attribute === undefined) {
        const valid = type.references.map((r) => r.field).join(', ');
        throw new RecordError(
          'bad_request',
          `The query parameter "attribute" is required: one of ${valid}.`,
        );
      }
      const reference = findReference(type, attribute);
      // spec §4.4 rule 3: shaped like the view call of the referenced type.
      const plan = planFor(ctx, types.get(reference.target));
      const { record } = await records.follow({ actor, type: type.name, id, attribute });
      if (notModified(ctx, record)) return;
      ctx.body = (await present(ctx, actor, plan, [record]))[0];
    }) satisfies Call,

    create: (async (ctx, actor, { data, file }) => {
      const type = typeOf(ctx);
      const plan = planFor(ctx, type);
      const record = await records.create({
        actor,
        type: type.name,
        data,
        file,
        ...referenceOptions(ctx),
        processFile: processFile(ctx),
      });
      ctx.status = 201;
      ctx.set('ETag', etagOf(record));
      ctx.set('Location', `${baseUrl(ctx)}/${type.name}/api/default/view?id=${String(record.id)}`);
      ctx.body = (await present(ctx, actor, plan, [record]))[0];
    }) satisfies Call,

    update: (async (ctx, actor, { data, file }) => {
      const type = typeOf(ctx);
      const plan = planFor(ctx, type);
      const record = await records.update({
        actor,
        type: type.name,
        id: idOf(ctx),
        data,
        file,
        ifMatch: ifMatchOf(ctx),
        ...referenceOptions(ctx),
        processFile: processFile(ctx),
      });
      ctx.set('ETag', etagOf(record));
      ctx.body = (await present(ctx, actor, plan, [record]))[0];
    }) satisfies Call,

    download: (async (ctx, actor) => {
      const type = typeOf(ctx);
      const download = await records.download({ actor, type: type.name, id: idOf(ctx) });
      sendFile(ctx, download);
    }) satisfies Call,

    delete: (async (ctx, actor) => {
      const type = typeOf(ctx);
      await records.delete({ actor, type: type.name, id: idOf(ctx), ifMatch: ifMatchOf(ctx) });
      ctx.status = 204;
    }) satisfies Call,

    info: (async (ctx, actor) => {
      const type = typeOf(ctx);
      ctx.set('Allow', 'GET, HEAD, OPTIONS');
      ctx.body = records.describe({ actor, type: type.name });
    }) satisfies Call,
  };

  const readBody = createBodyReader({
    bodyLimit: parseByteSize(options.bodyLimit ?? '1mb'),
    uploadLimit: parseByteSize(options.uploadLimit ?? '25mb'),
    uploadDirectory: options.uploadDirectory,
    uploadMemoryLimit: parseByteSize(options.uploadMemoryLimit ?? '1mb'),
    language: records.language,
  });

  // One route per call path; the method is checked here so a wrong one gets 405 with `Allow`.
  const route = (call: RecordCall): Middleware => {
    const allowed: string[] = [...call.methods];
    if (allowed.includes('GET')) allowed.push('HEAD');
    const allow = allowed.join(', ');
    const run = calls[call.name];
    return async (ctx) => {
      const facts = requestFacts(ctx.state);
      const type = types.find(String(ctx.params.controller));
      if (type && !type.internal) facts.type = type.name;
      facts.call = call.name;
      const actor = limits
        ? await limits.authenticate(ctx, () => authenticate(ctx, keys))
        : await authenticate(ctx, keys);
      facts.userId = actor.userId;
      if (!allowed.includes(ctx.method))
        throw new HttpProblem(
          405,
          `${ctx.method} is not allowed here. Allowed methods: ${allow}.`,
          { Allow: allow },
        );
      if (ctx.method === 'POST') await readBody(ctx, (body) => run(ctx, actor, body));
      else await run(ctx, actor, { data: {} });
    };
  };

  const router = Object.assign(new Router(), {
    async close() {
      closed = true;
      const started = pool === documents.renderPool ? undefined : pool;
      pool = documents.renderPool;
      await started?.close();
    },
  }) satisfies RecordGateRouter;
  router.use(
    securityHeaders({ publicUrl: options.publicUrl }),
    assignRequestId(),
    observeRequests(logger, options.metrics),
    handleErrors(logger),
  );
  if (options.metrics) options.metrics.watchStorage(options.storage);
  // spec §4.4: the route table is shared with the OpenAPI document (record-calls.ts).
  for (const call of RECORD_CALLS) router.all(`${RECORD_BASE_PATH}${call.path}`, route(call));
  return router;
}

function prefersNoCount(ctx: Context): boolean {
  return ctx
    .get('Prefer')
    .split(',')
    .some((preference) => preference.trim().toLowerCase().replace(/\s+/g, '') === 'count=none');
}

function singleQuery(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  if (Array.isArray(value))
    throw new RecordError('bad_request', `The query parameter "${name}" is given more than once.`);
  return value;
}

/** The strong entity tag of a record's current version. */
function etagOf(record: StoredRecord): string {
  return `"${versionOf(record)}"`;
}

// Sets the ETag; answers 304 without a body when If-None-Match names it (weak comparison, RFC 9110 §13.1.2).
function notModified(ctx: Context, record: StoredRecord): boolean {
  const etag = etagOf(record);
  ctx.set('ETag', etag);
  const condition = parseEntityTags(ctx.get('If-None-Match') || undefined, 'If-None-Match');
  if (!condition) return false;
  const version = versionOf(record);
  if (!condition.any && !condition.strong.includes(version) && !condition.weak.includes(version))
    return false;
  ctx.status = 304;
  return true;
}

// If-Match for update and delete: `*` asks only that the record exists, which the call checks anyway;
// a list is compared strongly, so weak tags never match (RFC 9110 §13.1.1).
function ifMatchOf(ctx: Context): readonly string[] | undefined {
  const condition = parseEntityTags(ctx.get('If-Match') || undefined, 'If-Match');
  return !condition || condition.any ? undefined : condition.strong;
}

function booleanHeader(ctx: Context, name: string): boolean | undefined {
  const value = ctx.get(name).trim().toLowerCase();
  if (value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new RecordError(
    'bad_request',
    `The header ${name} must be "true" or "false", not "${ctx.get(name).slice(0, 40)}".`,
  );
}

// spec §4.2: how references given by value are matched.
function referenceOptions(ctx: Context) {
  return {
    ignoreMissingReference: booleanHeader(ctx, 'ignoreMissingReference'),
    ignoreDuplicateReference: booleanHeader(ctx, 'ignoreDuplicateReference'),
  };
}

function idOf(ctx: Context): number {
  const raw = singleQuery(ctx, 'id');
  if (raw === undefined || raw === '') {
    throw new RecordError(
      'bad_request',
      'The query parameter "id" is required: the integer id of the record.',
    );
  }
  if (!/^\d{1,15}$/.test(raw)) {
    throw new RecordError(
      'bad_request',
      `The query parameter "id" must be a positive integer, not "${raw.slice(0, 40)}".`,
    );
  }
  return Number(raw);
}
