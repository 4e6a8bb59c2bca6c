import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type TypeRegistry, where } from '@recordgate/core';
import { createMikroOrmStorage, parseDatabaseUrl } from '@recordgate/storage-mikro-orm';
import { checkConfig } from './load-config.js';

/** Arguments of {@link runDoctor}. */
export interface RunDoctorArgs {
  readonly env: NodeJS.ProcessEnv;
  /** `--config`, when given. */
  readonly configFile?: string | undefined;
  readonly types: TypeRegistry;
}

/** What `recordgate doctor` found: one line per check passed and one per problem. */
export interface RunDoctorResult {
  readonly passed: readonly string[];
  readonly problems: readonly string[];
}

const LOOPBACK = /^(127\.|::1$|localhost$)/;

/**
 * Checks a setup without changing it: every setting, then the database (it answers, its schema is up
 * to date, it holds a company). Each problem is one line naming the setting or the fix.
 */
export async function runDoctor(args: RunDoctorArgs): Promise<RunDoctorResult> {
  const passed: string[] = [];
  const problems: string[] = [];
  const [major] = process.versions.node.split('.').map(Number);
  if ((major ?? 0) < 24)
    problems.push(`Node ${process.version} is too old: RecordGate needs Node 24.`);
  else passed.push(`Node ${process.version}`);

  const { config, problems: configProblems } = checkConfig(args.env, { config: args.configFile });
  problems.push(...configProblems);
  if (!config) return { passed, problems };
  passed.push('configuration');
  if (config.metricsPort !== undefined && !LOOPBACK.test(config.metricsHost)) {
    problems.push(
      `METRICS_HOST is ${config.metricsHost}: the metrics port has no token, so bind it to a private address only scrapers reach (or leave METRICS_HOST at 127.0.0.1).`,
    );
  }
  if (
    !config.publicUrl.startsWith('https://') &&
    !LOOPBACK.test(new URL(config.publicUrl).hostname)
  ) {
    problems.push(
      `PUBLIC_URL is ${config.publicUrl}: API keys would cross the network unencrypted; serve through HTTPS and set PUBLIC_URL to the https:// address.`,
    );
  }

  const location = parseDatabaseUrl(config.databaseUrl);
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
    storage = await createMikroOrmStorage({ url: config.databaseUrl, types: args.types });
  } catch (error) {
    problems.push(`DATABASE_URL: the database cannot be opened: ${messageOf(error)}`);
    return { passed, problems };
  }
  try {
    const missing: string[] = [];
    for (const type of args.types.all) {
      try {
        await storage.count({ type: type.name, filter: where.none });
      } catch {
        missing.push(type.name);
      }
    }
    if (missing.length === args.types.all.length) {
      problems.push(
        'The database has no RecordGate tables (or does not answer): run "recordgate migrate" (serve does it too).',
      );
    } else if (missing.length > 0) {
      problems.push(
        `The schema is behind the record types (${missing.join(', ')} cannot be read): run "recordgate migrate".`,
      );
    } else {
      passed.push(
        `database ${redact(config.databaseUrl)} answers, every record type's table is there`,
      );
      const companies = await storage.count({ type: 'company', filter: where.all }).catch(() => -1);
      if (companies === 0) {
        problems.push(
          'There is no company yet, so nobody can sign in: run "recordgate company create --name NAME" (or "recordgate seed demo").',
        );
      }
    }
  } finally {
    await storage.close();
  }
  return { passed, problems };
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

/** The URL without its password. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
