import type { MikroORM } from '@mikro-orm/core';

/** A column as the database's catalogue describes it. */
export interface DatabaseColumn {
  readonly name: string;
  /** The database's own type name, lower case (`integer`, `varchar(255)`, `timestamp`). */
  readonly type: string;
  readonly nullable: boolean;
  /** Whether the column has a default or fills itself (auto-increment, identity). */
  readonly filled: boolean;
  readonly primary: boolean;
  /** Whether the database numbers new rows itself (auto-increment, identity, SQLite's rowid key). */
  readonly autoIncrement: boolean;
  readonly length: number | undefined;
}

/** A table as the database's catalogue describes it. */
export interface DatabaseTableInfo {
  readonly name: string;
  readonly columns: readonly DatabaseColumn[];
  /** Columns of the primary key, in order. */
  readonly primaryKey: readonly string[];
  /** Foreign keys: the local column → the table it references (single-column keys only). */
  readonly references: ReadonlyMap<string, string>;
  /** The columns of each index (unique ones and the primary key's included), in index order. */
  readonly indexes: readonly (readonly string[])[];
}

/**
 * The tables of the database `orm` is connected to, read with MikroORM's schema reader (the same
 * catalogue queries its schema generator runs on each database), not hand-written ones. SQLite's virtual tables (full-text indexes, RecordGate's own
 * search among them) with their shadow tables, and SQLite's own tables (ANALYZE's statistics) are
 * left out: their columns have no declared type, which the reader cannot read.
 */
export async function readDatabaseTables(orm: MikroORM): Promise<DatabaseTableInfo[]> {
  const { DatabaseSchema } = await import('@mikro-orm/sql');
  const em = orm.em as unknown as {
    getConnection(): { execute(sql: string): Promise<{ name: string }[]> };
    getPlatform(): unknown;
  };
  // SQLite numbers the rows of an `INTEGER PRIMARY KEY` (the rowid) with or without AUTOINCREMENT.
  const sqlite = /sqlite/i.test((em.getPlatform() as object).constructor.name);
  const virtual = sqlite
    ? (
        await em
          .getConnection()
          .execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'",
          )
      ).map((row) => row.name)
    : [];
  const skip = [
    ...virtual.flatMap((name) => [name, new RegExp(`^${escapeRegExp(name)}_`)]),
    // SQLite's own tables (the statistics of ANALYZE): columns without a declared type.
    ...(sqlite ? [/^sqlite_/] : []),
  ];
  const schema = await DatabaseSchema.create(
    em.getConnection() as unknown as Parameters<typeof DatabaseSchema.create>[0],
    em.getPlatform() as Parameters<typeof DatabaseSchema.create>[1],
    orm.config as unknown as Parameters<typeof DatabaseSchema.create>[2],
    undefined,
    undefined,
    undefined,
    skip,
  );
  return schema.getTables().map((table) => {
    const primaryKey = table.getPrimaryKey()?.columnNames ?? [];
    const rowid = (c: { name: string; type: string }) =>
      sqlite &&
      primaryKey.length === 1 &&
      primaryKey[0] === c.name &&
      c.type.toLowerCase() === 'integer';
    const references = new Map<string, string>();
    for (const key of Object.values(table.getForeignKeys())) {
      if (key.columnNames.length === 1) {
        references.set(key.columnNames[0]!, key.referencedTableName.replace(/^[^.]*\./, ''));
      }
    }
    return {
      name: table.name,
      primaryKey,
      references,
      indexes: table
        .getIndexes()
        .map((index) => index.columnNames)
        .filter((names) => names.length > 0),
      columns: table.getColumns().map((c) => ({
        name: c.name,
        type: c.type.toLowerCase(),
        nullable: c.nullable ?? true,
        filled:
          (c.default !== undefined && c.default !== null) ||
          c.autoincrement === true ||
          c.generated !== undefined ||
          (primaryKey.length === 1 && primaryKey[0] === c.name && /int/.test(c.type.toLowerCase())),
        primary: primaryKey.includes(c.name),
        autoIncrement: c.autoincrement === true || rowid(c),
        length: c.length,
      })),
    };
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
