import { EntitySchema, type EntitySchemaProperty } from '@mikro-orm/core';
import type { Field, RecordType } from '@recordgate/core';

/**
 * MikroORM entity schemas generated from record types: one table per type, one column per field, an
 * index on every reference (the access filter and expansions join on them) and a unique index where a
 * field asks for one. Nothing here is written by hand per type.
 */
export function createEntitySchemas(types: readonly RecordType[]): EntitySchema[] {
  return types.map(
    (type) =>
      new EntitySchema({
        name: entityName(type),
        tableName: type.table,
        properties: Object.fromEntries(type.fields.map((field) => [field.name, propertyOf(field)])),
      }),
  );
}

/** The MikroORM entity name of a record type (`classification-code` → `ClassificationCode`). */
export function entityName(type: RecordType): string {
  return type.name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- records are untyped rows, not entity classes
type Property = EntitySchemaProperty<any, any>;

function propertyOf(field: Field): Property {
  if (field.name === 'id') return { type: 'integer', primary: true, autoincrement: true };
  const common = { nullable: true, unique: field.unique ?? false };
  switch (field.type) {
    case 'string':
      return { ...common, type: 'string', length: field.maxLength ?? 255 };
    case 'text':
      return { ...common, type: 'text' };
    case 'integer':
      return { ...common, type: 'integer' };
    case 'boolean':
      return { ...common, type: 'boolean' };
    case 'datetime':
      return { ...common, type: 'datetime', index: true };
    case 'reference':
      return { ...common, type: 'integer', index: !field.unique };
  }
}
