import type { EntitySchemaDialect } from '../../schema/entity-schema-dialect.js';

/** SQLite's columns: datetimes kept as ISO text, every index ending with the row id implicitly. */
export const sqliteEntitySchema: EntitySchemaDialect = {
  index: (columns) => ({ properties: [...columns] }),
};
