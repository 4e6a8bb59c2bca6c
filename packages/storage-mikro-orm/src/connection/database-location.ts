/**
 * Where the data lives, as read from `DATABASE_URL` (`parseDatabaseUrl`); `D` is the name of its
 * database's dialect (`DatabaseDriver`).
 */
export interface DatabaseLocation<D extends string = string> {
  readonly driver: D;
  /** For SQLite: the file, or `:memory:`. For a server: the database name (the URL's path). */
  readonly dbName: string;
  /** For a server: the URL as given (credentials included), for the driver. */
  readonly clientUrl?: string;
  /** The location with any password replaced by `***`, for logs and messages. */
  readonly display: string;
}
