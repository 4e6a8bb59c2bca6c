import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { RecordError, type Language } from '@recordgate/core';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from '@recordgate/storage-mikro-orm';
import type { HttpTimeouts } from './create-http-server.js';

/** How much the server logs (pino levels). */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The settings of a RecordGate server (docs/configuration.md). */
export interface ServerConfig {
  readonly databaseUrl: string;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly language: Language;
  readonly timeZone: string;
  readonly trustProxy: boolean;
  /** Largest `per-page` a client may ask for (`MAX_PER_PAGE`); larger ones are clamped. */
  readonly maxPerPage: number;
  /** Requests per minute per API key; 0 switches the limit off. */
  readonly rateLimitPerKey: number;
  /** Failed authentications per minute per client address; 0 switches the limit off. */
  readonly rateLimitFailedAuth: number;
  /** Where rate-limit counters are shared between nodes; unset: in memory, per process. */
  readonly redisUrl: string | undefined;
  /** Worker processes for `serve` (`--workers`, env `WORKERS`); default one per core. */
  readonly workers: number;
  /** Level of the JSON log on stdout. */
  readonly logLevel: LogLevel;
  /** Serve `/openapi.json` and `/docs`. */
  readonly apiDocs: boolean;
  /** Bearer token of `/metrics` on the main port; without it the main port has no `/metrics`. */
  readonly metricsToken: string | undefined;
  /** A second listener serving `/metrics`, `/health` and `/ready` without a token. */
  readonly metricsPort: number | undefined;
  readonly metricsHost: string;
  /** Timeouts against slow clients, in milliseconds (docs/reliability.md). */
  readonly timeouts: HttpTimeouts;
  /** How long a stopping server lets in-flight requests finish before it cuts them, in milliseconds. */
  readonly shutdownTimeoutMs: number;
  /** Where uploaded files are kept (`FILES_DIRECTORY`). */
  readonly filesDirectory: string;
  /** .docx limits and render bounds (`DOCX_*`, `RENDER_*`); unset ones keep the library defaults. */
  readonly documents: DocumentConfig;
}

/** The .docx settings of {@link ServerConfig} (docs/documents.md); undefined means the library default. */
export interface DocumentConfig {
  readonly maxEntries?: number;
  readonly maxEntryBytes?: number;
  readonly maxTotalBytes?: number;
  readonly maxCompressionRatio?: number;
  readonly renderTimeoutMs?: number;
  readonly renderMemoryMb?: number;
}

/** Overrides from command-line flags, which win over the environment and the config file. */
export interface ConfigOverrides {
  readonly port?: string | undefined;
  readonly host?: string | undefined;
  readonly workers?: string | undefined;
  /** A config file (`--config`); wins over `RECORDGATE_CONFIG`. */
  readonly config?: string | undefined;
}

/** The configuration and every problem found in it; `config` is undefined when there are problems. */
export interface CheckConfigResult {
  readonly config: ServerConfig | undefined;
  /** One line per bad setting, each naming it. */
  readonly problems: readonly string[];
}

/** Every setting the server reads; the config file may hold exactly these names. */
export const SETTING_NAMES = [
  'DATABASE_URL',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'LANGUAGE',
  'TIME_ZONE',
  'MAX_PER_PAGE',
  'RATE_LIMIT_PER_KEY',
  'RATE_LIMIT_FAILED_AUTH',
  'REDIS_URL',
  'WORKERS',
  'LOG_LEVEL',
  'API_DOCS',
  'METRICS_TOKEN',
  'METRICS_PORT',
  'METRICS_HOST',
  'HEADERS_TIMEOUT',
  'REQUEST_TIMEOUT',
  'KEEP_ALIVE_TIMEOUT',
  'IDLE_TIMEOUT',
  'SHUTDOWN_TIMEOUT',
  'FILES_DIRECTORY',
  'DOCX_MAX_ENTRIES',
  'DOCX_MAX_ENTRY_MB',
  'DOCX_MAX_TOTAL_MB',
  'DOCX_MAX_RATIO',
  'RENDER_TIMEOUT',
  'RENDER_MEMORY_MB',
] as const;

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/**
 * Reads and checks the configuration: flags, then environment variables, then the optional JSON config
 * file named by `--config` or `RECORDGATE_CONFIG`. Every bad setting is named with what is wrong, so a
 * server fails at start-up with clear lines instead of misbehaving later. Throws a `RecordError`
 * (`invalid`) listing the problems, one per line.
 */
