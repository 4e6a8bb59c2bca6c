import { EntitySchema, type EntitySchemaProperty } from '@mikro-orm/core';
import type { RecordType } from '@recordgate/core';
import type { EntitySchemaDialect } from './entity-schema-dialect.js';
import {
  CURSOR_TABLE,
  entityName,
  schemaSourceOf,
  uniqueIndexName,
  type SchemaSource,
} from './schema-source.js';

/**
 * MikroORM entity schemas generated from record types for one database (`createEntitySchemas` by
 * its name): one table per type, one column per field, an index on every reference and datetime
 * (unless the type says `singleIndexes: false`) and on the file key of types with files, a unique
 * index where a field asks for one, and the composite indexes and unique indexes the type declares
 * (`indexes`, `uniques`). Nothing here is written by hand per type. The table of the outbox cursors
 * (`operations/hold-cursor.ts`) comes last.
 */
export function buildEntitySchemas(
  types: readonly (RecordType | SchemaSource)[],
  dialect: EntitySchemaDialect,
  cursorTable = CURSOR_TABLE,
): EntitySchema[] {
  // A table another application owns is no entity: the schema generator never creates, alters or
  // drops it, nor its columns, indexes or triggers (ADR 0036).
  const sources = types
    .map((type) => ('takesFiles' in type ? type : schemaSourceOf(type)))
    .filter((type) => !type.external);
  const records = sources.map((type) => {
    // An index on every datetime and every reference (the access filter and expansions join on
    // them), on the file key of a type that takes files (the file keeper and `files gc` look files
    // up by it), and the composite ones the type declares for its common list queries. A type may
    // do without the single-column ones (`singleIndexes: false`): every index costs each insert.
    const singles = type.fields
      .filter((f) => f.type === 'datetime' || (f.type === 'reference' && !f.unique))
      .filter(() => type.singleIndexes)
      .map((f) => [f.name]);
    if (type.takesFiles) singles.push(['file_sha256']);
    return new EntitySchema({
      name: entityName(type),
      tableName: type.table,
      properties: Object.fromEntries(
        type.fields.map((field) => [field.name, propertyOf(field, dialect)]),
      ),
      // One index per name: a type may declare one of the single-column indexes again.
      indexes: [
        ...new Map(
          [...singles, ...type.indexes].map((columns) => [columns.join('_'), columns]),
        ).values(),
      ].map((columns) => ({
        name: `${type.table}_${columns.join('_')}_index`,
        ...dialect.index(columns),
      })),
      uniques: type.uniques.map((columns) => ({
        name: uniqueIndexName(type, columns),
        properties: [...columns],
      })),
    });
  });
  return [...records, createCursorSchema(cursorTable)];
}

/**
 * The MikroORM schema of {@link CURSOR_TABLE}: the cursor's `name`, its position `last_seq` (the last
 * event handed on), and who holds it until when (`holder`, `lease_until` in Unix milliseconds).
 */
function createCursorSchema(tableName: string): EntitySchema {
  return new EntitySchema({
    name: 'RecordgateCursor',
    tableName,
    // No column defaults: the one INSERT gives every value, and MariaDB's catalogue reports a
    // bigint default as text, which would make every migrate alter the columns again.
    properties: {
      name: { type: 'string', length: 100, primary: true },
      last_seq: { type: 'bigint' },
      holder: { type: 'string', length: 255 },
      lease_until: { type: 'bigint' },
    },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- records are untyped rows, not entity classes
type Property = EntitySchemaProperty<any, any>;

function propertyOf(field: SchemaSource['fields'][number], dialect: EntitySchemaDialect): Property {
  const named = field.column === field.name ? {} : { fieldName: field.column };
  if (field.name === 'id') return { ...named, type: 'integer', primary: true, autoincrement: true };
  const common = { ...named, nullable: true, unique: field.unique ?? false };
  if (field.storedAs === 'unix-seconds' || field.storedAs === 'unix-milliseconds') {
    return { ...common, type: 'bigint' };
  }
  if (field.storedAs === 'text') return { ...common, type: 'string', length: 255 };
  const { textCollation: collation, longTextType: columnType, datetimeLength: length } = dialect;
  const text = collation === undefined ? {} : { collation };
  const datetime = length === undefined ? {} : { length };
  switch (field.type) {
    case 'string':
      return { ...common, ...text, type: 'string', length: field.maxLength ?? 255 };
    case 'text':
    case 'json':
      return {
        ...common,
        ...text,
        type: 'text',
        ...(columnType === undefined ? {} : { columnType }),
      };
    case 'integer':
      return { ...common, type: 'integer' };
    case 'boolean':
      return { ...common, type: 'boolean' };
    case 'datetime':
      return { ...common, ...datetime, type: 'datetime' };
    case 'reference':
      return { ...common, type: 'integer' };
  }
}
