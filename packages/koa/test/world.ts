import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createFilesystemFileStore,
  createKeyService,
  createRecordService,
  createTypeRegistry,
  defaultRecordTypes,
  where,
  type AccessPolicy,
  type Actor,
  type RecordType,
  type StorageAdapter,
  type StoredRecord,
} from '@recordgate/core';
import {
  createApp,
  createOpenApiDocument,
  type AppOptions,
  type RecordGateApp,
} from '@recordgate/koa';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import { createResponseValidator, type CheckedResponse } from './create-response-validator.js';

/** The databases the HTTP tests run on; vitest.config.ts runs them once per database. */
export type WorldDatabase = 'sqlite' | 'postgresql' | 'mariadb';

/**
 * The database of this test run: `RECORDGATE_WORLD_DATABASE` (set per vitest project), SQLite when
 * unset. A server database needs its URL in `RECORDGATE_POSTGRES_URL` / `RECORDGATE_MARIADB_URL`.
 */
export const worldDatabase: WorldDatabase =
  (process.env.RECORDGATE_WORLD_DATABASE as WorldDatabase | undefined) ?? 'sqlite';

const serverUrls: Record<Exclude<WorldDatabase, 'sqlite'>, string> = {
  postgresql: 'RECORDGATE_POSTGRES_URL',
  mariadb: 'RECORDGATE_MARIADB_URL',
};

/** Quotes an identifier for raw SQL in tests, in the world database's dialect. */
export const quoteIdentifier = (name: string): string =>
  worldDatabase === 'postgresql' ? `"${name}"` : `\`${name}\``;

/** A fresh database of {@link worldDatabase}: a SQLite file in `dir`, or a scratch server database. */
async function createWorldDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (worldDatabase === 'sqlite') return { url: join(dir, 'world.sqlite'), drop: async () => {} };
  const server = process.env[serverUrls[worldDatabase]];
  if (!server) {
    throw new Error(
      `RECORDGATE_WORLD_DATABASE=${worldDatabase} needs ${serverUrls[worldDatabase]} to be set.`,
    );
  }
  return createScratchDatabase(server);
}

const allowAll: AccessPolicy = {
  filter: () => where.all,
  writeRule: () => ({ create: true }),
  canDescribe: () => true,
  writableFields: () => undefined,
};

/** The path of a call: `api('document', 'view', 'id=3')` → `/document/api/default/view?id=3`. */
export const api = (type: string, call = '', query = ''): string =>
  `/${type}/api/default${call ? `/${call}` : ''}${query ? `?${query}` : ''}`;

/** A response as the tests read it. */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
  readonly text: string;
  /** The raw body (downloads). */
  readonly bytes: Buffer;
}

/** Options of a request in {@link World.call}. */
export interface CallOptions {
  readonly key?: string | null;
  readonly headers?: Record<string, string>;
  readonly json?: unknown;
  /** A raw body: text, bytes, or multipart form data (fetch sets the boundary). */
  readonly body?: string | Uint8Array | FormData;
}

/** People of the test world, each with a key. */
export interface Person {
  readonly actor: Actor;
  readonly key: string;
  readonly record: StoredRecord;
}

/**
 * Two companies on a real SQLite file, served by the real Koa app on an ephemeral port:
 * Acme (admin alice, members bob and carol) and Globex (admin dave, member erin).
 */
