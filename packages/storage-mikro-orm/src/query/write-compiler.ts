import { RecordError, type FieldValue, type RecordType } from '@recordgate/core';
import type { CompiledSql } from './types.js';
import type { SqlDialect } from '../dialects/sql-dialect.js';
import { encodeStored, storedParam } from './stored-values.js';

/** Arguments of {@link WriteCompiler.insert}. */
export interface InsertSqlArgs {
  readonly type: RecordType;
  /** Values of the columns to write; `id` is the database's to choose. */
  readonly values: Readonly<Record<string, FieldValue>>;
}

/** Arguments of {@link WriteCompiler.update}. */
export interface UpdateSqlArgs extends InsertSqlArgs {
  /** The record to change. */
  readonly id: number;
}

/**
 * Compiles the statements that change one record, for one dialect: INSERT, UPDATE and DELETE by id.
 * Column names are checked against the record type and values always travel as parameters. Where the
 * dialect has `RETURNING`, INSERT and UPDATE end with `RETURNING *`, so the written row comes back with
 * the statement; elsewhere the adapter reads it by id.
 */
export class WriteCompiler {
  constructor(private readonly dialect: SqlDialect) {}

  /**
   * The INSERT of one row (of only default values when `values` is empty); with `returning: false`,
   * without `RETURNING` even where the dialect has it (the caller does not read the row).
   */
  insert({ type, values }: InsertSqlArgs, returning = true): CompiledSql {
    const { dialect } = this;
    const columns = [...this.columns(type, values), ...this.rowColumns(type, values)];
    const table = dialect.quote(type.table);
    const sql =
      columns.length === 0
        ? dialect.insertDefaults(table)
        : `INSERT INTO ${table} (${columns.map(([c]) => dialect.quote(c)).join(', ')}) VALUES (${columns.map((_, i) => dialect.placeholder(i + 1)).join(', ')})`;
    return { sql: returning ? this.returning(sql) : sql, params: columns.map(([, v]) => v) };
  }

  /**
   * One INSERT of several rows, without `RETURNING`; undefined when the rows do not all name the same
   * columns (the caller then inserts them one by one) or there are none.
   */
  insertMany(type: RecordType, rows: readonly Readonly<Record<string, FieldValue>>[]) {
    const each = rows.map((values) => [
      ...this.columns(type, values),
      ...this.rowColumns(type, values),
    ]);
    const names = each[0]?.map(([c]) => c) ?? [];
    if (
      names.length === 0 ||
      each.some((row) => row.length !== names.length || row.some(([c], i) => c !== names[i]))
    )
      return;
    const { dialect } = this;
    const params = each.flatMap((row) => row.map(([, v]) => v));
    const tuples = each.map(
      (_, r) =>
        `(${names.map((_c, i) => dialect.placeholder(r * names.length + i + 1)).join(', ')})`,
    );
    const sql = `INSERT INTO ${dialect.quote(type.table)} (${names.map((c) => dialect.quote(c)).join(', ')}) VALUES ${tuples.join(', ')}`;
    return { sql, params } satisfies CompiledSql;
  }

  /** The UPDATE of one row by id; undefined when `values` is empty (nothing to write). */
  update({ type, id, values }: UpdateSqlArgs): CompiledSql | undefined {
    const { dialect } = this;
    const columns = this.columns(type, values);
    if (columns.length === 0) return undefined;
    const assignments = columns
      .map(([c], i) => `${dialect.quote(c)} = ${dialect.placeholder(i + 1)}`)
      .join(', ');
    const sql = `UPDATE ${dialect.quote(type.table)} SET ${assignments} WHERE ${this.id(type)} = ${dialect.placeholder(columns.length + 1)}`;
    return { sql: this.returning(sql), params: [...columns.map(([, v]) => v), id] };
  }

  /**
   * The `SET` list of an UPDATE of many rows, its values appended to `params` (placeholders numbered
   * after those already there); undefined when `values` is empty.
   */
  assignments(
    type: RecordType,
    values: Readonly<Record<string, FieldValue>>,
    params: unknown[],
  ): string | undefined {
    const columns = this.columns(type, values);
    if (columns.length === 0) return undefined;
    return columns
      .map(([c, v]) => {
        params.push(v);
        return `${this.dialect.quote(c)} = ${this.dialect.placeholder(params.length)}`;
      })
      .join(', ');
  }

  /** The DELETE of one row by id. */
  delete(type: RecordType, id: number): CompiledSql {
    const { dialect } = this;
    return {
      sql: `DELETE FROM ${dialect.quote(type.table)} WHERE ${this.id(type)} = ${dialect.placeholder(1)}`,
      params: [id],
    };
  }

  /**
   * Column names with encoded values; every name must be a field of the type but `id`. A value that
   * would take the row out of the type's rows (a column of `where`) is refused (422).
   */
  private columns(type: RecordType, values: Readonly<Record<string, FieldValue>>) {
    return Object.entries(values).map(([name, value]) => {
      const field = type.fieldsByName.get(name);
      if (!field || name === 'id') {
        throw new RecordError('invalid', `"${name}" is not a writable column of ${type.name}.`);
      }
      const stored = type.mapped
        ? encodeStored(this.dialect, field, value)
        : this.dialect.encode(field.type, value);
      if (field.column in type.where && !sameValue(type.where[field.column], stored)) {
        const message = `must be ${JSON.stringify(type.where[field.column])}: every ${type.name} has it.`;
        throw new RecordError('invalid', 'The record data is invalid.', {
          fields: [{ field: name, message }],
        });
      }
      return [field.column, stored] as const;
    });
  }

  // The columns of the type's own rows (`where`) and the defaults no field maps, on insert.
  private rowColumns(type: RecordType, values: Readonly<Record<string, FieldValue>>) {
    if (!type.mapped) return [];
    const written = new Set(
      Object.keys(values).map((name) => type.fieldsByName.get(name)?.column ?? name),
    );
    return Object.entries({ ...type.columnDefaults, ...type.where })
      .filter(([column]) => !written.has(column))
      .map(([column, value]) => [column, storedParam(this.dialect, value)] as const);
  }

  private id(type: RecordType): string {
    return this.dialect.quote(type.fields[0]!.column);
  }

  private returning(sql: string): string {
    return this.dialect.returning ? `${sql} RETURNING *` : sql;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return (
    a === b ||
    (a !== null && b !== null && String(a) === String(b)) ||
    (typeof a === 'boolean' && Number(a) === b)
  );
}
