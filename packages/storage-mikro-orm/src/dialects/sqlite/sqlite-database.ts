import type { DatabaseDialect } from '../database-dialect.js';
import { openSqliteDatabase } from './open-sqlite-database.js';
import { sqliteDialect } from './sqlite-dialect.js';
import { sqliteDriverErrors } from './sqlite-driver-errors.js';
import { sqliteEntitySchema } from './sqlite-entity-schema.js';
import { sqliteSearch } from './sqlite-search.js';

/** SQLite, a file (or `:memory:`) opened with better-sqlite3; MikroORM only to migrate it. */
export const sqliteDatabase: DatabaseDialect = {
  urlSchemes: [],
  sql: sqliteDialect,
  search: sqliteSearch,
  errors: sqliteDriverErrors,
  entitySchema: sqliteEntitySchema,
  open: openSqliteDatabase,
};
