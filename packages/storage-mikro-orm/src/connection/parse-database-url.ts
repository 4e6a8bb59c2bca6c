import { RecordError } from '@recordgate/core';

/** The database families the MikroORM adapter speaks. */
export type DatabaseDriver = 'sqlite' | 'postgresql' | 'mysql' | 'mariadb';

/** Where the data lives, as read from `DATABASE_URL`. */
export interface DatabaseLocation {
  readonly driver: DatabaseDriver;
  /** For SQLite: the file, or `:memory:`. For a server: the database name (the URL's path). */
  readonly dbName: string;
  /** For a server: the URL as given (credentials included), for the driver. */
  readonly clientUrl?: string;
  /** The location with any password replaced by `***`, for logs and messages. */
  readonly display: string;
}

/** The default database: an embedded SQLite file under `./data`. */
export const DEFAULT_DATABASE_URL = './data/recordgate.sqlite';

const serverSchemes: Record<string, Exclude<DatabaseDriver, 'sqlite'>> = {
  postgres: 'postgresql',
  postgresql: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
};

/**
 * Reads `DATABASE_URL`: a file path, `sqlite:PATH` or `file:PATH` selects SQLite;
 * `postgresql://user:password@host:5432/name` (or `postgres://`) PostgreSQL;
 * `mysql://user:password@host:3306/name` MySQL and `mariadb://…` MariaDB (both through the mysql2
 * driver). Query parameters of server URLs (for example `?sslmode=require`) reach the driver unchanged.
 *
 * @example
 * ```ts
 * parseDatabaseUrl('postgresql://app:secret@db:5432/records');
 * // { driver: 'postgresql', dbName: 'records', clientUrl: '…', display: 'postgresql://app:***@db:5432/records' }
 * ```
 */
export function parseDatabaseUrl(url: string = DEFAULT_DATABASE_URL): DatabaseLocation {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme in serverSchemes) {
    const driver = serverSchemes[scheme]!;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new RecordError(
        'invalid',
        `DATABASE_URL is not a valid URL. Write it as ${scheme}://USER:PASSWORD@HOST:PORT/DATABASE.`,
      );
    }
    const dbName = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (dbName === '' || dbName.includes('/')) {
      throw new RecordError(
        'invalid',
        `DATABASE_URL names no database. Write it as ${scheme}://USER:PASSWORD@HOST:PORT/DATABASE.`,
      );
    }
    if (parsed.password) parsed.password = '***';
    return { driver, dbName, clientUrl: url, display: parsed.toString() };
  }
  if (scheme !== undefined && scheme !== 'file' && scheme !== 'sqlite') {
    throw new RecordError(
      'invalid',
      `DATABASE_URL has the unknown scheme "${scheme}://". Use a SQLite file path such as ${DEFAULT_DATABASE_URL}, or a postgresql://, mysql:// or mariadb:// URL.`,
    );
  }
  const path = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (path === '') throw new RecordError('invalid', 'DATABASE_URL names no SQLite file.');
  return { driver: 'sqlite', dbName: path, display: path };
}
