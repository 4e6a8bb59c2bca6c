import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import {
  assertFileKey,
  type FileStore,
  type OpenedFile,
  type OpenFileArgs,
  type PutFileArgs,
  type RemoveFileArgs,
} from '@recordgate/core';
import { listS3Files } from './list-s3-files.js';
import type { S3Location } from './parse-s3-url.js';
import { translateS3Error } from './translate-s3-error.js';

/** Options of {@link createS3FileStore}. */
export interface S3FileStoreOptions extends Partial<Pick<S3Location, 'prefix'>> {
  /** The bucket; it must exist (RecordGate never creates buckets). */
  readonly bucket: string;
  /**
   * The store's URL for anything but AWS (MinIO, Ceph RGW, R2…); objects are then addressed by path
   * (`ENDPOINT/BUCKET/KEY`), which every S3-compatible store understands. @default AWS S3
   */
  readonly endpoint?: string;
  /** @default 'us-east-1' */
  readonly region?: string;
  /** Fixed credentials, for tests. @default the AWS SDK's credential chain (environment, profile, …) */
  readonly credentials?: S3ClientConfig['credentials'];
}

/** An S3 {@link FileStore}, and what it holds open. */
export interface S3FileStore extends FileStore {
  /** Closes the client's pooled connections. */
  close(): void;
}

