import { randomBytes } from 'node:crypto';
import { RecordError } from '@recordgate/core';
import { databaseDialects } from '../dialects/database-dialects.js';
import { parseDatabaseUrl } from './parse-database-url.js';

/** A throw-away database on a PostgreSQL or MariaDB/MySQL server. */
export interface ScratchDatabase {
  /** The URL of the new database (the server URL with its name). */
  readonly url: string;
  /** The new database's name (`recordgate_test_` and random characters). */
  readonly name: string;
  /** Drops the database (closing what still uses it on PostgreSQL). */
  drop(): Promise<void>;
  /**
   * Ends every connection to the database but its own, as a restart of the server does to its
   * clients (PostgreSQL's `pg_terminate_backend`, MariaDB's `KILL CONNECTION`); only this database's.
   */
  disconnectAll(): Promise<void>;
}

/**
 * Creates an empty database with a random name on the server of `serverUrl`, for tests: each run works
 * in its own database, so parallel runs never see each other's data, and drops it afterwards. The
 * user in the URL needs the right to create databases.
 *
 * @example
 * ```ts
 * const scratch = await createScratchDatabase(process.env.RECORDGATE_POSTGRES_URL!);
 * const storage = await createMikroOrmStorage({ url: scratch.url, types });
 * // …
 * await storage.close();
 * await scratch.drop();
 * ```
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const { scratch } = databaseDialects[parseDatabaseUrl(serverUrl).driver];
  if (!scratch) {
    throw new RecordError('invalid', 'A scratch database needs a postgresql:// or mysql:// URL.');
  }
  const name = `recordgate_test_${randomBytes(6).toString('hex')}`;
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const admin = await scratch.connectAdmin(serverUrl);
  try {
    await admin.exec(scratch.create(name));
  } finally {
    await admin.close();
  }
  const onServer = async (sql: string) => {
    const again = await scratch.connectAdmin(serverUrl);
    try {
      await again.exec(sql);
    } finally {
      await again.close();
    }
  };
  return {
    url: target.toString(),
    name,
    drop: () => onServer(scratch.drop(name)),
    disconnectAll: () => onServer(scratch.disconnect(name)),
  };
}
