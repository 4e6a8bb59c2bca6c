import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkConfig, loadConfig, startServer } from '@recordgate/server';
import { createDocx, readDocxText } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './run-cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-documents-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('document settings', () => {
  it('reads FILES_DIRECTORY, DOCX_* and RENDER_* and names bad values', () => {
    const config = loadConfig({
      FILES_DIRECTORY: '/srv/files',
      DOCX_MAX_ENTRIES: '50',
      DOCX_MAX_ENTRY_MB: '8',
      DOCX_MAX_TOTAL_MB: '16',
      DOCX_MAX_RATIO: '40',
      RENDER_TIMEOUT: '2.5',
      RENDER_MEMORY_MB: '256',
    });
    expect(config.filesDirectory).toBe('/srv/files');
    expect(config.documents).toEqual({
      maxEntries: 50,
      maxEntryBytes: 8 * 1024 * 1024,
      maxTotalBytes: 16 * 1024 * 1024,
      maxCompressionRatio: 40,
      renderTimeoutMs: 2500,
      renderMemoryMb: 256,
    });
    expect(loadConfig({}).filesDirectory).toBe('./data/files');
    const { problems } = checkConfig({ DOCX_MAX_ENTRIES: '0', RENDER_TIMEOUT: 'soon' });
    expect(problems).toEqual([
      'DOCX_MAX_ENTRIES must be a whole number of entries greater than 0, not "0".',
      expect.stringMatching(/RENDER_TIMEOUT must be a positive number of seconds/),
    ]);
  });

  it('serves with them: files land in FILES_DIRECTORY, archives over DOCX_MAX_ENTRIES are 413', async () => {
    const db = join(dir, 'server.sqlite');
    const files = join(dir, 'files');
    await cli(['company', 'create', '--name', 'Acme'], db);
    await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
    const { key } = JSON.parse(
      (await cli(['key', 'create', '--username', 'ann', '--json'], db)).out,
    ) as {
      key: string;
    };
    const server = await startServer(
      loadConfig({
        DATABASE_URL: db,
        PORT: '0',
        LOG_LEVEL: 'silent',
        FILES_DIRECTORY: files,
        DOCX_MAX_ENTRIES: '4',
      }),
    );
    const upload = (template: Buffer) => {
      const body = new FormData();
      body.append('title', 'Letter');
      body.append('file', new Blob([template]), 'letter.docx');
      return fetch(`${server.url}/document/api/default/create`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, fillPlaceholders: 'true' },
        body,
      });
    };
    try {
      const created = await upload(createDocx({ paragraphs: [['Dear {createdBy.username}']] }));
      expect(created.status).toBe(201);
      const record = (await created.json()) as { id: number; file_sha256: string };
      expect(readdirSync(files, { recursive: true })).toContain(
        join(record.file_sha256.slice(0, 2), record.file_sha256),
      );
      const got = await fetch(`${server.url}/document/api/default/download?id=${record.id}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(readDocxText(Buffer.from(await got.arrayBuffer()))).toEqual(['Dear ann']);

      const refused = await upload(createDocx({ paragraphs: [['x']], header: ['h'] }));
      expect(refused.status).toBe(413);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /holds 5 entries; the limit is 4/,
      );
    } finally {
      await server.close();
    }
  });
});