export interface World {
  readonly storage: MikroOrmStorage;
  /** The app under test (its `close` stops the render workers it started). */
  readonly app: RecordGateApp;
  /** The SQLite file, for tests that open a second connection to it (empty on other databases). */
  readonly databaseFile: string;
  /** The URL of the world's database (a SQLite file path, or a scratch server database). */
  readonly databaseUrl: string;
  /** Where the app's file store keeps uploaded files. */
  readonly filesDirectory: string;
  readonly baseUrl: string;
  readonly publicUrl: string;
  readonly people: Record<'alice' | 'bob' | 'carol' | 'dave' | 'erin', Person>;
  readonly companies: Record<'acme' | 'globex', StoredRecord>;
  /** Creates a record directly (no policy), as `actor`. */
  seed(actor: Actor, type: string, data: Record<string, unknown>): Promise<StoredRecord>;
  /**
   * Sends a request to the app. The response is checked against the app's OpenAPI document (its
   * status declared for the operation, its interface headers declared, a JSON body matching the
   * schema); a mismatch rejects, failing the test that made the request.
   */
  call(method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  /**
   * Checks a response a test received another way (its own `fetch`) against the OpenAPI document, as
   * {@link World.call} does; throws on a mismatch. Pass `text: undefined` for a body left unread.
   */
  checkResponse(response: CheckedResponse): void;
  close(): Promise<void>;
}

/** Options of {@link createWorld}. */
export interface WorldOptions {
  readonly types?: readonly RecordType[];
  readonly app?: Partial<AppOptions>;
  /** How long a write waits for another connection's lock. @default 5000 */
  readonly busyTimeoutMs?: number;
  /** Wraps the storage the app uses (not the seeding), for tests that watch its calls. */
  readonly wrapStorage?: (storage: StorageAdapter) => StorageAdapter;
}

export async function createWorld(options: WorldOptions = {}): Promise<World> {
  const types = options.types ?? defaultRecordTypes;
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-http-'));
  const database = await createWorldDatabase(dir);
  const databaseFile = worldDatabase === 'sqlite' ? database.url : '';
  const storage = await createMikroOrmStorage({
    url: database.url,
    types,
    busyTimeoutMs: options.busyTimeoutMs,
  });
  await storage.migrate();
  const registry = createTypeRegistry(types);
  // Compiled once per world; the same function serves /openapi.json, so this is that document.
  const validator = createResponseValidator(
    createOpenApiDocument({ types: registry, language: options.app?.language }),
  );
  const checkResponse = (response: CheckedResponse): void => {
    const problems = validator.check(response);
    if (problems.length > 0)
      throw new Error(`The response does not match /openapi.json:\n${problems.join('\n')}`);
  };
  const system = createRecordService({ storage, policy: allowAll, types: registry });
  const keys = createKeyService({ storage });
  const operator = (companyId: number): Actor => ({
    userId: 0,
    companyId,
    role: 'admin',
    username: 'operator',
  });
  const seed = (actor: Actor, type: string, data: Record<string, unknown>) =>
    system.create({ actor, type, data });

  const acme = await seed(operator(0), 'company', { name: 'Acme' });
  const globex = await seed(operator(0), 'company', { name: 'Globex' });
  const person = async (
    username: string,
    company: StoredRecord,
    role: 'admin' | 'member',
  ): Promise<Person> => {
    const record = await seed(operator(company.id as number), 'user', {
      username,
      role,
      name: username.toUpperCase(),
      email: `${username}@example.test`,
    });
    const { key } = await keys.create({ userId: record.id as number });
    return {
      key,
      record,
      actor: { userId: record.id as number, companyId: company.id as number, role, username },
    };
  };
  const people = {
    alice: await person('alice', acme, 'admin'),
    bob: await person('bob', acme, 'member'),
    carol: await person('carol', acme, 'member'),
    dave: await person('dave', globex, 'admin'),
    erin: await person('erin', globex, 'member'),
  };

  const publicUrl = 'http://records.test';
  const filesDirectory = join(dir, 'files');
  const app = createApp({
    storage: options.wrapStorage ? options.wrapStorage(storage) : storage,
    types,
    publicUrl,
    logger: { error: () => {} },
    files: createFilesystemFileStore({ directory: filesDirectory }),
    ...options.app,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    storage,
    databaseFile,
    databaseUrl: database.url,
    filesDirectory,
    baseUrl,
    publicUrl,
    people,
    companies: { acme, globex },
    seed,
    async call(method, path, { key, headers = {}, json, body } = {}) {
      const init: RequestInit & { headers: Record<string, string> } = {
        method,
        headers: { ...headers },
      };
      if (key !== null && key !== undefined) init.headers.Authorization = `Bearer ${key}`;
      if (json !== undefined) {
        init.headers['Content-Type'] ??= 'application/json';
        init.body = JSON.stringify(json);
      } else if (body !== undefined) {
        init.body = body;
      }
      const response = await fetch(`${baseUrl}${path}`, init);
      const bytes = Buffer.from(await response.arrayBuffer());
      const text = bytes.toString('utf8');
      let parsed: unknown;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Not JSON: the test reads `text`.
      }
      checkResponse({ method, path, status: response.status, headers: response.headers, text });
      return { status: response.status, headers: response.headers, body: parsed, text, bytes };
    },
    checkResponse,
    app,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.close();
      await storage.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
