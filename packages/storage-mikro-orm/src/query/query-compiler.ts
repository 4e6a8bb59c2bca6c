import { RecordError, type Filter, type FilterValue, type RecordType } from '@recordgate/core';
import type { SearchQuery, SortKey, TypeRegistry } from '@recordgate/core';
import { compileBranchedPage, type BranchCompiler } from './compile-branched-page.js';
import { companyOfFilter } from './company-of-filter.js';
import { searchDialectFor, searchIndexOf, type SearchDialect } from '../dialects/search-dialect.js';
import type { SqlDialect } from '../dialects/sql-dialect.js';

type InQueryFilter = Extract<Filter, { op: 'inQuery' }>;

/**
 * How `inQuery` terms are written. Rows pinned by id (a view, an update, a batch of references) are
 * checked one by one: each `inQuery` becomes a correlated `EXISTS`, an index probe per row, whatever the
 * size of the set. Open sets (pages, counts) are built from the sets' own indexes as `IN (… UNION …)`
 * (ADR 0010). Measured on SQLite for a member owning 900 documents: 106 µs for the union against 2.7 µs
 * for the probes, growing with every document the member owns (docs/benchmarks.md, round 2).
 */
interface WhereScope {
  /** Write `inQuery` as `EXISTS`: only where no NOT is above it (the forms differ on NULL). */
  readonly probe: boolean;
  /** The table (or alias) the filter's fields belong to, for correlating a subquery with it. */
  readonly outer: string;
  /** Nesting depth of subqueries, for their aliases. */
  readonly depth: number;
}

/** A SQL statement with its parameters, ready for the driver. */
export interface CompiledSql {
  readonly sql: string;
  readonly params: unknown[];
}

/** Arguments of {@link QueryCompiler.select}. */
export interface SelectArgs {
  readonly type: RecordType;
  readonly filter: Filter;
  readonly sort: readonly SortKey[];
  /** Only rows whose search text matches; without `sort`, the best first. */
  readonly search?: SearchQuery;
  /** Most rows; absent, all of them. */
  readonly limit?: number;
  /** Rows to skip. */
  readonly offset?: number;
  /** Whether to lock the rows read (the dialect's `forUpdate`), inside a transaction. */
  readonly forUpdate?: boolean;
  /** With `forUpdate`: skip rows other transactions hold locked (the dialect's `skipLocked`). */
  readonly skipLocked?: boolean;
}

/** Arguments of {@link QueryCompiler.searchFrom}. */
export interface SearchFromArgs {
  readonly type: RecordType;
  readonly search: SearchQuery;
  /** The statement's parameters so far; the search's are appended. */
  readonly params: unknown[];
  readonly ranked: boolean;
  readonly filter: Filter;
  /** Whether the caller takes the matches alone (`rest` undefined) when they answer the filter. */
  readonly alone: boolean;
  /** For a ranked page: the most matches it needs (offset and page), which the index may cut. */
  readonly limit?: number;
}

/**
 * Translates filters into SQL for one dialect. Field names are checked against the record types, so a
 * filter can never inject SQL; values always travel as parameters.
 */
export class QueryCompiler implements BranchCompiler {
  private readonly searchDialect: SearchDialect;

  constructor(
    readonly dialect: SqlDialect,
    private readonly types: TypeRegistry,
  ) {
    this.searchDialect = searchDialectFor(dialect);
  }

