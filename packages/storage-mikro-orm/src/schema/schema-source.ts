import { typeTakesFiles, type Field, type RecordType } from '@recordgate/core';

// What the schema is generated from, and the names it and the adapter's error translation share:
// nothing here loads MikroORM (ADR 0025).

/**
 * What the schema of a record type is made of: its table, its fields' names and column types, its
 * indexes. Plain data, so it can be sent to another process (`sqlite-schema-process.ts`).
 */
export interface SchemaSource {
  readonly name: string;
  readonly table: string;
  readonly fields: readonly Pick<
    Field,
    'name' | 'type' | 'unique' | 'maxLength' | 'column' | 'storedAs'
  >[];
  readonly singleIndexes: boolean;
  readonly indexes: RecordType['indexes'];
  readonly uniques: RecordType['uniques'];
  /** Whether the type takes files (its file key gets an index). */
  readonly takesFiles: boolean;
  /** The table belongs to another application: no entity, so MikroORM never touches it. */
  readonly external: boolean;
}

/**
 * The table of the outbox cursors (`StorageAdapter.holdCursor`): one row per consumer; its name
 * follows the prefix of the tables RecordGate creates (`ownTablesPrefix`).
 */
export const CURSOR_TABLE = 'recordgate_cursor';

/** The {@link SchemaSource} of `type`. */
export function schemaSourceOf(type: RecordType): SchemaSource {
  return {
    name: type.name,
    table: type.table,
    fields: type.fields.map(({ name, type, unique, maxLength, column, storedAs }) => ({
      name,
      type,
      unique,
      maxLength,
      column,
      storedAs,
    })),
    singleIndexes: type.singleIndexes,
    indexes: type.indexes,
    uniques: type.uniques,
    takesFiles: typeTakesFiles(type),
    external: type.external,
  };
}

/** The name of a unique index over `columns` (one column: MikroORM's own name for a unique field). */
export function uniqueIndexName(
  type: Pick<RecordType, 'table'>,
  columns: readonly string[],
): string {
  return `${type.table}_${columns.join('_')}_unique`;
}

/** The MikroORM entity name of a record type (`classification-code` → `ClassificationCode`). */
export function entityName(type: Pick<RecordType, 'name'>): string {
  return type.name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}
