import { RecordError } from '@recordgate/core';

/** Where the data lives, as read from `DATABASE_URL`. */
export interface DatabaseLocation {
  readonly driver: 'sqlite';
  /** For SQLite: the file, or `:memory:`. */
  readonly dbName: string;
}

/** The default database: an embedded SQLite file under `./data`. */
export const DEFAULT_DATABASE_URL = './data/recordgate.sqlite';

/**
 * Reads `DATABASE_URL`: a file path, `sqlite:PATH` or `file:PATH` selects SQLite.
 * PostgreSQL (`postgresql://`) and MariaDB/MySQL (`mysql://`, `mariadb://`) URLs are recognised and
 * refused with a clear message until their drivers are part of the build.
 */
export function parseDatabaseUrl(url: string = DEFAULT_DATABASE_URL): DatabaseLocation {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (
    scheme === 'postgres' ||
    scheme === 'postgresql' ||
    scheme === 'mysql' ||
    scheme === 'mariadb'
  ) {
    throw new RecordError(
      'invalid',
      `DATABASE_URL selects ${scheme}, which this version does not support yet. Use a SQLite file path (for example ${DEFAULT_DATABASE_URL}).`,
    );
  }
  if (scheme !== undefined && scheme !== 'file' && scheme !== 'sqlite') {
    throw new RecordError(
      'invalid',
      `DATABASE_URL has the unknown scheme "${scheme}://". Use a SQLite file path such as ${DEFAULT_DATABASE_URL}.`,
    );
  }
  const path = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (path === '') throw new RecordError('invalid', 'DATABASE_URL names no SQLite file.');
  return { driver: 'sqlite', dbName: path };
}
