import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createFilesystemFileStore,
  defaultRecordTypes,
  parseSearchText,
  where,
  type Language,
} from '@recordgate/core';
import { runCli } from '@recordgate/server';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { createDocx, createPdf } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@recordgate/testing';

// docs/lists.md, "Search": `recordgate search reindex` fills the index of records stored before the
// index existed (inserted here straight into the database, as an older version left them). SQLite
// always; PostgreSQL and MariaDB when their URLs are set.
const dir = mkdtempSync(join(tmpdir(), 'recordgate-reindex-'));
const { databases, dropAll } = testDatabases({ suite: 'search reindex', createScratchDatabase });
afterAll(async () => {
  await dropAll();
  rmSync(dir, { recursive: true, force: true });
});

async function run(
  database: string,
  filesDirectory: string,
  argv: string[],
  env: Record<string, string> = {},
) {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: { DATABASE_URL: database, FILES_DIRECTORY: filesDirectory, ...env },
    interactive: false,
  });
  return { code, out, err };
}

async function search(database: string, text: string, language: Language): Promise<number[]> {
  const storage = await createMikroOrmStorage({ url: database, types: defaultRecordTypes });
  try {
    const found = await storage.findMany({
      type: 'document',
      filter: where.all,
      search: parseSearchText(text, language)!,
      sort: [{ field: 'id', direction: 'asc' }],
    });
    return found.map((r) => r.id as number);
  } finally {
    await storage.close();
  }
}

/** Documents with and without files, stored as before the index existed; their ids by name. */
async function seed(database: string, filesDirectory: string): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const storage = await createMikroOrmStorage({ url: database, types: defaultRecordTypes });
  await storage.migrate();
  const files = createFilesystemFileStore({ directory: filesDirectory });
  const company = await storage.insert({ type: 'company', values: { name: 'Acme' } });
  const stored = async (name: string, mime: string, bytes: Buffer) => {
    const key = createHash('sha256').update(bytes).digest('hex');
    await files.put({ key, source: { bytes } });
    return { file_name: name, file_mime: mime, file_size: bytes.byteLength, file_sha256: key };
  };
  const add = async (title: string, file?: Record<string, string | number>) =>
    (
      await storage.insert({
        type: 'document',
        values: { title, company_id: company.id as number, ...file },
      })
    ).id as number;
  ids.plain = await add('Zeppelin hangar');
  ids.docx = await add(
    'Letter',
    await stored(
      'letter.docx',
      'application/octet-stream',
      createDocx({ paragraphs: [['Die Häuser am See']] }),
    ),
  );
  ids.pdf = await add(
    'Scan',
    await stored('scan.pdf', 'application/pdf', createPdf(['walrus tusks'])),
  );
  ids.broken = await add(
    'Broken',
    await stored('bad.pdf', 'application/pdf', Buffer.from('%PDF junk')),
  );
  await storage.close();
  return ids;
}

for (const database of databases) {
  describe(`recordgate search reindex, on ${database.label}`, () => {
    let url = '';
    let ids: Record<string, number> = {};
    const filesDirectory = join(dir, `files-${database.label}`);
    beforeAll(async () => {
      url = (await database.create()).url;
      ids = await seed(url, filesDirectory);
    });
    const reindex = (argv: string[], env?: Record<string, string>) =>
      run(url, filesDirectory, ['search', 'reindex', ...argv], env);
    const found = (text: string, language: Language) => search(url, text, language);

    it('indexes the records and the text of their files stored before the index existed', async () => {
      expect(await found('zeppelin', 'en')).toEqual([]);
      const result = await reindex([]);
      expect(result.code, result.err).toBe(0);
      expect(result.out).toBe('Indexed 4 document records.\n');
      // Not a terminal: progress as plain lines on stderr; the unreadable PDF is named.
      expect(result.err).toContain('Indexing document records: 4/4');
      expect(result.err).toContain(
        `document #${ids.broken}: the text of its file could not be read`,
      );
      expect(await found('zeppelin', 'en')).toEqual([ids.plain]);
      expect(await found('walrus tusk', 'en')).toEqual([ids.pdf]);
      expect(await found('broken', 'en')).toEqual([ids.broken]);
    });

    it('rebuilds in the installation language, for one type when named', async () => {
      expect(await found('Haus See', 'de')).toEqual([]);
      const result = await reindex(['--type', 'document'], { LANGUAGE: 'de' });
      expect(result.code, result.err).toBe(0);
      expect(await found('Haus See', 'de')).toEqual([ids.docx]);
    });

    it('refuses a type that is not searchable, naming those that are', async () => {
      const result = await reindex(['--type', 'user']);
      expect(result.code).not.toBe(0);
      expect(result.err).toContain(
        '"user" is not a searchable record type. Searchable types: document.',
      );
    });
  });
}
