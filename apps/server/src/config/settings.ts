import { parseS3Url } from '@recordgate/file-store-s3';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from '@recordgate/storage-mikro-orm';
import { z } from 'zod';
import { RENDITION_SETTINGS } from './rendition-settings.js';
import { WEBHOOK_SETTINGS } from './webhook-settings.js';
import {
  countOf,
  httpUrl,
  mebibytesAsBytes,
  mustBe,
  onOrOff,
  perMinuteLimit,
  portNumber,
  secondsAsMs,
  textWhere,
  timeZone,
} from './setting-schemas.js';

/** The levels of the JSON log (pino's), from the fewest lines to the most, then none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** How much the server logs (pino levels). */
export type LogLevel = (typeof LOG_LEVELS)[number];

const LOOPBACK = /^(127\.|::1$|localhost$)/;

/** DATABASE_URL: its own messages name it, so the name the loader puts in front is taken off. */
const databaseUrl = z.string().check((context) => {
  try {
    parseDatabaseUrl(context.value);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    context.issues.push({
      code: 'custom',
      input: context.value,
      message: message.replace(/^DATABASE_URL /, ''),
    });
  }
});

/** FILE_STORE_URL: an s3:// location; its own messages say what a valid one looks like. */
const fileStoreUrl = z.string().check((context) => {
  try {
    parseS3Url(context.value);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    context.issues.push({ code: 'custom', input: context.value, message });
  }
});

/**
 * Every setting of the server, the one place they are declared: `loadConfig` reads them, their schemas
 * make `ServerConfig`, `recordgate doctor` reports them, and docs/configuration.md shows this table (a
 * test keeps the two alike). The keys are the fields of `ServerConfig`.
 */
