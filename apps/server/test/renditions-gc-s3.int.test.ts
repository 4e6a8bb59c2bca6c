// `recordgate files gc` finds the renditions of every converter on S3 (the prefixes below
// `renditions/`) and removes one with its unreferenced source (docs/operations.md, "Stored files").
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createS3FileStore } from '@recordgate/file-store-s3';
import { s3ServerUnavailable } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, useS3ForCli } from './run-cli-in-process.js';

const noS3 = s3ServerUnavailable();
if (noS3) console.log(`files gc of renditions on S3 skipped: ${noS3}`);
const dir = mkdtempSync(join(tmpdir(), 'recordgate-renditions-gc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(noS3)('recordgate files gc and the renditions on S3', () => {
  const s3 = useS3ForCli();

  it('removes a rendition with its unreferenced source, and lists it under the source’s key', async () => {
    const db = join(dir, 'gc.sqlite');
    await cli(['migrate'], db);
    const { bucket, endpoint, credentials } = s3();
    const files = createS3FileStore({ bucket, endpoint, credentials });
    const renditions = createS3FileStore({
      bucket,
      endpoint,
      credentials,
      prefix: 'renditions/0123456789abcdef/',
    });
    const source = Buffer.from('a letter no record refers to');
    const key = createHash('sha256').update(source).digest('hex');
    await files.put({ key, source: { bytes: source } });
    await renditions.put({ key, source: { bytes: Buffer.from('%PDF-1.7 its rendition') } });
    const listed: string[] = [];
    for await (const file of files.list()) listed.push(file.key);
    // The files' own listing does not see the renditions beside them.
    expect(listed).toEqual([key]);

    const run = await cli(['files', 'gc', '--older-than', '0s', '--force', '--json'], db, {
      ...s3().env,
    });
    expect(run.code, run.err).toBe(0);
    const result = JSON.parse(run.out) as { removed: { key: string }[] };
    expect(result.removed.map((file) => file.key)).toEqual([key, key]);
    expect(await files.has({ key })).toBe(false);
    expect(await renditions.has({ key })).toBe(false);
    files.close();
    renditions.close();
  }, 60_000);
});