export function loadConfig(env: NodeJS.ProcessEnv, overrides: ConfigOverrides = {}): ServerConfig {
  const { config, problems } = checkConfig(env, overrides);
  if (!config) throw new RecordError('invalid', problems.join('\n'));
  return config;
}

/** Like {@link loadConfig}, but returns every problem instead of throwing (for `recordgate doctor`). */
export function checkConfig(
  env: NodeJS.ProcessEnv,
  overrides: ConfigOverrides = {},
): CheckConfigResult {
  const problems: string[] = [];
  const file = readConfigFile(overrides.config ?? env.RECORDGATE_CONFIG, problems);
  // An empty environment variable counts as unset, so `FOO= recordgate serve` takes the default.
  const get = (name: (typeof SETTING_NAMES)[number]): string | undefined => {
    const value = env[name];
    return value !== undefined && value !== '' ? value : file[name];
  };
  const fail = <T>(problem: string, fallback: T): T => {
    problems.push(problem);
    return fallback;
  };

  const port = parsePort(
    overrides.port ?? get('PORT') ?? '8080',
    overrides.port !== undefined ? '--port' : 'PORT',
    problems,
  );
  const host = overrides.host ?? get('HOST') ?? '127.0.0.1';
  const languageValue = get('LANGUAGE') ?? 'en';
  const language: Language =
    languageValue === 'en' || languageValue === 'de'
      ? languageValue
      : fail(`LANGUAGE must be "en" or "de", not "${languageValue}".`, 'en');
  const timeZone = get('TIME_ZONE') ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    problems.push(`TIME_ZONE must be an IANA time zone such as Europe/Berlin, not "${timeZone}".`);
  }
  const publicUrl =
    get('PUBLIC_URL') ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(publicUrl)) {
    problems.push(
      `PUBLIC_URL must be an absolute http(s) URL such as https://dms.example.com, not "${publicUrl}".`,
    );
  }
  const trustProxy = parseBoolean('TRUST_PROXY', get('TRUST_PROXY'), false, problems);
  const rateLimitPerKey = parseCount(
    get('RATE_LIMIT_PER_KEY') ?? '6000',
    'RATE_LIMIT_PER_KEY',
    problems,
  );
  const rateLimitFailedAuth = parseCount(
    get('RATE_LIMIT_FAILED_AUTH') ?? '60',
    'RATE_LIMIT_FAILED_AUTH',
    problems,
  );
  const redisUrl = get('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/\S+$/.test(redisUrl)) {
    problems.push(
      `REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, not "${redisUrl}".`,
    );
  }
  const workers = parseWorkers(
    overrides.workers ?? get('WORKERS'),
    overrides.workers !== undefined ? '--workers' : 'WORKERS',
    problems,
  );
  const logLevelValue = get('LOG_LEVEL') ?? 'info';
  const logLevel = LOG_LEVELS.includes(logLevelValue as LogLevel)
    ? (logLevelValue as LogLevel)
    : fail(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevelValue}".`, 'info');
  const apiDocs = parseBoolean('API_DOCS', get('API_DOCS'), true, problems);
  const metricsToken = get('METRICS_TOKEN');
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) {
    problems.push(
      'METRICS_TOKEN must be at least 16 printable characters without spaces (for example the output of "openssl rand -hex 24").',
    );
  }
  const metricsPortValue = get('METRICS_PORT');
  const metricsPort =
    metricsPortValue === undefined
      ? undefined
      : parsePort(metricsPortValue, 'METRICS_PORT', problems);
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    problems.push(`METRICS_PORT must differ from PORT (both are ${port}).`);
  }
  const metricsHost = get('METRICS_HOST') ?? '127.0.0.1';
  const seconds = (name: (typeof SETTING_NAMES)[number], fallback: string) =>
    parseSeconds(get(name) ?? fallback, name, problems);
  const timeouts: HttpTimeouts = {
    headersMs: seconds('HEADERS_TIMEOUT', '20'),
    requestMs: seconds('REQUEST_TIMEOUT', '300'),
    keepAliveMs: seconds('KEEP_ALIVE_TIMEOUT', '5'),
    idleMs: seconds('IDLE_TIMEOUT', '60'),
  };
  const shutdownTimeoutMs = seconds('SHUTDOWN_TIMEOUT', '30');
  const positive = (name: (typeof SETTING_NAMES)[number], unit: string) => {
    const value = get(name);
    if (value === undefined) return undefined;
    if (/^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
    return fail(
      `${name} must be a whole number of ${unit} greater than 0, not "${value}".`,
      undefined,
    );
  };
  const mebibytes = (value: number | undefined) =>
    value === undefined ? undefined : value * 1024 * 1024;
  const renderTimeout = get('RENDER_TIMEOUT');
  const documents: DocumentConfig = {
    maxEntries: positive('DOCX_MAX_ENTRIES', 'entries'),
    maxEntryBytes: mebibytes(positive('DOCX_MAX_ENTRY_MB', 'MiB')),
    maxTotalBytes: mebibytes(positive('DOCX_MAX_TOTAL_MB', 'MiB')),
    maxCompressionRatio: positive('DOCX_MAX_RATIO', 'to 1'),
    renderTimeoutMs:
      renderTimeout === undefined
        ? undefined
        : parseSeconds(renderTimeout, 'RENDER_TIMEOUT', problems),
    renderMemoryMb: positive('RENDER_MEMORY_MB', 'MiB'),
  };
  const maxPerPage = positive('MAX_PER_PAGE', 'records') ?? 100;
  if (maxPerPage > 10_000) {
    problems.push(
      `MAX_PER_PAGE must be at most 10000 (a client that wants everything asks without paging and gets a stream), not ${maxPerPage}.`,
    );
  }
  const databaseUrl = get('DATABASE_URL') ?? DEFAULT_DATABASE_URL;
  try {
    parseDatabaseUrl(databaseUrl);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }

  if (problems.length > 0) return { config: undefined, problems };
  return {
    problems,
    config: {
      databaseUrl,
      port,
      host,
      publicUrl: publicUrl.replace(/\/+$/, ''),
      language,
      timeZone,
      trustProxy,
      maxPerPage,
      rateLimitPerKey,
      rateLimitFailedAuth,
      redisUrl,
      workers,
      logLevel,
      apiDocs,
      metricsToken,
      metricsPort,
      metricsHost,
      timeouts,
      shutdownTimeoutMs,
      filesDirectory: get('FILES_DIRECTORY') ?? './data/files',
      documents,
    },
  };
}

