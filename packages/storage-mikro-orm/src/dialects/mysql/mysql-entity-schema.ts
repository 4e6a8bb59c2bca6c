import type { EntitySchemaDialect } from '../../schema/entity-schema-dialect.js';

/**
 * MariaDB's and MySQL's columns. Strings compare in the column's collation; the binary one makes
 * equality, uniqueness and sorting exact, as on SQLite and PostgreSQL. MariaDB's `text` holds 64 KiB;
 * `longtext` holds what a body may carry, as SQLite's and PostgreSQL's `text` do
 * (docs/writing-records.md, "Text"). Datetimes get millisecond precision.
 */
export const mysqlEntitySchema: EntitySchemaDialect = {
  textCollation: 'utf8mb4_bin',
  longTextType: 'longtext',
  datetimeLength: 3,
  index: (columns) => ({ properties: [...columns] }),
};
