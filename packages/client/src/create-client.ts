import type { paths } from './generated/openapi.js';
import { parseLinkHeader } from './link-header.js';
import { multipartBody } from './multipart.js';
import { appendFilter } from './query.js';
import { send, type SendArgs, type Transport } from './send.js';
import { shapeHeaders, type Shape } from './shape-headers.js';
import type {
  ClientOptions,
  DownloadOptions,
  Downloaded,
  ListOptions,
  ListPage,
  RecordTypes,
  TypeMap,
  Viewed,
  WriteOptions,
  Written,
} from './types.js';

/** An entry of the versions call: one stored file of a record, newest first. */
export type FileVersion =
  paths['/document/api/default/versions']['get']['responses'][200]['content']['application/json'][number];

/**
 * Creates a client of the record-access interface (docs/client.md): one method per call, typed by
 * the controller's name from the server's OpenAPI document.
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl: 'http://127.0.0.1:8080', key: process.env.RG_KEY! });
 * const { records } = await client.list('document', { filter: { title: { like: 'report' } } });
 * ```
 */
export function createClient<M extends TypeMap<M> = RecordTypes>(
  options: ClientOptions,
): RecordGateClient<M> {
  return new RecordGateClient<M>(options);
}

type Name<M> = keyof M & string;
type RecordOf<M, T extends keyof M> = M[T] extends { record: infer R } ? R : never;
type BodyOf<M, T extends keyof M, K extends 'create' | 'update'> = M[T] extends {
  [P in K]: infer B;
}
  ? B
  : never;

/** The client {@link createClient} returns; `M` maps controller names to their types. */
export class RecordGateClient<M extends TypeMap<M> = RecordTypes> {
  readonly #transport: Transport;

