import { RecordError } from '../errors/record-error.js';
import type { Actor, FieldValue, RecordType, StoredRecord } from '../model/types.js';
import {
  bodyContext,
  labelOf,
  writableType,
  type RecordContext,
} from '../service/record-context.js';
import type { UpdateRecordArgs } from '../service/record-service.js';
import { autoValues } from './auto-values.js';
import { checkDraft, type Draft } from './check-draft.js';
import { commitWrite } from './commit-write.js';
import { explainConflict } from './explain-conflict.js';
import { loadForChange } from './load-for-change.js';
import { prepareBody, revealOnce } from './prepare-write.js';
import { readRecordBody, type RecordBody } from './read-record-body.js';
import { refuseFile, stageUpload } from './stage-upload.js';
import { writeRecord } from './write-record.js';

/**
 * `RecordService.update`: refusals that need no database first (the body, a file for a type without
 * files, the fields the policy lets the actor change); with a file, the record is loaded and checked
 * and the upload staged before the transaction (404, 403, 412 and 422 before anything is rendered);
 * then, in one transaction, the record is read and locked, checked against `If-Match`, the draft checked
 * again and the changes written.
 */
export async function updateRecord(
  ctx: RecordContext,
  args: UpdateRecordArgs,
): Promise<StoredRecord> {
  const { actor, id, data, file, ifMatch, processFile, ...referenceOptions } = args;
  const type = writableType(ctx, args.actor, args.type, 'update');
  const read = readRecordBody({ ...bodyContext(ctx), type, data, mode: 'update' });
  refuseFile(ctx, type, file);
  refuseUnwritable(ctx, actor, type, read);
  const { body, reveal } = await prepareBody(type, actor, 'update', read);
  const rule = ctx.policy.writeRule({ actor, type });
  const at = ctx.now();
  const auto = autoValues(type, actor, 'update', at);
  const draft: Draft = {
    ctx,
    actor,
    type,
    mode: 'update',
    body,
    auto,
    referenceOptions,
    referenceFilters: rule.referenceFilters,
  };
  const target = { actor, type, id, action: 'update', ifMatch } as const;
  // The file is made from the record as this write will leave it.
  const current = file ? await loadForChange(ctx, ctx.storage, target) : undefined;
  const staged = await stageUpload(ctx, { draft, file, processFile, current });
  // The changes of the transaction's last attempt, for the message of a unique conflict.
  let attempted: Readonly<Record<string, FieldValue>> = body.values;
  const written = await writeRecord({
    storage: ctx.storage,
    staged,
    run: async (db) => {
      const before = await loadForChange(ctx, db, target);
      await ctx.policy.guardWrite?.({
        actor,
        type,
        action: 'update',
        before,
        changes: body.values,
        db,
      });
      const { given } = await checkDraft({ ...draft, db, current: before });
      attempted = given;
      const values = { ...given, ...auto, ...staged.values };
      const { storesFile, text: fileText, textIndexed: fileTextIndexed } = staged;
      const { language, audited } = ctx;
      return commitWrite({
        db,
        kind: 'update',
        type,
        actor,
        before,
        values,
        at,
        audited,
        ...{ language, storesFile, fileText, fileTextIndexed },
      });
    },
    explain: explainConflict(ctx, type, () => attempted),
    onCommitted: ctx.onCommitted,
  });
  return revealOnce(written.after!, reveal);
}

// The policy may limit the fields an actor changes (a member edits their own name, not their role).
function refuseUnwritable(ctx: RecordContext, actor: Actor, type: RecordType, body: RecordBody) {
  const allowedFields = ctx.policy.writableFields({ actor, type });
  if (!allowedFields) return;
  const written = [...Object.keys(body.values), ...body.byValue.map((b) => b.reference.field)];
  const refused = written.filter((f) => !allowedFields.includes(f));
  if (refused.length > 0) {
    throw new RecordError(
      'forbidden',
      `You may not change ${refused.join(', ')} of ${labelOf(type)} records. You may change: ${allowedFields.join(', ')}.`,
    );
  }
}
