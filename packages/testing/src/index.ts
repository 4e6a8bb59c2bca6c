export { contractTypes } from './contract-types.js';
export { createDocx } from './create-docx.js';
export { createPdf } from './create-pdf.js';
export type { DocxSpec } from './create-docx.js';
export { createZeroStream, createZip } from './create-zip.js';
export type { ZipEntrySpec } from './create-zip.js';
export { describeStorageContract } from './describe-storage-contract.js';
export type { CreateAdapter } from './describe-storage-contract.js';
export { readDocxText } from './read-docx-text.js';
