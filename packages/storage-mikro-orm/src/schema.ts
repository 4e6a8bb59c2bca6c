// `@recordgate/storage-mikro-orm/schema`: the MikroORM entity schemas of record types, apart from the
// adapter's entry point, which does not load MikroORM for a SQLite file (ADR 0025).
export { createEntitySchemas } from './schema/create-entity-schemas.js';
export type { EntitySchemaOptions } from './schema/create-entity-schemas.js';
export { entityName } from './schema/schema-source.js';
export { readDatabaseTables } from './schema/read-database-tables.js';
export type { DatabaseColumn, DatabaseTableInfo } from './schema/read-database-tables.js';
