import type { RecordType, StoredRecord, TypeRegistry } from '@recordgate/core';
import type { OpenedDatabase } from './connection/opened-database.js';
import type { SqlExecutor } from './connection/sql-executor.js';
import type { KeptResults } from './create-kept-results.js';
import type { SharedCounts } from './shared-counts.js';
import type { DatabaseDialect } from './dialects/database-dialect.js';
import type { DatabaseDriver } from './dialects/database-dialects.js';
import type { SearchIndex } from './dialects/search-dialect.js';
import type { DriverErrorTranslator } from './dialects/translate-driver-error.js';
import type { RowDecoder } from './query/create-row-decoder.js';
import type { QueryCompiler } from './query/query-compiler.js';
import type { WriteCompiler } from './query/write-compiler.js';
import type { KeyPath } from './query/key-tree.js';

/** What the adapter and every adapter bound to a transaction share (`createMikroOrmStorage`). */
export interface StorageState {
  readonly types: TypeRegistry;
  readonly driver: DatabaseDriver;
  /** The database's dialect: its SQL, search index and driver error codes. */
  readonly dialect: DatabaseDialect;
  readonly opened: OpenedDatabase;
  readonly translate: DriverErrorTranslator;
  readonly queries: QueryCompiler;
  readonly writes: WriteCompiler;
  /** The search index of a searchable type (its table's name carries `ownTablesPrefix` where due). */
  readonly searchIndex: (type: RecordType) => SearchIndex;
  /** Row decoders by type name. */
  readonly decoders: ReadonlyMap<string, RowDecoder>;
  /** The executor over MikroORM's current connection. */
  root: SqlExecutor;
  /** The table of the outbox cursors. */
  readonly cursorTable: string;
  /** The outbox cursors whose row this process has made sure of (`holdCursor`). */
  readonly cursorsKnown: Set<string>;
  /** Types whose tables change without the change signal: what reads them is never kept. */
  readonly unsignalled: ReadonlySet<string>;
  /** Counts kept until the next commit, where the database has a change version. */
  readonly counts: KeptResults<number>;
  /** Counts nothing keeps, shared by the calls that ask for the same one at once (ADR 0068). */
  readonly sharedCounts: SharedCounts;
  /** Results of `cacheable` lookups kept until the next commit, likewise, by their SQL. */
  readonly lookups: KeptResults<readonly StoredRecord[]>;
  /** The same, by their arguments (`lookupKey`): found before their SQL is compiled. */
  readonly lookupsByArgs: KeptResults<readonly StoredRecord[], KeyPath>;
  /** How far the outbox is settled, on PostgreSQL (`outboxHorizon`). */
  readonly outboxMarks: OutboxMarks;
}

/** What the PostgreSQL horizon keeps between calls (one per adapter, shared by its readers). */
export interface OutboxMarks {
  /**
   * `seq` taken by then, and an xid assigned after it was read: once no transaction older than the
   * xid runs, every `seq` up to it is settled.
   */
  readonly marks: { seq: number; xid: bigint }[];
  settled: number;
  /** The identity sequence of the outbox's `id`, looked up once. */
  sequence?: string;
}

/**
 * Where an operation's statements run: outside transactions, or in one. Every operation in
 * `operations/` takes one, with its argument object.
 */
export interface StorageScope {
  readonly state: StorageState;
  readonly executor: SqlExecutor;
  readonly inTransaction: boolean;
}
