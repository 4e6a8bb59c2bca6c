import type { RecordType } from '../model/types.js';

/** The file metadata fields a record type must declare to take files. */
export const FILE_FIELDS = ['file_name', 'file_size', 'file_mime', 'file_sha256'] as const;

/** True when `type` declares the file metadata fields ({@link FILE_FIELDS}), so its records hold files. */
export function typeTakesFiles(type: RecordType): boolean {
  return FILE_FIELDS.every((field) => type.fieldsByName.has(field));
}
