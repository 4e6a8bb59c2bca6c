// ALLOW_MACRO_DOCUMENTS reaches createApp's documents.allowMacros (docs/documents.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer } from '@recordgate/server';
import { createDocx } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './run-cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-macro-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const docm = createDocx({
  paragraphs: [['Macros inside']],
  extra: [{ name: 'word/vbaProject.bin', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }],
});

describe('ALLOW_MACRO_DOCUMENTS', () => {
  it('is off unless set to true, and names a bad value', () => {
    expect(loadConfig({}).documents.allowMacros).toBeUndefined();
    expect(loadConfig({ ALLOW_MACRO_DOCUMENTS: 'true' }).documents.allowMacros).toBe(true);
    expect(() => loadConfig({ ALLOW_MACRO_DOCUMENTS: 'yes' })).toThrow(
      /ALLOW_MACRO_DOCUMENTS must be true or false/,
    );
  });

  it('decides whether a server stores a .docx holding macros', async () => {
    const db = join(dir, 'server.sqlite');
    await cli(['company', 'create', '--name', 'Acme'], db);
    await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
    const { key } = JSON.parse(
      (await cli(['key', 'create', '--username', 'ann', '--json'], db)).out,
    ) as {
      key: string;
    };
    for (const [allow, status] of [
      [undefined, 422],
      ['true', 201],
    ] as const) {
      const server = await startServer(
        loadConfig({
          DATABASE_URL: db,
          PORT: '0',
          LOG_LEVEL: 'silent',
          FILES_DIRECTORY: join(dir, 'files'),
          ...(allow ? { ALLOW_MACRO_DOCUMENTS: allow } : {}),
        }),
      );
      try {
        const body = new FormData();
        body.append('title', 'Macros');
        body.append('file', new Blob([docm]), 'macros.docx');
        const response = await fetch(`${server.url}/document/api/default/create`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}` },
          body,
        });
        expect(response.status, String(allow)).toBe(status);
        if (status === 422) {
          expect(await response.text()).toMatch(/macro-enabled documents are not accepted/);
        }
      } finally {
        await server.close();
      }
    }
  });
});
