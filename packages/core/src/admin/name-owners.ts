import { where } from '../model/filter.js';
import type { StoredRecord } from '../model/types.js';
import type { TaskContext } from './types.js';

/** The names of these records by id, in one query (`type`'s `field`). */
export async function namesById(
  tasks: TaskContext,
  type: string,
  field: string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const found: StoredRecord[] =
    unique.length === 0
      ? []
      : await tasks.storage.findMany({ type, filter: where.in('id', unique) });
  return new Map(found.map((record) => [record.id as number, String(record[field])]));
}
