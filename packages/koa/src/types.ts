import type { Router } from '@koa/router';
import type Koa from 'koa';
import type {
  AccessPolicy,
  DocumentConverter,
  FileStore,
  Language,
  RecordType,
  StorageAdapter,
} from '@recordgate/core';
import type { DocumentOptions } from '@recordgate/docx';
import type { RecordGateMetrics } from './operations/create-metrics.js';
import type { ErrorLogger } from './middleware/handle-errors.js';
import type { RateLimitOptions } from './rate-limits/rate-limit-types.js';

/** The one log line written per request (`logger.info(entry, 'request')`). Never holds keys or headers. */
export interface RequestLogEntry {
  readonly requestId: string;
  readonly userId: number | null;
  readonly type: string;
  readonly call: string;
  readonly method: string;
  /** The path without the query string. */
  readonly path: string;
  readonly status: number;
  /** From receiving the request to the end of the response, in milliseconds. */
  readonly durationMs: number;
  /** True when the client went away before the response was complete. */
  readonly aborted?: true;
}

/**
 * Where the router logs: `info` receives one entry per request, `error` unexpected failures with their
 * request id. A pino logger fits as it is. The probes' answers (`/health`, and `/ready` while it says
 * ready) go to `debug` instead: load balancers ask every few seconds, and a line each buried the
 * requests in the log (docs/operations.md, "Logs").
 */
export interface RecordGateLogger extends ErrorLogger {
  info?(entry: RequestLogEntry, message: string): void;
  debug?(entry: RequestLogEntry, message: string): void;
}

/** Options of `createRouter` and `createApp`. */
export interface RecordGateOptions {
  /** Where records live (for example `createMikroOrmStorage(…)`). */
  readonly storage: StorageAdapter;
  /** The installation's record types. @default defaultRecordTypes */
  readonly types?: readonly RecordType[];

  /** The access policy. @default createDefaultPolicy() */
  readonly policy?: AccessPolicy;
  /** Language of labels and messages. @default 'en' */
  readonly language?: Language;
  /** IANA zone in which dates are shown and read. @default 'UTC' */
  readonly timeZone?: string;
  /**
   * Absolute base URL of the interface for `href` and `Location`, including any mount prefix
   * (`https://dms.example.com/records`). @default the address the request arrived on
   */
  readonly publicUrl?: string;
  /** Take the base URL from `X-Forwarded-Proto`/`X-Forwarded-Host` (only behind a trusted proxy). @default false */
  readonly trustProxy?: boolean;
  /**
   * Largest JSON or form body accepted, and the largest total of the fields of a multipart body: bytes,
   * or a size like `512kb`, `1mb` (units of 1024). @default '1mb'
   */
  readonly bodyLimit?: number | string;
  /** Largest file accepted in multipart part `file`, in the same notation. @default '25mb' */
  readonly uploadLimit?: number | string;
  /**
   * Directory for uploads larger than `uploadMemoryLimit` while a call runs; each such upload gets its
   * own subdirectory, removed when the call ends. @default the system's temporary directory
   */
  readonly uploadDirectory?: string;
  /**
   * Largest upload kept in memory while a call runs (smaller ones never touch the disk before they are
   * stored), in the notation of `bodyLimit`. @default '1mb'
   */
  readonly uploadMemoryLimit?: number | string;
  /**
   * Largest total of .docx uploads past `uploadMemoryLimit` held in memory at once, across the calls
   * running, until the render worker takes them (no temporary file for them); an upload that would
   * pass it goes to a temporary file instead. `0` sends every upload past `uploadMemoryLimit` to a
   * temporary file. In the notation of `bodyLimit`. @default '64mb'
   */
  readonly uploadMemoryTotal?: number | string;
  /**
   * Rate limits per API key and on failed authentication per client address (docs/reliability.md);
   * `false` switches both off. @default 6000 requests per minute per key, 60 failed authentications per
   * minute per address, counted in memory
   */
  readonly rateLimit?: RateLimitOptions | false;
  /**
   * Where uploaded files are kept, content-addressed. @default createFilesystemFileStore({ directory: './data/files' })
   */
  readonly files?: FileStore;
  /** Limits and workers of .docx processing (docs/documents.md). */
  readonly documents?: DocumentOptions;
  /**
   * PDF renditions of download's `format=pdf` (docs/documents.md, "PDF renditions"): the converter
   * and where renditions are kept. The converter belongs to the caller, who closes it.
   * @default none: `format=pdf` of a word-processing file answers 503
   */
  readonly renditions?: AppRenditionOptions;
  /**
   * Receives one line per request (`info`) and unexpected errors with their request id (`error`).
   * @default errors to the console, no request lines
   */
  readonly logger?: RecordGateLogger;
  /** Prometheus metrics to count requests in (see `createMetrics`). @default none */
  readonly metrics?: RecordGateMetrics;
  /**
   * Largest page of the list call: a larger `per-page` is clamped to it (docs/lists.md).
   * @default 100
   */
  readonly maxPerPage?: number;
  /** The clock; tests may fix it. @default () => new Date() */
  readonly now?: () => Date;
  /**
   * Called after every write committed, once its change event is readable
   * (`StorageAdapter.readEvents`): the wake-up of an event dispatcher. Must return at once.
   */
  readonly onCommitted?: () => void;
}

/** PDF renditions of {@link RecordGateOptions.renditions}. */
export interface AppRenditionOptions {
  /** Converts word-processing files (`createLibreOfficePool`, `createGotenbergConverter`). */
  readonly converter: DocumentConverter;
  /** The file store of the renditions of one converter identity (see `RenditionOptions.store`). */
  readonly store: (namespace: string) => FileStore;
  /** Convert each uploaded convertible file after its write commits (`RENDITIONS_EAGER`). @default false */
  readonly eager?: boolean;
}

/** Options of `createApp`: those of `createRouter` plus the operational endpoints'. */
export interface AppOptions extends RecordGateOptions {
  /** Serve `/openapi.json` and the reference page `/docs` without authentication. @default true */
  readonly apiDocs?: boolean;
  /**
   * Serve Prometheus `/metrics` to requests with `Authorization: Bearer <metricsToken>`.
   * @default no `/metrics` on this app
   */
  readonly metricsToken?: string;
  /** Serve `/metrics` without a token (only for an app no client can reach). @default false */
  readonly publicMetrics?: boolean;
}

/**
 * The routes of {@link createRouter}, with a way to release what they started: the .docx render pool
 * (worker threads) created on the first fill. A pool passed in `documents.renderPool` belongs to the
 * caller and is left running.
 */
export interface RecordGateRouter extends Router {
  /** Stops the render workers this router started; fills after it are refused. Safe to call twice. */
  close(): Promise<void>;
}

/** The application of {@link createApp}: a Koa app plus {@link RecordGateRouter.close}. */
export interface RecordGateApp extends Koa {
  /** Stops the render workers the app started (call it on shutdown, after the server has closed). */
  close(): Promise<void>;
}
