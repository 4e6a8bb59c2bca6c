import { availableParallelism } from 'node:os';
import { RecordError, type Language } from '@recordgate/core';
import { DEFAULT_DATABASE_URL } from '@recordgate/storage-mikro-orm';
import type { HttpTimeouts } from './create-http-server.js';

/** The settings of a RecordGate server, from the environment (docs/configuration.md). */
export interface ServerConfig {
  readonly databaseUrl: string;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly language: Language;
  readonly timeZone: string;
  readonly trustProxy: boolean;
  /** Requests per minute per API key; 0 switches the limit off. */
  readonly rateLimitPerKey: number;
  /** Failed authentications per minute per client address; 0 switches the limit off. */
  readonly rateLimitFailedAuth: number;
  /** Where rate-limit counters are shared between nodes; unset: in memory, per process. */
  readonly redisUrl: string | undefined;
  /** Worker processes for `serve` (`--workers`, env `WORKERS`); default one per core. */
  readonly workers: number;
  /** Timeouts against slow clients, in milliseconds (docs/reliability.md). */
  readonly timeouts: HttpTimeouts;
  /** How long a stopping server lets in-flight requests finish before it cuts them, in milliseconds. */
  readonly shutdownTimeoutMs: number;
}

/** Overrides from command-line flags, which win over the environment. */
export interface ConfigOverrides {
  readonly port?: string | undefined;
  readonly host?: string | undefined;
  readonly workers?: string | undefined;
}

/**
 * Reads and checks the configuration. Every bad setting is named with what is wrong, so that a server
 * fails at start-up with one clear line instead of misbehaving later.
 */
export function loadConfig(env: NodeJS.ProcessEnv, overrides: ConfigOverrides = {}): ServerConfig {
  const port = parsePort(
    overrides.port ?? env.PORT ?? '8080',
    overrides.port !== undefined ? '--port' : 'PORT',
  );
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  const language = env.LANGUAGE ?? 'en';
  if (language !== 'en' && language !== 'de') {
    throw new RecordError('invalid', `LANGUAGE must be "en" or "de", not "${language}".`);
  }
  const timeZone = env.TIME_ZONE ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new RecordError(
      'invalid',
      `TIME_ZONE must be an IANA time zone such as Europe/Berlin, not "${timeZone}".`,
    );
  }
  const publicUrl = env.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(publicUrl)) {
    throw new RecordError(
      'invalid',
      `PUBLIC_URL must be an absolute http(s) URL such as https://dms.example.com, not "${publicUrl}".`,
    );
  }
  const trustProxy = env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1';
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\/\S+$/.test(redisUrl)) {
    throw new RecordError(
      'invalid',
      `REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, not "${redisUrl}".`,
    );
  }
  const workers = parseWorkers(
    overrides.workers ?? env.WORKERS,
    overrides.workers !== undefined ? '--workers' : 'WORKERS',
  );
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    port,
    host,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    language,
    timeZone,
    trustProxy,
    rateLimitPerKey: parseCount(env.RATE_LIMIT_PER_KEY ?? '6000', 'RATE_LIMIT_PER_KEY'),
    rateLimitFailedAuth: parseCount(env.RATE_LIMIT_FAILED_AUTH ?? '60', 'RATE_LIMIT_FAILED_AUTH'),
    redisUrl,
    workers,
    timeouts: {
      headersMs: parseSeconds(env.HEADERS_TIMEOUT ?? '20', 'HEADERS_TIMEOUT'),
      requestMs: parseSeconds(env.REQUEST_TIMEOUT ?? '300', 'REQUEST_TIMEOUT'),
      keepAliveMs: parseSeconds(env.KEEP_ALIVE_TIMEOUT ?? '5', 'KEEP_ALIVE_TIMEOUT'),
      idleMs: parseSeconds(env.IDLE_TIMEOUT ?? '60', 'IDLE_TIMEOUT'),
    },
    shutdownTimeoutMs: parseSeconds(env.SHUTDOWN_TIMEOUT ?? '30', 'SHUTDOWN_TIMEOUT'),
  };
}

function parseWorkers(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return availableParallelism();
  const workers = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(workers >= 1 && workers <= 256)) {
    throw new RecordError(
      'invalid',
      `${name} must be the number of worker processes, 1 to 256 (default: one per core), not "${value}".`,
    );
  }
  return workers;
}

function parseSeconds(value: string, name: string): number {
  const seconds = /^\d{1,6}(\.\d{1,3})?$/.test(value) ? Number(value) : NaN;
  if (!(seconds > 0)) {
    throw new RecordError(
      'invalid',
      `${name} must be a positive number of seconds such as 20 or 0.5, not "${value}".`,
    );
  }
  return Math.round(seconds * 1000);
}

function parseCount(value: string, name: string): number {
  if (!/^\d{1,9}$/.test(value)) {
    throw new RecordError(
      'invalid',
      `${name} must be a whole number of requests per minute (0 switches the limit off), not "${value}".`,
    );
  }
  return Number(value);
}

function parsePort(value: string, name: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new RecordError(
      'invalid',
      `${name} must be a port number between 0 and 65535, not "${value}".`,
    );
  }
  return port;
}
