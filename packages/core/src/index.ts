// The public API of @recordgate/core: what embedders (record types, policies, the record and key
// services, file stores) and storage adapters use. Everything else in src/ is internal; the few
// helpers the sibling packages share are grouped at the end and tagged @internal.

export type {
  AccessAction,
  AccessPolicy,
  WriteRule,
  PolicyFieldsArgs,
  WriteGuardArgs,
  PolicyFilterArgs,
  PolicyTypeArgs,
} from './access-policy.js';
export { createKeyService } from './create-key-service.js';
export type {
  CreateKeyArgs,
  CreateKeyResult,
  KeyService,
  RevokeKeyResult,
  KeyServiceOptions,
} from './create-key-service.js';
export type { FileText, ProcessedFile } from './create-file-keeper.js';
export { collectUnusedFiles } from './collect-unused-files.js';
export type { CollectUnusedFilesArgs, CollectUnusedFilesResult } from './collect-unused-files.js';
export { createFilesystemFileStore } from './create-filesystem-file-store.js';
export type { FilesystemFileStoreOptions } from './create-filesystem-file-store.js';
export { createMemoryFileStore } from './create-memory-file-store.js';
export { createMemoryStorage } from './create-memory-storage.js';
export type { MemoryStorageOptions } from './create-memory-storage.js';
export { compareFieldValues, compareRecordsBy, matchesFilter } from './match-filter.js';
export { createRecordService } from './create-record-service.js';
export type {
  CreateArgs,
  DeleteRecordArgs,
  DownloadArgs,
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
export type { TypeRegistry } from './create-type-registry.js';
export { apiKeyRecordType, commonFields, defaultRecordTypes } from './default-record-types.js';
export { fileVersionRecordType } from './file-version-type.js';
export { defineRecordType } from './define-record-type.js';
export { where } from './filter.js';
export type { Filter, FilterValue } from './filter.js';
export { assertFileKey } from './file-store.js';
export type {
  ByteRange,
  FileKeyArgs,
  FileSource,
  FileStore,
  OpenedFile,
  OpenFileArgs,
  PutFileArgs,
  RemoveFileArgs,
  StoredFile,
} from './file-store.js';
export { findReferencedFiles, typeTakesFiles } from './find-referenced-files.js';
export type { FindReferencedFilesArgs } from './find-referenced-files.js';
export { revealedValues } from './prepare-write.js';
export { parseListFilter } from './parse-list-filter.js';
export type { ParseListFilterArgs } from './parse-list-filter.js';
export { parseSort } from './parse-sort.js';
export type { ParseSortArgs } from './parse-sort.js';
export { isRecordError, RecordError } from './record-error.js';
export { resolveByteRange } from './resolve-byte-range.js';
export type { RequestedRange } from './resolve-byte-range.js';
export type { FieldProblem, RecordErrorCode, RecordErrorOptions } from './record-error.js';
export { AUDIT_ACTIONS, auditEventRecordType } from './audit-event-record-type.js';
export type { AuditAction } from './audit-event-record-type.js';
export { readEventsFrom } from './read-events.js';
export { createOutboxGaps, type OutboxGaps } from './outbox-gaps.js';
export { commitWrite } from './commit-write.js';
export type { CommitWriteArgs, RecordChange } from './commit-write.js';
export type {
  CountArgs,
  DeleteArgs,
  DeleteManyArgs,
  FindManyArgs,
  HoldCursorArgs,
  InsertArgs,
  MigrateResult,
  PoolStats,
  OpenCursorArgs,
  ReadEventsArgs,
  StoredEvent,
  RecordCursor,
  SearchQuery,
  SearchTerm,
  SortKey,
  StorageAdapter,
  TransactionArgs,
  UpdateArgs,
  WriteSearchTextArgs,
} from './storage-adapter.js';
export {
  indexText,
  matchesSearch,
  matchesTerm,
  MAX_INDEXED_CHARS,
  MAX_SEARCH_WORDS,
  parseSearchText,
  searchRelevance,
} from './search-text.js';
export type {
  Actor,
  AutoValue,
  Field,
  FieldDefinition,
  FieldType,
  FieldValue,
  Language,
  PreparedWrite,
  PrepareWrite,
  PrepareWriteArgs,
  RecordConstraint,
  RecordType,
  RecordTypeDefinition,
  Reference,
  SearchDefinition,
  StoredRecord,
  UploadedFile,
} from './types.js';
export { versionOf } from './version-of.js';

// Internal: shared with the sibling packages (@recordgate/koa, @recordgate/shape), not for embedders.
// They may change in any release.
export { describeType } from './describe-record-type.js';
export { fileVersionView } from './file-version-type.js';
export { findReference } from './find-reference.js';
export { INTEGER_RANGE } from './integer-range.js';
export { messagesFor } from './messages.js';
export type { Messages } from './messages.js';
export { FILTER_LIMITS } from './parse-list-filter.js';
export { DATE_TIME_RANGE, timeZoneOffset } from './parse-date-time.js';
