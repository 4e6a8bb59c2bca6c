import {
  createKeyService,
  defaultRecordTypes,
  defineRecordType,
  where,
  type RecordType,
  type StorageAdapter,
} from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import { serverDatabasesOf, testDatabases } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * What is kept beside a table another application owns, on the server databases (ADR 0053): results
 * that read only RecordGate's own tables are kept under the change signal (shown by a plain-SQL change
 * of an own table, which sends no signal, staying unseen until RecordGate commits), while every result
 * that reads the other application's table, directly or through a filter, sees its plain-SQL change
 * at once. The key cache likewise: kept for an own `user` table, read every time for a mapped one.
 */
const { databases, dropAll } = testDatabases({
  suite: 'results kept beside tables another application owns',
  createScratchDatabase,
});
afterAll(dropAll);

const note = defineRecordType({
  name: 'legacy-note',
  table: 'legacy_notes',
  external: true,
  modelClass: 'legacy.Note',
  searchClass: 'legacy.NoteSearch',
  lookupField: 'title',
  fields: [
    {
      name: 'title',
      type: 'string',
      label: { en: 'Title', de: 'Titel' },
      maxLength: 100,
      required: true,
    },
    {
      name: 'document_id',
      type: 'integer',
      label: { en: 'Document', de: 'Dokument' },
      column: 'document_ref',
    },
  ],
});

const userType = defaultRecordTypes.find((type) => type.name === 'user')!;
/** The same `user` table, as an installation that maps another application's users onto it. */
const mappedUser: RecordType = { ...userType, external: true, mapped: true };

