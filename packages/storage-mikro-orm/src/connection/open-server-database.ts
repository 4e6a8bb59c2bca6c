import type { MikroORM, Options } from '@mikro-orm/core';
import { SEARCH_TABLES } from '../dialects/search-dialect.js';
import { withTranslatedErrors } from '../dialects/translate-driver-error.js';
import { updateSchema } from '../schema/update-schema.js';
import type { OpenDatabaseArgs, OpenedDatabase } from './opened-database.js';
import type { SqlExecutor } from './sql-executor.js';

/** A server database's ORM, and how to make an executor over its driver's pool. */
export interface InitializedServer {
  readonly orm: MikroORM;
  executorOf(native: unknown): SqlExecutor;
}

/**
 * The database of a server whose MikroORM `init` (each server dialect's opener) has been made, with
 * the pool settings of `pool`. Connecting is lazy (the pool opens connections on demand): the
 * executor takes the driver's pool at the first statement, so an unreachable server fails that
 * statement with `unavailable`, and the next one tries again.
 */
export function openServerDatabase(
  args: OpenDatabaseArgs,
  { orm, executorOf }: InitializedServer,
): OpenedDatabase {
  // The executor once opened, for pool statistics (which must not wait for a connection).
  let opened: SqlExecutor | undefined;
  const reopen = () =>
    withTranslatedErrors(args.translate, async () => {
      opened = executorOf(await orm.em.getConnection().getNativeClient());
      return opened;
    });
  let current: Promise<SqlExecutor> | undefined;
  const lazy = () =>
    (current ??= reopen().catch((error: unknown) => {
      current = undefined;
      throw error;
    }));
  return {
    orm: async () => orm,
    updateSchema: () => updateSchema(orm),
    nativeClient: () => orm.em.getConnection().getNativeClient(),
    close: () => orm.close(true),
    executor: {
      all: async (sql, params) => (await lazy()).all(sql, params),
      run: async (sql, params) => (await lazy()).run(sql, params),
      transaction: async (work, options) => (await lazy()).transaction(work, options),
      cursor: async (args) => (await lazy()).cursor(args),
      poolStats: () => opened?.poolStats?.(),
    },
    reopen: async () => {
      current = reopen();
      return current;
    },
  };
}

/** The MikroORM options every server database shares. */
export function serverOrmOptions({ location, pool }: OpenDatabaseArgs) {
  return {
    clientUrl: location.clientUrl!,
    dbName: location.dbName,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
    // The search index's tables are created by migrate itself (`migrate`).
    schemaGenerator: { skipTables: [SEARCH_TABLES] },
    pool: { max: pool?.max ?? 10, idleTimeoutMillis: pool?.idleTimeoutMs ?? 30_000 },
  } satisfies Partial<Options>;
}
