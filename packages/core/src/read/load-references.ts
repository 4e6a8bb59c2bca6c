import { where } from '../model/filter.js';
import type { StoredRecord } from '../model/types.js';
import { findReference } from '../record-types/find-reference.js';
import { accessFilter, publicType, type RecordContext } from '../service/record-context.js';
import type { LoadedReferences, LoadReferencesArgs } from '../service/record-service.js';

/**
 * `RecordService.loadReferences`: the records the given references of `records` name, one query per
 * reference whatever the number of records, each filtered by the target type's read filter (an
 * unreadable record is absent from its map). The queries are `cacheable`: an adapter that can tell
 * nothing was committed since may answer them from memory.
 */
export async function loadReferences(
  ctx: RecordContext,
  { actor, records, references, ...args }: LoadReferencesArgs,
): Promise<LoadedReferences> {
  const type = publicType(ctx, args.type);
  const loaded = new Map<string, Map<number, StoredRecord>>();
  await Promise.all(
    references.map(async (attribute) => {
      const reference = findReference(type, attribute);
      const ids = new Set<number>();
      for (const record of records) {
        const id = record[reference.field];
        if (typeof id === 'number') ids.add(id);
      }
      const byId = new Map<number, StoredRecord>();
      loaded.set(reference.field, byId);
      if (ids.size === 0) return;
      const target = ctx.types.get(reference.target);
      const found = await ctx.storage.findMany({
        type: target.name,
        filter: where.and(where.in('id', [...ids]), accessFilter(ctx, actor, target, 'read')),
        // Record after record names the same company and the same few users (ADR 0030).
        cacheable: true,
      });
      for (const record of found) byId.set(record.id as number, record);
    }),
  );
  return loaded;
}