  /**
   * The SELECT of a type's rows that match `filter`, in `sort` order then by id; a page of more than
   * one row is read as a deferred join.
   */
  select(args: SelectArgs): CompiledSql {
    if (args.search) return this.searchSelect(args, args.search);
    const { type, filter, sort, limit, offset, forUpdate = false, skipLocked = false } = args;
    const params: unknown[] = [];
    const q = this.dialect.quote;
    const table = q(type.table);
    // id is unique: it ends the order (ascending unless the sort names it), so pages are stable.
    const byId = sort.findIndex((k) => k.field === 'id');
    const order = (
      byId === -1 ? [...sort, { field: 'id', direction: 'asc' } as const] : sort.slice(0, byId + 1)
    ).map((k) => ({
      field: k.field,
      column: q(this.column(type, k.field)),
      direction: k.direction,
      nullable: k.field !== 'id',
    }));
    const orderBy = (prefix: string) =>
      order
        .map((k) => this.dialect.orderKey(prefix + k.column, k.direction, k.nullable))
        .join(', ');
    // A member's documents: the top of each of their sets, cut before the union (ADR 0023).
    if (!forUpdate && limit !== undefined && limit > 1 && !this.scope(type, filter).probe) {
      const branched = compileBranchedPage(this, { type, filter, order, limit, offset });
      if (branched) return branched;
    }
    const where = this.where(type, filter, params, this.scope(type, filter));
    const paging = this.paging(limit, offset, params);
    if (forUpdate || limit === undefined || limit <= 1) {
      const lock = forUpdate
        ? this.dialect.forUpdate + (skipLocked ? this.dialect.skipLocked : '')
        : '';
      return {
        sql: `SELECT * FROM ${table} WHERE ${where} ORDER BY ${orderBy('')}${paging}${lock}`,
        params,
      };
    }
    // A page is found first as ids, then read whole (a "deferred join"): the database can find the
    // ids from an index alone (a filter on a column the index holds, the rows an offset skips) and
    // reads only the page's own rows from the table. Measured on SQLite at a million documents: a
    // `like` that matches nothing went from 64 ms to 4 ms, and deep offsets stop reading every
    // skipped row.
    const id = q('id');
    return {
      sql: `SELECT r.* FROM ${table} r JOIN (SELECT ${id} FROM ${table} WHERE ${where} ORDER BY ${orderBy('')}${paging}) p ON r.${id} = p.${id} ORDER BY ${orderBy('r.')}`,
      params,
    };
  }

  /** `SELECT COUNT(*) AS n` over a type's rows that match `filter` (and `search`). */
  count(type: RecordType, filter: Filter, search?: SearchQuery): CompiledSql {
    const params: unknown[] = [];
    if (search) {
      const { from, rest } = this.searchFrom({
        type,
        search,
        params,
        ranked: false,
        filter,
        alone: true,
      });
      // The index alone answers when it holds the only condition (an admin's company).
      if (rest === undefined) return { sql: `SELECT COUNT(*) AS n FROM ${from}`, params };
      return {
        sql: `SELECT COUNT(*) AS n FROM ${from} WHERE ${this.where(type, rest, params)}`,
        params,
      };
    }
    return {
      sql: `SELECT COUNT(*) AS n FROM ${this.dialect.quote(type.table)} WHERE ${this.where(type, filter, params, this.scope(type, filter))}`,
      params,
    };
  }

  /**
   * docs/lists.md, "Search": the rows of a type's table `r` joined to the matches of its search
   * index `s` (`search_id`, and with `ranked` `search_rank`), and the rest of `filter` for a plain
   * WHERE on the type's own columns (unqualified names resolve to `r`, the only side with those
   * columns), so it composes with any filter. Where the index holds the company (ADR 0017, 0028) and
   * the filter requires one, the index matches only that company's records; when that was the whole
   * filter, `rest` is undefined and `from` is the matches `s` alone, with no row of `r` to read.
   */
  searchFrom(args: SearchFromArgs): { from: string; rest: Filter | undefined } {
    const { type, search, params, ranked, filter, limit } = args;
    const bind = (value: unknown) => {
      params.push(value);
      return this.dialect.placeholder(params.length);
    };
    const index = searchIndexOf(type);
    const required = companyOfFilter(filter, index.company);
    const tenant =
      required && this.searchDialect.indexesCompany(required.company) ? required : undefined;
    const rest = tenant ? tenant.rest : filter;
    const alone = tenant !== undefined && rest.op === 'true' && args.alone;
    const matches = this.searchDialect.matches({
      index,
      search,
      bind,
      ranked,
      company: tenant?.company,
      limit: alone ? limit : undefined,
    });
    if (alone) return { from: `(${matches}) s`, rest: undefined };
    const from = `${this.dialect.quote(type.table)} r JOIN (${matches}) s ON s.search_id = r.${this.dialect.quote('id')}`;
    return { from, rest };
  }

