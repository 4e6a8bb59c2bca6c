import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createFilesystemFileStore,
  createTypeRegistry,
  defaultRecordTypes,
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
import {
  createRequest,
  seedPeople,
  startHttpServer,
  testDatabase,
  type CallOptions,
  type Person,
  type PersonName,
  type TestDatabaseName,
  type TestResponse,
} from '@recordgate/testing';
import { afterAll, beforeAll } from 'vitest';
import { createResponseValidator, type CheckedResponse } from './create-response-validator.js';

export type { CallOptions, Person, TestResponse };

/** The databases the HTTP tests run on; vitest.config.ts runs them once per database. */
export type WorldDatabase = TestDatabaseName;

/**
 * The database of this test run: `RECORDGATE_WORLD_DATABASE` (set per vitest project), SQLite when
 * unset. A server database needs its URL in `RECORDGATE_POSTGRES_URL` / `RECORDGATE_MARIADB_URL`.
 */
export const worldDatabase: WorldDatabase =
  (process.env.RECORDGATE_WORLD_DATABASE as WorldDatabase | undefined) ?? 'sqlite';

/** Quotes an identifier for raw SQL in tests, in the world database's dialect. */
export const quoteIdentifier = (name: string): string =>
  worldDatabase === 'postgresql' ? `"${name}"` : `\`${name}\``;

/** The path of a call: `api('document', 'view', 'id=3')` → `/document/api/default/view?id=3`. */
export const api = (type: string, call = '', query = ''): string =>
  `/${type}/api/default${call ? `/${call}` : ''}${query ? `?${query}` : ''}`;

/**
 * Two companies in a fresh database of {@link worldDatabase}, served by the real Koa app on an
 * ephemeral port: Acme (admin alice, members bob and carol) and Globex (admin dave, member erin).
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
  readonly people: Record<PersonName, Person>;
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
  /** The names of the files the app's file store holds, sorted (files being written left out). */
  storedFiles(): string[];
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
  /**
   * Statements run on the fresh database before RecordGate's storage opens it: another application's
   * tables that `external` types map.
   */
  readonly externalTables?: (database: WorldDatabase) => readonly string[];
}

/** Starts a {@link World}: a fresh database of {@link worldDatabase}, seeded, served by the app. */
export async function createWorld(options: WorldOptions = {}): Promise<World> {
  const types = options.types ?? defaultRecordTypes;
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-http-'));
  const database = await testDatabase(worldDatabase, createScratchDatabase).create();
  if (options.externalTables)
    await createTables(database.url, options.externalTables(worldDatabase));
  const storage = await createMikroOrmStorage({
    url: database.url,
    types,
    busyTimeoutMs: options.busyTimeoutMs,
  });
  await storage.migrate();
  // Compiled once per world; the same function serves /openapi.json, so this is that document.
  const validator = createResponseValidator(
    createOpenApiDocument({ types: createTypeRegistry(types), language: options.app?.language }),
  );
  const checkResponse = (response: CheckedResponse): void => {
    const problems = validator.check(response);
    if (problems.length > 0)
      throw new Error(`The response does not match /openapi.json:\n${problems.join('\n')}`);
  };
  const { people, companies, seed } = await seedPeople({ storage, types });

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
  const server = await startHttpServer(app.callback());

  return {
    storage,
    databaseFile: worldDatabase === 'sqlite' ? database.url : '',
    databaseUrl: database.url,
    filesDirectory,
    baseUrl: server.baseUrl,
    publicUrl,
    people,
    companies,
    seed,
    call: createRequest({ baseUrl: server.baseUrl, check: checkResponse }),
    checkResponse,
    storedFiles: () => storedFiles(filesDirectory),
    app,
    async close() {
      await server.close();
      await app.close();
      await storage.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The world of a test file or `describe` block: started before its first test, closed after its
 * last. Read it inside tests and hooks only (it exists once `beforeAll` ran).
 *
 * @example
 * ```ts
 * const world = useWorld({ app: { bodyLimit: '16kb' } });
 * it('answers', async () => expect((await world.call('GET', api('document'))).status).toBe(401));
 * ```
 */
export function useWorld(options: WorldOptions = {}): World {
  let world: World | undefined;
  beforeAll(async () => {
    world = await createWorld(options);
  });
  afterAll(() => world?.close());
  return new Proxy({} as World, {
    get(_target, property) {
      if (!world) throw new Error('The world exists inside tests and hooks only.');
      return world[property as keyof World];
    },
  });
}

async function createTables(url: string, statements: readonly string[]): Promise<void> {
  const setup = await createMikroOrmStorage({ url, types: [] });
  const connection = (await setup.orm()).em.getConnection();
  for (const sql of statements) await connection.execute(sql);
  await setup.close();
}

function storedFiles(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.parentPath.includes('.tmp'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}
