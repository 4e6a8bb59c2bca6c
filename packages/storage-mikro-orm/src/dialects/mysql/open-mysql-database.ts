import type { MikroORM } from '@mikro-orm/core';
import type { OpenDatabaseArgs, OpenedDatabase } from '../../connection/opened-database.js';
import { openServerDatabase, serverOrmOptions } from '../../connection/open-server-database.js';
import { createChangeListeners } from '../../connection/change-listeners.js';
import { buildEntitySchemas } from '../../schema/build-entity-schemas.js';
import { mysqlEntitySchema } from './mysql-entity-schema.js';
import { createMysqlExecutor, type MysqlPool } from './create-mysql-executor.js';
import { CHANGES_SCHEMA, watchMysqlChanges } from './watch-mysql-changes.js';

/**
 * mysql:// and mariadb:// share the mysql2 driver. MariaDB keeps its catalogue differently from MySQL,
 * and only MikroORM's MariaDB schema helper reads it right (else every migrate would re-apply the
 * column collations): a mysql:// URL that reaches a MariaDB server gets it too. Loads MikroORM:
 * imported only when such a URL is opened.
 *
 * Its promise calls run with `trace: false`: each call would otherwise capture the caller's stack
 * (for the stack of a failure), the largest cost of mysql2 in a view's profile (ADR 0056); a
 * failure's stack then ends in the driver, and its message and code still say what failed.
 */
export async function openMysqlDatabase(args: OpenDatabaseArgs): Promise<OpenedDatabase> {
  const mysql = await import('@mikro-orm/mysql');
  const entities = buildEntitySchemas(args.types.all, mysqlEntitySchema, args.cursorTable);
  const init = async (driver: typeof mysql.MySqlDriver) =>
    (await mysql.MikroORM.init({
      ...serverOrmOptions(args),
      driver,
      entities,
      driverOptions: { connectTimeout: args.pool?.connectTimeoutMs ?? 5000, trace: false },
    })) as unknown as MikroORM;
  const { MariaDbDriver } = await import('@mikro-orm/mariadb');
  let orm = await init(args.location.driver === 'mariadb' ? MariaDbDriver : mysql.MySqlDriver);
  if (args.location.driver === 'mysql' && (await isMariaDb(orm))) {
    await orm.close(true);
    orm = await init(MariaDbDriver);
  }
  // The change signal (ADR 0038): the counter read on a connection of its own.
  const { createConnection } = await import('mysql2/promise');
  const uri = args.location.clientUrl!.replace(/^mariadb:/, 'mysql:');
  const listeners = createChangeListeners();
  const changes = watchMysqlChanges({
    onMove: listeners.emit,
    connect: () =>
      createConnection({ uri, connectTimeout: args.pool?.connectTimeoutMs ?? 5000, trace: false }),
  });
  const opened = openServerDatabase(args, {
    orm,
    executorOf: (native) =>
      createMysqlExecutor((native as { promise(): MysqlPool }).promise(), args.translate, {
        readTimeoutMs: args.pool?.readTimeoutMs,
        writeTimeoutMs: args.pool?.writeTimeoutMs,
        changes,
      }),
  });
  return {
    ...opened,
    changeVersion: changes.version,
    recentChangeVersion: changes.version,
    syncChangeVersion: changes.sync,
    onChange: listeners.add,
    changeSignalSchema: CHANGES_SCHEMA,
    close: async () => {
      await changes.close();
      await opened.close();
    },
  };
}

/** Whether the server behind a mysql:// URL is MariaDB (false when it cannot be asked now). */
async function isMariaDb(orm: MikroORM): Promise<boolean> {
  try {
    const [row] = (await orm.em.getConnection().execute('SELECT VERSION() AS v')) as {
      v: string;
    }[];
    return /mariadb/i.test(row?.v ?? '');
  } catch {
    return false;
  }
}
