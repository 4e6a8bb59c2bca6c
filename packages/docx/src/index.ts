export { fillDocx } from './fill-docx.js';
export type { FillDocxArgs } from './fill-docx.js';
