import { createTypeRegistry } from '@recordgate/core';
import { checkConverter } from './check-converter.js';
import { checkDatabase } from './check-database.js';
import { checkFileStore } from './check-file-store.js';
import { checkConfig } from '../config/load-config.js';
import { SETTING_LIST } from '../config/server-config-schema.js';
import { checkNats } from '../nats/check-nats.js';
import {
  ownTablesPrefixOf,
  recordTypesProblems,
  serverRecordTypes,
} from '../server-record-types.js';

/** Arguments of {@link runDoctor}. */
export interface RunDoctorArgs {
  readonly env: NodeJS.ProcessEnv;
  /** `--config`, when given. */
  readonly configFile?: string | undefined;
  /** `--types`, when given. */
  readonly typesFile?: string | undefined;
}

/** What `recordgate doctor` found: one line per check passed, per problem and per advice. */
export interface RunDoctorResult {
  readonly passed: readonly string[];
  readonly problems: readonly string[];
  /** What would make calls cheaper without being wrong now; no reason to fail. */
  readonly advice: readonly string[];
}

/**
 * Checks a setup without changing it: the Node version, every setting (what the settings table checks
 * at start-up, then its advice on risky values), the record-types file (every problem of it), then the database (it answers, its schema is up to
 * date, it holds a company), the file store (on object storage a probe object is written, read and
 * deleted), then NATS when `EVENTS_NATS_URL` is set, and the PDF converter (a one-line document). Each problem is one line naming the setting or
 * the fix.
 */
export async function runDoctor(args: RunDoctorArgs): Promise<RunDoctorResult> {
  const passed: string[] = [];
  const problems: string[] = [];
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 17))
    problems.push(`Node ${process.version} is too old: RecordGate needs Node 22.17 or later.`);
  else passed.push(`Node ${process.version}`);

  const { config, problems: configProblems } = checkConfig(args.env, {
    config: args.configFile,
    types: args.typesFile,
  });
  problems.push(...configProblems);
  if (!config) return { passed, problems, advice: [] };
  passed.push('configuration');
  for (const { setting } of SETTING_LIST) {
    const advice = setting.advice?.(config);
    if (advice !== undefined) problems.push(advice);
  }

  // Every problem of the record-types file, each naming the type, the field and the fix.
  const typeProblems = recordTypesProblems(config);
  problems.push(...typeProblems);
  if (typeProblems.length > 0) return { passed, problems, advice: [] };
  if (config.recordTypes !== undefined) passed.push(`record types of ${config.recordTypes}`);
  const types = createTypeRegistry(serverRecordTypes(config));
  const ownTablesPrefix = ownTablesPrefixOf(config);
  const checks = await Promise.all([
    checkDatabase(config.databaseUrl, types, { secretKey: config.secretKey, ownTablesPrefix }),
    checkFileStore(config),
    config.eventsNatsUrl ? checkNats(config.eventsNatsUrl) : { passed: [], problems: [] },
    checkConverter(config),
  ]);
  return {
    passed: [...passed, ...checks.flatMap((check) => check.passed)],
    problems: [...problems, ...checks.flatMap((check) => check.problems)],
    advice: checks.flatMap((check) => ('advice' in check ? (check.advice ?? []) : [])),
  };
}
