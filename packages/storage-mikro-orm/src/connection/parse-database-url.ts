import { RecordError } from '@recordgate/core';
import { databaseDialects, type DatabaseDriver } from '../dialects/database-dialects.js';
import type { DatabaseLocation as GenericLocation } from './database-location.js';

export type { DatabaseDriver };

/** Where the data lives, as read from `DATABASE_URL`. */
export type DatabaseLocation = GenericLocation<DatabaseDriver>;

/** The default database: an embedded SQLite file under `./data`. */
export const DEFAULT_DATABASE_URL = './data/recordgate.sqlite';

// The server dialect of each URL scheme.
const serverSchemes = new Map(
  Object.entries(databaseDialects).flatMap(([driver, dialect]) =>
    dialect.urlSchemes.map((scheme) => [scheme, driver as DatabaseDriver] as const),
  ),
);

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
  const driver = scheme === undefined ? undefined : serverSchemes.get(scheme);
  if (scheme !== undefined && driver !== undefined) {
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
