import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, runCli, startServer, type RunningServer } from '@recordgate/server';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { seeddmsRows, seeddmsTables } from '@recordgate/testing';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cliOk } from '../run-cli-in-process.js';

// docs/existing-databases.md walks from an existing database to a serving installation: this test
// runs its commands, in its order, with its edited file, on a SeedDMS database in SQLite.

const dir = mkdtempSync(join(tmpdir(), 'recordgate-docs-walk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = readFileSync(
  new URL('../../../../docs/existing-databases.md', import.meta.url),
  'utf8',
);
const walk = doc.slice(0, doc.indexOf('\n## The file'));
const blocks = (language: string) =>
  [...walk.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);

describe('docs/existing-databases.md, step by step', () => {
  it(
    'serves the SeedDMS database with the commands and the file the page shows',
    { timeout: 120_000 },
    async () => {
      const db = join(dir, 'seeddms.sqlite');
      const other = await createMikroOrmStorage({ url: db, types: [] });
      const connection = (await other.orm()).em.getConnection();
      for (const statement of [...seeddmsTables('sqlite'), ...seeddmsRows('sqlite')]) {
        await connection.execute(statement);
      }
      await other.close();
      const commands = blocks('sh')
        .flatMap((block) => block.split('\n'))
        .filter((line) => line.startsWith('npx recordgate '));
      expect(commands.map((c) => c.split(' ')[2])).toEqual([
        'introspect',
        'migrate',
        'doctor',
        'key',
        'serve',
      ]);
      const [edited] = blocks('json');
      const file = join(dir, 'seeddms-types.json');
      let key = '';
      for (const command of commands) {
        const [argv, output] = command.slice('npx recordgate '.length).split(' > ');
        const args = argv!.split(' ').map((arg) => (arg === 'seeddms-types.json' ? file : arg));
        if (args[0] === 'serve') continue;
        const out = await cliOk(args, db);
        if (output) {
          // Step 1 writes the introspected file; step 2 is the page's edit of it.
          expect(JSON.parse(out)).toMatchObject({ tenancy: 'single', defaults: false });
          writeFileSync(file, edited!);
        }
        if (args[0] === 'key') key = (JSON.parse(out) as { key: string }).key;
        // SeedDMS indexes none of the columns the reads look rows up by: advice, which fails nothing,
        // from doctor and once from migrate (and serve, below).
        if (args[0] === 'doctor' || args[0] === 'migrate') {
          expect(out.match(/^advice: .*CREATE INDEX "tbl\w+_(\w+)"/gm)).toHaveLength(3);
        }
      }
      expect(await serveAdvice(db, file)).toHaveLength(3);
      const server = await startServer(
        loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent', RECORD_TYPES: file }),
      );
      try {
        const response = await fetch(`${server.url}/document/api/default?sort=title`, {
          headers: { Authorization: `Bearer ${key}`, fields: 'title,expires_at' },
        });
        expect(await response.json()).toEqual([
          { title: 'Invoice', expires_at: '17.03.2030 17:46:40' },
          { title: 'Lease', expires_at: null },
        ]);
      } finally {
        await server.close();
      }
    },
  );
});

/** The `advice:` lines `recordgate serve --types file` prints at start-up. */
async function serveAdvice(db: string, file: string): Promise<string[]> {
  let err = '';
  let served: RunningServer | undefined;
  const running = runCli(['serve', '--port', '0', '--types', file], {
    out: () => undefined,
    err: (text) => (err += text),
    env: { DATABASE_URL: db, LOG_LEVEL: 'silent' },
    interactive: false,
    onServe: (server) => (served = server as RunningServer),
  });
  await vi.waitFor(() => expect(served).toBeDefined(), { timeout: 30_000 });
  await served!.close();
  await running;
  return err.match(/^advice: .*CREATE INDEX "tbl\w+_(\w+)"/gm) ?? [];
}
