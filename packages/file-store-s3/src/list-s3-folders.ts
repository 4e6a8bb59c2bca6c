import type { S3FileStoreOptions } from './create-s3-file-store.js';
import { listS3Objects } from './list-s3-files.js';
import { translateS3Error } from './translate-s3-error.js';

/**
 * The names of the "folders" directly below `options.prefix` in the bucket: the first segments of the
 * names of the objects there, read a page of 1,000 at a time (not with a `/` delimiter, which not every
 * S3-compatible store answers with common prefixes). `recordgate files gc` finds the renditions of
 * every converter this way.
 */
export async function listS3Folders(options: S3FileStoreOptions): Promise<string[]> {
  const { bucket, endpoint } = options;
  const prefix = options.prefix ?? '';
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: options.region ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const folders = new Set<string>();
  try {
    const objects = listS3Objects({
      sdk: () => Promise.resolve({ s3, client }),
      bucket,
      prefix,
      fail: (error) => {
        throw translateS3Error(error, { bucket, prefix, endpoint, action: 'listing' });
      },
    });
    for await (const object of objects) {
      const [name, ...rest] = (object.Key ?? '').slice(prefix.length).split('/');
      if (name && rest.length > 0) folders.add(name);
    }
    return [...folders];
  } finally {
    client.destroy();
  }
}
