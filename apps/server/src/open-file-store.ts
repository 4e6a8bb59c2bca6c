import { createFilesystemFileStore, type FileStore } from '@recordgate/core';
import { createS3FileStore, parseS3Url } from '@recordgate/file-store-s3';
import type { ServerConfig } from './config/server-config-schema.js';

/** The settings that pick the file store. */
export type FileStoreConfig = Pick<
  ServerConfig,
  'filesDirectory' | 'fileStoreUrl' | 's3Endpoint' | 's3Region'
>;

/**
 * The file store the configuration names (docs/documents.md, "Files on object storage"):
 * `FILE_STORE_URL=s3://BUCKET[/PREFIX]` → S3-compatible object storage at `S3_ENDPOINT` in `S3_REGION`,
 * with the AWS SDK's credential chain; unset → the filesystem under `FILES_DIRECTORY`.
 */
export function openFileStore(config: FileStoreConfig): FileStore {
  if (config.fileStoreUrl === undefined) {
    return createFilesystemFileStore({ directory: config.filesDirectory });
  }
  const { bucket, prefix } = parseS3Url(config.fileStoreUrl);
  return createS3FileStore({
    bucket,
    prefix,
    region: config.s3Region,
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint } : {}),
  });
}

/** Where the files are, for log lines and `recordgate doctor`: the bucket (and endpoint) or folder. */
export function describeFileStore(config: FileStoreConfig): string {
  if (config.fileStoreUrl === undefined) return `FILES_DIRECTORY ${config.filesDirectory}`;
  return `${config.fileStoreUrl} (${config.s3Endpoint ?? `AWS S3, ${config.s3Region}`})`;
}
