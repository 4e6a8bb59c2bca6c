import type { Field, RecordType } from '@recordgate/core';
import type { DatabaseColumn, DatabaseTableInfo } from './read-database-tables.js';

/**
 * What is wrong between the external types (tables another application owns) and the database: a
 * missing table or column, a column whose type cannot hold the field, a `NOT NULL` column without a
 * default that an insert would leave empty. One line per problem, naming the table, the column and
 * the fix; none when all is well. Nothing in the database is changed.
 */
export function checkExternalTables(
  types: readonly RecordType[],
  tables: readonly DatabaseTableInfo[],
): string[] {
  const problems: string[] = [];
  for (const type of types.filter((t) => t.external)) {
    const table = tables.find((t) => t.name === type.table);
    const at = `Record type "${type.name}"`;
    if (!table) {
      const near = tables.find((t) => t.name.toLowerCase() === type.table.toLowerCase());
      problems.push(
        `${at}: table "${type.table}" does not exist${near ? ` (there is "${near.name}": names are case-sensitive)` : ''}; set "table" to the other application's table, or remove "external" to let migrate create it.`,
      );
      continue;
    }
    problems.push(...checkColumns(type, table, at));
  }
  return problems;
}

function checkColumns(type: RecordType, table: DatabaseTableInfo, at: string): string[] {
  const problems: string[] = [];
  const byName = new Map(table.columns.map((c) => [c.name, c]));
  for (const field of type.fields) {
    const column = byName.get(field.column);
    if (!column) {
      problems.push(
        `${at}: field "${field.name}" maps column "${field.column}", which table "${table.name}" does not have; set "column" to one of ${table.columns.map((c) => c.name).join(', ')}.`,
      );
    } else if (!compatible(field, column)) {
      problems.push(
        `${at}: field "${field.name}" (${describe(field)}) cannot be held by column "${table.name}"."${column.name}" of type ${column.type}; change the field's "type"${field.type === 'datetime' || field.storedAs === 'text' ? ' or "storedAs"' : ''}, or map another column.`,
      );
    }
  }
  // A column every insert writes: a required or automatic field's, the rows' own, a default's.
  const written = new Set([
    ...type.fields.filter((f) => f.required || f.auto !== undefined).map((f) => f.column),
    ...Object.keys(type.where),
    ...Object.keys(type.columnDefaults),
  ]);
  const mappedBy = new Map(type.fields.map((f) => [f.column, f.name]));
  for (const column of [...Object.keys(type.where), ...Object.keys(type.columnDefaults)]) {
    if (!byName.has(column)) {
      problems.push(
        `${at}: "where"/"columnDefaults" name column "${column}", which table "${table.name}" does not have; remove it or correct the name.`,
      );
    }
  }
  if (type.readOnly) return problems;
  const key = byName.get(type.fields[0]!.column);
  if (key && !key.autoIncrement) {
    problems.push(
      `${at}: the key column "${table.name}"."${key.name}" is not numbered by the database (no auto-increment or identity), so RecordGate cannot create records in it; declare the type "readOnly": true.`,
    );
  }
  for (const column of table.columns) {
    if (column.nullable || column.filled || written.has(column.name)) continue;
    const field = mappedBy.get(column.name);
    if (field !== undefined) {
      problems.push(
        `${at}: field "${field}" maps column "${table.name}"."${column.name}", which is NOT NULL without a default; make the field "required".`,
      );
      continue;
    }
    problems.push(
      `${at}: column "${table.name}"."${column.name}" is NOT NULL without a default, and no field writes it; map it with a field, or give it a value in "columnDefaults".`,
    );
  }
  return problems;
}

function describe(field: Field): string {
  if (field.storedAs === 'text') return `${field.type} stored as text`;
  return field.storedAs && field.storedAs !== 'datetime'
    ? `datetime stored as ${field.storedAs}`
    : field.type;
}

const INTEGER = /int|serial|number|numeric|decimal/;
const TEXT = /char|text|clob|string|enum/;
const TIME = /date|time/;

// Whether the column's type can hold the field's values (loosely: what the database would convert).
function compatible(field: Field, column: DatabaseColumn): boolean {
  const type = column.type;
  if (field.storedValues) return INTEGER.test(type) || TEXT.test(type) || /bool|bit/.test(type);
  if (field.storedAs === 'text') return TEXT.test(type) && !/enum/.test(type);
  switch (field.type) {
    case 'integer':
    case 'reference':
      return INTEGER.test(type);
    case 'boolean':
      return /bool|bit|tinyint|int/.test(type);
    case 'datetime':
      if (field.storedAs === 'unix-seconds' || field.storedAs === 'unix-milliseconds') {
        return INTEGER.test(type);
      }
      return TIME.test(type) || (TEXT.test(type) && !/enum/.test(type));
    case 'string':
    case 'text':
      // Bytes (MariaDB's binary columns, SQLite's BLOB) read as UTF-8; PostgreSQL's bytea would take
      // a written string as its own escape syntax.
      return TEXT.test(type) || /json|binary|blob/.test(type);
    case 'json':
      return TEXT.test(type) || /json/.test(type);
  }
}
