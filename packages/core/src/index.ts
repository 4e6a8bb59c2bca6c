// The public API of @recordgate/core: what embedders (record types, policies, the record and key
// services, file stores) and storage adapters use. Everything else in src/ is internal; the few
// helpers the sibling packages share are grouped at the end and tagged @internal.

// The record service: its interface, arguments and results, and its factory.
export { createRecordService } from './service/create-record-service.js';
export type {
  CheckWriteArgs,
  CreateArgs,
  DeleteRecordArgs,
  DownloadArgs,
  DownloadResult,
  PrepareRenditionArgs,
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
} from './service/record-service.js';

// The ports an installation plugs in: storage, file store, access policy.
export type {
  AccessAction,
  AccessPolicy,
  WriteRule,
  PolicyFieldsArgs,
  WriteGuardArgs,
  PolicyFilterArgs,
  PolicyTypeArgs,
} from './ports/access-policy.js';
export { assertFileKey, readWholeFile } from './ports/file-store.js';
export type {
  AdoptFileArgs,
  ByteRange,
  FileKeyArgs,
  FileSource,
  FileStore,
  OpenedFile,
  OpenFileArgs,
  PutFileArgs,
  RemoveFileArgs,
  StoredFile,
} from './ports/file-store.js';
export type {
  CountArgs,
  DeleteArgs,
  DeleteManyArgs,
  UpdateManyArgs,
  FindManyArgs,
  HoldCursorArgs,
  InsertArgs,
  AppendManyArgs,
  ChangeListener,
  MigrateResult,
  PoolStats,
  OpenCursorArgs,
  OutboxHorizon,
  ReadEventsArgs,
  StoredEvent,
  RecordCursor,
  SearchQuery,
  SearchTerm,
  SortKey,
  StopListening,
  StorageAdapter,
  TransactionArgs,
  WriteSearchTextArgs,
  PruneSearchTextArgs,
} from './ports/storage-adapter.js';
export { BOOKKEEPING_TYPES, type UpdateArgs } from './ports/update-args.js';

// The model every part speaks: record types as data, values, filters, a record's version.
export { where } from './model/filter.js';
export type { Filter, FilterValue } from './model/filter.js';
export type {
  Actor,
  AutoValue,
  Backfill,
  Field,
  FieldDefinition,
  FieldType,
  FieldValue,
  HeldChunks,
  Language,
  PreparedWrite,
  PrepareWrite,
  PrepareWriteArgs,
  RecordConstraint,
  RecordType,
  RecordTypeDefinition,
  Reference,
  SearchDefinition,
  StoredAs,
  StoredRecord,
  StoredScalar,
  UploadedFile,
} from './model/types.js';
export { versionOf } from './model/version-of.js';

// Record types: defined, registered, and the built-in ones.
export { createTypeRegistry } from './record-types/create-type-registry.js';
export type { TypeRegistry } from './record-types/create-type-registry.js';
export { commonFields, defaultRecordTypes } from './record-types/default-record-types.js';
export { apiKeyRecordType } from './record-types/api-key-record-type.js';
export { fileVersionRecordType } from './record-types/file-version-record-type.js';
export { defineRecordType } from './record-types/define-record-type.js';
export { typeTakesFiles } from './record-types/file-fields.js';
export { AUDIT_ACTIONS, auditEventRecordType } from './record-types/audit-event-record-type.js';
export type { AuditAction } from './record-types/audit-event-record-type.js';

// Reading: the list query's filter and sort, parsed.
export { parseListFilter } from './read/parse-list-filter.js';
export type { ParseListFilterArgs } from './read/parse-list-filter.js';
export { parseSort } from './read/parse-sort.js';
export type { ParseSortArgs } from './read/parse-sort.js';

// The single write path.
export { revealedValues } from './write/prepare-write.js';
export { commitWrite } from './write/commit-write.js';
export type { CommitWriteArgs } from './write/commit-write.js';
export type { RecordChange } from './write/record-change.js';

