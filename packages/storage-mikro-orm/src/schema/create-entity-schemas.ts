import type { EntitySchema } from '@mikro-orm/core';
import type { RecordType } from '@recordgate/core';
import { databaseDialects, type DatabaseDriver } from '../dialects/database-dialects.js';
import { buildEntitySchemas } from './build-entity-schemas.js';
import type { SchemaSource } from './schema-source.js';

/** Options of {@link createEntitySchemas}. */
export interface EntitySchemaOptions {
  /**
   * The SQL family the schemas are for: column details that make every database behave the same
   * (millisecond datetimes, exact string comparison on MariaDB/MySQL) depend on it. @default 'sqlite'
   */
  readonly dialect?: DatabaseDriver;
}

/**
 * MikroORM entity schemas generated from record types, for the database `options.dialect` names
 * (see `buildEntitySchemas`): for tooling that wants MikroORM's view of the adapter's tables.
 */
export function createEntitySchemas(
  types: readonly (RecordType | SchemaSource)[],
  options: EntitySchemaOptions = {},
): EntitySchema[] {
  return buildEntitySchemas(types, databaseDialects[options.dialect ?? 'sqlite'].entitySchema);
}