  constructor(options: ClientOptions) {
    this.#transport = {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      key: options.key,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      retry: {
        retries: 3,
        delayMs: 500,
        maxDelayMs: 30_000,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        ...options.retry,
      },
    };
  }

  /** Records of `type` the caller may access: one page with `page`/`perPage`, else all of them. */
  async list<T extends Name<M>>(
    type: T,
    options: ListOptions<RecordOf<M, T>> = {},
  ): Promise<ListPage<RecordOf<M, T>>> {
    const response = await this.#send({ method: 'GET', ...listRequest(type, options) });
    return {
      records: (await response.json()) as RecordOf<M, T>[],
      ...pagingOf(response.headers),
    };
  }

  /** Counts the records a list would answer with (a HEAD request: no record is sent). */
  async count<T extends Name<M>>(
    type: T,
    options: Pick<ListOptions<RecordOf<M, T>>, 'filter' | 'filterForm' | 'search'> = {},
  ): Promise<number> {
    const request = listRequest(type, { ...options, page: 1, perPage: 1 });
    const response = await this.#send({ method: 'HEAD', ...request });
    return Number(response.headers.get('x-pagination-total-count'));
  }

  /** Every page of a list, following the `Link` header's `rel=next` (page 1 and 20 by default). */
  async *pages<T extends Name<M>>(
    type: T,
    options: ListOptions<RecordOf<M, T>> = {},
  ): AsyncGenerator<ListPage<RecordOf<M, T>>> {
    let page: number | undefined = options.page ?? 1;
    while (page !== undefined) {
      const answer: ListPage<RecordOf<M, T>> = await this.list(type, {
        perPage: 20,
        ...options,
        page,
      });
      yield answer;
      const next: string | undefined = answer.links.next;
      page = next ? Number(new URL(next).searchParams.get('page')) || undefined : undefined;
    }
  }

  /** Every record of a list, page by page (see {@link RecordGateClient.pages}). */
  async *records<T extends Name<M>>(
    type: T,
    options: ListOptions<RecordOf<M, T>> = {},
  ): AsyncGenerator<RecordOf<M, T>> {
    for await (const page of this.pages(type, options)) yield* page.records;
  }

  /** One record; with `ifNoneMatch` an unchanged record answers `notModified`. */
  async view<T extends Name<M>>(
    type: T,
    id: number,
    options: Shape<RecordOf<M, T>> & { readonly ifNoneMatch?: string } = {},
  ): Promise<Viewed<RecordOf<M, T>>> {
    const headers = shapeHeaders(options as Shape<never>);
    if (options.ifNoneMatch) headers.set('If-None-Match', options.ifNoneMatch);
    const path = `${base(type)}/view?id=${id}`;
    const response = await this.#send({ method: 'GET', path, headers, accept: [304] });
    const etag = response.headers.get('etag') ?? undefined;
    if (response.status === 304) return { notModified: true, record: undefined, etag };
    return { notModified: false, record: (await response.json()) as RecordOf<M, T>, etag };
  }

  /** The record a reference field of record `id` points at (list-objects). */
  async follow<T extends Name<M>>(
    type: T,
    id: number,
    attribute: string,
    options: Shape = {},
  ): Promise<Record<string, unknown> | null> {
    const query = new URLSearchParams({ id: String(id), attribute });
    const path = `${base(type)}/list-objects?${query.toString()}`;
    const headers = shapeHeaders(options as Shape<never>);
    const response = await this.#send({ method: 'GET', path, headers });
    return (await response.json()) as Record<string, unknown> | null;
  }

  /** Creates a record (201); a file goes with `file`. */
  async create<T extends Name<M>>(
    type: T,
    data: BodyOf<M, T, 'create'>,
    options: WriteOptions<RecordOf<M, T>> = {},
  ): Promise<Written<RecordOf<M, T>>> {
    return this.#write('POST', `${base(type)}/create`, data as object, options);
  }

  /** Changes the given fields of record `id`; with `ifMatch`, only that version (else 412). */
  async update<T extends Name<M>>(
    type: T,
    id: number,
    data: BodyOf<M, T, 'update'>,
    options: WriteOptions<RecordOf<M, T>> = {},
  ): Promise<Written<RecordOf<M, T>>> {
    return this.#write('POST', `${base(type)}/update?id=${id}`, data as object, options);
  }

  /** Deletes record `id` (an API key: revokes it); with `ifMatch`, only that version. */
  async delete<T extends Name<M>>(
    type: T,
    id: number,
    options: { readonly ifMatch?: string } = {},
  ): Promise<void> {
    const headers = new Headers();
    if (options.ifMatch) headers.set('If-Match', options.ifMatch);
    const path = `${base(type)}/delete?id=${id}`;
    await (await this.#send({ method: 'DELETE', path, headers })).body?.cancel();
  }

  /** The type's description: model and search class, field labels, expandable references. */
  async info<T extends Name<M>>(type: T): Promise<M[T]['info']> {
    const response = await this.#send({ method: 'OPTIONS', path: `${base(type)}/info` });
    return (await response.json()) as M[T]['info'];
  }

  /** The file versions of record `id`, newest first. */
  async versions<T extends Name<M>>(
    type: T,
    id: number,
    options: Shape = {},
  ): Promise<FileVersion[]> {
    const path = `${base(type)}/versions?id=${id}`;
    const headers = shapeHeaders(options as Shape<never>);
    const response = await this.#send({ method: 'GET', path, headers });
    return (await response.json()) as FileVersion[];
  }

  /** The file of record `id` (or one of its versions), whole or a byte range, as a stream. */
  async download<T extends Name<M>>(
    type: T,
    id: number,
    options: DownloadOptions = {},
  ): Promise<Downloaded> {
    const query = new URLSearchParams({ id: String(id) });
    if (options.version !== undefined) query.set('version', String(options.version));
    const headers = new Headers();
    if (options.range)
      headers.set('Range', `bytes=${options.range.start}-${options.range.end ?? ''}`);
    if (options.ifRange) headers.set('If-Range', options.ifRange);
    if (options.ifNoneMatch) headers.set('If-None-Match', options.ifNoneMatch);
    const path = `${base(type)}/download?${query.toString()}`;
    const response = await this.#send({ method: 'GET', path, headers, accept: [304] });
    const disposition = response.headers.get('content-disposition') ?? '';
    return {
      status: response.status as Downloaded['status'],
      body: response.status === 304 ? null : response.body,
      contentType: response.headers.get('content-type') ?? undefined,
      fileName: fileNameOf(disposition),
      etag: response.headers.get('etag') ?? undefined,
      contentRange: response.headers.get('content-range') ?? undefined,
      headers: response.headers,
    };
  }

  async #write<R>(
    method: string,
    path: string,
    data: object,
    options: WriteOptions<R>,
  ): Promise<Written<R>> {
    const { file, ifMatch, ...rest } = options;
    const headers = shapeHeaders(rest as Shape<never>, rest);
    if (ifMatch) headers.set('If-Match', ifMatch);
    let body: NonNullable<RequestInit['body']>;
    let replayable = true;
    if (file) {
      const multipart = multipartBody(data as Record<string, unknown>, file);
      if (multipart.contentType) headers.set('Content-Type', multipart.contentType);
      ({ body, replayable } = multipart);
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(data);
    }
    const response = await this.#send({ method, path, headers, body, replayable });
    return {
      record: (await response.json()) as Written<R>['record'],
      etag: response.headers.get('etag') ?? undefined,
      location: response.headers.get('location') ?? undefined,
    };
  }

  #send(args: SendArgs): Promise<Response> {
    return send(this.#transport, args);
  }
}

function base(type: string): string {
  return `/${encodeURIComponent(type)}/api/default`;
}

// The path and headers of a list request.
function listRequest<R>(type: string, options: ListOptions<R>): { path: string; headers: Headers } {
  const query = new URLSearchParams();
  if (options.page !== undefined) query.set('page', String(options.page));
  if (options.perPage !== undefined) query.set('per-page', String(options.perPage));
  if (options.sort?.length) query.set('sort', options.sort.join(','));
  if (options.search !== undefined) query.set('search', options.search);
  if (options.filter) appendFilter(query, options.filter, options.filterForm ?? 'brackets');
  const headers = shapeHeaders(options as Shape<never>);
  if (options.count) headers.set('Prefer', `count=${options.count}`);
  const search = query.toString();
  return { path: `${base(type)}${search ? `?${search}` : ''}`, headers };
}

function pagingOf(headers: Headers): Omit<ListPage<never>, 'records'> {
  const number = (name: string) => {
    const value = headers.get(name);
    return value === null ? undefined : Number(value);
  };
  return {
    total: number('x-pagination-total-count'),
    pageCount: number('x-pagination-page-count'),
    page: number('x-pagination-current-page'),
    perPage: number('x-pagination-per-page'),
    links: parseLinkHeader(headers.get('link')),
  };
}

// `attachment; filename="a.txt"; filename*=UTF-8''%C3%A4.txt`: the UTF-8 name when given.
function fileNameOf(disposition: string): string | undefined {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]!);
  return /filename="([^"]*)"/i.exec(disposition)?.[1];
}