// Multipart uploads of parts this size, at most two parts in flight: an upload holds at most about
// 10 MiB in memory whatever the file's size. 5 MiB is the smallest part S3 accepts.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * A {@link FileStore} on S3-compatible object storage (AWS S3, MinIO, Ceph RGW, Cloudflare R2).
 * Objects are named `PREFIX/ab/abcd…` after the content's SHA-256, as the filesystem store names its
 * files, so a folder of files copied into the bucket is found as is. A put always uploads, also
 * content that exists (same key, same bytes: harmless), because that is what makes its LastModified,
 * the stored time `files gc` goes by, now on every S3-compatible store (a copy of an object onto
 * itself does not on all of them; ADR 0019); new content, the common case, saves a HEAD request. A
 * new file is streamed from the upload's temporary file (multipart for
 * large files), a download streamed from the object, a range read as a ranged GET. Failures of the
 * store are `RecordError('unavailable')` with an `operatorMessage` (docs/documents.md, "Files on
 * object storage").
 *
 * @example
 * ```ts
 * const files = createS3FileStore({ bucket: 'records', prefix: 'prod/', endpoint: 'http://minio:9000' });
 * ```
 */
export function createS3FileStore(options: S3FileStoreOptions): S3FileStore {
  const { bucket, endpoint } = options;
  let loading: Promise<S3Sdk> | undefined;
  let client: S3Client | undefined;
  // The SDK is loaded with the first request, not with this package: a process that never touches
  // the store (every CLI command but serve, doctor and files gc) does not pay for loading it.
  const sdk = () =>
    (loading ??= loadSdk().then((modules) => {
      client = new modules.s3.S3Client({
        region: options.region ?? 'us-east-1',
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // Checksums only where S3 requires them: S3-compatible stores do not all accept the SDK's
        // newer default (a trailing CRC32 on every upload).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A store that accepts connections but never answers must not hold a request forever: a
        // bound on the connect and on the wait for the response's headers (not on streaming a body).
        requestHandler: {
          connectionTimeout: 5_000,
          requestTimeout: 30_000,
          throwOnRequestTimeout: true,
        },
      });
      return { ...modules, client };
    }));
  const ctx: S3Context = { sdk, bucket, endpoint, prefix: options.prefix ?? '' };
  return {
    put: (args) => putObject(ctx, args),
    open: (args) => openObject(ctx, args),
    has: ({ key }) => hasObject(ctx, key),
    remove: (args) => removeObject(ctx, args),
    list: () =>
      listS3Files({
        sdk,
        bucket,
        prefix: ctx.prefix,
        fail: (error) => fail(ctx, 'listing', error),
      }),
    close: () => client?.destroy(),
  };
}

// The SDK's modules and the store's client.
interface S3Sdk {
  readonly s3: typeof ClientS3;
  readonly storage: typeof LibStorage;
  readonly client: S3Client;
}

async function loadSdk(): Promise<Omit<S3Sdk, 'client'>> {
  const [s3, storage] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  return { s3, storage };
}

// What the operations below share.
interface S3Context extends S3Location {
  readonly sdk: () => Promise<S3Sdk>;
  readonly endpoint: string | undefined;
}

// The object's name: PREFIX/ab/abcd… (the key is checked first, so it can never leave the prefix).
function objectKey(ctx: S3Context, key: string): string {
  assertFileKey(key);
  return `${ctx.prefix}${key.slice(0, 2)}/${key}`;
}

// Throws the SDK's error as a RecordError when the store is at fault.
function fail(ctx: S3Context, action: string, error: unknown): never {
  const { bucket, prefix, endpoint } = ctx;
  throw translateS3Error(error, { bucket, prefix, endpoint, action });
}

async function hasObject(ctx: S3Context, key: string): Promise<boolean> {
  return (await storedAt(ctx, key)) !== undefined;
}

// The object's LastModified, or undefined when there is no object under the key.
async function storedAt(ctx: S3Context, key: string): Promise<Date | undefined> {
  const Key = objectKey(ctx, key);
  const { s3, client } = await ctx.sdk();
  try {
    const head = await client.send(new s3.HeadObjectCommand({ Bucket: ctx.bucket, Key }));
    return head.LastModified ?? new Date(0);
  } catch (error) {
    if (isMissing(error)) return undefined;
    return fail(ctx, 'looking up', error);
  }
}

async function putObject(ctx: S3Context, { key, source }: PutFileArgs): Promise<void> {
  const Key = objectKey(ctx, key);
  // No check whether the object exists: putting it again makes it young (see above).
  const Body = 'bytes' in source ? source.bytes : createReadStream(source.path);
  const { storage, client } = await ctx.sdk();
  const upload = new storage.Upload({
    client,
    params: { Bucket: ctx.bucket, Key, Body, ContentType: 'application/octet-stream' },
    partSize: PART_SIZE,
    queueSize: PARTS_IN_FLIGHT,
  });
  try {
    await upload.done();
  } catch (error) {
    fail(ctx, 'storing', error);
  } finally {
    if ('destroy' in Body) Body.destroy();
  }
}

async function openObject(
  ctx: S3Context,
  { key, range }: OpenFileArgs,
): Promise<OpenedFile | undefined> {
  const { s3, client } = await ctx.sdk();
  const command = new s3.GetObjectCommand({
    Bucket: ctx.bucket,
    Key: objectKey(ctx, key),
    ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
  });
  try {
    const { Body, ContentLength, ContentRange } = await client.send(command);
    // A ranged GET tells the whole size in Content-Range (bytes 0-99/12345).
    const total = /\/(\d+)$/.exec(ContentRange ?? '')?.[1];
    return { stream: Body as Readable, size: Number(total ?? ContentLength ?? 0) };
  } catch (error) {
    if (isMissing(error)) return undefined;
    return fail(ctx, 'reading', error);
  }
}

async function removeObject(
  ctx: S3Context,
  { key, storedBefore }: RemoveFileArgs,
): Promise<boolean> {
  // S3 answers a delete of a missing object with success: ask first. Between this look and the
  // delete, a put of the same content is not seen (ADR 0019).
  const stored = await storedAt(ctx, key);
  if (stored === undefined || (storedBefore && stored >= storedBefore)) return false;
  const Key = objectKey(ctx, key);
  const { s3, client } = await ctx.sdk();
  try {
    await client.send(new s3.DeleteObjectCommand({ Bucket: ctx.bucket, Key }));
  } catch (error) {
    fail(ctx, 'removing', error);
  }
  return true;
}

// A missing object: NoSuchKey from GET, a bare 404 (NotFound) from HEAD. A missing bucket is not.
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === 'NoSuchBucket') return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}
