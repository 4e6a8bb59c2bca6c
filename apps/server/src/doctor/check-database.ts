import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { where, type StorageAdapter, type TypeRegistry } from '@recordgate/core';
import { createMikroOrmStorage, parseDatabaseUrl } from '@recordgate/storage-mikro-orm';
import { WEBHOOK_TYPE } from '@recordgate/webhooks';

/** What {@link checkDatabase} found: one line per check passed, per problem and per advice. */
export interface CheckDatabaseResult {
  readonly passed: readonly string[];
  readonly problems: readonly string[];
  /** What would make calls cheaper without being wrong now (an index a mapped table lacks). */
  readonly advice?: readonly string[];
}

/**
 * The database checks of `recordgate doctor`, without changing anything: a SQLite file exists and its
 * folder is writable, the database answers, every record type's table is there, and it holds a company.
 */
export async function checkDatabase(
  url: string,
  types: TypeRegistry,
  {
    secretKey,
    ownTablesPrefix = '',
  }: { readonly secretKey?: string; readonly ownTablesPrefix?: string } = {},
): Promise<CheckDatabaseResult> {
  const passed: string[] = [];
  const problems: string[] = [];
  const location = parseDatabaseUrl(url);
  if (location.driver === 'sqlite' && location.dbName !== ':memory:') {
    const file = resolve(location.dbName);
    const directory = dirname(file);
    if (!existsSync(file)) {
      problems.push(
        `DATABASE_URL: the SQLite file ${file} does not exist yet: run "recordgate migrate" (serve does it too).`,
      );
      return { passed, problems };
    }
    try {
      accessSync(directory, constants.W_OK);
    } catch {
      problems.push(`DATABASE_URL: ${directory} is not writable by this user.`);
    }
  }

  let storage;
  try {
    storage = await createMikroOrmStorage({ url, types, ownTablesPrefix });
  } catch (error) {
    problems.push(`DATABASE_URL: the database cannot be opened: ${messageOf(error)}`);
    return { passed, problems };
  }
  try {
    // Tables another application owns: each missing column or uncovered NOT NULL column at once.
    const external = await storage
      .externalTableProblems()
      .catch((error: unknown) => [
        `DATABASE_URL: the tables another application owns cannot be read: ${messageOf(error)}`,
      ]);
    problems.push(...external);
    if (external.length > 0) return { passed, problems };
    if (await checkTables(storage, types, url, { passed, problems }))
      await checkWebhookSecrets(storage, secretKey, problems);
    // The indexes the reads need on those tables, which RecordGate never adds itself.
    return { passed, problems, advice: await storage.externalIndexAdvice() };
  } finally {
    await storage.close();
  }
}

async function checkTables(
  storage: StorageAdapter,
  types: TypeRegistry,
  url: string,
  found: { passed: string[]; problems: string[] },
): Promise<boolean> {
  const missing: string[] = [];
  for (const type of types.all) {
    try {
      await storage.count({ type: type.name, filter: where.none });
    } catch {
      missing.push(type.name);
    }
  }
  if (missing.length === types.all.length) {
    found.problems.push(
      'The database has no RecordGate tables (or does not answer): run "recordgate migrate" (serve does it too).',
    );
    return false;
  }
  if (missing.length > 0) {
    found.problems.push(
      `The schema is behind the record types (${missing.join(', ')} cannot be read): run "recordgate migrate".`,
    );
    return false;
  }
  found.passed.push(`database ${redact(url)} answers, every record type's table is there`);
  const companies = await storage.count({ type: 'company', filter: where.all }).catch(() => -1);
  if (companies === 0) {
    found.problems.push(
      'There is no company yet, so nobody can sign in: run "recordgate company create --name NAME" (or "recordgate seed demo").',
    );
  }
  return true;
}

// Without SECRET_KEY, webhook secrets are stored as they are (ADR 0014): worth a warning once
// there are webhooks, and only then (most installations have none).
async function checkWebhookSecrets(
  storage: StorageAdapter,
  secretKey: string | undefined,
  problems: string[],
): Promise<void> {
  if (secretKey !== undefined) return;
  const webhooks = await storage.count({ type: WEBHOOK_TYPE, filter: where.all }).catch(() => 0);
  if (webhooks === 0) return;
  problems.push(
    `SECRET_KEY is not set and ${webhooks} webhook(s) exist: their signing secrets are stored unencrypted. Set SECRET_KEY (for example "openssl rand -base64 32") and keep it with the backups; secrets written from then on are sealed, rotate the existing ones to seal them.`,
  );
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

/** The URL without its password. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
