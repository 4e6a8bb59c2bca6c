import type { MikroORM } from '@mikro-orm/core';
import { openAdminConnection } from '../../connection/open-admin-connection.js';
import type { DatabaseDialect } from '../database-dialect.js';
import { postgresqlDialect } from './postgresql-dialect.js';
import { postgresqlDriverErrors } from './postgresql-driver-errors.js';
import { postgresqlEntitySchema } from './postgresql-entity-schema.js';
import { postgresqlSearch } from './postgresql-search.js';

/** PostgreSQL, through MikroORM's pool (node-postgres). */
export const postgresqlDatabase: DatabaseDialect = {
  urlSchemes: ['postgres', 'postgresql'],
  sql: postgresqlDialect,
  search: postgresqlSearch,
  errors: postgresqlDriverErrors,
  entitySchema: postgresqlEntitySchema,
  // MikroORM is loaded only for a PostgreSQL URL.
  open: async (args) =>
    (await import('./open-postgresql-database.js')).openPostgresqlDatabase(args),
  scratch: {
    connectAdmin: (url) =>
      openAdminConnection(url, async (options) => {
        const { MikroORM, PostgreSqlDriver } = await import('@mikro-orm/postgresql');
        return (await MikroORM.init({
          ...options,
          driver: PostgreSqlDriver,
        })) as unknown as MikroORM;
      }),
    create: (name) => `CREATE DATABASE "${name}"`,
    drop: (name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
    disconnect: (name) =>
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  },
};