// Files: the stores, the unused-file collection, byte ranges.
export type { FileText, ProcessedFile } from './files/create-file-keeper.js';
export { collectUnusedFiles } from './files/collect-unused-files.js';
export type { ConvertDocumentArgs, DocumentConverter } from './ports/document-converter.js';
export type { RenditionOptions } from './renditions/types.js';
export {
  CONVERTIBLE_EXTENSIONS,
  DOWNLOAD_FORMATS,
  convertibleExtensions,
  pdfFileName,
  planRendition,
} from './renditions/rendition-format.js';
export type { DownloadFormat, RenditionPlan } from './renditions/rendition-format.js';
export type {
  CollectUnusedFilesArgs,
  CollectUnusedFilesResult,
} from './files/collect-unused-files.js';
export { createFilesystemFileStore } from './files/create-filesystem-file-store.js';
export type { FilesystemFileStoreOptions } from './files/create-filesystem-file-store.js';
export { createMemoryFileStore } from './files/create-memory-file-store.js';
export { findReferencedFiles } from './files/find-referenced-files.js';
export type { FindReferencedFilesArgs } from './files/find-referenced-files.js';
export { resolveByteRange } from './files/resolve-byte-range.js';
export type { RequestedRange } from './files/resolve-byte-range.js';

// The operator's tasks: companies, users and keys without the server app.
export { createAdminTasks } from './admin/create-admin-tasks.js';
export type { AdminKeyResult, AdminTasks, AdminTasksOptions } from './admin/create-admin-tasks.js';
export type { AdminKeyEntry, ListKeysArgs } from './admin/list-keys.js';
export type { AdminUserEntry, ListUsersArgs } from './admin/list-users.js';
export { operatorOf } from './admin/operator-of.js';
export { systemPolicy } from './admin/system-policy.js';
export type { CreateUserArgs, FindUserArgs } from './admin/types.js';

// API keys.
export { createKeyService } from './keys/create-key-service.js';
export type {
  CreateKeyArgs,
  CreateKeyResult,
  KeyService,
  RevokeKeyResult,
  KeyServiceOptions,
} from './keys/create-key-service.js';

// Change events: the outbox read through any adapter, and the holes its readers wait for.
export { readEventsFrom } from './events/read-events.js';
export {
  readSettledEvents,
  type ReadSettledEventsArgs,
  type SettledEvents,
} from './events/read-settled-events.js';

// Search text, as the storage adapters index and match it.
export {
  indexText,
  matchesSearch,
  matchesTerm,
  MAX_INDEXED_CHARS,
  MAX_SEARCH_WORDS,
  parseSearchText,
  searchRelevance,
} from './search/search-text.js';

// The in-memory storage adapter and its filter semantics, for adapters to reuse.
export { createMemoryStorage } from './memory-storage/create-memory-storage.js';
export type { MemoryStorageOptions } from './memory-storage/create-memory-storage.js';
export {
  compareFieldValues,
  compareRecordsBy,
  matchesFilter,
} from './memory-storage/match-filter.js';

// Errors.
export { isRecordError, RecordError } from './errors/record-error.js';
export type { FieldProblem, RecordErrorCode, RecordErrorOptions } from './errors/record-error.js';

// Internal: shared with the sibling packages (@recordgate/koa, @recordgate/shape), not for embedders.
// They may change in any release.
export { describeType } from './read/describe-record-type.js';
export { fileVersionView } from './record-types/file-version-record-type.js';
export { findReference } from './record-types/find-reference.js';
export { INTEGER_RANGE } from './values/integer-range.js';
export { messagesFor } from './errors/messages.js';
export type { Messages } from './errors/messages.js';
export { FILTER_LIMITS, OPERATORS_BY_TYPE } from './read/parse-list-filter.js';
export { DATE_TIME_RANGE, timeZoneOffset } from './values/parse-date-time.js';
