import type { StoredRecord } from '../model/types.js';
import { findReadable, usableType, type RecordContext } from '../service/record-context.js';
import type { RecordCallArgs } from '../service/record-service.js';

/** `RecordService.view`: one readable record. */
export async function viewRecord(ctx: RecordContext, args: RecordCallArgs): Promise<StoredRecord> {
  return findReadable(ctx, args.actor, usableType(ctx, args.actor, args.type), args.id);
}
