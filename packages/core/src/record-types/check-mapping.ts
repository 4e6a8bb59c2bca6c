import type { FieldDefinition, RecordTypeDefinition, StoredScalar } from '../model/types.js';

/**
 * Checks how a field is mapped onto a column of another application's table (`column`, `storedAs`,
 * `nullValues`, `storedValues`); `fail` throws with the problem and what to do about it.
 */
export function checkFieldMapping(field: FieldDefinition, fail: (problem: string) => never): void {
  const name = `field "${field.name}"`;
  if (field.column !== undefined && !isColumnName(field.column)) {
    fail(
      `${name}: "column" must be a column name of 1 to 64 characters, not ${JSON.stringify(field.column)}.`,
    );
  }
  if (field.storedAs === 'text') {
    if (field.type !== 'integer' && field.type !== 'reference') {
      fail(
        `${name} is stored as "text", which only an integer or reference field can be: remove "storedAs" or make it an integer or reference field.`,
      );
    }
  } else if (field.storedAs !== undefined && field.type !== 'datetime') {
    fail(
      `${name} is stored as "${field.storedAs}", which only a datetime field can be: remove "storedAs" or make it a datetime field.`,
    );
  }
  if (field.nullValues !== undefined && !field.nullValues.every(isScalar)) {
    fail(`${name}: "nullValues" must list strings, numbers or booleans.`);
  }
  if (field.storedValues === undefined) return;
  if (!field.values) {
    fail(`${name} has "storedValues" but no "values": list the values the API shows in "values".`);
  }
  const seen = new Map<string, string>();
  for (const [value, stored] of Object.entries(field.storedValues)) {
    if (!field.values.includes(value)) {
      fail(
        `${name}: "storedValues" maps "${value}", which is not one of its values (${field.values.join(', ')}).`,
      );
    }
    if (!Array.isArray(stored) || stored.length === 0 || !stored.every(isScalar)) {
      fail(
        `${name}: "storedValues" of "${value}" must be a non-empty list of stored values, such as [1].`,
      );
    }
    for (const one of stored) {
      const other = seen.get(JSON.stringify(one));
      if (other !== undefined) {
        fail(
          `${name}: the stored value ${JSON.stringify(one)} reads as both "${other}" and "${value}"; keep it in one list.`,
        );
      }
      seen.set(JSON.stringify(one), value);
    }
  }
}

/** Checks a type's table mapping (`idColumn`, `where`, `columnDefaults`) against its fields. */
export function checkTableMapping(
  definition: RecordTypeDefinition,
  columns: readonly (readonly [column: string, field: string])[],
  fail: (problem: string) => never,
): void {
  if (definition.table !== undefined && !isColumnName(definition.table)) {
    fail(
      `"table" must be a table name of 1 to 64 characters, not ${JSON.stringify(definition.table)}.`,
    );
  }
  if (definition.idColumn !== undefined && !isColumnName(definition.idColumn)) {
    fail(
      `"idColumn" must be a column name of 1 to 64 characters, not ${JSON.stringify(definition.idColumn)}.`,
    );
  }
  for (const [key, values] of [
    ['where', definition.where],
    ['columnDefaults', definition.columnDefaults],
  ] as const) {
    for (const [column, value] of Object.entries(values ?? {})) {
      if (!isColumnName(column))
        fail(`"${key}" names ${JSON.stringify(column)}, which is not a column name.`);
      if (value !== null && !isScalar(value)) {
        fail(`"${key}" of column "${column}" must be a string, number, boolean or null.`);
      }
      const field = columns.find(([c]) => c === column)?.[1];
      if (key === 'columnDefaults' && field !== undefined) {
        fail(
          `"columnDefaults" names column "${column}", which field "${field}" maps: give the field a value instead, or remove the entry.`,
        );
      }
    }
  }
  const taken = new Map<string, string>();
  for (const [column, field] of columns) {
    const other = taken.get(column.toLowerCase());
    if (other !== undefined) fail(`fields "${other}" and "${field}" both map column "${column}".`);
    taken.set(column.toLowerCase(), field);
  }
}

function isScalar(value: unknown): value is StoredScalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function isColumnName(name: unknown): boolean {
  return typeof name === 'string' && name.length > 0 && name.length <= 64 && !name.includes('\0');
}
