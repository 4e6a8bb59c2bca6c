import { createTypeRegistry, type StorageAdapter, type TypeRegistry } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { loadConfig, type ConfigOverrides } from '../config/load-config.js';
import type { ServerConfig } from '../config/server-config-schema.js';
import type { CliIo } from './cli-io.js';
import { ownTablesPrefixOf, serverRecordTypes } from '../server-record-types.js';

/** Options of {@link CliContext.openStorage}. */
export interface OpenStorageOptions {
  /** Bring the schema up to date. @default true */
  readonly migrate?: boolean;
  /**
   * The process keeps running (`serve`): a SQLite file's schema is brought up to date in a child
   * process, so this one never loads MikroORM (ADR 0025). @default false
   */
  readonly longRunning?: boolean;
}

/** What every command of the CLI works with: where it writes, the configuration and the database. */
export interface CliContext {
  readonly io: CliIo;
  /** The installation's types: the default ones, joined or replaced by RECORD_TYPES / `--types`. */
  readonly types: TypeRegistry;
  /** The `--config` file, when given (a global option, before or after the command). */
  configFile(): string | undefined;
  /** The `--types` file, when given (a global option, like `--config`). */
  typesFile(): string | undefined;
  /** The configuration, with `--config` and the given `serve` flags. */
  configOf(flags?: ConfigOverrides): ServerConfig;
  /** Opens the configured database, brought up to date unless `migrate` is false. */
  openStorage(options?: OpenStorageOptions): Promise<StorageAdapter>;
  /** Runs `work` on the configured database (brought up to date), then closes it. */
  withStorage<T>(work: (storage: StorageAdapter) => Promise<T>): Promise<T>;
  /** Prints `value` as one line of JSON when `json`, otherwise `text`. */
  print(json: boolean, value: unknown, text: string): void;
  /** Keeps the CLI from returning until `running` settles (`serve`). */
  keepRunning(running: Promise<void>): void;
}

/** Arguments of {@link createCliContext}. */
export interface CreateCliContextArgs {
  readonly io: CliIo;
  /** Reads the global `--config` option once the command line is parsed. */
  readonly configFile: () => string | undefined;
  /** Reads the global `--types` option likewise. */
  readonly typesFile?: () => string | undefined;
  /** Receives what {@link CliContext.keepRunning} is given. */
  readonly keepRunning: (running: Promise<void>) => void;
}

/** Creates the context the commands of one CLI run share. */
export function createCliContext({
  io,
  configFile,
  typesFile = () => undefined,
  keepRunning,
}: CreateCliContextArgs): CliContext {
  const configOf = (flags: ConfigOverrides = {}): ServerConfig =>
    loadConfig(io.env, { types: typesFile(), ...flags, config: configFile() });
  // Read when a command first needs them: the file is known once the command line is parsed.
  let registry: TypeRegistry | undefined;
  const typesOf = () => (registry ??= createTypeRegistry(serverRecordTypes(configOf())));
  const openStorage = async ({
    migrate = true,
    longRunning = false,
  }: OpenStorageOptions = {}): Promise<StorageAdapter> => {
    const config = configOf();
    const { databaseUrl, databasePool } = config;
    const storage = await createMikroOrmStorage({
      ownTablesPrefix: ownTablesPrefixOf(config),
      url: databaseUrl,
      types: typesOf(),
      pool: databasePool,
      migrateInChildProcess: longRunning,
    });
    if (migrate) await storage.migrate();
    return storage;
  };
  return {
    io,
    get types() {
      return typesOf();
    },
    configFile,
    typesFile,
    configOf,
    openStorage,
    async withStorage(work) {
      const storage = await openStorage();
      try {
        return await work(storage);
      } finally {
        await storage.close();
      }
    },
    print: (json, value, text) => io.out(json ? `${JSON.stringify(value)}\n` : `${text}\n`),
    keepRunning,
  };
}
