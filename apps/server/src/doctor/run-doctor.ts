import type { TypeRegistry } from '@recordgate/core';
import { checkDatabase } from './check-database.js';
import { checkFileStore } from './check-file-store.js';
import { checkConfig } from '../config/load-config.js';
import { SETTING_LIST } from '../config/server-config-schema.js';
import { checkNats } from '../nats/check-nats.js';

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

/**
 * Checks a setup without changing it: the Node version, every setting (what the settings table checks
 * at start-up, then its advice on risky values), then the database (it answers, its schema is up to
 * date, it holds a company), the file store (on object storage a probe object is written, read and
 * deleted), then NATS when `EVENTS_NATS_URL` is set. Each problem is one line naming the setting or
 * the fix.
 */
export async function runDoctor(args: RunDoctorArgs): Promise<RunDoctorResult> {
  const passed: string[] = [];
  const problems: string[] = [];
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 17))
    problems.push(`Node ${process.version} is too old: RecordGate needs Node 22.17 or later.`);
  else passed.push(`Node ${process.version}`);

  const { config, problems: configProblems } = checkConfig(args.env, { config: args.configFile });
  problems.push(...configProblems);
  if (!config) return { passed, problems };
  passed.push('configuration');
  for (const { setting } of SETTING_LIST) {
    const advice = setting.advice?.(config);
    if (advice !== undefined) problems.push(advice);
  }

  const [database, files, nats] = await Promise.all([
    checkDatabase(config.databaseUrl, args.types, { secretKey: config.secretKey }),
    checkFileStore(config),
    config.eventsNatsUrl ? checkNats(config.eventsNatsUrl) : { passed: [], problems: [] },
  ]);
  return {
    passed: [...passed, ...database.passed, ...files.passed, ...nats.passed],
    problems: [...problems, ...database.problems, ...files.problems, ...nats.problems],
  };
}
