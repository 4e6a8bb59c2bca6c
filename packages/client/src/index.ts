// The public surface of @recordgate/client (docs/client.md).
export { createClient, RecordGateClient } from './create-client.js';
export type { FileVersion } from './create-client.js';
export { isRecordGateError, RecordGateError } from './errors.js';
export type { ValidationErrors, YiiError } from './errors.js';
export type { components, paths, RecordTypes } from './generated/openapi.js';
export type { Links } from './link-header.js';
export type { MultipartBody, Upload } from './multipart.js';
export type { FieldCondition, Filter, FilterForm, FilterValue } from './query.js';
export type { RetryOptions } from './send.js';
export type { ReferenceOptions, Shape } from './shape-headers.js';
export type {
  ClientOptions,
  DownloadOptions,
  Downloaded,
  ListOptions,
  ListPage,
  Revealed,
  TypeEntry,
  TypeMap,
  Viewed,
  WriteOptions,
  Written,
} from './types.js';
