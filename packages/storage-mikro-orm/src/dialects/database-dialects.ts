import type { DatabaseDialect } from './database-dialect.js';
import { mariadbDatabase, mysqlDatabase } from './mysql/mysql-database.js';
import { postgresqlDatabase } from './postgresql/postgresql-database.js';
import { sqliteDatabase } from './sqlite/sqlite-database.js';

/**
 * Every database the adapter speaks, by driver name. Adding one is a folder under `dialects/` that
 * exports its {@link DatabaseDialect}, and its line here (docs/storage-adapters.md, "The package's
 * layout").
 */
export const databaseDialects = {
  sqlite: sqliteDatabase,
  postgresql: postgresqlDatabase,
  mysql: mysqlDatabase,
  mariadb: mariadbDatabase,
} as const satisfies Readonly<Record<string, DatabaseDialect>>;

/** The database families the MikroORM adapter speaks. */
export type DatabaseDriver = keyof typeof databaseDialects;
