import { writableType, type RecordContext } from '../service/record-context.js';
import type { DeleteRecordArgs } from '../service/record-service.js';
import { revokeKeyTree } from '../keys/revoke-key-tree.js';
import { apiKeyRecordType } from '../record-types/api-key-record-type.js';
import { commitWrite } from './commit-write.js';
import { deleteDependents } from './delete-dependents.js';
import { loadForChange } from './load-for-change.js';
import { stageUpload } from './stage-upload.js';
import { writeRecord } from './write-record.js';

/**
 * `RecordService.delete`: in one transaction the record is read and locked, checked (404, 403, 412) and
 * deleted with the records that go with it (`onDelete: 'cascade'`); once committed, its file goes when
 * no other record uses it. Deleting an API key revokes it and the keys made with it instead
 * (docs/api-keys.md): the row stays for the audit trail.
 */
export async function deleteRecord(ctx: RecordContext, args: DeleteRecordArgs): Promise<void> {
  const { actor, id, ifMatch } = args;
  const type = writableType(ctx, actor, args.type);
  const staged = await stageUpload(ctx);
  await writeRecord({
    storage: ctx.storage,
    staged,
    run: async (db) => {
      const before = await loadForChange(ctx, db, { actor, type, id, action: 'delete', ifMatch });
      await ctx.policy.guardWrite?.({ actor, type, action: 'delete', before, db });
      const at = ctx.now();
      const { types, audited } = ctx;
      if (type.name === apiKeyRecordType.name)
        return revokeKeyTree({ db, key: before, actor, at, audited });
      await deleteDependents({ db, types, type, record: before, actor, at, audited });
      return commitWrite({ db, kind: 'delete', type, actor, before, at, audited });
    },
    onCommitted: ctx.onCommitted,
  });
}
