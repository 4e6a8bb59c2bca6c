import type { S3FileStoreOptions } from './create-s3-file-store.js';
import { translateS3Error } from './translate-s3-error.js';

/**
 * The names of the "folders" directly below `options.prefix` in the bucket (ListObjectsV2 with a `/`
 * delimiter): `recordgate files gc` finds the renditions of every converter this way.
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
  const folders: string[] = [];
  try {
    const pages = s3.paginateListObjectsV2(
      { client, pageSize: 1000 },
      { Bucket: bucket, Prefix: prefix, Delimiter: '/' },
    );
    for await (const page of pages) {
      for (const common of page.CommonPrefixes ?? []) {
        const name = (common.Prefix ?? '').slice(prefix.length).replace(/\/$/, '');
        if (name) folders.push(name);
      }
    }
    return folders;
  } catch (error) {
    throw translateS3Error(error, { bucket, prefix, endpoint, action: 'listing' });
  } finally {
    client.destroy();
  }
}
