import { RecordError, type Filter, type FilterValue, type RecordType } from '@recordgate/core';
import type { TypeRegistry } from '@recordgate/core';
import type { SqlDialect } from '../dialects/sql-dialect.js';
import type { InQueryFilter } from './split-union-branches.js';
import type { Binding } from './statement-cache.js';
import { encodeStored, storedAlternatives, storedParam } from './stored-values.js';

/**
 * How `inQuery` terms are written. Rows pinned by id (a view, an update, a batch of references) are
 * checked one by one: each `inQuery` becomes a correlated `EXISTS`, an index probe per row, whatever the
 * size of the set. Open sets (pages, counts) are built from the sets' own indexes as `IN (… UNION …)`
 * (ADR 0010). On rows pinned by id the probes cost a small fraction of the union, which grows with
 * every document the member owns (docs/benchmarks.md, "Figures the storage adapter's comments rest
 * on").
 */
export interface WhereScope {
  /** Write `inQuery` as `EXISTS`: only where no NOT is above it (the forms differ on NULL). */
  readonly probe: boolean;
  /** The table (or alias) the filter's fields belong to, for correlating a subquery with it. */
  readonly outer: string;
  /** Nesting depth of subqueries, for their aliases. */
  readonly depth: number;
}

/**
 * Translates filters into WHERE conditions for one dialect. Field names are checked against the
 * record types, so a filter can never inject SQL; values always travel as parameters.
 */
export class WhereCompiler {
  /**
   * While a statement is compiled to be kept (`StatementCache`): each parameter bound from a filter's
   * value, with where it came from. Compiling is synchronous, so one list serves the compiler.
   */
  recording: Binding[] | undefined;

  constructor(
    readonly dialect: SqlDialect,
    private readonly types: TypeRegistry,
  ) {}

  /**
   * The WHERE condition of `filter` on the rows of `type`'s table; its values are appended to
   * `params`. A type that holds only some rows of its table (`where` of a mapped table) has its
   * condition in front.
   */
  where(
    type: RecordType,
    filter: Filter,
    params: unknown[],
    scope: WhereScope = { probe: false, outer: this.dialect.quote(type.table), depth: 0 },
  ): string {
    const rows = Object.entries(type.where);
    if (rows.length === 0) return this.condition(type, filter, params, scope);
    const q = this.dialect.quote;
    // The type's own rows first: their parameters come before the filter's.
    const own = rows.map(([column, value]) => {
      if (value === null) return `${q(column)} IS NULL`;
      params.push(storedParam(this.dialect, value));
      return `${q(column)} = ${this.dialect.placeholder(params.length)}`;
    });
    return `(${[...own, this.condition(type, filter, params, scope)].join(' AND ')})`;
  }

  private condition(
    type: RecordType,
    filter: Filter,
    params: unknown[],
    scope: WhereScope,
  ): string {
    const q = this.dialect.quote;
    // A value of `node` (its `at`-th), bound as a parameter; noted while a statement is recorded.
    const bind = (node: Filter & { readonly field: string }, at: number, value: FilterValue) => {
      const field = type.fieldsByName.get(node.field)!;
      params.push(encodeStored(this.dialect, field, value));
      this.recording?.push({ param: params.length - 1, node, at, field });
      return this.dialect.placeholder(params.length);
    };
    const mapped = this.mappedCondition(type, filter, params);
    if (mapped !== undefined) return mapped;
    switch (filter.op) {
      case 'true':
        return '1=1';
      case 'false':
        return '1=0';
      case 'and':
        return `(${filter.filters.map((f) => this.condition(type, f, params, scope)).join(' AND ')})`;
      case 'or':
        return this.or(type, filter.filters, params, scope);
      case 'not':
        return `NOT (${this.condition(type, filter.filter, params, { ...scope, probe: false })})`;
      case 'isNull':
        return `${q(this.column(type, filter.field))} IS NULL`;
      case 'in':
      case 'nin': {
        const column = q(this.column(type, filter.field));
        if (filter.values.length === 0) return filter.op === 'in' ? '1=0' : `${column} IS NOT NULL`;
        const list = filter.values.map((v, i) => bind(filter, i, v)).join(', ');
        return `${column} ${filter.op === 'in' ? 'IN' : 'NOT IN'} (${list})`;
      }
      case 'like':
        return this.dialect.like(q(this.column(type, filter.field)), filter.value, (value) => {
          params.push(value);
          return this.dialect.placeholder(params.length);
        });
      case 'inQuery':
        if (scope.probe) return this.exists(type, filter, params, scope);
        return `${this.key(type, filter.field)} IN (${this.subquery(filter, params)})`;
      default: {
        const operator = { eq: '=', neq: '<>', lt: '<', gt: '>', lte: '<=', gte: '>=' }[filter.op];
        return `${q(this.column(type, filter.field))} ${operator} ${bind(filter, 0, filter.value)}`;
      }
    }
  }

