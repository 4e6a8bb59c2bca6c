import type { MikroORM, Options } from '@mikro-orm/core';
import type { AdminConnection } from '../dialects/database-dialect.js';

/** The MikroORM options of a connection to a server without entities, for CREATE/DROP DATABASE. */
export type AdminOrmOptions = Pick<Options, 'clientUrl' | 'entities' | 'discovery'>;

/**
 * A connection to the server of `url` through MikroORM's driver, which `init` (a server dialect's,
 * importing its driver) opens with {@link AdminOrmOptions}.
 */
export async function openAdminConnection(
  url: string,
  init: (options: AdminOrmOptions) => Promise<MikroORM>,
): Promise<AdminConnection> {
  const orm = await init({
    clientUrl: url,
    entities: [],
    discovery: { warnWhenNoEntities: false },
  });
  return {
    exec: async (sql) => void (await orm.em.getConnection().execute(sql)),
    close: () => orm.close(true),
  };
}