function readConfigFile(path: string | undefined, problems: string[]): Record<string, string> {
  if (path === undefined || path === '') return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    problems.push(
      `The config file "${path}" (RECORDGATE_CONFIG or --config) cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
    );
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    problems.push(`The config file "${path}" is not valid JSON: ${(error as Error).message}.`);
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(
      `The config file "${path}" must hold a JSON object of settings such as {"PORT": 8080}.`,
    );
    return {};
  }
  const settings: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!(SETTING_NAMES as readonly string[]).includes(name)) {
      problems.push(
        `The config file "${path}" has an unknown setting "${name}"; known settings: ${SETTING_NAMES.join(', ')}.`,
      );
    } else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      settings[name] = String(value);
    } else {
      problems.push(`The config file "${path}": ${name} must be a string, number or boolean.`);
    }
  }
  return settings;
}

function parseBoolean(
  name: string,
  value: string | undefined,
  fallback: boolean,
  problems: string[],
): boolean {
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  problems.push(`${name} must be true or false, not "${value}".`);
  return fallback;
}

function parseSeconds(value: string, name: string, problems: string[]): number {
  const seconds = /^\d{1,6}(\.\d{1,3})?$/.test(value) ? Number(value) : NaN;
  if (!(seconds > 0)) {
    problems.push(
      `${name} must be a positive number of seconds such as 20 or 0.5, not "${value}".`,
    );
    return 1000;
  }
  return Math.round(seconds * 1000);
}

function parseWorkers(value: string | undefined, name: string, problems: string[]): number {
  if (value === undefined || value === '') return availableParallelism();
  const workers = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(workers >= 1 && workers <= 256)) {
    problems.push(
      `${name} must be the number of worker processes, 1 to 256 (default: one per core), not "${value}".`,
    );
    return 1;
  }
  return workers;
}

function parseCount(value: string, name: string, problems: string[]): number {
  if (!/^\d{1,9}$/.test(value)) {
    problems.push(
      `${name} must be a whole number of requests per minute (0 switches the limit off), not "${value}".`,
    );
    return 0;
  }
  return Number(value);
}

function parsePort(value: string, name: string, problems: string[]): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    problems.push(`${name} must be a port number between 0 and 65535, not "${value}".`);
    return 0;
  }
  return port;
}
