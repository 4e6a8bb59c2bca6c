import type { Filter, RecordType, SearchQuery } from '@recordgate/core';
import type { SearchDialect, SearchIndex } from '../dialects/search-dialect.js';
import { companyOfFilter } from './company-of-filter.js';
import { compilePaging } from './compile-paging.js';
import type { CompiledSql, SelectArgs } from './types.js';
import type { WhereCompiler } from './where-compiler.js';

/** What the search's SQL is compiled with: the WHERE compiler and the database's search index. */
export interface SearchCompiler {
  readonly where: WhereCompiler;
  readonly search: SearchDialect;
  readonly indexOf: (type: RecordType) => SearchIndex;
}

/** Arguments of {@link compileSearchFrom}. */
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
 * docs/lists.md, "Search": the rows of a type's table `r` joined to the matches of its search
 * index `s` (`search_id`, and with `ranked` `search_rank`), and the rest of `filter` for a plain
 * WHERE on the type's own columns (unqualified names resolve to `r`, the only side with those
 * columns), so it composes with any filter. Where the index holds the company (ADR 0017, 0028) and
 * the filter requires one, the index matches only that company's records; when that was the whole
 * filter, `rest` is undefined and `from` is the matches `s` alone, with no row of `r` to read.
 *
 * On a table another application owns the index knows only what RecordGate wrote and the last
 * reindex read (ADR 0047): a row may since have gone, left the type's `where` or moved to another
 * company. Its matches are therefore always joined to the rows and the whole filter, the company's
 * condition included, is applied to them: the index narrows, the rows decide.
 */
export function compileSearchFrom(
  compiler: SearchCompiler,
  args: SearchFromArgs,
): { from: string; rest: Filter | undefined } {
  const { type, search, params, ranked, filter, limit } = args;
  const { dialect } = compiler.where;
  const bind = (value: unknown) => {
    params.push(value);
    return dialect.placeholder(params.length);
  };
  const index = compiler.indexOf(type);
  const required = companyOfFilter(filter, type.companyField);
  const tenant =
    required && compiler.search.indexesCompany(required.company) ? required : undefined;
  const rest = tenant && !type.external ? tenant.rest : filter;
  const alone = tenant !== undefined && rest.op === 'true' && args.alone;
  const matches = compiler.search.matches({
    index,
    search,
    bind,
    ranked,
    company: tenant?.company,
    limit: alone ? limit : undefined,
  });
  if (alone) return { from: `(${matches}) s`, rest: undefined };
  const from = `${dialect.quote(type.table)} r JOIN (${matches}) s ON s.search_id = r.${compiler.where.id(type)}`;
  return { from, rest };
}

/**
 * A SELECT with a search: the best matches first unless `sort` orders, then by id; a page is found
 * as ids first and read whole after, as without a search.
 */
export function compileSearchSelect(
  compiler: SearchCompiler,
  args: SelectArgs,
  search: SearchQuery,
): CompiledSql {
  const { type, filter, sort, limit, offset, forUpdate = false } = args;
  const { where: wheres } = compiler;
  const { dialect } = wheres;
  const q = dialect.quote;
  const params: unknown[] = [];
  const ranked = sort.length === 0;
  const id = wheres.id(type);
  const paged = !forUpdate && limit !== undefined && limit > 1;
  // Ranked pages take the page's best matches cut inside the index when it can answer alone.
  const top = ranked && paged ? limit + (offset ?? 0) : undefined;
  const alone = top !== undefined;
  const { from, rest } = compileSearchFrom(compiler, {
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
      sql: `SELECT r.* FROM ${q(type.table)} r JOIN (SELECT s.search_id AS ${id}, s.search_rank FROM ${from} ORDER BY s.search_rank DESC, s.search_id ASC${compilePaging(dialect, limit, offset, params)}) p ON r.${id} = p.${id} ORDER BY p.search_rank DESC, r.${id} ASC`,
      params,
    };
  }
  const where = wheres.where(type, rest, params);
  const keys = (prefix: string, rank: string) =>
    [
      ...(ranked ? [`${rank}.search_rank DESC`] : []),
      ...sort.map((k) =>
        dialect.orderKey(prefix + q(wheres.column(type, k.field)), k.direction, k.field !== 'id'),
      ),
      ...(sort.some((k) => k.field === 'id') ? [] : [`${prefix}${id} ASC`]),
    ].join(', ');
  const paging = compilePaging(dialect, limit, offset, params);
  if (!paged) {
    return {
      sql: `SELECT r.* FROM ${from} WHERE ${where} ORDER BY ${keys('r.', 's')}${paging}${forUpdate ? dialect.forUpdate : ''}`,
      params,
    };
  }
  const rank = ranked ? ', s.search_rank' : '';
  return {
    sql: `SELECT r.* FROM ${q(type.table)} r JOIN (SELECT r.${id}${rank} FROM ${from} WHERE ${where} ORDER BY ${keys('r.', 's')}${paging}) p ON r.${id} = p.${id} ORDER BY ${keys('r.', 'p')}`,
    params,
  };
}
