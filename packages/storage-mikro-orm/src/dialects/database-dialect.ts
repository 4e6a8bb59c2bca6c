import type { OpenDatabaseArgs, OpenedDatabase } from '../connection/opened-database.js';
import type { EntitySchemaDialect } from '../schema/entity-schema-dialect.js';
import type { SearchDialect } from './search-dialect.js';
import type { SqlDialect } from './sql-dialect.js';
import type { DriverErrorCodes } from './translate-driver-error.js';

/**
 * One database the adapter speaks, all that differs for it in one object: each folder under
 * `dialects/` exports one, and `database-dialects.ts` registers it under its driver's name
 * (docs/storage-adapters.md, "The package's layout").
 */
export interface DatabaseDialect {
  /** The `scheme://` of its URLs (`parseDatabaseUrl`); none for SQLite, whose URL is a file path. */
  readonly urlSchemes: readonly string[];
  /** Its SQL: quoting, placeholders, values, `like`, order, paging, locks. */
  readonly sql: SqlDialect;
  /** Its content-search index. */
  readonly search: SearchDialect;
  /** Its driver's error codes, for the error translation. */
  readonly errors: DriverErrorCodes;
  /** How its columns and indexes are declared to MikroORM. */
  readonly entitySchema: EntitySchemaDialect;
  /**
   * Opens the database at `args.location` with the executor for its driver. MikroORM's modules are
   * imported only where this database needs them to open (ADR 0025).
   */
  open(args: OpenDatabaseArgs): Promise<OpenedDatabase>;
  /** How a scratch database is made on its server (`createScratchDatabase`); absent for files. */
  readonly scratch?: ScratchDatabaseDialect;
}

/** A connection to a database server for creating and dropping databases. */
export interface AdminConnection {
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** What `createScratchDatabase` needs of a server's dialect. */
export interface ScratchDatabaseDialect {
  /** A connection to the server of `url` through MikroORM's driver, for CREATE/DROP DATABASE. */
  connectAdmin(url: string): Promise<AdminConnection>;
  /** The statement creating the empty database `name`. */
  create(name: string): string;
  /** The statement dropping the database `name`, if it exists, whoever still uses it. */
  drop(name: string): string;
  /**
   * The statement ending every other session connected to the database `name`, as the server's
   * restart does (each gets the server's own error for it).
   */
  disconnect(name: string): string;
}
