// The schema update of a SQLite file in a process of its own (`updateSqliteSchemaApart`): the
// parent sends one request, this process opens MikroORM on the file, applies the update, answers
// with the statements applied (or the error) and ends. MikroORM's modules live only here.
import type { SchemaSource } from '../../schema/schema-source.js';
import { openSqliteOrm } from './open-sqlite-orm.js';
import { updateSchema } from '../../schema/update-schema.js';

/** What the parent asks. */
export interface SchemaRequest {
  readonly file: string;
  /** The record types' schemas (the types themselves hold functions, which cannot be sent). */
  readonly types: readonly SchemaSource[];
  readonly busyTimeoutMs: number;
  readonly cursorTable: string;
}

/** What this process answers: the statements applied, or the error with its driver code. */
export type SchemaAnswer =
  | { readonly applied: string[] }
  | {
      readonly error: { readonly name: string; readonly message: string; readonly code?: unknown };
    };

process.once('message', (request) => void answer(request as SchemaRequest));

async function answer({ file, types, busyTimeoutMs, cursorTable }: SchemaRequest): Promise<void> {
  let reply: SchemaAnswer;
  try {
    const orm = await openSqliteOrm(file, types, busyTimeoutMs, cursorTable);
    try {
      reply = { applied: await updateSchema(orm) };
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    const { name, message, code } = error as { name?: string; message?: string; code?: unknown };
    reply = { error: { name: name ?? 'Error', message: message ?? String(error), code } };
  }
  process.send!(reply, () => process.disconnect());
}
