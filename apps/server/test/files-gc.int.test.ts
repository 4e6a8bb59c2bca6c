// `recordgate files gc` on the filesystem store: what a crashed write left behind goes once it is
// older than the age; a file a record refers to never does (docs/operations.md, "Stored files").
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFilesystemFileStore } from '@recordgate/core';
import { createS3FileStore } from '@recordgate/file-store-s3';
import { loadConfig, startServer } from '@recordgate/server';
import { s3ServerUnavailable } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, useS3ForCli } from './run-cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-files-gc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DAY = 86_400_000;

interface GcJson {
  dryRun: boolean;
  olderThan: string;
  cutoff: string;
  removed: { key: string; size: number; storedAt: string }[];
  removedBytes: number;
  referenced: number;
  young: number;
}

describe('recordgate files gc', () => {
  const db = join(dir, 'gc.sqlite');
  const filesDirectory = join(dir, 'files');
  const env = { FILES_DIRECTORY: filesDirectory };
  const pathOf = (key: string) => join(filesDirectory, key.slice(0, 2), key);
  const age = (key: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    utimesSync(pathOf(key), then, then);
  };
  const stored = () =>
    readdirSync(filesDirectory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  const gc = async (...flags: string[]) => {
    const run = await cli(['files', 'gc', ...flags], db, env);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    return run.out;
  };
  const letter = Buffer.from('The letter a record refers to.');
  const crashed = Buffer.from('Stored by a write whose process died before its transaction.');
  const inFlight = Buffer.from('Stored moments ago by a write still running.');

  it('removes what a crashed write left behind after the age, never a file in use', async () => {
    await cli(['company', 'create', '--name', 'Acme'], db);
    await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
    const { key } = JSON.parse(
      (await cli(['key', 'create', '--username', 'ann', '--json'], db)).out,
    ) as {
      key: string;
    };
    const serve = () =>
      startServer(loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent', ...env }));
    let server = await serve();
    const body = new FormData();
    body.append('title', 'Letter');
    body.append('file', new Blob([letter]), 'letter.txt');
    const created = await fetch(`${server.url}/document/api/default/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      body,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await server.close();
    // What a write stores before its transaction, as a server would have done before dying.
    const files = createFilesystemFileStore({ directory: filesDirectory });
    await files.put({ key: sha(crashed), source: { bytes: crashed } });
    await files.put({ key: sha(inFlight), source: { bytes: inFlight } });
    age(sha(letter), 2 * DAY);
    age(sha(crashed), 2 * DAY);
    age(sha(inFlight), 60_000);

    const dry = JSON.parse(await gc('--dry-run', '--json')) as GcJson;
    expect(dry).toMatchObject({ dryRun: true, olderThan: '24h', referenced: 1, young: 1 });
    expect(dry.removed).toEqual([
      { key: sha(crashed), size: crashed.length, storedAt: expect.any(String) as string },
    ]);
    expect(stored()).toHaveLength(3);

    const human = await gc();
    expect(human).toMatch(
      /^Removed 1 unused file \(\d+ bytes\) stored before .*; kept 1 in use and 1 younger\.\n {2}[0-9a-f]{64} /,
    );
    expect(stored()).toEqual([sha(letter), sha(inFlight)].sort());
    const again = JSON.parse(await gc('--json')) as GcJson;
    expect(again).toMatchObject({ dryRun: false, removed: [], removedBytes: 0, referenced: 1 });

    // Thirty seconds is shorter than the in-flight file's age: now it goes, the letter stays (with
    // --force: the age is below the safe floor, as it is for servers that are stopped).
    const short = JSON.parse(await gc('--older-than', '30s', '--force', '--json')) as GcJson;
    expect(short.removed.map((file) => file.key)).toEqual([sha(inFlight)]);
    server = await serve();
    try {
      const download = await fetch(`${server.url}/document/api/default/download?id=${id}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(letter);
    } finally {
      await server.close();
    }
  });

  it('refuses an age below the safe floor without --force, saying why, and removes nothing', async () => {
    const orphan = Buffer.from('Stored a minute ago by a write that may still commit.');
    const store = createFilesystemFileStore({ directory: filesDirectory });
    await store.put({ key: sha(orphan), source: { bytes: orphan } });
    age(sha(orphan), 60_000);
    // The floor is REQUEST_TIMEOUT + DATABASE_WRITE_TIMEOUT, at least an hour.
    const cases = [
      { flags: ['--older-than', '0s'], env: {}, floor: '3600s' },
      { flags: ['--older-than', '59m', '--dry-run'], env: {}, floor: '3600s' },
      {
        flags: ['--older-than', '2h'],
        env: { REQUEST_TIMEOUT: '7200', DATABASE_WRITE_TIMEOUT: '60' },
        floor: '7260s',
      },
    ];
    for (const { flags, env: extra, floor } of cases) {
      const run = await cli(['files', 'gc', ...flags], db, { ...env, ...extra });
      expect(run.code, flags.join(' ')).not.toBe(0);
      expect(run.err).toContain(`below the safe floor of ${floor}`);
      expect(run.err).toContain('--force');
      expect(run.out).toBe('');
    }
    expect(stored()).toContain(sha(orphan));
    const forced = await cli(['files', 'gc', '--older-than', '0s', '--force', '--json'], db, env);
    expect(forced.code).toBe(0);
    expect((JSON.parse(forced.out) as GcJson).removed.map((file) => file.key)).toContain(
      sha(orphan),
    );
    expect(stored()).not.toContain(sha(orphan));
  });

  it('refuses an age it cannot read, on stderr with a non-zero exit code', async () => {
    for (const value of ['24', '1y', '-1h', '1.5h', '', 'soon', '99999999999d']) {
      const run = await cli(['files', 'gc', '--older-than', value], db, env);
      expect(run.code, value).not.toBe(0);
      expect(run.err, value).toMatch(/--older-than must be an age such as 30m, 24h or 7d/);
      expect(run.out).toBe('');
    }
  });
});

const noS3 = s3ServerUnavailable();
// The age the S3 gc run is given, and the resolution of an object store's times.
const GC_AGE_MS = 2_000;
const OBJECT_STORE_SECOND_MS = 1_000;
if (noS3) console.log(`files gc on S3 skipped: ${noS3}`);

describe.skipIf(noS3)('recordgate files gc on S3', () => {
  const s3 = useS3ForCli();

  it('removes the old unused object, keeps the one in use and the young one; --dry-run removes nothing', async () => {
    const db = join(dir, 's3.sqlite');
    const env = { ...s3().env };
    await cli(['company', 'create', '--name', 'Acme'], db);
    await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db);
    const { key } = JSON.parse(
      (await cli(['key', 'create', '--username', 'ann', '--json'], db)).out,
    ) as { key: string };
    const files = createS3FileStore({
      bucket: s3().bucket,
      endpoint: s3().endpoint,
      credentials: s3().credentials,
    });
    const crashed = Buffer.from('left behind on S3 by a write that died');
    const letter = Buffer.from('the file of a record, on S3');
    const young = Buffer.from('stored on S3 a moment ago');
    await files.put({ key: sha(crashed), source: { bytes: crashed } });
    const server = await startServer(
      loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent', ...env }),
    );
    try {
      const body = new FormData();
      body.append('title', 'Letter');
      body.append('file', new Blob([letter]), 'letter.txt');
      const created = await fetch(`${server.url}/document/api/default/create`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
        body,
      });
      expect(created.status).toBe(201);
      // The age the gc is run with below must pass, in the whole seconds of object stores: the
      // files so far are then old by it, the one stored next young.
      await new Promise((resolve) => setTimeout(resolve, GC_AGE_MS + OBJECT_STORE_SECOND_MS));
      await files.put({ key: sha(young), source: { bytes: young } });
      const run = async (...flags: string[]) => {
        const done = await cli(
          ['files', 'gc', '--older-than', `${GC_AGE_MS / 1000}s`, '--force', '--json', ...flags],
          db,
          env,
        );
        expect(done.err).toBe('');
        return JSON.parse(done.out) as GcJson;
      };
      const dry = await run('--dry-run');
      expect(dry.removed.map((file) => file.key)).toEqual([sha(crashed)]);
      expect(await files.has({ key: sha(crashed) })).toBe(true);
      const done = await run();
      expect(done).toMatchObject({ referenced: 1, young: 1 });
      expect(done.removed.map((file) => file.key)).toEqual([sha(crashed)]);
      expect(await files.has({ key: sha(crashed) })).toBe(false);
      expect(await files.has({ key: sha(letter) })).toBe(true);
      expect(await files.has({ key: sha(young) })).toBe(true);
    } finally {
      await server.close();
      files.close();
    }
  });
});