export const SETTINGS = {
  databaseUrl: {
    name: 'DATABASE_URL',
    schema: databaseUrl.prefault(DEFAULT_DATABASE_URL),
    description:
      'a SQLite file path, `postgresql://…` or `mysql://…`/`mariadb://…` ([storage-adapters.md](storage-adapters.md))',
  },
  recordTypes: {
    name: 'RECORD_TYPES',
    schema: z.string().min(1).optional(),
    flag: 'types',
    description:
      'a JSON file of record types that join or replace the default ones, also on tables another application owns (`--types` overrides; [existing-databases.md](existing-databases.md))',
  },
  port: {
    name: 'PORT',
    schema: portNumber.prefault('8080'),
    flag: 'port',
    description: 'port to listen on (`serve --port` overrides)',
  },
  host: {
    name: 'HOST',
    schema: z.string().prefault('127.0.0.1'),
    flag: 'host',
    description: 'address to bind (`serve --host` overrides)',
  },
  publicUrl: {
    name: 'PUBLIC_URL',
    // Unset, it is made of HOST and PORT (server-config-schema.ts).
    schema: httpUrl.optional(),
    shownDefault: '`http://HOST:PORT`',
    description:
      'absolute base URL used in `href`, `file_href` and `Location`, including any path prefix',
    advice: adviseOnPublicUrl,
  },
  trustProxy: {
    name: 'TRUST_PROXY',
    schema: onOrOff.prefault('false'),
    description:
      '`true`: take the base URL from `X-Forwarded-Proto`/`X-Forwarded-Host` when `PUBLIC_URL` is unset. Only behind a proxy that sets them',
  },
  language: {
    name: 'LANGUAGE',
    schema: z.enum(['en', 'de'], { error: mustBe('"en" or "de"') }).prefault('en'),
    description: '`en` or `de`: field labels, validation messages, ICU month and day names',
  },
  timeZone: {
    name: 'TIME_ZONE',
    schema: timeZone.prefault('UTC'),
    description: 'IANA zone in which dates are rendered and date-times without an offset are read',
  },
  maxPerPage: {
    name: 'MAX_PER_PAGE',
    schema: countOf('records')
      .refine((value) => value <= 10_000, {
        error: (issue) =>
          `must be at most 10000 (a client that wants everything asks without paging and gets a stream), not ${String(issue.input)}.`,
      })
      .prefault('100'),
    description:
      'largest `per-page` a client may ask for; larger values are clamped to it (at most 10000; [lists.md](lists.md#paging))',
  },
  rateLimitPerKey: {
    name: 'RATE_LIMIT_PER_KEY',
    schema: perMinuteLimit.prefault('6000'),
    description:
      'requests per minute per API key; `0` switches the limit off ([reliability.md](reliability.md))',
  },
  rateLimitFailedAuth: {
    name: 'RATE_LIMIT_FAILED_AUTH',
    schema: perMinuteLimit.prefault('60'),
    description: 'failed authentications per minute per client address; `0` switches the limit off',
  },
  redisUrl: {
    name: 'REDIS_URL',
    schema: textWhere(
      (value) => /^rediss?:\/\/\S+$/.test(value),
      'a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
    ).optional(),
    description:
      '`redis://…`: rate-limit counters in Redis, one budget across every node of the installation; unset: in memory, per process',
  },
  eventsNatsUrl: {
    name: 'EVENTS_NATS_URL',
    // It may carry a password: its message does not repeat it.
    schema: z
      .string()
      .refine(isNatsUrl, {
        error:
          'must be a nats:// or tls:// URL of one server such as nats://127.0.0.1:4222 (credentials as nats://user:password@host:4222).',
      })
      .optional(),
    description:
      '`nats://…`: also publish every change event to NATS JetStream, stream `RECORDGATE` (created when missing), subjects `recordgate.<company_id>.<controller>.<action>` ([events.md](events.md#nats))',
  },
  workers: {
    name: 'WORKERS',
    // Unset, `serve` chooses by the database (defaultWorkerCount): not a prefault, because the
    // number of cores is not held to the limit of 256.
    schema: textWhere(
      (value) => value === '' || (/^\d{1,3}$/.test(value) && +value >= 1 && +value <= 256),
      'the number of worker processes, 1 to 256 (default: one per core on PostgreSQL and MariaDB, 1 on SQLite)',
    )
      .optional()
      .transform((value) => (value ? Number(value) : undefined)),
    shownDefault: 'one per core on PostgreSQL and MariaDB/MySQL; 1 on SQLite',
    flag: 'workers',
    description:
      'worker processes of `serve` (`serve --workers N` overrides); on SQLite one process, which holds its write lock alone; see [adr/0005](adr/0005-workers-by-default.md)',
  },
  logLevel: {
    name: 'LOG_LEVEL',
    schema: z
      .enum(LOG_LEVELS, { error: mustBe(`one of ${LOG_LEVELS.join(', ')}`) })
      .prefault('info'),
    description:
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`: the JSON log on stdout ([operations.md](operations.md#logs))',
  },
  apiDocs: {
    name: 'API_DOCS',
    schema: onOrOff.prefault('true'),
    description: '`false` turns off `/openapi.json` and the reference page `/docs`',
  },
  metricsToken: {
    name: 'METRICS_TOKEN',
    // A secret: its message does not repeat it.
    schema: z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, {
        error:
          'must be at least 16 printable characters without spaces (for example the output of "openssl rand -hex 24").',
      })
      .optional(),
    description:
      'at least 16 characters: serve Prometheus `/metrics` on the main port to `Authorization: Bearer <token>`',
  },
  metricsPort: {
    name: 'METRICS_PORT',
    // It must differ from PORT (server-config-schema.ts).
    schema: portNumber.optional(),
    description:
      'serve `/metrics`, `/health` and `/ready` without a token on this second port (no record calls there)',
  },
  metricsHost: {
    name: 'METRICS_HOST',
    schema: z.string().prefault('127.0.0.1'),
    description: 'address of the metrics port; keep it private',
    advice: adviseOnMetricsHost,
  },
  timeouts: {
    headersMs: {
      name: 'HEADERS_TIMEOUT',
      schema: secondsAsMs.prefault('20'),
      description:
        'seconds a client has to send the request line and headers; then 408 and the connection is closed ([reliability.md](reliability.md))',
    },
    requestMs: {
      name: 'REQUEST_TIMEOUT',
      schema: secondsAsMs.prefault('300'),
      description:
        'seconds a client has to send the whole request, body included (an upload of 25 MiB needs about 85 KB/s)',
    },
    keepAliveMs: {
      name: 'KEEP_ALIVE_TIMEOUT',
      schema: secondsAsMs.prefault('5'),
      description: 'seconds an idle keep-alive connection stays open between requests',
    },
    idleMs: {
      name: 'IDLE_TIMEOUT',
      schema: secondsAsMs.prefault('60'),
      description: 'seconds a connection may stay silent in either direction before it is closed',
    },
  },
  // PostgreSQL and MariaDB/MySQL only: SQLite is a local file with a busy timeout of its own.
  databasePool: {
    connectTimeoutMs: {
      name: 'DATABASE_CONNECT_TIMEOUT',
      schema: secondsAsMs.prefault('5'),
      description:
        'PostgreSQL, MariaDB/MySQL: seconds a request waits for a new database connection, or a free one of the pool; then 503 with `Retry-After` ([reliability.md](reliability.md#the-database-goes-silent))',
    },
    readTimeoutMs: {
      name: 'DATABASE_READ_TIMEOUT',
      schema: secondsAsMs.prefault('5'),
      description:
        "as above: seconds a read statement (view, list, count) waits for the database's answer; then 503 and the connection is closed",
    },
    writeTimeoutMs: {
      name: 'DATABASE_WRITE_TIMEOUT',
      schema: secondsAsMs.prefault('30'),
      description:
        "as above: seconds each statement of a write's transaction waits for its answer; then 503, the connection is closed and the database rolls the transaction back",
    },
  },
  shutdownTimeoutMs: {
    name: 'SHUTDOWN_TIMEOUT',
    schema: secondsAsMs.prefault('30'),
    description: 'on SIGTERM/SIGINT, seconds in-flight requests get to finish before they are cut',
  },
  auditRetentionDays: {
    name: 'AUDIT_RETENTION_DAYS',
    schema: countOf('days').optional(),
    description:
      'days `recordgate audit prune` keeps audit events (and the change events they carry) and ended webhook deliveries; unset: kept forever, and prune removes nothing ([events.md](events.md#retention))',
  },
  filesDirectory: {
    name: 'FILES_DIRECTORY',
    schema: z.string().prefault('./data/files'),
    description: 'where uploaded files are kept, content-addressed ([documents.md](documents.md))',
  },
  fileStoreUrl: {
    name: 'FILE_STORE_URL',
    schema: fileStoreUrl.optional(),
    shownDefault: 'unset: files on disk under `FILES_DIRECTORY`',
    description:
      "`s3://BUCKET[/PREFIX]`: keep files in S3-compatible object storage (AWS S3, MinIO, Ceph RGW, R2), credentials from the AWS SDK's chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, profile, instance role) ([documents.md](documents.md#files-on-object-storage))",
  },
  s3Endpoint: {
    name: 'S3_ENDPOINT',
    schema: httpUrl.optional(),
    shownDefault: 'AWS S3',
    description:
      "the object store's URL for anything but AWS (`http://minio:9000`); objects are then addressed by path",
    advice: adviseOnS3Endpoint,
  },
  s3Region: {
    name: 'S3_REGION',
    schema: z.string().min(1).prefault('us-east-1'),
    description: 'the region of the bucket',
  },
  secretKey: {
    name: 'SECRET_KEY',
    // A secret: its message does not repeat it.
    schema: z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, {
        error:
          'must be at least 16 printable characters without spaces (for example the output of "openssl rand -base64 32").',
      })
      .optional(),
    description:
      'at least 16 characters: webhook secrets are stored encrypted with it (AES-256-GCM); unset, they are stored as they are ([adr/0014](adr/0014-webhook-secrets-and-delivery.md)). Keep it: secrets sealed with a lost key cannot be opened',
  },
  webhooks: WEBHOOK_SETTINGS,
  renditions: RENDITION_SETTINGS,
  // Unset, the document settings keep the defaults of the .docx library, which the table shows.
  documents: {
    maxEntries: {
      name: 'DOCX_MAX_ENTRIES',
      schema: countOf('entries').optional(),
      shownDefault: '`1000`',
      description: 'most entries a .docx archive may hold',
    },
    maxEntryBytes: {
      name: 'DOCX_MAX_ENTRY_MB',
      schema: mebibytesAsBytes.optional(),
      shownDefault: '`32`',
      description: 'largest unpacked size of one .docx entry, MiB',
    },
    maxTotalBytes: {
      name: 'DOCX_MAX_TOTAL_MB',
      schema: mebibytesAsBytes.optional(),
      shownDefault: '`64`',
      description: 'largest unpacked size of all entries of a .docx, MiB',
    },
    maxCompressionRatio: {
      name: 'DOCX_MAX_RATIO',
      schema: countOf('to 1').optional(),
      shownDefault: '`100`',
      description:
        'highest compression ratio of a .docx (entries over 1 MiB, and the whole archive)',
    },
    renderTimeoutMs: {
      name: 'RENDER_TIMEOUT',
      schema: secondsAsMs.optional(),
      shownDefault: '`20`',
      description: 'seconds a placeholder fill may take',
    },
    renderMemoryMb: {
      name: 'RENDER_MEMORY_MB',
      schema: countOf('MiB').optional(),
      shownDefault: '`512`',
      description: 'heap of a render worker thread, MiB',
    },
    allowMacros: {
      name: 'ALLOW_MACRO_DOCUMENTS',
      schema: onOrOff.optional(),
      shownDefault: '`false`',
      description:
        'accept macro-enabled content in a .docx (a `vbaProject.bin` part, a macroEnabled content type); otherwise 422 ([documents.md](documents.md))',
    },
  },
} as const;

