// Backup and restore of a PostgreSQL installation with its files on S3 (docs/operations.md, "Backup
// and restore"): pg_dump and a copy of the bucket's objects, restored into a fresh database and a
// fresh bucket, serve the same records, the same files and the same keys.
import { execFile } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createS3FileStore } from '@recordgate/file-store-s3';
import { loadConfig, startServer } from '@recordgate/server';
import { createScratchDatabase, type ScratchDatabase } from '@recordgate/storage-mikro-orm';
import { s3ServerUnavailable, startS3Server, type S3TestServer } from '@recordgate/testing';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cliOk } from './run-cli-in-process.js';

const run = promisify(execFile);
const postgres = process.env.RECORDGATE_POSTGRES_URL;
const pgTools = await run('pg_dump', ['--version']).then(
  () => true,
  () => false,
);
const skipped = !postgres
  ? 'RECORDGATE_POSTGRES_URL is not set'
  : !pgTools
    ? 'pg_dump is not installed (Debian: postgresql-client)'
    : s3ServerUnavailable();
if (skipped) console.log(`backup and restore on PostgreSQL and S3 skipped: ${skipped}.`);

const dir = mkdtempSync(join(tmpdir(), 'recordgate-backup-'));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

/** One installation: a scratch database and an S3 server with its bucket. */
async function installation(): Promise<{ db: ScratchDatabase; s3: S3TestServer }> {
  const db = await createScratchDatabase(postgres!);
  cleanups.push(() => db.drop());
  const s3 = await startS3Server();
  cleanups.push(() => s3.stop());
  // The servers run in this process, and the AWS SDK reads its credentials from the environment.
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.credentials.secretAccessKey);
  return { db, s3 };
}

const storeOf = (s3: S3TestServer) =>
  createS3FileStore({ bucket: s3.bucket, endpoint: s3.endpoint, credentials: s3.credentials });

/** What a client sees of the installation: the documents, and each one's file. */
async function served(env: Record<string, string>, key: string) {
  const server = await startServer(loadConfig({ ...env, PORT: '0', LOG_LEVEL: 'silent' }));
  try {
    const call = (path: string) =>
      fetch(`${server.url}/document/api/default${path}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
    const list = (await (await call('?sort=id')).json()) as { id: number; title: string }[];
    const files = await Promise.all(
      list.map(async ({ id }) =>
        Buffer.from(await (await call(`/download?id=${id}`)).arrayBuffer()),
      ),
    );
    return { list, files: files.map((bytes) => bytes.toString()) };
  } finally {
    await server.close();
  }
}

describe.skipIf(skipped)('backup and restore on PostgreSQL with files on S3', () => {
  it('restores into a fresh database and bucket that serve the same records, files and keys', async () => {
    const source = await installation();
    const env = { DATABASE_URL: source.db.url, ...source.s3.env };
    await cliOk(['company', 'create', '--name', 'Acme'], source.db.url, env);
    await cliOk(['user', 'create', '--username', 'ann', '--company', 'Acme'], source.db.url, env);
    const { key } = JSON.parse(
      await cliOk(['key', 'create', '--username', 'ann', '--json'], source.db.url, env),
    ) as { key: string };
    const server = await startServer(loadConfig({ ...env, PORT: '0', LOG_LEVEL: 'silent' }));
    try {
      for (const title of ['Contract', 'Invoice', 'Letter']) {
        const body = new FormData();
        body.append('title', title);
        body.append('file', new Blob([`The ${title.toLowerCase()}'s text.`]), `${title}.txt`);
        const created = await fetch(`${server.url}/document/api/default/create`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}` },
          body,
        });
        expect(created.status, await created.clone().text()).toBe(201);
      }
    } finally {
      await server.close();
    }
    const before = await served(env, key);
    expect(before.files).toEqual([
      "The contract's text.",
      "The invoice's text.",
      "The letter's text.",
    ]);

    // The backup: the database with pg_dump, then every object of the bucket (`aws s3 sync`).
    const dump = join(dir, 'recordgate.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.db.url]);
    const objects = join(dir, 'objects');
    mkdirSync(objects);
    const sourceFiles = storeOf(source.s3);
    for await (const { key: name } of sourceFiles.list()) {
      const opened = (await sourceFiles.open({ key: name }))!;
      await pipeline(opened.stream, createWriteStream(join(objects, name), { flags: 'wx' }));
    }
    sourceFiles.close();

    // The restore, into a database and a bucket that have never seen the installation.
    const target = await installation();
    await run('pg_restore', ['--no-owner', `--dbname=${target.db.url}`, dump]);
    const targetFiles = storeOf(target.s3);
    for (const name of readdirSync(objects))
      await targetFiles.put({ key: name, source: { path: join(objects, name) } });
    targetFiles.close();
    const after = await served({ DATABASE_URL: target.db.url, ...target.s3.env }, key);
    expect(after).toEqual(before);
  });
});