describe.each(serverDatabasesOf('beside a mapped table', databases))(
  'beside a mapped table on $label',
  (database) => {
    let storage: MikroOrmStorage;
    let other: MikroOrmStorage;
    let sql: (text: string, params?: unknown[]) => Promise<unknown>;
    let q: (name: string) => string;
    let url: string;
    const ids = { acme: 0, globex: 0, document: 0 };
    const now = new Date();

    beforeAll(async () => {
      ({ url } = await database.create());
      other = await createMikroOrmStorage({ url, types: [] });
      const connection = (await other.orm()).em.getConnection();
      sql = (text, params = []) => connection.execute(text, params as never[]);
      q = (name) => (database.name === 'mariadb' ? `\`${name}\`` : `"${name}"`);
      await sql(
        database.name === 'mariadb'
          ? 'CREATE TABLE legacy_notes (id INT AUTO_INCREMENT PRIMARY KEY, title VARCHAR(100) NOT NULL, document_ref INT)'
          : 'CREATE TABLE legacy_notes (id SERIAL PRIMARY KEY, title VARCHAR(100) NOT NULL, document_ref INTEGER)',
      );
      storage = await createMikroOrmStorage({ url, types: [...defaultRecordTypes, note] });
      await storage.migrate();
      for (const name of ['acme', 'globex'] as const) {
        const values = { name, created_at: now, updated_at: now };
        ids[name] = (await storage.insert({ type: 'company', values })).id as number;
      }
      const values = { title: 'Lease', company_id: ids.acme, created_at: now, updated_at: now };
      ids.document = (await storage.insert({ type: 'document', values })).id as number;
      await vi.waitFor(() => expect(storage.changeVersion?.()).toBeDefined(), { timeout: 10_000 });
    });
    afterAll(async () => {
      await storage?.close();
      await other?.close();
    });

    // Each read as a request makes it: after the signal is current (MariaDB's counter read again; a
    // counter read too long ago, on a loaded machine, keeps nothing).
    const documentsOf = async (company: number) => {
      await storage.syncChangeVersion?.();
      return storage.count({ type: 'document', filter: where.eq('company_id', company) });
    };
    const companyName = async () => {
      await storage.syncChangeVersion?.();
      const filter = where.in('id', [ids.acme]);
      return (await storage.findMany({ type: 'company', filter, cacheable: true }))[0]?.name;
    };

    it('keeps a count and a lookup of its own types until it commits', async () => {
      expect(await documentsOf(ids.acme)).toBe(1);
      expect(await companyName()).toBe('acme');
      // Nobody else writes RecordGate's own tables: this plain-SQL change sends no signal.
      await sql(`UPDATE ${q('document')} SET company_id = ? WHERE id = ?`, [
        ids.globex,
        ids.document,
      ]);
      await sql(`UPDATE ${q('company')} SET name = ? WHERE id = ?`, ['Acme SQL', ids.acme]);
      expect(await documentsOf(ids.acme)).toBe(1);
      expect(await companyName()).toBe('acme');
      await storage.update({ type: 'company', id: ids.globex, values: { name: 'globex' } });
      expect(await documentsOf(ids.acme)).toBe(0);
      expect(await companyName()).toBe('Acme SQL');
    });

    it("reads the other application's table fresh every time: counts, lookups, filters through it", async () => {
      const notes = () => storage.count({ type: 'legacy-note', filter: where.all });
      const titles = async () =>
        (await storage.findMany({ type: 'legacy-note', filter: where.all, cacheable: true })).map(
          (r) => r.title,
        );
      const annotated = () =>
        storage.count({
          type: 'document',
          filter: where.inQuery('id', 'legacy-note', 'document_id', where.all),
        });
      expect([await notes(), await titles(), await annotated()]).toEqual([0, [], 0]);
      await sql('INSERT INTO legacy_notes (title, document_ref) VALUES (?, ?)', [
        'Draft',
        ids.document,
      ]);
      expect([await notes(), await titles(), await annotated()]).toEqual([1, ['Draft'], 1]);
      await sql('UPDATE legacy_notes SET title = ?, document_ref = NULL', ['Final']);
      expect([await notes(), await titles(), await annotated()]).toEqual([1, ['Final'], 0]);
    });

    it("shares a count of the other application's table asked for at once, never one begun before the call", async () => {
      const notes = () => storage.count({ type: 'legacy-note', filter: where.all });
      const start = await notes();
      expect(await Promise.all(Array.from({ length: 10 }, notes))).toEqual(Array(10).fill(start));
      // The other application inserts while a count runs: a count asked for after it sees the row.
      for (let i = 1; i <= 5; i++) {
        const running = notes();
        await sql('INSERT INTO legacy_notes (title) VALUES (?)', [`Note ${i}`]);
        const asked = [notes(), notes()];
        expect(await Promise.all(asked)).toEqual([start + i, start + i]);
        expect([start + i - 1, start + i]).toContain(await running);
      }
    });

    it("never answers a count with another filter's shared count (another company, another user)", async () => {
      // Filters are bound as parameters, as a company's or a member's filter is: asked for at once,
      // each count is answered with its own rows only.
      for (const title of ['Shared A', 'Shared A', 'Shared B']) {
        await sql('INSERT INTO legacy_notes (title) VALUES (?)', [title]);
      }
      const titled = (title: string) =>
        storage.count({ type: 'legacy-note', filter: where.eq('title', title) });
      const asked = ['Shared A', 'Shared B', 'Shared C', 'Shared A', 'Shared B'].map(titled);
      expect(await Promise.all(asked)).toEqual([2, 1, 0, 2, 1]);
    });

    it('keeps authenticated keys of its own users, and reads a mapped user table every time', async () => {
      const values = { username: 'ann', name: 'Ann', role: 'admin', company_id: ids.acme };
      const user = await storage.insert({
        type: 'user',
        values: { ...values, created_at: now, updated_at: now },
      });
      const mapped = await createMikroOrmStorage({
        url,
        types: [...defaultRecordTypes.map((t) => (t.name === 'user' ? mappedUser : t)), note],
      });
      try {
        await vi.waitFor(() => expect(mapped.changeVersion?.()).toBeDefined(), { timeout: 10_000 });
        expect(storage.signalsChangesOf?.(['api-key', 'user'])).toBe(true);
        expect(mapped.signalsChangesOf?.(['api-key', 'user'])).toBe(false);
        const own = reading(storage);
        const viaMapped = reading(mapped);
        const { key } = await createKeyService({ storage }).create({ userId: user.id as number });
        const [ownKeys, mappedKeys] = [own, viaMapped].map((s) => createKeyService({ storage: s }));
        // The first use writes last_used_at (a commit of this process), the second reads again.
        for (let i = 0; i < 2; i++)
          for (const keys of [ownKeys!, mappedKeys!]) await keys.authenticate({ key });
        const before = [own.reads, viaMapped.reads];
        for (const keys of [ownKeys!, mappedKeys!]) await keys.authenticate({ key });
        expect([own.reads - before[0]!, viaMapped.reads - before[1]!]).toEqual([0, 2]);
        // The other application makes Ann a guest: the mapped installation refuses her at once.
        await sql(`UPDATE ${q('user')} SET role = ? WHERE id = ?`, ['guest', user.id]);
        expect(await mappedKeys!.authenticate({ key })).toBeUndefined();
      } finally {
        await mapped.close();
      }
    });
  },
);

/** The storage, counting the reads made through it. */
function reading(storage: MikroOrmStorage): StorageAdapter & { reads: number } {
  const counted = {
    ...storage,
    reads: 0,
    findMany: (args: Parameters<StorageAdapter['findMany']>[0]) => {
      counted.reads++;
      return storage.findMany(args);
    },
  };
  return counted;
}
