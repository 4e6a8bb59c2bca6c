import { isRecordError, RecordError, throwIfInvalid } from '../errors/record-error.js';
import type { StagedFiles } from '../files/create-file-keeper.js';
import type { FieldValue, RecordType, StoredRecord, UploadedFile } from '../model/types.js';
import { labelOf, type RecordContext } from '../service/record-context.js';
import type { ProcessFile } from '../service/record-service.js';
import { checkDraft, type Draft } from './check-draft.js';

/** Staged files of a write that stores none: settling them does nothing. */
const NOTHING_STAGED: StagedFiles = {
  values: {},
  complete: undefined,
  storesFile: false,
  text: undefined,
  textIndexed: false,
  commit: async () => undefined,
  abandon: async () => undefined,
};

/** A file part for a type that takes none is refused rather than silently dropped. */
export function refuseFile(ctx: RecordContext, type: RecordType, file: UploadedFile | undefined) {
  if (file && !ctx.keeper?.takesFiles(type))
    throwIfInvalid([{ field: 'file', message: ctx.messages.noFile(labelOf(type)) }]);
}

/** Arguments of {@link stageUpload}. */
export interface StageUploadArgs {
  /** The write's draft; checked here, before the upload is processed, when there is a file. */
  readonly draft?: Draft;
  /** The uploaded file, when the client sent one. */
  readonly file?: UploadedFile;
  readonly processFile?: ProcessFile;
  /** On update: the stored record, read before the transaction. */
  readonly current?: StoredRecord;
}

/**
 * The files of a write, staged before its transaction (every write stages exactly once, then
 * `writeRecord` commits or abandons them). With a file: refusals first — the draft is checked against
 * the database (references by value resolved for the file's contents; the transaction checks again),
 * so nothing is rendered or stored for a write that cannot succeed — then the upload is processed from
 * the record as the write will leave it, outside the transaction (a render may take seconds and must
 * not hold the database), and stored. Without a file nothing is read or stored.
 */
export async function stageUpload(
  ctx: RecordContext,
  args: StageUploadArgs = {},
): Promise<StagedFiles> {
  const { file, draft, current } = args;
  if (!file || !draft) return ctx.keeper ? ctx.keeper.stage() : NOTHING_STAGED;
  const checked = await checkDraft({ ...draft, db: ctx.storage, current });
  const processed = await processUpload(draft, file, checked.draft, args.processFile);
  // `complete` is for values the insert assigns; an update knows them all before.
  const final =
    draft.mode === 'update' && processed ? { ...processed, complete: undefined } : processed;
  return ctx.keeper!.stage({ file, processed: final });
}

// Runs the processing hook; a file that is not what it claims, or a broken template, is a validation
// error of the file part.
async function processUpload(
  { actor, type }: Draft,
  file: UploadedFile,
  record: Readonly<Record<string, FieldValue>>,
  processFile: ProcessFile | undefined,
) {
  try {
    return await processFile?.({ actor, type, file, record });
  } catch (error) {
    if (isRecordError(error, 'invalid') && error.fields.length === 0) {
      throw new RecordError('invalid', 'The record data is invalid.', {
        fields: [{ field: 'file', message: error.message }],
        cause: error,
      });
    }
    throw error;
  }
}
