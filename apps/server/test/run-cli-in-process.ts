import { runCli } from '@recordgate/server';

/** What a CLI run printed and its exit code. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Runs the `recordgate` CLI in this process against one database, as a non-interactive shell would. */
export async function cli(
  argv: string[],
  database: string,
  env: Record<string, string> = {},
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
