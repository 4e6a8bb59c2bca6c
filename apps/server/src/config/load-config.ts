import { RecordError } from '@recordgate/core';
import { readConfigFile } from './read-config-file.js';
import { SETTING_LIST, serverConfigSchema, type ServerConfig } from './server-config-schema.js';
import type { SettingFlag } from './setting.js';

/** Overrides from command-line flags, which win over the environment and the config file. */
export interface ConfigOverrides extends Partial<Record<SettingFlag, string | undefined>> {
  /** A config file (`--config`); wins over `RECORDGATE_CONFIG`. */
  readonly config?: string | undefined;
}

/** The configuration and every problem found in it; `config` is undefined when there are problems. */
export interface CheckConfigResult {
  readonly config: ServerConfig | undefined;
  /** One line per bad setting, each naming it. */
  readonly problems: readonly string[];
}

/**
 * Reads and checks the configuration: flags, then environment variables, then the optional JSON config
 * file named by `--config` or `RECORDGATE_CONFIG`. Every bad setting is named with what is wrong, so a
 * server fails at start-up with clear lines instead of misbehaving later. Throws a `RecordError`
 * (`invalid`) listing the problems, one per line.
 */
export function loadConfig(env: NodeJS.ProcessEnv, overrides: ConfigOverrides = {}): ServerConfig {
  const { config, problems } = checkConfig(env, overrides);
  if (!config) throw new RecordError('invalid', problems.join('\n'));
  return config;
}

/**
 * Like {@link loadConfig}, but returns every problem instead of throwing (for `recordgate doctor`): those
 * of the config file first, then one line per bad setting in the order of the settings table.
 */
export function checkConfig(
  env: NodeJS.ProcessEnv,
  overrides: ConfigOverrides = {},
): CheckConfigResult {
  const problems: string[] = [];
  const file = readConfigFile(overrides.config ?? env.RECORDGATE_CONFIG, problems);
  const texts: Record<string, unknown> = {};
  const labels = new Map<string, { label: string; order: number }>();
  for (const [order, { path, setting }] of SETTING_LIST.entries()) {
    const fromFlag = setting.flag === undefined ? undefined : overrides[setting.flag];
    // An empty environment variable counts as unset, so `FOO= recordgate serve` takes the default.
    const fromEnv = env[setting.name] === '' ? undefined : env[setting.name];
    placeAt(texts, path, fromFlag ?? fromEnv ?? file[setting.name]);
    const label = fromFlag === undefined ? setting.name : `--${setting.flag}`;
    labels.set(path.join('.'), { label, order });
  }

  // Read once or twice per process: compiling zod's fast object parser would cost more than it saves.
  const parsed = serverConfigSchema.safeParse(texts, { jitless: true });
  const lines = (parsed.error?.issues ?? [])
    .map((issue) => ({ issue, at: labels.get(issue.path.join('.')) }))
    .sort((a, b) => (a.at?.order ?? -1) - (b.at?.order ?? -1))
    .map(({ issue, at }) => (at ? `${at.label} ${issue.message}` : issue.message));
  problems.push(...lines);
  if (problems.length > 0 || !parsed.success) return { config: undefined, problems };
  return { config: parsed.data, problems };
}

function placeAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let object = target;
  for (const key of path.slice(0, -1)) object = (object[key] ??= {}) as Record<string, unknown>;
  object[path.at(-1)!] = value;
}