  // A SELECT with a search: the best matches first unless `sort` orders, then by id; a page is found
  // as ids first and read whole after, as without a search.
  private searchSelect(args: SelectArgs, search: SearchQuery): CompiledSql {
    const { type, filter, sort, limit, offset, forUpdate = false } = args;
    const q = this.dialect.quote;
    const params: unknown[] = [];
    const ranked = sort.length === 0;
    const id = q('id');
    const paged = !forUpdate && limit !== undefined && limit > 1;
    // Ranked pages take the page's best matches cut inside the index when it can answer alone.
    const top = ranked && paged ? limit + (offset ?? 0) : undefined;
    const alone = top !== undefined;
    const { from, rest } = this.searchFrom({
      type,
      search,
      params,
      ranked,
      filter,
      alone,
      limit: top,
    });
    if (rest === undefined) {
      return {
        sql: `SELECT r.* FROM ${q(type.table)} r JOIN (SELECT s.search_id AS ${id}, s.search_rank FROM ${from} ORDER BY s.search_rank DESC, s.search_id ASC${this.paging(limit, offset, params)}) p ON r.${id} = p.${id} ORDER BY p.search_rank DESC, r.${id} ASC`,
        params,
      };
    }
    const where = this.where(type, rest, params);
    const keys = (prefix: string, rank: string) =>
      [
        ...(ranked ? [`${rank}.search_rank DESC`] : []),
        ...sort.map((k) =>
          this.dialect.orderKey(
            prefix + q(this.column(type, k.field)),
            k.direction,
            k.field !== 'id',
          ),
        ),
        ...(sort.some((k) => k.field === 'id') ? [] : [`${prefix}${id} ASC`]),
      ].join(', ');
    const paging = this.paging(limit, offset, params);
    if (!paged) {
      return {
        sql: `SELECT r.* FROM ${from} WHERE ${where} ORDER BY ${keys('r.', 's')}${paging}${forUpdate ? this.dialect.forUpdate : ''}`,
        params,
      };
    }
    const rank = ranked ? ', s.search_rank' : '';
    return {
      sql: `SELECT r.* FROM ${q(type.table)} r JOIN (SELECT r.${id}${rank} FROM ${from} WHERE ${where} ORDER BY ${keys('r.', 's')}${paging}) p ON r.${id} = p.${id} ORDER BY ${keys('r.', 'p')}`,
      params,
    };
  }

  /** The LIMIT/OFFSET clause; the offset is a parameter appended to `params`. */
  paging(limit: number | undefined, offset: number | undefined, params: unknown[]): string {
    let limitLiteral: string | undefined;
    if (limit !== undefined) {
      // A literal, not a parameter: better-sqlite3 runs `LIMIT ?` five times slower than `LIMIT 20`
      // (measured, 15 µs against 3 µs for a primary-key read), and a page size has few distinct values.
      if (!Number.isSafeInteger(limit) || limit < 0) {
        throw new RecordError('invalid', `A limit must be a whole number, not ${String(limit)}.`);
      }
      limitLiteral = String(limit);
    }
    let offsetPlaceholder: string | undefined;
    if (offset) {
      params.push(offset);
      offsetPlaceholder = this.dialect.placeholder(params.length);
    }
    return this.dialect.paging(limitLiteral, offsetPlaceholder);
  }

  /** The DELETE of every row of `type` that matches `filter` (`StorageAdapter.deleteMany`). */
  deleteMatching(type: RecordType, filter: Filter): CompiledSql {
    const params: unknown[] = [];
    const where = this.where(type, filter, params);
    return { sql: `DELETE FROM ${this.dialect.quote(type.table)} WHERE ${where}`, params };
  }

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
  private scope(type: RecordType, filter: Filter): WhereScope {
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

  private column(type: RecordType, field: string): string {
    if (!type.fieldsByName.has(field)) {
      throw new RecordError('invalid', `"${field}" is not a field of ${type.name}.`);
    }
    return field;
  }
}
