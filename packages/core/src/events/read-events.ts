import type { ReadEventsArgs, StorageAdapter, StoredEvent } from '../ports/storage-adapter.js';
import { auditEventRecordType } from '../record-types/audit-event-record-type.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';

/**
 * `StorageAdapter.readEvents` through the adapter's own `findMany`: the audit trail's rows after
 * `afterSeq` (and up to `throughSeq`) in `id` order (its primary key, so one index range read), as outbox events. Adapters
 * implement `readEvents` with it unless they have a faster way.
 */
export async function readEventsFrom(
  storage: Pick<StorageAdapter, 'findMany'>,
  types: TypeRegistry,
  args: ReadEventsArgs,
): Promise<StoredEvent[]> {
  if (!(args.limit > 0) || !types.find(auditEventRecordType.name)) return [];
  const rows = await storage.findMany({
    type: auditEventRecordType.name,
    filter:
      args.throughSeq === undefined
        ? { op: 'gt', field: 'id', value: args.afterSeq }
        : {
            op: 'and',
            filters: [
              { op: 'gt', field: 'id', value: args.afterSeq },
              { op: 'lte', field: 'id', value: args.throughSeq },
            ],
          },
    sort: [{ field: 'id', direction: 'asc' }],
    limit: args.limit,
  });
  return rows.map((row) => ({
    seq: row.id as number,
    id: row.event_id as string,
    companyId: (row.company_id as number | null) ?? null,
    type: row.event_type as string,
    occurredAt: row.occurred_at as Date,
    body: row.event_body as string,
  }));
}
