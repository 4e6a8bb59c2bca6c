export type {
  AccessAction,
  AccessPolicy,
  WriteRule,
  PolicyFieldsArgs,
  PolicyFilterArgs,
  PolicyTypeArgs,
} from './access-policy.js';
export { createKeyService } from './create-key-service.js';
export type {
  CreateKeyArgs,
  CreateKeyResult,
  KeyService,
  KeyServiceOptions,
} from './create-key-service.js';
export { createFileKeeper, FILE_FIELDS, safeFileName, safeMimeType } from './create-file-keeper.js';
export type { FileKeeper, KeptFile, ProcessedFile } from './create-file-keeper.js';
export { createFilesystemFileStore } from './create-filesystem-file-store.js';
export type { FilesystemFileStoreOptions } from './create-filesystem-file-store.js';
export { createMemoryFileStore } from './create-memory-file-store.js';
export { createMemoryStorage } from './create-memory-storage.js';
export { compareFieldValues, compareRecordsBy, matchesFilter } from './match-filter.js';
export type { MemoryStorageOptions } from './create-memory-storage.js';
export { createRecordService, describeType } from './create-record-service.js';
export type {
  CreateArgs,
  DeleteRecordArgs,
  DownloadResult,
  FollowArgs,
  FollowResult,
  ListArgs,
  ListResult,
  LoadedReferences,
  LoadReferencesArgs,
  ProcessFile,
  ProcessFileArgs,
  OpenListArgs,
  RecordCallArgs,
  RecordService,
  RecordServiceOptions,
  ReferenceOptions,
  TypeCallArgs,
  TypeDescription,
  UpdateRecordArgs,
  VersionPrecondition,
} from './create-record-service.js';
export { createTypeRegistry } from './create-type-registry.js';
export { findReference } from './find-reference.js';
export type { TypeRegistry } from './create-type-registry.js';
export { apiKeyRecordType, defaultRecordTypes } from './default-record-types.js';
export { defineRecordType, referenceNameOf } from './define-record-type.js';
export { where } from './filter.js';
export type { Filter, FilterValue } from './filter.js';
export { assertFileKey } from './file-store.js';
export type { FileKeyArgs, FileSource, FileStore, OpenedFile, PutFileArgs } from './file-store.js';
export { messagesFor } from './messages.js';
export { FILTER_LIMITS, parseListFilter } from './parse-list-filter.js';
export type { ParseListFilterArgs } from './parse-list-filter.js';
export { MAX_SORT_KEYS, parseSort } from './parse-sort.js';
export type { ParseSortArgs } from './parse-sort.js';
export type { Messages } from './messages.js';
export { parseDateTime, timeZoneOffset } from './parse-date-time.js';
export { isRecordError, RecordError, throwIfInvalid } from './record-error.js';
export type { FieldProblem, RecordErrorCode, RecordErrorOptions } from './record-error.js';
export type {
  CountArgs,
  DeleteArgs,
  FindManyArgs,
  InsertArgs,
  MigrateResult,
  PoolStats,
  OpenCursorArgs,
  RecordCursor,
  SortKey,
  StorageAdapter,
  TransactionArgs,
  UpdateArgs,
} from './storage-adapter.js';
export type {
  Actor,
  AutoValue,
  Field,
  FieldDefinition,
  FieldType,
  FieldValue,
  Language,
  RecordConstraint,
  RecordType,
  RecordTypeDefinition,
  Reference,
  StoredRecord,
  UploadedFile,
} from './types.js';
export { resolveReferenceValues, splitReferenceValues } from './resolve-reference-values.js';
export type {
  ReferenceByValue,
  ResolveReferenceValuesArgs,
  ResolveReferenceValuesResult,
  SplitReferenceValuesArgs,
  SplitReferenceValuesResult,
} from './resolve-reference-values.js';
export { coerceValue, validateValues } from './validate-values.js';
export type { Coerced } from './validate-values.js';
export { versionOf } from './version-of.js';
export type { ValidateValuesArgs } from './validate-values.js';
