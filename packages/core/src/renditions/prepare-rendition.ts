import { readWholeFile } from '../ports/file-store.js';
import type { RecordContext } from '../service/record-context.js';
import type { PrepareRenditionArgs } from '../service/record-service.js';
import { planRendition } from './rendition-format.js';

/** `RecordService.prepareRendition`: converts a record's file ahead of its first PDF download. */
export async function prepareRendition(
  ctx: RecordContext,
  { record }: PrepareRenditionArgs,
): Promise<void> {
  const { renditions: keeper, files } = ctx;
  const key = record.file_sha256;
  if (!keeper || !files || typeof key !== 'string') return;
  const plan = planRendition({
    fileName: record.file_name,
    mediaType: record.file_mime,
    allowMacros: keeper.allowMacros,
  });
  if (plan.kind !== 'convert') return;
  const opened = await keeper.open({
    key,
    extension: plan.extension,
    readSource: () => readWholeFile(files, { key }),
  });
  opened.stream.destroy();
}
