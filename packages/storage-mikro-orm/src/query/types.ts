import type { Filter, RecordType, SearchQuery, SortKey } from '@recordgate/core';

/** A SQL statement with its parameters, ready for the driver. */
export interface CompiledSql {
  readonly sql: string;
  readonly params: unknown[];
}

/** Arguments of `QueryCompiler.select`. */
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

/** One key of a page's order, its column quoted; the last is the id. */
export interface OrderColumn {
  readonly field: string;
  readonly column: string;
  readonly direction: 'asc' | 'desc';
  readonly nullable: boolean;
}
