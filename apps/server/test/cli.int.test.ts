import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKeyService, defaultRecordTypes, where } from '@recordgate/core';
import { loadConfig, startServer } from '@recordgate/server';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './run-cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('recordgate CLI', () => {
  it('creates companies, users and keys, with --json output exactly as documented', async () => {
    const db = join(dir, `cli-${++n}.sqlite`);
    const company = await cli(['company', 'create', '--name', 'Acme', '--json'], db);
    expect(company.code).toBe(0);
    expect(json(company.out)).toEqual({ id: 1, name: 'Acme' });

    const user = await cli(
      [
        'user',
        'create',
        '--username',
        'ann',
        '--company',
        'Acme',
        '--role',
        'admin',
        '--email',
        'ann@acme.test',
        '--name',
        'Ann',
        '--json',
      ],
      db,
    );
    expect(json(user.out)).toEqual({ id: 1, username: 'ann', company: 'Acme', role: 'admin' });
    const member = await cli(
      ['user', 'create', '--username', 'max', '--company', 'Acme', '--json'],
      db,
    );
    expect(json(member.out)).toMatchObject({ username: 'max', role: 'member' });

    const key = await cli(
      ['key', 'create', '--username', 'ann', '--expires', '2099-01-01T00:00:00Z', '--json'],
      db,
    );
    expect(Object.keys(json(key.out))).toEqual(['key', 'id']);
    expect(json(key.out).key).toMatch(/^rg_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);

    const revoked = await cli(['key', 'revoke', '--id', String(json(key.out).id)], db);
    expect(revoked).toMatchObject({ code: 0, out: `Revoked key ${String(json(key.out).id)}.\n` });

    const human = await cli(['company', 'create', '--name', 'Globex'], db);
    expect(human.out).toBe('Created company Globex (id 2).\n');
  });

  it('reports errors on stderr with a non-zero exit code', async () => {
    const db = join(dir, `cli-${++n}.sqlite`);
    await cli(['company', 'create', '--name', 'Acme'], db);
    const cases: [string[], RegExp][] = [
      [['company', 'create', '--name', 'Acme'], /company named "Acme" exists already/],
      [['user', 'create', '--username', 'x', '--company', 'Nope'], /no company named "Nope"/],
      [['key', 'create', '--username', 'ghost'], /no user named "ghost"/],
      [['key', 'revoke', '--id', '99'], /no API key with id 99/],
      [['key', 'revoke', '--id', 'abc'], /--id must be a key id/],
      [['key', 'create', '--username', 'x', '--expires', 'soon'], /--expires must be an ISO 8601/],
      [
        ['user', 'create', '--username', 'x', '--company', 'Acme', '--role', 'owner'],
        /Allowed choices are admin, member/,
      ],
      [['company', 'create'], /required option '--name <name>' not specified/],
      [['frobnicate'], /unknown command 'frobnicate'/],
    ];
    for (const [argv, message] of cases) {
      const result = await cli(argv, db);
      expect(result.code, argv.join(' ')).not.toBe(0);
      expect(result.err, argv.join(' ')).toMatch(message);
      expect(result.out).toBe('');
    }
  });

  it('exits non-zero with the reason when the database server cannot be reached', async () => {
    for (const url of [
      'postgresql://app:secret@127.0.0.1:1/records',
      'mysql://root@127.0.0.1:1/x',
    ]) {
      for (const argv of [['migrate'], ['company', 'create', '--name', 'Acme']]) {
        const result = await cli(argv, url);
        expect(result.code, `${url} ${argv.join(' ')}`).toBe(1);
        expect(result.err).toMatch(/database cannot be reached \(ECONNREFUSED\)/);
        expect(result.err).not.toContain('secret');
      }
    }
    const unknown = await cli(['migrate'], 'oracle://db/x');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/unknown scheme "oracle:\/\/"/);
  });

  it('seeds the demo data set and prints every demo user with a key as JSON; a second run mints fresh keys and revokes the old', async () => {
    const db = join(dir, `cli-${++n}.sqlite`);
    const seeded = await cli(['seed', 'demo', '--documents', '12', '--json'], db);
    expect(seeded.code).toBe(0);
    const { users } = JSON.parse(seeded.out) as {
      users: { username: string; company: string; role: string; key: string }[];
    };
    expect(users.map((u) => [u.username, u.company, u.role])).toEqual([
      ['alice', 'Acme Corp', 'admin'],
      ['bob', 'Acme Corp', 'member'],
      ['carol', 'Acme Corp', 'member'],
      ['dave', 'Globex', 'admin'],
      ['erin', 'Globex', 'member'],
    ]);
    const again = await cli(['seed', 'demo', '--json'], db);
    expect(again.err).toMatch(/exists already/);
    const fresh = JSON.parse(again.out) as { users: { key: string }[] };
    expect(fresh.users.map((u) => u.key)).not.toEqual(users.map((u) => u.key));
    // The keys printed by the first run stop working; the fresh ones work.
    const storage = await createMikroOrmStorage({ url: db, types: defaultRecordTypes });
    try {
      const keys = createKeyService({ storage });
      for (const { key } of users) expect(await keys.authenticate({ key })).toBeUndefined();
      for (const { key } of fresh.users) expect(await keys.authenticate({ key })).toBeDefined();
    } finally {
      await storage.close();
    }
    const migrated = await cli(['migrate'], db);
    expect(migrated.out).toBe('The schema is up to date.\n');
  });
});

