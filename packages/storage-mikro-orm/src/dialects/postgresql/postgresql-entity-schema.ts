import type { EntitySchemaDialect } from '../../schema/entity-schema-dialect.js';

/**
 * PostgreSQL's columns: datetimes with millisecond precision; each index's key ends with `id`, each
 * column with nulls first. SQLite and InnoDB end every index with the primary key implicitly;
 * PostgreSQL's point at row locations instead, so without `id` in the key a page ordered by id (the
 * default, and every tiebreak) could not be read from the index in order, nor its ids without
 * visiting the rows. PostgreSQL also keeps nulls last unless told otherwise, while lists sort them
 * first ascending (and last descending, the same index read backwards).
 */
export const postgresqlEntitySchema: EntitySchemaDialect = {
  datetimeLength: 3,
  index(columns) {
    const key = columns.includes('id') ? [...columns] : [...columns, 'id'];
    return { properties: key, columns: key.map((name) => ({ name, nulls: 'FIRST' as const })) };
  },
};
