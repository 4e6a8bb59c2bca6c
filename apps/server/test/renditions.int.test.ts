// PDF renditions in the server as an operator runs it (docs/documents.md, "PDF renditions"):
// RENDITIONS_EAGER converts after the upload, no LibreOffice outlives `recordgate serve`, `files gc`
// removes a rendition with its source, and `recordgate doctor` checks the converter.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOfficeBinary } from '@recordgate/renditions';
import { runDoctor } from '@recordgate/server';
import { createDocx, waitFor } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, cliOk } from './run-cli-in-process.js';
import { spawnServer } from './spawn-server.js';

const skip = findOfficeBinary() ? undefined : 'LibreOffice is not installed';
if (skip) console.log(`Server rendition tests skipped: ${skip}`);

const dir = mkdtempSync(join(tmpdir(), 'recordgate-renditions-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The processes whose command line names `folder`.
function processesIn(folder: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder);
      } catch {
        return false;
      }
    })
    .map(Number);
}

// Every file below `folder` named as a stored file (64 hex digits).
const storedIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
    : [];

describe.skipIf(skip)('PDF renditions in recordgate serve', () => {
  it('converts eagerly, leaves no LibreOffice behind, and files gc removes the PDF with its source', async () => {
    const db = join(dir, 'serve.sqlite');
    const filesDirectory = join(dir, 'files');
    const temporary = mkdtempSync(join(dir, 'tmp-'));
    await cliOk(['company', 'create', '--name', 'Acme'], db);
    await cliOk(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
    const { key } = JSON.parse(
      await cliOk(['key', 'create', '--username', 'ann', '--json'], db),
    ) as {
      key: string;
    };
    const server = await spawnServer({
      DATABASE_URL: db,
      FILES_DIRECTORY: filesDirectory,
      RENDITIONS_EAGER: 'true',
      // The converters' profiles go to the server's temporary folder, which names them.
      TMPDIR: temporary,
    });
    let source: string | undefined;
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/document/api/default/${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${key}` },
      });
    try {
      const body = new FormData();
      body.append('title', 'Letter');
      body.append(
        'file',
        new Blob([createDocx({ paragraphs: [['Eager letter']] })]),
        'letter.docx',
      );
      const created = await call('create', { method: 'POST', body });
      expect(created.status).toBe(201);
      const { id, file_sha256: sha } = (await created.json()) as {
        id: number;
        file_sha256: string;
      };
      source = sha;
      // Converted in the background, before any download asks for it.
      const renditions = join(filesDirectory, 'renditions');
      await waitFor(() => storedIn(renditions).length === 1, { timeout: 60_000 });
      expect(processesIn(temporary).length).toBe(1);
      const pdf = await call(`download?id=${id}&format=pdf`);
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect((await call(`delete?id=${id}`, { method: 'DELETE' })).status).toBe(204);
    } finally {
      server.killAll('SIGTERM');
      await server.exited;
    }
    await waitFor(() => processesIn(temporary).length === 0);

    const gc = JSON.parse(
      await cliOk(['files', 'gc', '--older-than', '0s', '--force', '--json'], db, {
        FILES_DIRECTORY: filesDirectory,
      }),
    ) as { removed: { key: string }[] };
    // The PDF is kept under its source's key; it goes once nothing refers to the source (whose own
    // file the delete may have removed already).
    expect(gc.removed.map((file) => file.key)).toContain(source);
    expect(new Set(gc.removed.map((file) => file.key))).toEqual(new Set([source]));
    expect(storedIn(filesDirectory)).toEqual([]);
  }, 180_000);

  it('recordgate doctor converts a one-line document', async () => {
    const db = join(dir, 'doctor.sqlite');
    await cli(['migrate'], db);
    const result = await runDoctor({
      env: { DATABASE_URL: db, FILES_DIRECTORY: join(dir, 'doctor-files') },
    });
    expect(result.passed.join('\n')).toMatch(/PDF converter: LibreOffice \d/);
  }, 120_000);
});
