import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { s3ServerUnavailable, startS3Server, type S3TestServer } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `recordgate doctor` as an operator runs it (the built CLI in its own process, so that the AWS SDK
// reads its credentials from the environment as in production), against s3rver (ADR 0012).
const skip = s3ServerUnavailable();
if (skip) console.log(`doctor's object store checks skipped: ${skip}`);

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'recordgate.js');
const run = promisify(execFile);

describe.skipIf(skip)('recordgate doctor and the object store', { timeout: 60_000 }, () => {
  let dir: string;
  let s3: S3TestServer;
  let base: Record<string, string>;
  const doctor = async (env: Record<string, string>) => {
    try {
      const { stdout } = await run(process.execPath, [bin, 'doctor'], { env: { ...base, ...env } });
      return { code: 0, out: stdout };
    } catch (error) {
      const { code, stdout } = error as { code: number; stdout: string };
      return { code, out: stdout };
    }
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'recordgate-doctor-s3-'));
    s3 = await startS3Server();
    base = { PATH: process.env.PATH ?? '', DATABASE_URL: join(dir, 'db.sqlite') };
    await run(process.execPath, [bin, 'company', 'create', '--name', 'Acme'], { env: base });
  }, 60_000);
  afterAll(async () => {
    await s3?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('passes when a probe object can be written, read and deleted, and leaves nothing behind', async () => {
    const { code, out } = await doctor({ ...s3.env, FILE_STORE_URL: `s3://${s3.bucket}/probe` });
    expect(code, out).toBe(0);
    expect(out).toMatch(
      new RegExp(
        `^ok: file store s3://${s3.bucket}/probe \\(${s3.endpoint}\\): write, read and delete`,
        'm',
      ),
    );
    // s3rver keeps each object as files under DIRECTORY/BUCKET/KEY…: none is left under the prefix.
    const left = await readdir(join(s3.directory, s3.bucket), { recursive: true });
    expect(left.filter((path) => path.startsWith('probe/') && !path.endsWith('/'))).toEqual([]);
  });

  it('names a missing bucket, refused credentials and an unreachable endpoint, one line each', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { FILE_STORE_URL: 's3://no-such-bucket' },
        /^problem: FILE_STORE_URL: s3:\/\/no-such-bucket .*the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+\. Create it, or correct FILE_STORE_URL/m,
      ],
      [
        // s3rver checks the access key id, not the signature (ADR 0012): a wrong id is what it refuses.
        { AWS_ACCESS_KEY_ID: 'WRONG' },
        /^problem: FILE_STORE_URL: .*the credentials were refused for bucket .*Check AWS_ACCESS_KEY_ID/m,
      ],
      [
        { S3_ENDPOINT: 'http://127.0.0.1:9' },
        /^problem: FILE_STORE_URL: .*the endpoint http:\/\/127\.0\.0\.1:9 cannot be reached \(ECONNREFUSED/m,
      ],
      [
        { AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '', HOME: dir },
        /^problem: FILE_STORE_URL: .*no credentials were found .*Set AWS_ACCESS_KEY_ID/m,
      ],
      [{ FILE_STORE_URL: 's3:/typo' }, /^problem: FILE_STORE_URL .*write s3:\/\/BUCKET/m],
    ];
    for (const [env, expected] of cases) {
      const { code, out } = await doctor({ ...s3.env, ...env });
      expect(code, out).toBe(1);
      expect(out).toMatch(expected);
      expect(out.match(/^problem: /gm)).toHaveLength(1);
    }
  });

  it('advises when S3_ENDPOINT is set without FILE_STORE_URL', async () => {
    const { code, out } = await doctor({ S3_ENDPOINT: s3.endpoint });
    expect(code).toBe(1);
    expect(out).toMatch(/^problem: S3_ENDPOINT is set but FILE_STORE_URL is not/m);
  });
});
