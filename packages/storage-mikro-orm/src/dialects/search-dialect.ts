import type { SearchQuery } from '@recordgate/core';

/**
 * The content-search index of one database family (docs/lists.md, "Search"; ADR 0017). Every
 * searchable type has a table `<table>_search` (`id`, `fields`, `file`: the index form of its
 * searchable fields and of its file's text, made by core) and the database's own full-text index
 * over it. Queries are built from tokens of letters and digits only, quoted where the syntax allows,
 * so no user input is ever read as query syntax.
 */
export interface SearchDialect {
  /**
   * The statements that create the index of a type, or bring an index of an earlier form up to
   * date; they run when `exists` finds no row (in one transaction where {@link transactional}).
   */
  create(index: SearchIndex): string[];
  /** Whether the database runs `create`'s statements in one transaction (its DDL is transactional). */
  readonly transactional: boolean;
  /** A query telling whether the index of a type exists in its current form: one row when it does. */
  exists(index: SearchIndex, bind: (value: unknown) => string): string;
  /**
   * A SELECT of the ids of the records whose text matches, as `search_id`, and with `ranked` their
   * relevance as `search_rank` (higher is better). With `company` (one the index holds, see
   * {@link SearchDialect.indexesCompany}), only records of that company.
   */
  matches(args: SearchMatchArgs): string;
  /** Stores a record's texts; with `file` undefined the stored file text stays. */
  write(index: SearchIndex, bind: (value: unknown) => string, row: SearchRow): string;
  /**
   * Whether the index holds each record's company and can tell `company`'s records, so that
   * `matches` with it reads only that company's matches and its ids need no further company check
   * (ADR 0017, 0028).
   */
  indexesCompany(company: unknown): boolean;
  /** How a token is stored (MariaDB/MySQL mark them; see there). */
  token(text: string): string;
  /**
   * Where long file texts are indexed after the write's commit rather than in it (SQLite, ADR 0046);
   * absent, every text is indexed in the write's transaction.
   */
  readonly pending?: PendingSearch;
}

/**
 * File texts indexed after the write's commit (ADR 0046): the transaction marks the record's id
 * pending before it writes the texts, and the index then leaves its file text out; the statements
 * of `index` run after the commit (`SqlExecutor.afterCommit`) and index the texts whole; `migrate`
 * indexes what a stopped process left pending. Every statement takes the record's id as its only
 * parameter.
 */
export interface PendingSearch {
  /** Texts of at least this many characters are indexed after the commit. */
  readonly minChars: number;
  /** The pending table and what reads it, made again (run by every `migrate`). */
  ensure(index: SearchIndex): string[];
  /** Marks a record's file text pending; run before its texts are written. */
  keep(index: SearchIndex): string;
  /** Forgets a record pending (deleted, or its text written in the transaction); run before. */
  forget(index: SearchIndex): string;
  /** Indexes a pending record's texts whole and forgets it, in one transaction. */
  index(index: SearchIndex): string[];
  /** Indexes every pending record (no parameter). */
  indexAll(index: SearchIndex): string[];
}

/** The search index of one type: its own table, the type's table and the column holding its company. */
export interface SearchIndex {
  /**
   * The table holding the index's texts (`<table>_search`; for a table another application owns,
   * with the prefix of the tables RecordGate creates, so nothing of the index touches that table).
   */
  readonly name: string;
  /** The type's table, whose rows the index's ids name. */
  readonly table: string;
  /** The column of the type's company (its `companyField`), if it has one. */
  readonly company?: string;
  /** The column of the records' key (`idColumn` of a mapped type). @default "id" */
  readonly id?: string;
}

/** Arguments of {@link SearchDialect.matches}. */
export interface SearchMatchArgs {
  readonly index: SearchIndex;
  readonly search: SearchQuery;
  readonly bind: (value: unknown) => string;
  readonly ranked: boolean;
  /** The caller's company, when the filter requires it. */
  readonly company?: unknown;
  /** At most this many ids, the best first (only with `ranked`). */
  readonly limit?: number;
}

/** One record's search texts, as `write` stores them. */
export interface SearchRow {
  readonly id: number;
  readonly fields: string;
  readonly file: string | undefined;
}

/** The names of the search index's tables (and FTS5's shadow tables), which MikroORM leaves alone. */
export const SEARCH_TABLES = /_search(_next|_pending|_fts(_[a-z]+)?)?$/;

/**
 * The search index of a type: its own table, the type's table, its company's column and its key
 * column. A type on a table another application owns keeps its index in a table named with
 * `ownTablesPrefix`, RecordGate's like every table it creates (ADR 0047); a type of RecordGate's own
 * carries the prefix in its table's name already.
 */
export const searchIndexOf = (
  type: {
    readonly table: string;
    readonly external?: boolean;
    readonly companyField?: string;
    readonly fields: readonly { readonly name: string; readonly column: string }[];
  },
  ownTablesPrefix = '',
): SearchIndex => {
  const columnOf = (name: string) => type.fields.find((f) => f.name === name)?.column ?? name;
  return {
    name: `${type.external ? ownTablesPrefix : ''}${type.table}_search`,
    table: type.table,
    company: type.companyField === undefined ? undefined : columnOf(type.companyField),
    id: columnOf('id'),
  };
};
