import { randomBytes } from 'node:crypto';
import { RecordError } from '@recordgate/core';
import { parseDatabaseUrl } from './parse-database-url.js';

/** A throw-away database on a PostgreSQL or MariaDB/MySQL server. */
export interface ScratchDatabase {
  /** The URL of the new database (the server URL with its name). */
  readonly url: string;
  /** The new database's name (`recordgate_test_` and random characters). */
  readonly name: string;
  /** Drops the database (closing what still uses it on PostgreSQL). */
  drop(): Promise<void>;
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
  const location = parseDatabaseUrl(serverUrl);
  if (location.driver === 'sqlite') {
    throw new RecordError('invalid', 'A scratch database needs a postgresql:// or mysql:// URL.');
  }
  const name = `recordgate_test_${randomBytes(6).toString('hex')}`;
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const admin = await connectAdmin(location.driver, serverUrl);
  try {
    await admin.exec(
      location.driver === 'postgresql'
        ? `CREATE DATABASE "${name}"`
        : `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await admin.close();
  }
  return {
    url: target.toString(),
    name,
    async drop() {
      const again = await connectAdmin(location.driver, serverUrl);
      try {
        await again.exec(
          location.driver === 'postgresql'
            ? `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`
            : `DROP DATABASE IF EXISTS \`${name}\``,
        );
      } finally {
        await again.close();
      }
    },
  };
}

interface AdminConnection {
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** A connection to the server of `url` through MikroORM's driver, for CREATE/DROP DATABASE. */
async function connectAdmin(driver: string, url: string): Promise<AdminConnection> {
  const common = { clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false } };
  const orm =
    driver === 'postgresql'
      ? await (async () => {
          const { MikroORM, PostgreSqlDriver } = await import('@mikro-orm/postgresql');
          return MikroORM.init({ ...common, driver: PostgreSqlDriver });
        })()
      : await (async () => {
          const { MikroORM, MySqlDriver } = await import('@mikro-orm/mysql');
          return MikroORM.init({ ...common, driver: MySqlDriver });
        })();
  return {
    exec: async (sql) => void (await orm.em.getConnection().execute(sql)),
    close: () => orm.close(true),
  };
}
