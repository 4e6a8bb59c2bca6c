import { readFileSync } from 'node:fs';
import { createKeyService, defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { testDatabases } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, cliOk } from './run-cli-in-process.js';

/*
 * The operator's user and key commands (docs/operations.md, "Users and keys"): list users and keys
 * without ever printing a secret, revoke a key by the prefix a list shows, disable a user. SQLite
 * always; PostgreSQL and MariaDB when their URLs are set.
 */

const { databases, dropAll } = testDatabases({
  suite: 'users and keys on the command line',
  createScratchDatabase,
});
afterAll(dropAll);

const serverVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Whether `key` authenticates on the database now, as the server's next request would see it. */
async function works(url: string, key: string): Promise<boolean> {
  const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
  try {
    return (await createKeyService({ storage }).authenticate({ key })) !== undefined;
  } finally {
    await storage.close();
  }
}

async function setUp(db: string) {
  for (const name of ['Acme', 'Globex']) await cliOk(['company', 'create', '--name', name], db);
  for (const [username, company] of [
    ['alice', 'Acme'],
    ['bob', 'Acme'],
    ['dave', 'Globex'],
  ] as const)
    await cliOk(['user', 'create', '--username', username, '--company', company], db);
  const keyOf = async (username: string) =>
    (
      JSON.parse((await cli(['key', 'create', '--username', username, '--json'], db)).out) as {
        key: string;
      }
    ).key;
  return { alice: await keyOf('alice'), bob: await keyOf('bob'), dave: await keyOf('dave') };
}

describe('recordgate --version', () => {
  it("prints the server package's version", async () => {
    const run = await cli(['--version'], ':memory:');
    expect(run.code).toBe(0);
    expect(run.out.trim()).toBe(serverVersion);
  });
});

for (const database of databases) {
  describe(`user and key commands on ${database.label}`, () => {
    it('lists users and keys, never a secret; key revoke --prefix stops that key alone', async () => {
      const db = (await database.create()).url;
      const keys = await setUp(db);
      const users = JSON.parse((await cli(['user', 'list', '--json'], db)).out) as object[];
      expect(users.map((u) => ({ ...u, id: 0 }))).toEqual([
        {
          id: 0,
          username: 'alice',
          company: 'Acme',
          role: 'member',
          email: null,
          name: null,
          disabled: false,
        },
        {
          id: 0,
          username: 'bob',
          company: 'Acme',
          role: 'member',
          email: null,
          name: null,
          disabled: false,
        },
        {
          id: 0,
          username: 'dave',
          company: 'Globex',
          role: 'member',
          email: null,
          name: null,
          disabled: false,
        },
      ]);
      const globex = JSON.parse(
        (await cli(['user', 'list', '--company', 'Globex', '--json'], db)).out,
      );
      expect(globex).toMatchObject([{ username: 'dave' }]);
      expect((await cli(['user', 'list'], db)).out).toMatch(
        /^ID\tUSERNAME\tCOMPANY\tROLE\tSTATE\n/,
      );

      const listed = await cli(['key', 'list', '--json'], db);
      expect(listed.out).not.toContain(keys.alice.slice(20));
      const all = JSON.parse(listed.out) as { prefix: string; username: string }[];
      expect(all.map((k) => k.username)).toEqual(['alice', 'bob', 'dave']);
      expect(Object.keys(all[0]!).sort()).toEqual(
        ['company', 'createdAt', 'expiresAt', 'id', 'lastUsedAt', 'prefix', 'username'].sort(),
      );
      const [bobs] = JSON.parse(
        (await cli(['key', 'list', '--username', 'bob', '--json'], db)).out,
      ) as { prefix: string }[];
      expect(keys.bob.startsWith(`${bobs!.prefix}_`)).toBe(true);
      expect((await cli(['key', 'list', '--username', 'bob'], db)).out).toContain(bobs!.prefix);

      await cliOk(['key', 'revoke', '--prefix', bobs!.prefix], db);
      expect(await works(db, keys.bob)).toBe(false);
      expect(await works(db, keys.alice)).toBe(true);
      const left = JSON.parse((await cli(['key', 'list', '--json'], db)).out) as object[];
      expect(left).toMatchObject([{ username: 'alice' }, { username: 'dave' }]);
    });

    it('refuses a revoke that names no key, both kinds of name, or a malformed prefix', async () => {
      const db = (await database.create()).url;
      await setUp(db);
      const neither = await cli(['key', 'revoke'], db);
      expect(neither.code).not.toBe(0);
      expect(neither.err).toMatch(/either --id ID or --prefix/);
      const both = await cli(['key', 'revoke', '--id', '1', '--prefix', 'rg_0123456789abcdef'], db);
      expect(both.err).toMatch(/either --id ID or --prefix/);
      const malformed = await cli(['key', 'revoke', '--prefix', 'rg_nothex'], db);
      expect(malformed.code).not.toBe(0);
      expect(malformed.err).toMatch(/"rg_" and 16 hexadecimal digits/);
      const unknown = await cli(['key', 'revoke', '--prefix', 'rg_0123456789abcdef'], db);
      expect(unknown.code).not.toBe(0);
      expect(unknown.err).toMatch(/no API key with the prefix rg_0123456789abcdef/);
    });

    it('user disable revokes every key and refuses later ones until user enable', async () => {
      const db = (await database.create()).url;
      const keys = await setUp(db);
      const disabled = await cli(['user', 'disable', '--username', 'alice', '--json'], db);
      expect(disabled.code, disabled.err).toBe(0);
      expect(JSON.parse(disabled.out)).toMatchObject({ username: 'alice', revokedKeys: 1 });
      expect(await works(db, keys.alice)).toBe(false);
      expect(await works(db, keys.bob)).toBe(true);
      // A key made for a disabled user (by the CLI, or by a company admin) does not work either.
      const later = JSON.parse(
        (await cli(['key', 'create', '--username', 'alice', '--json'], db)).out,
      ) as { key: string };
      expect(await works(db, later.key)).toBe(false);
      const users = JSON.parse((await cli(['user', 'list', '--json'], db)).out) as object[];
      expect(users).toContainEqual(expect.objectContaining({ username: 'alice', disabled: true }));

      await cliOk(['user', 'enable', '--username', 'alice'], db);
      expect(await works(db, later.key)).toBe(true);
      expect(await works(db, keys.alice)).toBe(false);
      const missing = await cli(['user', 'disable', '--username', 'zed'], db);
      expect(missing.code).not.toBe(0);
      expect(missing.err).toMatch(/no user named "zed"/);
    });
  });
}
