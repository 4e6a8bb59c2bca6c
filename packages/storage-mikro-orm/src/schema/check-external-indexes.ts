import type { RecordType } from '@recordgate/core';
import type { DatabaseTableInfo } from './read-database-tables.js';

/**
 * The indexes RecordGate's reads need on the tables another application owns and do not find there,
 * one line each naming the table, the column and the `CREATE INDEX` that adds it; none when all is
 * well. RecordGate gives each reference of its own tables an index (build-entity-schemas.ts), and its
 * reads count on it: a page filtered by a reference (the access policy's company, a member's own
 * records) walks the index in key order and stops after the page, and the policy looks rows up by it
 * (a document's shares). An external table is never changed (ADR 0036), so what it lacks is advice for its
 * owner, not a failure: the calls still answer, each reading every matching row.
 *
 * An index serves a reference's column when, after the columns of the type's `where`, it holds that
 * column alone or that column then the key: a composite index (`tenantId, createdAt`) finds the rows
 * but not in key order, so a page sorts all of them first.
 */
export function externalIndexAdvice(
  types: readonly RecordType[],
  tables: readonly DatabaseTableInfo[],
  quote: (name: string) => string,
): string[] {
  const advice: string[] = [];
  for (const type of types.filter((t) => t.external)) {
    const table = tables.find((t) => t.name === type.table);
    if (!table) continue;
    const key = type.fields[0]!.column;
    const fixed = new Set(Object.keys(type.where));
    const served = new Set(
      table.indexes
        .map((columns) => {
          const first = columns.findIndex((column) => !fixed.has(column));
          return first < 0 ? [] : columns.slice(first);
        })
        .filter((columns) => columns.length === 1 || columns[1] === key)
        .map((columns) => columns[0]),
    );
    for (const field of type.fields) {
      if (field.type !== 'reference' || field.unique || served.has(field.column)) continue;
      advice.push(
        `Record type "${type.name}": table "${table.name}" has no index on column "${field.column}" (field "${field.name}") alone, so a page filtered by it reads and sorts every matching row and lookups by it read the table; RecordGate never changes this table: ask its owner to run CREATE INDEX ${quote(`${table.name}_${field.column}`)} ON ${quote(table.name)} (${quote(field.column)}).`,
      );
    }
  }
  return advice;
}
