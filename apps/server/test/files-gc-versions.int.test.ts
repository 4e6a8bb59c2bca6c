// `recordgate files gc` and file versions (docs/documents.md, "File versions"): the bytes of a
// document's older versions stay while a version row names them, and go with gc once the document
// is deleted. SQLite always; PostgreSQL and MariaDB when their URLs are set.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRecordTypes, fileVersionRecordType, where } from '@recordgate/core';
import { loadConfig, startServer } from '@recordgate/server';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './run-cli-in-process.js';
import { testDatabases } from '@recordgate/testing';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-files-gc-versions-'));
const { databases, dropAll } = testDatabases({
  suite: 'files gc of versions',
  createScratchDatabase,
});
afterAll(async () => {
  await dropAll();
  rmSync(dir, { recursive: true, force: true });
});
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DAY = 86_400_000;

/** The version rows of document `id` in the database at `url`. */
async function versionRows(url: string, id: number): Promise<number> {
  const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
  try {
    return await storage.count({
      type: fileVersionRecordType.name,
      filter: where.and(where.eq('record_type', 'document'), where.eq('record_id', id)),
    });
  } finally {
    await storage.close();
  }
}

for (const database of databases) {
  describe(`recordgate files gc of versions, on ${database.label}`, () => {
    const filesDirectory = join(dir, `files-${database.label}`);
    const env = { FILES_DIRECTORY: filesDirectory };
    const stored = () =>
      readdirSync(filesDirectory, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name))
        .map((entry) => entry.name);
    const age = (key: string) => {
      const then = new Date(Date.now() - 2 * DAY);
      utimesSync(join(filesDirectory, key.slice(0, 2), key), then, then);
    };

    it('keeps the files of three versions until their document is deleted, then removes them', async () => {
      const db = (await database.create()).url;
      await cli(['company', 'create', '--name', 'Acme'], db);
      await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
      const made = await cli(['key', 'create', '--username', 'ann', '--json'], db);
      const { key } = JSON.parse(made.out) as { key: string };
      const server = await startServer(
        loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent', ...env }),
      );
      const call = (path: string, method = 'GET', file?: Buffer) => {
        const body = new FormData();
        body.append('title', 'Drafts');
        if (file) body.append('file', new Blob([file]), 'draft.txt');
        return fetch(`${server.url}/document/api/default/${path}`, {
          method,
          headers: { Authorization: `Bearer ${key}` },
          ...(method === 'POST' ? { body } : {}),
        });
      };
      const gc = async () => {
        const run = await cli(['files', 'gc', '--json'], db, env);
        expect(run.code, run.err).toBe(0);
        return (JSON.parse(run.out) as { removed: { key: string }[] }).removed.map((f) => f.key);
      };
      const drafts = [1, 2, 3].map((n) => Buffer.from(`Draft ${n} on ${database.label}.`));
      try {
        const created = await call('create', 'POST', drafts[0]);
        const { id } = (await created.json()) as { id: number };
        for (const draft of drafts.slice(1))
          expect((await call(`update?id=${id}`, 'POST', draft)).status).toBe(200);
        for (const draft of drafts) age(sha(draft));
        // Drafts 1 and 2 are no record's file any more, but versions 1 and 2 name them.
        expect(await gc()).toEqual([]);
        for (const [index, draft] of drafts.entries()) {
          const got = await call(`download?id=${id}&version=${index + 1}`);
          expect(Buffer.from(await got.arrayBuffer())).toEqual(draft);
        }

        expect((await call(`delete?id=${id}`, 'DELETE')).status).toBe(204);
        expect((await call(`versions?id=${id}`)).status).toBe(404);
        expect((await call(`download?id=${id}&version=1`)).status).toBe(404);
        expect(await versionRows(db, id)).toBe(0);
        // The delete removed the current file at once; gc removes the older versions' bytes.
        expect((await gc()).sort()).toEqual([sha(drafts[0]!), sha(drafts[1]!)].sort());
        for (const draft of drafts) expect(stored()).not.toContain(sha(draft));
      } finally {
        await server.close();
      }
    });
  });
}
