import { runCli } from '@recordgate/server';
import { expect } from 'vitest';

/** Runs the CLI on the SQLite file `database` and returns what it printed; it must succeed. */
export async function cliOn(database: string, argv: string[]): Promise<string> {
  let out = '';
  const code = await runCli(argv, {
    out: (t) => (out += t),
    err: () => {},
    env: { DATABASE_URL: database },
    interactive: false,
  });
  expect(code).toBe(0);
  return out;
}

/** Company Acme, its member ann and her API key, made with the CLI on `database`: the key. */
export async function createMember(database: string): Promise<string> {
  await cliOn(database, ['company', 'create', '--name', 'Acme']);
  await cliOn(database, ['user', 'create', '--username', 'ann', '--company', 'Acme']);
  const created = await cliOn(database, ['key', 'create', '--username', 'ann', '--json']);
  return (JSON.parse(created) as { key: string }).key;
}