function isNatsUrl(value: string): boolean {
  if (!/^(nats|tls):\/\/[^/\s]+\/?$/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

// Each piece of advice names the fields of `ServerConfig` it reads: that type is made from this table.
function adviseOnPublicUrl({ publicUrl }: { readonly publicUrl: string }): string | undefined {
  if (publicUrl.startsWith('https://') || LOOPBACK.test(new URL(publicUrl).hostname)) return;
  return `PUBLIC_URL is ${publicUrl}: API keys would cross the network unencrypted; serve through HTTPS and set PUBLIC_URL to the https:// address.`;
}

function adviseOnMetricsHost({
  metricsPort,
  metricsHost,
}: {
  readonly metricsPort?: number | undefined;
  readonly metricsHost: string;
}): string | undefined {
  if (metricsPort === undefined || LOOPBACK.test(metricsHost)) return;
  return `METRICS_HOST is ${metricsHost}: the metrics port has no token, so bind it to a private address only scrapers reach (or leave METRICS_HOST at 127.0.0.1).`;
}

function adviseOnS3Endpoint({
  s3Endpoint,
  fileStoreUrl,
}: {
  readonly s3Endpoint?: unknown;
  readonly fileStoreUrl?: unknown;
}): string | undefined {
  if (s3Endpoint === undefined || fileStoreUrl !== undefined) return;
  return `S3_ENDPOINT is set but FILE_STORE_URL is not: files are kept on disk under FILES_DIRECTORY. Set FILE_STORE_URL=s3://BUCKET to use the object store.`;
}
