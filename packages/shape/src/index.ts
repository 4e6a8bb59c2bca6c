export { compileDateFormat, DEFAULT_DATE_FORMAT, formatDate } from './format-date.js';
export type { FormatDateOptions } from './format-date.js';
export type { DateRenderer } from './compile-php-format.js';
export { MAX_LIST_ENTRIES, parseBoolean, parseShape } from './parse-shape.js';
export type { Expansion, ParseShapeArgs, ShapeHeaders, ShapePlan } from './parse-shape.js';
export { isoUtc, shapeRecord, shapeRecords } from './shape-record.js';
export type { ShapeRecordArgs, ShapeRecordsArgs } from './shape-record.js';
