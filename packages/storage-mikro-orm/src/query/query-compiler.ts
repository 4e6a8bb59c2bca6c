import type { Filter, RecordType, SearchQuery, TypeRegistry } from '@recordgate/core';
import type { SearchDialect, SearchIndex } from '../dialects/search-dialect.js';
import type { SqlDialect } from '../dialects/sql-dialect.js';
import { compileBranchedPage } from './compile-branched-page.js';
import { compilePaging } from './compile-paging.js';
import { compileSearchFrom, compileSearchSelect, type SearchCompiler } from './compile-search.js';
import { StatementCache, type Binding } from './statement-cache.js';
import type { CompiledSql, OrderColumn, SelectArgs } from './types.js';
import { WhereCompiler } from './where-compiler.js';

/**
 * Compiles the reads of records for one dialect: SELECT (a page, with a search, or a union of sets
 * read branch by branch), COUNT and the DELETE of matching rows, from the WHERE compiler's filters.
 */
export class QueryCompiler {
  private readonly wheres: WhereCompiler;
  private readonly searches: SearchCompiler;
  /** SELECTs compiled once per shape of their arguments (a view's access filter). */
  private readonly statements: StatementCache;

  constructor(
    readonly dialect: SqlDialect,
    search: SearchDialect,
    types: TypeRegistry,
    indexOf: (type: RecordType) => SearchIndex,
  ) {
    this.wheres = new WhereCompiler(dialect, types);
    this.searches = { where: this.wheres, search, indexOf };
    this.statements = new StatementCache(dialect, types);
  }

  /**
   * The SELECT of a type's rows that match `filter`, in `sort` order then by id; a page of more than
   * one row is read as a deferred join. Compiled once per shape of the arguments (`StatementCache`).
   */
  select(args: SelectArgs): CompiledSql {
    if (args.search) return compileSearchSelect(this.searches, args, args.search);
    const shape = this.statements.shapeOf(args);
    if (!shape) return this.compileSelect(args);
    const kept = this.statements.find(shape);
    if (kept) return kept;
    const bindings: Binding[] = [];
    this.wheres.recording = bindings;
    try {
      const compiled = this.compileSelect(args);
      this.statements.keep(shape, args.filter, compiled, bindings);
      return compiled;
    } finally {
      this.wheres.recording = undefined;
    }
  }

  private compileSelect(args: SelectArgs): CompiledSql {
    const { type, filter, sort, limit, offset, forUpdate = false, skipLocked = false } = args;
    const { dialect, wheres } = this;
    const params: unknown[] = [];
    const q = dialect.quote;
    const table = q(type.table);
    // id is unique: it ends the order (ascending unless the sort names it), so pages are stable.
    const byId = sort.findIndex((k) => k.field === 'id');
    const order: OrderColumn[] = (
      byId === -1 ? [...sort, { field: 'id', direction: 'asc' } as const] : sort.slice(0, byId + 1)
    ).map((k) => ({
      field: k.field,
      column: q(wheres.column(type, k.field)),
      direction: k.direction,
      nullable: k.field !== 'id',
    }));
    const orderBy = (prefix: string) =>
      order.map((k) => dialect.orderKey(prefix + k.column, k.direction, k.nullable)).join(', ');
    const scope = wheres.probeScope(type, filter);
    // A member's documents: the top of each of their sets, cut before the union (ADR 0023).
    if (!forUpdate && limit !== undefined && limit > 1 && !scope.probe) {
      const branched = compileBranchedPage(wheres, { type, filter, order, limit, offset });
      if (branched) return branched;
    }
    const where = wheres.where(type, filter, params, scope);
    const paging = compilePaging(dialect, limit, offset, params);
    if (forUpdate || limit === undefined || limit <= 1) {
      const lock = forUpdate ? dialect.forUpdate + (skipLocked ? dialect.skipLocked : '') : '';
      return {
        sql: `SELECT * FROM ${table} WHERE ${where} ORDER BY ${orderBy('')}${paging}${lock}`,
        params,
      };
    }
    // A page is found first as ids, then read whole (a "deferred join"): the database can find the
    // ids from an index alone (a filter on a column the index holds, the rows an offset skips) and
    // reads only the page's own rows from the table (docs/benchmarks.md, "Figures the storage
    // adapter's comments rest on").
    const id = wheres.id(type);
    return {
      sql: `SELECT r.* FROM ${table} r JOIN (SELECT ${id} FROM ${table} WHERE ${where} ORDER BY ${orderBy('')}${paging}) p ON r.${id} = p.${id} ORDER BY ${orderBy('r.')}`,
      params,
    };
  }

  /** `SELECT COUNT(*) AS n` over a type's rows that match `filter` (and `search`). */
  count(type: RecordType, filter: Filter, search?: SearchQuery): CompiledSql {
    const { wheres } = this;
    const params: unknown[] = [];
    if (search) {
      const { from, rest } = compileSearchFrom(this.searches, {
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
        sql: `SELECT COUNT(*) AS n FROM ${from} WHERE ${wheres.where(type, rest, params)}`,
        params,
      };
    }
    return {
      sql: `SELECT COUNT(*) AS n FROM ${this.dialect.quote(type.table)} WHERE ${wheres.where(type, filter, params, wheres.probeScope(type, filter))}`,
      params,
    };
  }

  /**
   * The DELETE of the rows of a type's search table whose record is no longer one of the type's
   * rows (`StorageAdapter.pruneSearchText`). Unqualified columns of the condition name the type's
   * table, the subquery's own.
   */
  pruneSearch(type: RecordType): CompiledSql {
    const q = this.dialect.quote;
    const params: unknown[] = [];
    const index = q(this.searches.indexOf(type).name);
    const rows = this.wheres.where(type, { op: 'true' }, params);
    return {
      sql: `DELETE FROM ${index} WHERE NOT EXISTS (SELECT 1 FROM ${q(type.table)} r WHERE r.${this.wheres.id(type)} = ${index}.${q('id')} AND ${rows})`,
      params,
    };
  }

  /** The DELETE of every row of `type` that matches `filter` (`StorageAdapter.deleteMany`). */
  /** `UPDATE … SET … WHERE` of the matching rows; `assignments` compiled by the write compiler. */
  updateMatching(
    type: RecordType,
    filter: Filter,
    assignments: (params: unknown[]) => string,
  ): CompiledSql {
    const params: unknown[] = [];
    const set = assignments(params);
    const where = this.wheres.where(type, filter, params);
    return { sql: `UPDATE ${this.dialect.quote(type.table)} SET ${set} WHERE ${where}`, params };
  }

  deleteMatching(type: RecordType, filter: Filter): CompiledSql {
    const params: unknown[] = [];
    const where = this.wheres.where(type, filter, params);
    return { sql: `DELETE FROM ${this.dialect.quote(type.table)} WHERE ${where}`, params };
  }
}
