export { createApp } from './create-app.js';
export { createRouter } from './create-router.js';
export { ERROR_STATUS } from './error-status.js';
export type { ErrorLogger } from './handle-errors.js';
export type { RecordGateOptions } from './types.js';
export { parseByteSize } from './read-body.js';
export type { RequestBody } from './read-body.js';
