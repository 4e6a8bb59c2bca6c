import type { LoadedReferences, RecordType, StoredRecord } from '@recordgate/core';
import type { Field } from '@recordgate/core';
import type { Expansion, ShapePlan } from './parse-shape.js';

/** Arguments of {@link shapeRecord}. */
export interface ShapeRecordArgs {
  readonly plan: ShapePlan;
  readonly record: StoredRecord;
  /** The referenced records of the plan's expansions, from `RecordService.loadReferences`. */
  readonly references: LoadedReferences;
  /** Absolute base URL for `href` (no trailing slash). */
  readonly baseUrl: string;
  readonly timeZone: string;
}

/**
 * The JSON object of one record as the response shows it: the plan's fields, its expansions under
 * their reference names, `href` when asked for, date-times rendered (docs/shaping.md).
 */
export function shapeRecord(args: ShapeRecordArgs): Record<string, unknown> {
  return shapeOne(args, undefined);
}

/** Arguments of {@link shapeRecords}. */
export interface ShapeRecordsArgs extends Omit<ShapeRecordArgs, 'record'> {
  readonly records: readonly StoredRecord[];
}

/**
 * {@link shapeRecord} of each record of a list, each referenced record shaped once: the rows of a page
 * name the same company, and often the same users, and each row gets a copy of its expansion.
 */
export function shapeRecords({ records, ...args }: ShapeRecordsArgs): Record<string, unknown>[] {
  const shaped = args.plan.expansions.map(() => new Map<number, Record<string, unknown>>());
  return records.map((record) => shapeOne({ ...args, record }, shaped));
}

// One record; `kept` holds, per expansion, the referenced records a list has shaped so far, by id.
function shapeOne(
  args: ShapeRecordArgs,
  kept: readonly Map<number, Record<string, unknown>>[] | undefined,
): Record<string, unknown> {
  const { plan, record, baseUrl, timeZone } = args;
  const out = shapeFields(plan, plan.type, plan.fields, record, '', baseUrl, timeZone);
  plan.expansions.forEach((expansion, i) => {
    out[expansion.reference.name] = shapeExpansion(args, expansion, kept?.[i]);
  });
  return out;
}

// The record an expansion embeds, shaped (a copy of the one in `kept` when the list shaped it for an
// earlier row); null for a reference that is empty, dangling, or unreadable for the caller.
function shapeExpansion(
  { plan, record, references, baseUrl, timeZone }: ShapeRecordArgs,
  { reference, type, fields }: Expansion,
  kept: Map<number, Record<string, unknown>> | undefined,
): Record<string, unknown> | null {
  const id = record[reference.field];
  const target = typeof id === 'number' ? references.get(reference.field)?.get(id) : undefined;
  if (!target) return null;
  let shaped = kept?.get(id as number);
  if (!shaped) {
    shaped = shapeFields(plan, type, fields, target, `${reference.name}.`, baseUrl, timeZone);
    if (!kept) return shaped;
    kept.set(id as number, shaped);
  }
  return { ...shaped };
}

function shapeFields(
  plan: ShapePlan,
  type: RecordType,
  fields: readonly Field[],
  record: StoredRecord,
  prefix: string,
  baseUrl: string,
  timeZone: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = record[field.name] ?? null;
    if (value instanceof Date) {
      out[field.name] =
        plan.dateFields === undefined || plan.dateFields.has(prefix + field.name)
          ? plan.renderDate(value, timeZone)
          : isoUtc(value);
    } else if (field.type === 'json' && typeof value === 'string') {
      // Stored as its text, shown as the JSON value it holds (the audit trail's `changes`).
      out[field.name] = JSON.parse(value) as unknown;
    } else {
      out[field.name] = value;
    }
  }
  if (plan.href) {
    const base = `${baseUrl}/${type.name}/api/default`;
    out.href = `${base}/view?id=${String(record.id)}`;
    if (record.file_name !== null && record.file_name !== undefined)
      out.file_href = `${base}/download?id=${String(record.id)}`;
  }
  return out;
}

/** ISO 8601 in UTC without milliseconds: `2026-11-22T01:27:40Z`. */
export function isoUtc(value: Date): string {
  return `${value.toISOString().slice(0, 19)}Z`;
}
