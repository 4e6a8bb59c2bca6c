export { contractTypes } from './contract-types.js';
export { createDocx } from './create-docx.js';
export { createPdf } from './create-pdf.js';
export type { DocxSpec } from './create-docx.js';
export { createOdt } from './create-odt.js';
export type { OdtSpec } from './create-odt.js';
export { createZeroStream, createZip } from './create-zip.js';
export type { ZipEntrySpec } from './create-zip.js';
export { describeStorageContract } from './describe-storage-contract.js';
export type { CreateAdapter } from './contract/contract-context.js';
export { readDocxText } from './read-docx-text.js';
export { describeFileStoreContract } from './describe-file-store-contract.js';
export type { CreateFileStore } from './describe-file-store-contract.js';
export { s3ServerUnavailable, startS3Server } from './start-s3-server.js';
export type { S3TestServer, StartS3ServerOptions } from './start-s3-server.js';
export { waitFor } from './wait-for.js';
export type { WaitForOptions } from './wait-for.js';
export {
  serverDatabases,
  serverDatabasesOf,
  testDatabase,
  testDatabases,
} from './test-databases.js';
export type {
  CreateScratchDatabase,
  ScratchDatabase,
  TestDatabase,
  TestDatabaseName,
  TestDatabases,
  TestDatabasesOptions,
} from './test-databases.js';
export { startHttpServer } from './start-http-server.js';
export type { TestServer } from './start-http-server.js';
export { createRequest } from './create-request.js';
export type {
  CallOptions,
  CheckedExchange,
  CreateRequestOptions,
  TestRequest,
  TestResponse,
} from './create-request.js';
export { seedPeople } from './seed-people.js';
export type { Person, PersonName, SeededPeople, SeedPeopleOptions } from './seed-people.js';
export { createFormData } from './create-form-data.js';
export type { FormFile } from './create-form-data.js';
export { pdfToolsUnavailable, readPdf } from './read-pdf.js';
export type { PdfReading } from './read-pdf.js';
export { seeddmsRows, seeddmsTables, seeddmsTypes } from './existing-schemas/seeddms.js';
export {
  PAPERLESS_IDS,
  paperlessRows,
  paperlessTables,
  paperlessTypes,
} from './existing-schemas/paperless.js';
export type { FileTypeDeclaration } from './existing-schemas/paperless.js';
