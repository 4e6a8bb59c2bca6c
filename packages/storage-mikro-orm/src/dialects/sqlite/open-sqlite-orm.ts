import type { MikroORM } from '@mikro-orm/core';
import type { RecordType } from '@recordgate/core';
import { buildEntitySchemas } from '../../schema/build-entity-schemas.js';
import { sqliteEntitySchema } from './sqlite-entity-schema.js';
import type { SchemaSource } from '../../schema/schema-source.js';
import { SEARCH_TABLES } from '../search-dialect.js';

/**
 * MikroORM on the SQLite database `dbName` (a file, or `:memory:`), with the entity schemas of
 * `types`. It opens a connection of its own, which waits up to `busyTimeoutMs` for a lock as the
 * adapter's connections do (better-sqlite3's own default is 5 s).
 */
export async function openSqliteOrm(
  dbName: string,
  types: readonly (RecordType | SchemaSource)[],
  busyTimeoutMs: number,
  cursorTable?: string,
): Promise<MikroORM> {
  const { SqliteDriver, MikroORM: SqliteMikroORM } = await import('@mikro-orm/sqlite');
  const orm = await SqliteMikroORM.init({
    driver: SqliteDriver,
    dbName,
    entities: buildEntitySchemas(types, sqliteEntitySchema, cursorTable),
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
    // SQLite's own tables: the planner statistics `ANALYZE` writes have untyped columns that
    // MikroORM's schema reader cannot read, and they are not ours to migrate. Nor are the search
    // index's tables (FTS5's virtual and shadow tables among them), which migrate creates itself.
    schemaGenerator: { skipTables: [/^sqlite_/, SEARCH_TABLES] },
  });
  const native = (await orm.em.getConnection().getNativeClient()) as { exec(sql: string): unknown };
  native.exec(`PRAGMA busy_timeout = ${busyTimeoutMs};`);
  return orm as unknown as MikroORM;
}
