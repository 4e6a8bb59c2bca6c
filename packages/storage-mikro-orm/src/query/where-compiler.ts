import { RecordError, type Filter, type FilterValue, type RecordType } from '@recordgate/core';
import type { TypeRegistry } from '@recordgate/core';
import type { SqlDialect } from '../dialects/sql-dialect.js';
import type { InQueryFilter } from './split-union-branches.js';

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
  constructor(
    readonly dialect: SqlDialect,
    private readonly types: TypeRegistry,
  ) {}

  /** The WHERE condition of `filter`; its values are appended to `params`. */
  where(
    type: RecordType,
    filter: Filter,
    params: unknown[],
    scope: WhereScope = { probe: false, outer: this.dialect.quote(type.table), depth: 0 },
  ): string {
    const q = this.dialect.quote;
    const bind = (field: string, value: FilterValue) => {
      params.push(this.dialect.encode(type.fieldsByName.get(field)!.type, value));
      return this.dialect.placeholder(params.length);
    };
    switch (filter.op) {
      case 'true':
        return '1=1';
      case 'false':
        return '1=0';
      case 'and':
        return `(${filter.filters.map((f) => this.where(type, f, params, scope)).join(' AND ')})`;
      case 'or':
        return this.or(type, filter.filters, params, scope);
      case 'not':
        return `NOT (${this.where(type, filter.filter, params, { ...scope, probe: false })})`;
      case 'isNull':
        return `${q(this.column(type, filter.field))} IS NULL`;
      case 'in':
      case 'nin': {
        const column = q(this.column(type, filter.field));
        if (filter.values.length === 0) return filter.op === 'in' ? '1=0' : `${column} IS NOT NULL`;
        const list = filter.values.map((v) => bind(filter.field, v)).join(', ');
        return `${column} ${filter.op === 'in' ? 'IN' : 'NOT IN'} (${list})`;
      }
      case 'like':
        return this.dialect.like(q(this.column(type, filter.field)), filter.value, (value) => {
          params.push(value);
          return this.dialect.placeholder(params.length);
        });
      case 'inQuery':
        if (scope.probe) return this.exists(type, filter, params, scope);
        return `${q(this.column(type, filter.field))} IN (${this.subquery(filter, params)})`;
      default: {
        const operator = { eq: '=', neq: '<>', lt: '<', gt: '>', lte: '<=', gte: '>=' }[filter.op];
        return `${q(this.column(type, filter.field))} ${operator} ${bind(filter.field, filter.value)}`;
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
      if (f.op !== 'inQuery' || scope.probe) terms.push(this.where(type, f, params, scope));
      else if (sets.get(f.field)?.[0] === f) {
        const union = sets.get(f.field)!.map((member) => this.subquery(member, params));
        terms.push(
          `${this.dialect.quote(this.column(type, f.field))} IN (${union.join(' UNION ')})`,
        );
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
    const column = this.column(type, filter.field);
    if (this.isOwnRows(type, filter)) return this.where(type, filter.filter, params, scope);
    const alias = q(`rg_s${scope.depth + 1}`);
    const inside: WhereScope = { probe: false, outer: alias, depth: scope.depth + 1 };
    return `EXISTS (SELECT 1 FROM ${q(inner.table)} ${alias} WHERE ${alias}.${q(this.column(inner, filter.select))} = ${scope.outer}.${q(column)} AND ${this.where(inner, filter.filter, params, inside)})`;
  }

  /** Whether a set is a subquery of the row's own table on its own id (the row's own condition). */
  isOwnRows(type: RecordType, filter: InQueryFilter): boolean {
    const inner = this.types.get(filter.type);
    return (
      inner.table === type.table &&
      this.column(type, filter.field) === 'id' &&
      filter.select === 'id'
    );
  }

  /** `SELECT select FROM type WHERE filter` of an `inQuery` set, its column named `alias` if given. */
  subquery(filter: InQueryFilter, params: unknown[], alias?: string): string {
    const q = this.dialect.quote;
    const inner = this.types.get(filter.type);
    const as = alias === undefined ? '' : ` AS ${alias}`;
    return `SELECT ${q(this.column(inner, filter.select))}${as} FROM ${q(inner.table)} WHERE ${this.where(inner, filter.filter, params)}`;
  }

  /** `field`, checked to be a field of `type` (so a filter can never inject SQL). */
  column(type: RecordType, field: string): string {
    if (!type.fieldsByName.has(field)) {
      throw new RecordError('invalid', `"${field}" is not a field of ${type.name}.`);
    }
    return field;
  }
}
