import type { MikroORM } from '@mikro-orm/core';
import type { OpenDatabaseArgs, OpenedDatabase } from '../../connection/opened-database.js';
import { openServerDatabase, serverOrmOptions } from '../../connection/open-server-database.js';
import { createChangeListeners } from '../../connection/change-listeners.js';
import { buildEntitySchemas } from '../../schema/build-entity-schemas.js';
import { postgresqlEntitySchema } from './postgresql-entity-schema.js';
import { createPostgresqlExecutor, type PgPool } from './create-postgresql-executor.js';
import {
  CHANGES_CHANNEL,
  watchPostgresqlChanges,
  type PgListener,
} from './watch-postgresql-changes.js';

/** The pool's client class and settings, which make the change watch's own connection. */
type PgPoolWithClient = PgPool & {
  readonly Client: new (options: unknown) => PgListener;
  readonly options: object;
};

/**
 * Opens MikroORM on the PostgreSQL server at `args.location` and the adapter's database over its
 * pool (`openServerDatabase`). Loads MikroORM: imported only when a PostgreSQL URL is opened.
 */
export async function openPostgresqlDatabase(args: OpenDatabaseArgs): Promise<OpenedDatabase> {
  const { PostgreSqlDriver, MikroORM: PostgreSqlMikroORM } = await import('@mikro-orm/postgresql');
  const orm = (await PostgreSqlMikroORM.init({
    ...serverOrmOptions(args),
    driver: PostgreSqlDriver,
    entities: buildEntitySchemas(args.types.all, postgresqlEntitySchema, args.cursorTable),
    driverOptions: {
      connectionTimeoutMillis: args.pool?.connectTimeoutMs ?? 5000,
      // Every statement's bound: a transaction's gets it, those outside one `readTimeoutMs`.
      query_timeout: args.pool?.writeTimeoutMs ?? 30_000,
    },
  })) as unknown as MikroORM;
  const readTimeoutMs = args.pool?.readTimeoutMs ?? 5000;
  // The change signal (ADR 0038): a connection of the pool's settings, outside the pool.
  // Read while the ORM is open where the server answers (CLI commands close at once, and a pool
  // asked for after that left them hanging); an unreachable server is asked again at each attempt.
  const nativePool = () => orm.em.getConnection().getNativeClient() as Promise<PgPoolWithClient>;
  const opening = await nativePool().catch(() => undefined);
  const listeners = createChangeListeners();
  const changes = watchPostgresqlChanges({
    onMove: listeners.emit,
    newClient: async () => {
      const pool = opening ?? (await nativePool());
      return new pool.Client({
        ...pool.options,
        keepAlive: true,
        application_name: CHANGES_CHANNEL,
      });
    },
  });
  const opened = openServerDatabase(args, {
    orm,
    executorOf: (native) =>
      createPostgresqlExecutor(native as PgPool, args.translate, {
        readTimeoutMs,
        changes,
      }),
  });
  return {
    ...opened,
    changeVersion: changes.version,
    recentChangeVersion: changes.version,
    syncChangeVersion: changes.sync,
    onChange: listeners.add,
    close: async () => {
      await changes.close();
      await opened.close();
    },
  };
}
