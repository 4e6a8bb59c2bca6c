import {
  defaultRecordTypes,
  defineRecordType,
  isRecordError,
  type RecordType,
} from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@recordgate/testing';

/**
 * The default types before usernames became unique per company: `username` carried a unique index of
 * its own, across the installation.
 */
function typesWithGlobalUsernames(): RecordType[] {
  return defaultRecordTypes.map((type) =>
    type.name !== 'user'
      ? type
      : defineRecordType({
          ...type,
          uniques: [],
          fields: type.fields
            .filter((f) => f.name !== 'id')
            .map((f) => (f.name === 'username' ? { ...f, unique: true } : f)),
        }),
  );
}

for (const database of testDatabases({
  suite: 'usernames unique per company',
  createScratchDatabase,
}).databases) {
  describe(`usernames unique per company on ${database.label}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });
    const open = async (url: string, types: readonly RecordType[]) => {
      const storage = await createMikroOrmStorage({ url, types });
      cleanups.push(() => storage.close());
      return storage;
    };
    const insertUser = (storage: MikroOrmStorage, companyId: unknown, username: string) =>
      storage.insert({
        type: 'user',
        values: { username, role: 'member', company_id: companyId as number },
      });

    it('a database with the old installation-wide index migrates to the per-company one, keeping its users', async () => {
      const created = await database.create();
      cleanups.push(created.drop);
      const old = await open(created.url, typesWithGlobalUsernames());
      await old.migrate();
      const acme = await old.insert({ type: 'company', values: { name: 'Acme' } });
      const globex = await old.insert({ type: 'company', values: { name: 'Globex' } });
      await insertUser(old, acme.id, 'erin');
      // The old schema refuses the name in another company.
      await expect(insertUser(old, globex.id, 'erin')).rejects.toSatisfy((error) =>
        isRecordError(error, 'conflict'),
      );
      await old.close();
      cleanups.pop();

      const storage = await open(created.url, defaultRecordTypes);
      const { applied } = await storage.migrate();
      expect(applied.join('\n')).toMatch(/user_company_id_username_unique/);
      expect((await storage.migrate()).applied).toEqual([]);
      const globexErin = await insertUser(storage, globex.id, 'erin');
      expect(globexErin.username).toBe('erin');
      // Within one company the name is still unique, and the conflict names the username.
      const again = await insertUser(storage, acme.id, 'erin').catch((error: unknown) => error);
      expect(isRecordError(again, 'conflict')).toBe(true);
      expect((again as { fields: { field: string }[] }).fields[0]?.field).toBe('username');
    });
  });
}
