// The arguments of the storage port's search-text operations (`storage-adapter.ts`).

/** Arguments of `StorageAdapter.writeSearchText`. */
export interface WriteSearchTextArgs {
  /** A type that declares `search`. */
  readonly type: string;
  readonly id: number;
  /** The index form (core's `indexText`) of the record's searchable fields. */
  readonly fields: string;
  /**
   * The index form of the text of the record's file; `''` when it has none or none could be read.
   * Undefined keeps the file text stored before (`''` for a record that had none).
   */
  readonly file?: string;
}

/** Arguments of `StorageAdapter.pruneSearchText`. */
export interface PruneSearchTextArgs {
  /** A type that declares `search`. */
  readonly type: string;
}
