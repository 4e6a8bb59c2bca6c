import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer, type RunningServer } from '@recordgate/server';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOk } from '../run-cli-in-process.js';

// The vendor's documents table mapped as `document` beside RecordGate's own companies and users: a
// user of another company, and a member the document is not shared with, reach nothing of it and
// learn nothing through it (view, list, filter, list-objects, count), as with native documents.

const dir = mkdtempSync(join(tmpdir(), 'recordgate-mapped-tenants-'));
const db = join(dir, 'vendor.sqlite');
let server: RunningServer;
const keys: Record<string, string> = {};

beforeAll(async () => {
  const setup = await createMikroOrmStorage({ url: db, types: [] });
  const connection = (await setup.orm()).em.getConnection();
  await connection.execute(
    'CREATE TABLE "Docs" ("DocID" INTEGER PRIMARY KEY AUTOINCREMENT, "Firm" integer NOT NULL, "Heading" varchar(200), "Owner" integer, "Created" integer NOT NULL, "Changed" integer)',
  );
  await setup.close();
  const types = join(dir, 'types.json');
  const field = (name: string, column: string, more: object) => ({ name, column, ...more });
  writeFileSync(
    types,
    JSON.stringify({
      types: [
        {
          name: 'document',
          table: 'Docs',
          external: true,
          idColumn: 'DocID',
          modelClass: 'vendor.Doc',
          searchClass: 'vendor.DocSearch',
          fields: [
            field('title', 'Heading', { type: 'string', maxLength: 200, required: true }),
            field('company_id', 'Firm', {
              type: 'reference',
              references: 'company',
              auto: 'company',
            }),
            field('created_by', 'Owner', {
              type: 'reference',
              references: 'user',
              auto: 'createdBy',
            }),
            field('created_at', 'Created', {
              type: 'datetime',
              storedAs: 'unix-seconds',
              auto: 'createdAt',
            }),
            field('updated_at', 'Changed', {
              type: 'datetime',
              storedAs: 'unix-seconds',
              auto: 'updatedAt',
            }),
          ],
        },
      ],
    }),
  );
  const run = (args: string[]) => cliOk([...args, '--types', types], db);
  for (const company of ['Acme', 'Globex']) await run(['company', 'create', '--name', company]);
  for (const [user, company, role] of [
    ['ann', 'Acme', 'member'],
    ['bob', 'Acme', 'member'],
    ['gus', 'Globex', 'admin'],
  ] as const) {
    await run(['user', 'create', '--username', user, '--company', company, '--role', role]);
    keys[user] = (
      JSON.parse(await run(['key', 'create', '--username', user, '--json'])) as { key: string }
    ).key;
  }
  server = await startServer(
    loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent', RECORD_TYPES: types }),
  );
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (user: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${keys[user]}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('a mapped document table among companies', () => {
  it('keeps another company and an unshared member out of a mapped record, as for native ones', async () => {
    const created = await call('ann', '/document/api/default/create', { title: 'Secret plan' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const notFound = await (await call('gus', '/document/api/default/view?id=999999')).text();
    for (const user of ['gus', 'bob']) {
      const view = await call(user, `/document/api/default/view?id=${id}`);
      expect(view.status).toBe(404);
      // The same answer as for a record that does not exist: nothing learnt from it.
      expect(await view.text()).toBe(notFound.replace('999999', String(id)));
      expect(await (await call(user, '/document/api/default')).json()).toEqual([]);
      const filtered = await call(user, '/document/api/default?filter[title][like]=Secret');
      expect(await filtered.json()).toEqual([]);
      expect(filtered.headers.get('x-pagination-total-count') ?? '0').toBe('0');
      const owner = await call(
        user,
        `/document/api/default/list-objects?id=${id}&attribute=createdBy`,
      );
      expect(owner.status).toBe(404);
      const update = await call(user, `/document/api/default/update?id=${id}`, { title: 'Mine' });
      expect(update.status).toBe(404);
    }
    // Its owner sees it, stamped with her company.
    const own = (await (await call('ann', `/document/api/default/view?id=${id}`)).json()) as {
      title: string;
    };
    expect(own.title).toBe('Secret plan');
  });
});
