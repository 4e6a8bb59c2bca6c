import { createHash, randomBytes } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isRecordError } from '@recordgate/core';
import { createS3FileStore, type S3FileStore } from '@recordgate/file-store-s3';
import {
  describeFileStoreContract,
  s3ServerUnavailable,
  startS3Server,
  type S3TestServer,
} from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A real S3-protocol server (s3rver) on 127.0.0.1 with a fresh bucket for this run (ADR 0012).
const skip = s3ServerUnavailable();
if (skip) console.log(`S3 file store tests skipped: ${skip}`);

describe.skipIf(skip)('S3 file store', () => {
  let s3: S3TestServer;
  const stores: S3FileStore[] = [];
  const open = (options: Partial<Parameters<typeof createS3FileStore>[0]> = {}) => {
    const store = createS3FileStore({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      credentials: s3.credentials,
      ...options,
    });
    stores.push(store);
    return store;
  };
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    await s3?.stop();
  });

  describeFileStoreContract('S3 (s3rver)', () => open({ prefix: 'contract/' }));
  describeFileStoreContract('S3 without a prefix', () => open());

  const bytes = randomBytes(100);
  const key = createHash('sha256').update(bytes).digest('hex');
  const unavailable = async (promise: Promise<unknown>, operator: RegExp) => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(isRecordError(error, 'unavailable'), String(error)).toBe(true);
    const { message, operatorMessage } = error as { message: string; operatorMessage: string };
    // The client hears that the storage is unavailable; hosts and settings are for the operator.
    expect(message).toMatch(/file storage cannot be reached.*retry/);
    expect(message).not.toMatch(/127\.0\.0\.1|bucket|S3_/);
    expect(operatorMessage).toMatch(operator);
  };

  it('names a missing bucket and says to create it or correct FILE_STORE_URL', async () => {
    const files = open({ bucket: 'no-such-bucket' });
    await unavailable(
      files.put({ key, source: { bytes } }),
      /bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+\. Create it, or correct FILE_STORE_URL/,
    );
    await unavailable(files.open({ key }), /no-such-bucket" does not exist/);
  });

  it('says the credentials were refused, naming where they come from', async () => {
    const files = open({ credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' } });
    await unavailable(
      files.put({ key, source: { bytes } }),
      /credentials were refused.*AWS_ACCESS_KEY_ID/,
    );
    await unavailable(files.open({ key }), /credentials were refused/);
  });

  it('says the endpoint cannot be reached, naming it', async () => {
    // A port nothing listens on: the server's own, after it stopped, is not safe; take a closed one.
    const files = open({ endpoint: 'http://127.0.0.1:9' });
    await unavailable(
      files.put({ key, source: { bytes } }),
      /endpoint http:\/\/127\.0\.0\.1:9 cannot be reached \(ECONNREFUSED/,
    );
    await unavailable(files.open({ key }), /cannot be reached/);
    await unavailable(files.remove({ key }), /cannot be reached/);
  });

  it('keeps objects under PREFIX/ab/KEY, as the filesystem store names its files', async () => {
    const files = open({ prefix: 'layout/' });
    await files.put({ key, source: { bytes } });
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `layout/${key.slice(0, 2)}/${key}` }),
    );
    client.destroy();
    expect(head.ContentLength).toBe(bytes.byteLength);
  });
});
