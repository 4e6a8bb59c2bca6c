import { downloadFile } from '../files/download-file.js';
import { prepareRendition } from '../renditions/prepare-rendition.js';
import { listFileVersions } from '../files/list-file-versions.js';
import { describeRecordType } from '../read/describe-record-type.js';
import { followReference } from '../read/follow-reference.js';
import { listRecords } from '../read/list-records.js';
import { loadReferences } from '../read/load-references.js';
import { openRecordList } from '../read/open-record-list.js';
import { viewRecord } from '../read/view-record.js';
import { checkWrite, createRecord } from '../write/create-record.js';
import { deleteRecord } from '../write/delete-record.js';
import { updateRecord } from '../write/update-record.js';
import { createRecordContext, publicType, usableType } from './record-context.js';
import type { RecordService, RecordServiceOptions } from './record-service.js';

/**
 * Composes a storage adapter, an access policy and record types into the record engine.
 *
 * @example
 * ```ts
 * const records = createRecordService({ storage, policy: createDefaultPolicy(), types: defaultRecordTypes });
 * const doc = await records.view({ actor, type: 'document', id: 7 });
 * ```
 */
export function createRecordService(options: RecordServiceOptions): RecordService {
  const ctx = createRecordContext(options);
  return {
    types: ctx.types,
    language: ctx.language,
    timeZone: ctx.timeZone,
    type: (name, actor) => (actor ? usableType(ctx, actor, name) : publicType(ctx, name)),
    list: (args) => listRecords(ctx, args),
    openList: (args) => openRecordList(ctx, args),
    view: (args) => viewRecord(ctx, args),
    follow: (args) => followReference(ctx, args),
    checkWrite: (args) => checkWrite(ctx, args),
    create: (args) => createRecord(ctx, args),
    update: (args) => updateRecord(ctx, args),
    delete: (args) => deleteRecord(ctx, args),
    download: (args) => downloadFile(ctx, args),
    prepareRendition: (args) => prepareRendition(ctx, args),
    versions: (args) => listFileVersions(ctx, args),
    describe: (args) => describeRecordType(ctx, args),
    loadReferences: (args) => loadReferences(ctx, args),
  };
}
