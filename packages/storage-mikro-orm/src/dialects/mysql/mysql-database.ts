import type { MikroORM } from '@mikro-orm/core';
import { openAdminConnection } from '../../connection/open-admin-connection.js';
import type { DatabaseDialect } from '../database-dialect.js';
import { mysqlDialect } from './mysql-dialect.js';
import { mysqlDriverErrors } from './mysql-driver-errors.js';
import { mysqlEntitySchema } from './mysql-entity-schema.js';
import { mysqlSearch } from './mysql-search.js';

/** MySQL (and MariaDB behind a mysql:// URL), through MikroORM's pool (mysql2). */
export const mysqlDatabase: DatabaseDialect = {
  urlSchemes: ['mysql'],
  sql: mysqlDialect,
  search: mysqlSearch,
  errors: mysqlDriverErrors,
  entitySchema: mysqlEntitySchema,
  // MikroORM is loaded only for a MariaDB/MySQL URL.
  open: async (args) => (await import('./open-mysql-database.js')).openMysqlDatabase(args),
  scratch: {
    connectAdmin: (url) =>
      openAdminConnection(url, async (options) => {
        const { MikroORM, MySqlDriver } = await import('@mikro-orm/mysql');
        return (await MikroORM.init({ ...options, driver: MySqlDriver })) as unknown as MikroORM;
      }),
    create: (name) =>
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    drop: (name) => `DROP DATABASE IF EXISTS \`${name}\``,
    // One statement (a MariaDB block): KILL takes one connection id, not a query.
    disconnect: (name) =>
      `BEGIN NOT ATOMIC
        FOR session IN (SELECT ID FROM information_schema.PROCESSLIST WHERE DB = '${name}' AND ID <> CONNECTION_ID()) DO
          EXECUTE IMMEDIATE CONCAT('KILL CONNECTION ', session.ID);
        END FOR;
      END`,
  },
};

/** MariaDB: MySQL's dialect under its own URL scheme (its opener picks MikroORM's MariaDB driver). */
export const mariadbDatabase: DatabaseDialect = { ...mysqlDatabase, urlSchemes: ['mariadb'] };
