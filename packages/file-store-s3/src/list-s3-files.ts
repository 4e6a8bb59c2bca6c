import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StoredFile } from '@recordgate/core';

/** Arguments of {@link listS3Files}. */
export interface ListS3FilesArgs {
  /** The SDK and the store's client, loaded with the first request. */
  readonly sdk: () => Promise<{ readonly s3: typeof ClientS3; readonly client: S3Client }>;
  readonly bucket: string;
  /** The store's prefix (`''` or ending in `/`): only objects named `PREFIX/ab/abcd…` are files. */
  readonly prefix: string;
  /** Called with the SDK's error of a page that failed; must throw. */
  readonly fail: (error: unknown) => never;
}

// The name of a stored file below the prefix: its two first hex digits, a slash, its key.
const FILE_NAME = /^([0-9a-f]{2})\/([0-9a-f]{64})$/;

/**
 * Every file of the store in the bucket, with its size and LastModified, read with ListObjectsV2 one
 * page (at most 1,000 objects) at a time. Objects that are not files of this store (other prefixes,
 * other names) are skipped.
 */
export async function* listS3Files(args: ListS3FilesArgs): AsyncGenerator<StoredFile> {
  for await (const object of listS3Objects(args)) {
    const match = FILE_NAME.exec((object.Key ?? '').slice(args.prefix.length));
    if (!match || match[2]!.slice(0, 2) !== match[1]) continue;
    yield {
      key: match[2]!,
      size: object.Size ?? 0,
      storedAt: object.LastModified ?? new Date(0),
    };
  }
}

/** Every object under the prefix, read with ListObjectsV2 one page (at most 1,000 objects) at a time. */
export async function* listS3Objects(args: ListS3FilesArgs): AsyncGenerator<ClientS3._Object> {
  const { bucket, prefix, fail } = args;
  try {
    const { s3, client } = await args.sdk();
    const pages = s3.paginateListObjectsV2(
      { client, pageSize: 1000 },
      { Bucket: bucket, Prefix: prefix },
    );
    for await (const page of pages) yield* page.Contents ?? [];
  } catch (error) {
    fail(error);
  }
}