  /**
   * `a OR b OR …`, where the `inQuery` terms on one field become one `field IN (… UNION …)`: "created
   * by me, or shared with me, or shared with my group" is then one set of ids the database builds from
   * three indexes, where an OR of three conditions lets SQLite walk every record of the company
   * instead. The two forms agree in SQL's three-valued logic, so also under NOT.
   */
  private or(
    type: RecordType,
    filters: readonly Filter[],
    params: unknown[],
    scope: WhereScope,
  ): string {
    const sets = new Map<string, InQueryFilter[]>();
    for (const f of filters) {
      if (f.op === 'inQuery') sets.set(f.field, [...(sets.get(f.field) ?? []), f]);
    }
    const terms: string[] = [];
    for (const f of filters) {
      if (f.op !== 'inQuery' || scope.probe) terms.push(this.condition(type, f, params, scope));
      else if (sets.get(f.field)?.[0] === f) {
        const union = sets.get(f.field)!.map((member) => this.subquery(member, params));
        terms.push(`${this.key(type, f.field)} IN (${union.join(' UNION ')})`);
      }
    }
    if (terms.length === 0) return '1=0';
    return terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`;
  }

  /** Where the rows are pinned by id (`id = …`, `id IN (…)` under the top-level AND), probes. */
  probeScope(type: RecordType, filter: Filter): WhereScope {
    const pinned = (f: Filter): boolean =>
      ((f.op === 'eq' || f.op === 'in') && f.field === 'id') ||
      (f.op === 'and' && f.filters.some(pinned));
    return { probe: pinned(filter), outer: this.dialect.quote(type.table), depth: 0 };
  }

  /**
   * A condition on a field whose stored values differ from the API's (`nullValues`, `storedValues`):
   * `= null` also finds the sentinels, `=` and `IN` every stored value that reads as the one asked
   * for. Undefined for every other field and operator.
   */
  private mappedCondition(type: RecordType, filter: Filter, params: unknown[]): string | undefined {
    if (!('field' in filter) || filter.op === 'inQuery') return undefined;
    const field = type.fieldsByName.get(filter.field);
    if (!field || (!field.nullValues && !field.storedValues)) return undefined;
    const column = this.dialect.quote(this.column(type, filter.field));
    const list = (values: readonly unknown[]) =>
      values
        .map((value) => {
          params.push(storedParam(this.dialect, value));
          return this.dialect.placeholder(params.length);
        })
        .join(', ');
    if (filter.op === 'isNull') {
      if (!field.nullValues?.length) return undefined;
      return `(${column} IS NULL OR ${column} IN (${list(field.nullValues)}))`;
    }
    if (!field.storedValues) return undefined;
    const values =
      filter.op === 'eq' || filter.op === 'neq'
        ? [filter.value]
        : filter.op === 'in' || filter.op === 'nin'
          ? filter.values
          : undefined;
    if (values === undefined || values.length === 0) return undefined;
    const stored = values.flatMap((v) => storedAlternatives(this.dialect, field, v));
    const negated = filter.op === 'neq' || filter.op === 'nin';
    return `${column} ${negated ? 'NOT IN' : 'IN'} (${list(stored)})`;
  }

  /**
   * `inQuery` as a correlated `EXISTS`, true or false (never NULL, hence only where no NOT is above).
   * A subquery of the row's own table on its own id is the row's own condition.
   */
  private exists(
    type: RecordType,
    filter: InQueryFilter,
    params: unknown[],
    scope: WhereScope,
  ): string {
    const q = this.dialect.quote;
    const inner = this.types.get(filter.type);
    if (this.isOwnRows(type, filter)) return this.condition(type, filter.filter, params, scope);
    const alias = q(`rg_s${scope.depth + 1}`);
    const inside: WhereScope = { probe: false, outer: alias, depth: scope.depth + 1 };
    const selected = this.key(inner, filter.select, `${alias}.`);
    return `EXISTS (SELECT 1 FROM ${q(inner.table)} ${alias} WHERE ${selected} = ${this.key(type, filter.field, `${scope.outer}.`)} AND ${this.where(inner, filter.filter, params, inside)})`;
  }

  /** Whether a set is a subquery of the row's own table on its own id (the row's own condition). */
  isOwnRows(type: RecordType, filter: InQueryFilter): boolean {
    const inner = this.types.get(filter.type);
    // Two types of one table differ by their rows (`where`): neither is the other's own rows.
    const sameRows = inner === type || Object.keys({ ...inner.where, ...type.where }).length === 0;
    return (
      inner.table === type.table && sameRows && filter.field === 'id' && filter.select === 'id'
    );
  }

  /** `SELECT select FROM type WHERE filter` of an `inQuery` set, its column named `alias` if given. */
  subquery(filter: InQueryFilter, params: unknown[], alias?: string): string {
    const q = this.dialect.quote;
    const inner = this.types.get(filter.type);
    const as = alias === undefined ? '' : ` AS ${alias}`;
    return `SELECT ${this.key(inner, filter.select)}${as} FROM ${q(inner.table)} WHERE ${this.where(inner, filter.filter, params)}`;
  }

  /**
   * The quoted column of `field` (after `prefix`, a table alias) as a set of ids compares it: a key
   * stored as text (`storedAs: 'text'`) is read as an integer, so that it meets the integer keys it
   * names on every database (PostgreSQL compares no text with an integer).
   */
  private key(type: RecordType, field: string, prefix = ''): string {
    const column = `${prefix}${this.dialect.quote(this.column(type, field))}`;
    return type.fieldsByName.get(field)?.storedAs === 'text'
      ? this.dialect.integerOf(column)
      : column;
  }

  /** The column of `field`, checked to be a field of `type` (so a filter can never inject SQL). */
  column(type: RecordType, field: string): string {
    const found = type.fieldsByName.get(field);
    if (!found) throw new RecordError('invalid', `"${field}" is not a field of ${type.name}.`);
    return found.column;
  }

  /** The quoted id column of `type`. */
  id(type: RecordType): string {
    return this.dialect.quote(type.fields[0]!.column);
  }
}
