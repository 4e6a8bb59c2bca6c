/** One index of an entity schema as MikroORM takes it. */
export interface EntityIndex {
  readonly properties: string[];
  /** Per-column options (PostgreSQL's nulls first), where the database needs them. */
  readonly columns?: { readonly name: string; readonly nulls: 'FIRST' | 'LAST' }[];
}

/**
 * How one database's columns and indexes are declared to MikroORM, so that every database behaves
 * the same (docs/storage-adapters.md, "Same behaviour on every database"): each dialect folder has
 * one (`dialects/sqlite/sqlite-entity-schema.ts`, …).
 */
export interface EntitySchemaDialect {
  /** The collation of string and text columns, where the database's default is not exact. */
  readonly textCollation?: string;
  /** The column type of `text` and `json` fields, where MikroORM's `text` holds too little. */
  readonly longTextType?: string;
  /** The fractional-second digits of datetime columns, where they are not kept as text. */
  readonly datetimeLength?: number;
  /** The index over `columns` (in the order the type declares them). */
  index(columns: readonly string[]): EntityIndex;
}
