import { RecordError } from '../errors/record-error.js';
import type { RecordType } from '../model/types.js';
import type { SortKey } from '../ports/storage-adapter.js';

/** Arguments of {@link parseSort}. */
export interface ParseSortArgs {
  readonly type: RecordType;
  /** The `sort` query parameter as sent: `-created_at,title`. */
  readonly sort: string;
}

/** Most sort keys one request may give. */
export const MAX_SORT_KEYS = 10;

/**
 * Parses Yii2's `sort` parameter: comma-separated field names, each optionally prefixed with `-` for
 * descending order (`sort=-created_at,title`). Reference names are accepted for reference fields
 * (`createdBy` for `created_by`). The storage appends `id` ascending as the final tiebreak, so pages
 * are stable; `id` may also be sorted explicitly (`sort=-id`).
 *
 * Unknown, hidden or unsortable names are refused with a `RecordError` (`bad_request`) that lists the
 * sortable fields (Yii2 ignores them silently; a typo should not pass unnoticed). A field named twice
 * is refused too.
 */
export function parseSort({ type, sort }: ParseSortArgs): SortKey[] {
  const sortable = type.fields.filter((f) => f.sortable).map((f) => f.name);
  const entries = sort
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (entries.length > MAX_SORT_KEYS) {
    throw new RecordError('bad_request', `Sort by at most ${MAX_SORT_KEYS} fields.`);
  }
  const keys: SortKey[] = [];
  for (const entry of entries) {
    const descending = entry.startsWith('-');
    const name = descending ? entry.slice(1) : entry;
    const field = type.fieldsByName.get(type.referencesByName.get(name)?.field ?? name);
    if (!field || !field.sortable) {
      throw new RecordError(
        'bad_request',
        `Cannot sort by "${name.slice(0, 64)}". Sortable fields: ${sortable.join(', ')}; prefix a field with "-" for descending order.`,
      );
    }
    if (keys.some((k) => k.field === field.name)) {
      throw new RecordError('bad_request', `The sort names "${field.name}" twice.`);
    }
    keys.push({ field: field.name, direction: descending ? 'desc' : 'asc' });
  }
  return keys;
}
