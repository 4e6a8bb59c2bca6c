export { createJsonFileStorage } from './create-json-file-storage.js';
export type { JsonFileStorageOptions } from './create-json-file-storage.js';
