import { RecordError, type MigrateResult } from '@recordgate/core';
import type { SqlExecutor } from '../connection/sql-executor.js';
import type { SearchIndex } from '../dialects/search-dialect.js';
import { withTranslatedErrors } from '../dialects/translate-driver-error.js';
import { externalIndexAdvice } from '../schema/check-external-indexes.js';
import { checkExternalTables } from '../schema/check-external-tables.js';
import { readDatabaseTables } from '../schema/read-database-tables.js';
import type { StorageState } from '../storage-scope.js';
import { startOutboxCounter, takesSeqInCommitOrder } from './outbox-order.js';

/**
 * `StorageAdapter.migrate`: brings the schema up to date (`OpenedDatabase.updateSchema`), then the
 * search indexes, and reports the statements applied.
 */
export function migrate(state: StorageState): Promise<MigrateResult> {
  return withTranslatedErrors(state.translate, async () => {
    await checkExternal(state);
    const applied = await state.opened.updateSchema();
    // Creating the database reconnects MikroORM to it: take the new pool.
    state.root = await state.opened.reopen();
    const signal = state.opened.changeSignalSchema;
    if (signal && (await state.root.all(signal.exists, [])).length === 0) {
      for (const statement of signal.create) await state.root.run(statement, []);
      applied.push(...signal.create);
    }
    if (takesSeqInCommitOrder(state)) await startOutboxCounter(state);
    const search = await migrateSearch(state);
    return { applied: [...applied, ...search, ...(await backfill(state))] };
  });
}

// Tables another application owns are only read: each must exist with the mapped columns, before
// anything is changed (ADR 0036).
async function checkExternal(state: StorageState): Promise<void> {
  const problems = await externalTableProblems(state);
  if (problems.length > 0) throw new RecordError('invalid', problems.join('\n'));
}

/**
 * What is wrong between the types of tables another application owns and the database, one line
 * each naming table, column and fix (`MikroOrmStorage.externalTableProblems`).
 */
export async function externalTableProblems(state: StorageState): Promise<string[]> {
  const external = state.types.all.filter((t) => t.external);
  if (external.length === 0) return [];
  return checkExternalTables(external, await readDatabaseTables(await state.opened.orm()));
}

/**
 * The indexes RecordGate's reads need on tables another application owns and do not find there, one
 * line each with the statement that adds it (`MikroOrmStorage.externalIndexAdvice`).
 */
export async function externalIndexAdviceOf(state: StorageState): Promise<string[]> {
  const external = state.types.all.filter((t) => t.external);
  if (external.length === 0) return [];
  const tables = await readDatabaseTables(await state.opened.orm());
  return externalIndexAdvice(external, tables, state.dialect.sql.quote);
}

// Creates the search index of every searchable type that has none yet, or one of an earlier form,
// and indexes the file texts a stopped process left pending (ADR 0046); returns the statements run
// to create indexes.
async function migrateSearch(state: StorageState): Promise<string[]> {
  const { sql: dialect, search } = state.dialect;
  const applied: string[] = [];
  for (const type of state.types.all.filter((t) => t.search)) {
    const params: unknown[] = [];
    const index = state.searchIndex(type);
    const exists = search.exists(index, (value) => {
      params.push(value);
      return dialect.placeholder(params.length);
    });
    if ((await state.root.all(exists, params)).length > 0) {
      await indexPending(state, index);
      continue;
    }
    const statements = search.create(index);
    const runAll = async (executor: SqlExecutor) => {
      for (const statement of statements) await executor.run(statement, []);
    };
    // Bringing an earlier form up to date rewrites the whole index, which at scale outlasts the
    // bound of a request's write.
    if (search.transactional) await state.root.transaction(runAll, { unbounded: true });
    else await runAll(state.root);
    applied.push(...statements);
    await indexPending(state, index);
  }
  return applied;
}

// The pending table where the database has one (created when missing: an index of the current form
// may predate it), and what it holds indexed, in one transaction.
async function indexPending(state: StorageState, index: SearchIndex): Promise<void> {
  const pending = state.dialect.search.pending;
  if (!pending) return;
  const statements = [...pending.ensure(index), ...pending.indexAll(index)];
  await state.root.transaction(
    async (executor) => {
      for (const statement of statements) await executor.run(statement, []);
    },
    { unbounded: true },
  );
}

// Fills what rows of an earlier version lack (`RecordType.backfill`): one UPDATE per entry, which
// finds nothing to change once done; returns the statements that changed rows.
async function backfill(state: StorageState): Promise<string[]> {
  const { quote } = state.dialect.sql;
  const applied: string[] = [];
  for (const type of state.types.all.filter((t) => !t.external)) {
    for (const { field, from, prefix } of type.backfill) {
      const target = quote(type.fieldsByName.get(field)!.column);
      const source = quote(type.fieldsByName.get(from)!.column);
      // CONCAT (not ||, which is OR on MariaDB) of a literal: PostgreSQL cannot type a parameter of
      // CONCAT. The prefix is the type's declaration, never a client's.
      const literal = `'${prefix.replaceAll("'", "''")}'`;
      const statement =
        `UPDATE ${quote(type.table)} SET ${target} = CONCAT(${literal}, ${source})` +
        ` WHERE ${target} IS NULL AND ${source} IS NOT NULL`;
      if ((await state.root.run(statement, [])).changes > 0) applied.push(statement);
    }
  }
  return applied;
}
