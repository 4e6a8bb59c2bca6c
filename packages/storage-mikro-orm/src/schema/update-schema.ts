import type { MikroORM } from '@mikro-orm/core';

/**
 * Brings the schema of `orm`'s database up to date with MikroORM's schema generator, additive changes
 * only (no dropped tables or columns), and returns the statements it applied.
 */
export async function updateSchema(orm: MikroORM): Promise<string[]> {
  await orm.schema.ensureDatabase();
  const sql = await orm.schema.getUpdateSchemaSQL({ safe: true, dropTables: false, wrap: false });
  const applied = sql
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter(
      (statement) =>
        statement !== '' && !/^(pragma|set names|set foreign_key_checks) /i.test(statement),
    );
  if (applied.length > 0) await orm.schema.update({ safe: true, dropTables: false });
  return applied;
}
