import { runCli } from '@recordgate/server';
import { startS3Server, type S3TestServer } from '@recordgate/testing';
import { afterAll, beforeAll, expect } from 'vitest';

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

/**
 * Starts an S3-protocol server for the enclosing suite and stops it after. Its credentials go into
 * this process's environment, because the AWS SDK of a CLI command run by {@link cli} reads them
 * there. Call it inside `describe`; the server is there from the suite's first test on.
 */
export function useS3ForCli(): () => S3TestServer {
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, s3.env);
  }, 30_000);
  afterAll(() => s3?.stop());
  return () => s3!;
}
