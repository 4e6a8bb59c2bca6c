import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './run-cli-in-process.js';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { testDatabases } from '@recordgate/testing';

/*
 * The command line under tenants that share usernames (docs/operations.md, "Companies, users and
 * keys"): users are addressed by --username and --company, companies renamed only here. SQLite always;
 * PostgreSQL and MariaDB when their URLs are set.
 */

const { databases, dropAll } = testDatabases({
  suite: 'tenants on the command line',
  createScratchDatabase,
});
afterAll(dropAll);

for (const database of databases) {
  describe(`the CLI with tenants that share usernames, on ${database.label}`, () => {
    it('creates the same username in two companies; key create needs --company for it, and says so', async () => {
      const db = (await database.create()).url;
      for (const name of ['Acme', 'Globex'])
        expect((await cli(['company', 'create', '--name', name], db)).code).toBe(0);
      for (const company of ['Acme', 'Globex']) {
        const made = await cli(
          ['user', 'create', '--username', 'erin', '--company', company, '--json'],
          db,
        );
        expect(made.code, made.err).toBe(0);
        expect(JSON.parse(made.out)).toMatchObject({ username: 'erin', company });
      }
      const twice = await cli(['user', 'create', '--username', 'erin', '--company', 'Acme'], db);
      expect(twice.code).not.toBe(0);
      expect(twice.err).toMatch(/user named "erin" exists already in Acme/);

      const ambiguous = await cli(['key', 'create', '--username', 'erin'], db);
      expect(ambiguous.code).not.toBe(0);
      expect(ambiguous.out).toBe('');
      expect(ambiguous.err).toMatch(/add --company/);
      const chosen = await cli(
        ['key', 'create', '--username', 'erin', '--company', 'Globex', '--json'],
        db,
      );
      expect(chosen.code, chosen.err).toBe(0);
      expect(Object.keys(JSON.parse(chosen.out))).toEqual(['key', 'id']);
      const missing = await cli(['key', 'create', '--username', 'zed', '--company', 'Acme'], db);
      expect(missing.code).not.toBe(0);
      expect(missing.err).toMatch(/no user named "zed" in Acme/);
      const noCompany = await cli(['key', 'create', '--username', 'erin', '--company', 'Nope'], db);
      expect(noCompany.code).not.toBe(0);
      expect(noCompany.err).toMatch(/no company named "Nope"/);
      // A name in one company only needs no --company.
      await cli(['user', 'create', '--username', 'solo', '--company', 'Acme'], db);
      expect((await cli(['key', 'create', '--username', 'solo'], db)).code).toBe(0);
    });

    it('renames a company, with --json output as documented; a taken or unknown name is an error saying so', async () => {
      const db = (await database.create()).url;
      await cli(['company', 'create', '--name', 'Acme'], db);
      await cli(['company', 'create', '--name', 'Globex'], db);
      const renamed = await cli(
        ['company', 'rename', '--name', 'Acme', '--to', 'Acme AG', '--json'],
        db,
      );
      expect(renamed.code, renamed.err).toBe(0);
      expect(JSON.parse(renamed.out)).toEqual({ id: 1, name: 'Acme AG' });
      const human = await cli(['company', 'rename', '--name', 'Acme AG', '--to', 'Acme'], db);
      expect(human.out).toBe('Renamed company Acme AG to Acme (id 1).\n');
      const taken = await cli(['company', 'rename', '--name', 'Acme', '--to', 'Globex'], db);
      expect(taken.code).not.toBe(0);
      expect(taken.err).toMatch(/company named "Globex" exists already/);
      const unknown = await cli(['company', 'rename', '--name', 'Nope', '--to', 'X'], db);
      expect(unknown.code).not.toBe(0);
      expect(unknown.err).toMatch(/no company named "Nope"/);
      // The users' company follows the rename.
      await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
      expect(
        (await cli(['key', 'create', '--username', 'ann', '--company', 'Acme'], db)).code,
      ).toBe(0);
    });
  });
}