describe('the CLI beside a running server', () => {
  it('creates a user and key the server accepts, and a revoked key stops working at once', async () => {
    const db = join(dir, `live-${++n}.sqlite`);
    await cli(['company', 'create', '--name', 'Acme'], db);
    const server = await startServer(
      loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent' }),
    );
    try {
      await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
      const { key, id } = JSON.parse(
        (await cli(['key', 'create', '--username', 'ann', '--json'], db)).out,
      ) as { key: string; id: number };
      const get = () =>
        fetch(`${server.url}/company/api/default`, { headers: { Authorization: `Bearer ${key}` } });
      expect((await get()).status).toBe(200);
      expect((await cli(['key', 'revoke', '--id', String(id)], db)).code).toBe(0);
      expect((await get()).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('expanded references beside another connection to the file', () => {
  it('show a change another connection committed at the next request', async () => {
    const db = join(dir, `references-${++n}.sqlite`);
    await cli(['company', 'create', '--name', 'Acme'], db);
    await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
    const { key } = JSON.parse(
      (await cli(['key', 'create', '--username', 'ann', '--json'], db)).out,
    ) as { key: string };
    const server = await startServer(
      loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent' }),
    );
    const other = await createMikroOrmStorage({ url: db, types: defaultRecordTypes });
    try {
      const companyNames = async () => {
        const response = await fetch(`${server.url}/user/api/default`, {
          headers: { Authorization: `Bearer ${key}`, expand: 'company.name' },
        });
        return ((await response.json()) as { company: { name: string } }[]).map(
          (user) => user.company.name,
        );
      };
      // Asked twice, so the second answer may come from what the server kept.
      expect(await companyNames()).toEqual(['Acme']);
      expect(await companyNames()).toEqual(['Acme']);
      const [acme] = await other.findMany({ type: 'company', filter: where.all });
      await other.update({ type: 'company', id: acme!.id as number, values: { name: 'Acme Ltd' } });
      expect(await companyNames()).toEqual(['Acme Ltd']);
    } finally {
      await other.close();
      await server.close();
    }
  });
});

describe('MAX_PER_PAGE', () => {
  it('clamps the per-page a client asks for, and refuses values that are not a page size', async () => {
    const db = join(dir, `pages-${++n}.sqlite`);
    await cli(['company', 'create', '--name', 'Acme'], db);
    await cli(['user', 'create', '--username', 'ann', '--company', 'Acme', '--role', 'admin'], db);
    for (let i = 0; i < 4; i++)
      await cli(['user', 'create', '--username', `u${i}`, '--company', 'Acme'], db);
    const { key } = JSON.parse(
      (await cli(['key', 'create', '--username', 'ann', '--json'], db)).out,
    ) as { key: string };
    const server = await startServer(
      loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent', MAX_PER_PAGE: '2' }),
    );
    try {
      const response = await fetch(`${server.url}/user/api/default?page=1&per-page=50`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBe(2);
      expect(response.headers.get('x-pagination-per-page')).toBe('2');
      expect(response.headers.get('x-pagination-page-count')).toBe('3');
    } finally {
      await server.close();
    }
    for (const value of ['0', 'ten', '20000']) {
      expect(() => loadConfig({ MAX_PER_PAGE: value }), value).toThrow(/MAX_PER_PAGE must be/);
    }
  });
});

describe('the recordgate binary', () => {
  it('serves the demo data: a printed key returns documents; SIGTERM stops it cleanly', async () => {
    const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'recordgate.js');
    const db = join(dir, `bin-${++n}.sqlite`);
    const child = spawn(process.execPath, [bin, 'serve', '--demo', '--port', '0'], {
      env: { ...process.env, DATABASE_URL: db, PUBLIC_URL: 'http://demo.test' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      await expect
        .poll(() => out, { timeout: 30_000, interval: 100 })
        .toMatch(/listening on (http:\/\/\S+)/);
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      const key = /^\s+bob\s+member\s+Acme Corp\s+(rg_\S+)$/m.exec(out)![1]!;
      // The ready line is bob's, as the README's walk-through says.
      expect(out).toContain(`curl -H "Authorization: Bearer ${key}"`);
      const response = await fetch(`${url}/document/api/default`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(response.status).toBe(200);
      const documents = (await response.json()) as { created_by: number }[];
      expect(documents.length).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, err).toBe(0);
  });
});
