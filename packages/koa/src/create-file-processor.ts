import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ProcessFile, RecordService, RecordType } from '@recordgate/core';
import {
  DOCX_MIME_TYPE,
  inspectArchive,
  isDocxClaim,
  notADocx,
  patchDocx,
  type ArchiveLimits,
  type RenderPool,
} from '@recordgate/docx';
import { parseBoolean, parseShape, shapeRecord, type ShapePlan } from '@recordgate/shape';
import type { Context } from 'koa';

/** Options of {@link createFileProcessor}. */
export interface FileProcessorOptions {
  readonly records: RecordService;
  /** The render pool, created on first use. */
  readonly pool: () => RenderPool;
  readonly limits: ArchiveLimits;
}

const MAX_CACHED_PLANS = 200;

/**
 * The upload processing of create and update (decisions.md, "Documents and .docx files"): a file that
 * claims to be a .docx must be one (its central directory within the archive limits, with
 * word/document.xml); with `fillPlaceholders: true` its tags are filled in the render pool from the
 * record as written (own fields, `{id}` on create too, every reference's fields, dates through the
 * request's `dateFormat` and `dateFields`), and `removeUnfiledPlaceholders: true` hides the tags
 * left over. Other files are stored byte for byte.
 */
export function createFileProcessor(options: FileProcessorOptions): (ctx: Context) => ProcessFile {
  const { records, limits } = options;
  const plans = new Map<string, ShapePlan>();

  // Every field and every reference's fields, dates as the request's shaping headers render them.
  const fillPlan = (type: RecordType, dateFormat?: string, dateFields?: string): ShapePlan => {
    const key = `${type.name}\u0000${dateFormat ?? '\u0001'}\u0000${dateFields ?? '\u0001'}`;
    let plan = plans.get(key);
    if (!plan) {
      const expand = type.references.map((r) => `${r.name}.*`).join(',') || undefined;
      plan = parseShape({
        type,
        headers: { expand, dateFormat, dateFields },
        types: records.types,
        language: records.language,
      });
      if (plans.size >= MAX_CACHED_PLANS) plans.delete(plans.keys().next().value!);
      plans.set(key, plan);
    }
    return plan;
  };

  return (ctx) => {
    const header = (name: string) => {
      const value = ctx.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(',') : value;
    };
    // Read before the body is processed, so a malformed header is a 400 before any work.
    const fill = parseBoolean('fillPlaceholders', header('fillPlaceholders'), false);
    const removeUnfilled = parseBoolean(
      'removeUnfiledPlaceholders',
      header('removeUnfiledPlaceholders'),
      false,
    );
    const dateFormat = header('dateFormat');
    const dateFields = header('dateFields');

    return async ({ actor, type, file, record }) => {
      if (!isDocxClaim(file.originalName, file.mimeType)) return undefined;
      const template =
        'bytes' in file.source ? file.source.bytes : await readFile(file.source.path);
      // The central directory only: cheap, and enough to refuse a bomb or a fake before any work.
      const entries = inspectArchive(template, limits);
      if (!entries.some((e) => e.name === 'word/document.xml')) {
        throw notADocx('word/document.xml is missing');
      }
      if (!fill && !removeUnfilled) return { mimeType: DOCX_MIME_TYPE };
      let data: Record<string, unknown> = {};
      if (fill) {
        const plan = fillPlan(type, dateFormat, dateFields);
        const references =
          plan.expansions.length === 0
            ? new Map()
            : await records.loadReferences({
                actor,
                type: type.name,
                records: [record],
                references: plan.expansions.map((e) => e.reference.field),
              });
        data = shapeRecord({ plan, record, references, baseUrl: '', timeZone: records.timeZone });
      }
      // On create `{id}` fills with a random marker, replaced by the id once the insert assigned it
      // (patchDocx, in the transaction); only templates that use `{id}` pay for that.
      const marker =
        fill && record.id === undefined ? `rgid${randomBytes(16).toString('hex')}` : undefined;
      const rendered = await options.pool().render({
        template,
        data: marker ? { ...data, id: marker } : data,
        removeUnfilled,
        marker,
      });
      if (!marker || rendered.marked.length === 0) {
        return { bytes: rendered.file, mimeType: DOCX_MIME_TYPE };
      }
      return {
        bytes: rendered.file,
        mimeType: DOCX_MIME_TYPE,
        complete: (created) =>
          patchDocx({
            file: rendered.file,
            parts: rendered.marked,
            marker,
            value: String(created.id),
          }),
      };
    };
  };
}
