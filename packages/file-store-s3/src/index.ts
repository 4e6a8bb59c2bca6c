export { createS3FileStore } from './create-s3-file-store.js';
export type { S3FileStore, S3FileStoreOptions } from './create-s3-file-store.js';
export { parseS3Url } from './parse-s3-url.js';
export type { S3Location } from './parse-s3-url.js';
export { FILE_STORE_UNAVAILABLE, translateS3Error } from './translate-s3-error.js';
export type { S3ErrorContext } from './translate-s3-error.js';
export { listS3Folders } from './list-s3-folders.js';
