import { runCli } from '@recordgate/server';
import { expect } from 'vitest';

/** What a CLI run printed and its exit code. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs the `recordgate` CLI in this process against one database, as a non-interactive shell would,
 * with `env` (more settings) besides `DATABASE_URL`.
 */
export async function cli(
  argv: string[],
  database: string,
  env: NodeJS.ProcessEnv = {},
): Promise<CliRun> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: { ...env, DATABASE_URL: database },
    interactive: false,
  });
  return { code, out, err };
}

/** {@link cli} for a step that must succeed: fails the test with what it printed otherwise. */
export async function cliOk(
  argv: string[],
  database: string,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const run = await cli(argv, database, env);
  const printed = `${run.out}${run.err}`;
  expect(run.code, printed).toBe(0);
  return printed;
}
