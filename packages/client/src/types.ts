import type { RecordTypes } from './generated/openapi.js';
import type { Links } from './link-header.js';
import type { FilterForm, Filter } from './query.js';
import type { Upload } from './multipart.js';
import type { ReferenceOptions, Shape } from './shape-headers.js';
import type { RetryOptions } from './send.js';

/** What the client knows of one record type: its record, create and update bodies, description. */
export interface TypeEntry {
  readonly record: object;
  readonly create: unknown;
  readonly update: unknown;
  readonly info: unknown;
}

/** Record types by controller name; {@link RecordTypes} (generated) for the default installation. */
export type TypeMap<M> = { readonly [K in keyof M]: TypeEntry };

export type { RecordTypes };

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** Where the interface is served, without a trailing slash: `https://dms.example.com/records`. */
  readonly baseUrl: string;
  /** The API key, sent as `Authorization: Bearer <key>`. */
  readonly key: string;
  /** The fetch to use. @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Retries of 429 and 503 answers. @default { retries: 3, delayMs: 500, maxDelayMs: 30000 } */
  readonly retry?: RetryOptions;
}

/** Options of a list: selection (filter, search, sort, paging, count) and shape. */
export interface ListOptions<R> extends Shape<R> {
  readonly filter?: Filter<R>;
  /** How the filter is sent. @default 'brackets' */
  readonly filterForm?: FilterForm;
  readonly search?: string;
  /** Fields, `-` for descending: `['-created_at', 'title']`. */
  readonly sort?: readonly string[];
  /** 1-based; without `page` and `perPage` the whole list comes in one answer. */
  readonly page?: number;
  readonly perPage?: number;
  /** `none` skips the total count (`Prefer: count=none`); `exact` asks for it (the default). */
  readonly count?: 'none' | 'exact';
}

/** One answer of a list: its records and its paging headers. */
export interface ListPage<R> {
  readonly records: R[];
  /** `X-Pagination-Total-Count`; undefined with `count: 'none'`. */
  readonly total: number | undefined;
  readonly pageCount: number | undefined;
  readonly page: number | undefined;
  readonly perPage: number | undefined;
  /** The `Link` header's URLs. */
  readonly links: Links;
}

/** The answer of a view: the record and its `ETag`, or `notModified` for a matching `If-None-Match`. */
export type Viewed<R> =
  | { readonly notModified: false; readonly record: R; readonly etag: string | undefined }
  | { readonly notModified: true; readonly record: undefined; readonly etag: string | undefined };

/** Values a write reveals once besides the record (an API key's `key`, a webhook's `secret`). */
export interface Revealed {
  readonly key?: string;
  readonly secret?: string;
}

/** The answer of a create or update. */
export interface Written<R> {
  readonly record: R & Revealed;
  readonly etag: string | undefined;
  /** The view URL of a created record (`Location`). */
  readonly location: string | undefined;
}

/** Options of a create or update. */
export interface WriteOptions<R> extends Shape<R>, ReferenceOptions {
  /** The file (multipart part `file`), from a Blob or a stream. */
  readonly file?: Upload;
  /** Update only this version (`If-Match`, the `ETag` of a view); else 412. */
  readonly ifMatch?: string;
}

/** Options of a download. */
export interface DownloadOptions {
  /** A file version (`versions`); the current file without. */
  readonly version?: number;
  /** Bytes `start` to `end` inclusive (`end` left out: to the end); answered 206. */
  readonly range?: { readonly start: number; readonly end?: number };
  /** With `range`: the whole file instead when it is no longer this version. */
  readonly ifRange?: string;
  /** 304 without a body when the file still has this `ETag`. */
  readonly ifNoneMatch?: string;
}

/** A download: the bytes as a stream, and what the headers say of them. */
export interface Downloaded {
  /** 200 (whole), 206 (the range) or 304 (unchanged). */
  readonly status: 200 | 206 | 304;
  /** The bytes; null for a 304. */
  readonly body: ReadableStream<Uint8Array> | null;
  readonly contentType: string | undefined;
  readonly fileName: string | undefined;
  readonly etag: string | undefined;
  /** `Content-Range` of a 206: `bytes 0-99/2048`. */
  readonly contentRange: string | undefined;
  readonly headers: Headers;
}
