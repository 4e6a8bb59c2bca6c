import { RecordError } from '../errors/record-error.js';
import type { FieldValue, StoredRecord } from '../model/types.js';
import {
  bodyContext,
  labelOf,
  writableType,
  type RecordContext,
} from '../service/record-context.js';
import type { CreateArgs } from '../service/record-service.js';
import { autoValues } from './auto-values.js';
import { checkConstraints, checkDraft, type Draft } from './check-draft.js';
import { commitWrite } from './commit-write.js';
import { explainConflict } from './explain-conflict.js';
import { prepareBody, revealOnce } from './prepare-write.js';
import { readRecordBody } from './read-record-body.js';
import { refuseFile, stageUpload } from './stage-upload.js';
import { writeRecord } from './write-record.js';

/**
 * `RecordService.create`: refusals that need no database first (the policy's `create`, the body, a
 * file for a type without files, the type's rules when nothing is to be resolved), then the upload is
 * staged (checked against the database first), then, in one transaction, the draft is checked again
 * and the record inserted.
 */
export async function createRecord(ctx: RecordContext, args: CreateArgs): Promise<StoredRecord> {
  const { actor, data, file, processFile, ...referenceOptions } = args;
  const type = writableType(ctx, actor, args.type);
  const rule = ctx.policy.writeRule({ actor, type });
  if (!rule.create) {
    throw new RecordError('forbidden', `You may not create ${labelOf(type)} records.`);
  }
  const read = readRecordBody({ ...bodyContext(ctx), type, data, mode: 'create' });
  refuseFile(ctx, type, file);
  const { body, reveal } = await prepareBody(type, actor, 'create', read);
  const at = ctx.now();
  const auto = autoValues(type, actor, 'create', at);
  if (body.byValue.length === 0) checkConstraints(ctx, type, { ...body.values, ...auto });
  const draft: Draft = {
    ctx,
    actor,
    type,
    mode: 'create',
    body,
    auto,
    referenceOptions,
    referenceFilters: rule.referenceFilters,
  };
  const staged = await stageUpload(ctx, { draft, file, processFile });
  // The values of the transaction's last attempt, for the message of a unique conflict.
  let attempted: Readonly<Record<string, FieldValue>> = {};
  const change = await writeRecord({
    storage: ctx.storage,
    staged,
    run: async (db) => {
      const checked = await checkDraft({ ...draft, db });
      attempted = checked.draft;
      return commitWrite({
        db,
        kind: 'create',
        type,
        actor,
        values: { ...checked.draft, ...staged.values },
        complete: staged.complete,
        language: ctx.language,
        storesFile: staged.storesFile,
        fileText: staged.text,
        fileTextIndexed: staged.textIndexed,
        at,
        audited: ctx.audited,
      });
    },
    explain: explainConflict(ctx, type, () => attempted),
    onCommitted: ctx.onCommitted,
  });
  return revealOnce(change.after!, reveal);
}
