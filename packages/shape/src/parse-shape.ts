import {
  RecordError,
  type Field,
  type Language,
  type RecordType,
  type Reference,
  type TypeRegistry,
} from '@recordgate/core';
import type { DateRenderer } from './compile-php-format.js';
import { compileDateFormat, DEFAULT_DATE_FORMAT } from './format-date.js';

/** The shaping headers of docs/shaping.md, as sent (absent headers undefined). */
export interface ShapeHeaders {
  readonly expand?: string | undefined;
  readonly fields?: string | undefined;
  readonly href?: string | undefined;
  readonly dateFormat?: string | undefined;
  readonly dateFields?: string | undefined;
}

/** One expanded reference: which fields of the referenced record are embedded. */
export interface Expansion {
  readonly reference: Reference;
  readonly type: RecordType;
  readonly fields: readonly Field[];
}

/** Parsed, checked shaping headers for one record type: how to turn records into response objects. */
export interface ShapePlan {
  readonly type: RecordType;
  /** The top-level fields shown, in declaration order. */
  readonly fields: readonly Field[];
  readonly expansions: readonly Expansion[];
  readonly href: boolean;
  readonly renderDate: DateRenderer;
  /** Qualified names (`created_at`, `createdBy.created_at`) formatted by dateFormat; undefined: all. */
  readonly dateFields: ReadonlySet<string> | undefined;
}

/** Arguments of {@link parseShape}. */
export interface ParseShapeArgs {
  readonly type: RecordType;
  readonly headers: ShapeHeaders;
  readonly types: TypeRegistry;
  readonly language: Language;
}

/** Most entries a list header may hold; longer lists are refused rather than processed. */
export const MAX_LIST_ENTRIES = 100;

/**
 * Parses and checks the shaping headers against a record type. Unknown names are refused with a
 * `bad_request` error that lists the valid names (docs/shaping.md, "Errors").
 */
export function parseShape({ type, headers, types, language }: ParseShapeArgs): ShapePlan {
  const expandEntries = splitList('expand', headers.expand);
  const fieldEntries = splitList('fields', headers.fields);
  const dateFieldEntries = splitList('dateFields', headers.dateFields);

  // Expansions first: qualified `fields` entries (the Yii2 form) refine them.
  const expanded = parseExpand(type, types, expandEntries);
  const { topLevel, qualified } = parseFields(type, types, fieldEntries, expanded);
  const expansions: Expansion[] = [...expanded.values()].map(({ reference, all, names }) => {
    const target = types.get(reference.target);
    const chosen = qualified.get(reference.field) ?? (all ? undefined : names);
    return {
      reference,
      type: target,
      fields: chosen
        ? target.visibleFields.filter((f) => chosen.has(f.name))
        : target.visibleFields,
    };
  });
  const dateFields =
    dateFieldEntries.length > 0 ? parseDateFields(type, types, dateFieldEntries) : undefined;

  return {
    type,
    fields:
      // An absent or empty header shows every field, as in Yii2.
      fieldEntries.length === 0
        ? type.visibleFields
        : type.visibleFields.filter((f) => topLevel.has(f.name)),
    expansions,
    href: parseBoolean('href', headers.href, false),
    renderDate: compileDateFormat(headers.dateFormat ?? DEFAULT_DATE_FORMAT, language),
    dateFields,
  };
}

/** One expanded reference as the expand header names it: all its fields, or the named ones. */
interface ExpandEntry {
  readonly reference: Reference;
  all: boolean;
  readonly names: Set<string>;
}

// Expanded references by reference field; entries naming the same reference combine.
function parseExpand(
  type: RecordType,
  types: TypeRegistry,
  entries: readonly string[],
): Map<string, ExpandEntry> {
  const expanded = new Map<string, ExpandEntry>();
  for (const entry of entries) {
    const [head, sub, ...rest] = entry.split('.');
    const reference = findReference(type, head!, 'expand');
    if (rest.length > 0)
      throw badEntry(
        'expand',
        entry,
        'has more than one dot; use <reference>.* or <reference>.<field>',
      );
    const target = types.get(reference.target);
    const current = expanded.get(reference.field) ?? {
      reference,
      all: false,
      names: new Set<string>(),
    };
    if (sub === undefined || sub === '*') current.all = true;
    else current.names.add(visibleField(target, sub, 'expand', `${reference.name}.`).name);
    expanded.set(reference.field, current);
  }
  return expanded;
}

// The top-level fields named, and the fields of expanded references by reference field.
function parseFields(
  type: RecordType,
  types: TypeRegistry,
  entries: readonly string[],
  expanded: ReadonlyMap<string, ExpandEntry>,
): { topLevel: Set<string>; qualified: Map<string, Set<string>> } {
  const topLevel = new Set<string>();
  const qualified = new Map<string, Set<string>>();
  for (const entry of entries) {
    const dot = entry.indexOf('.');
    if (dot === -1) {
      const reference = type.referencesByName.get(entry);
      topLevel.add(reference ? reference.field : visibleField(type, entry, 'fields', '').name);
      continue;
    }
    const { reference, field } = referencedField(
      types,
      type,
      entry.slice(0, dot),
      entry.slice(dot + 1),
      'fields',
    );
    if (!expanded.has(reference.field)) {
      throw badEntry(
        'fields',
        entry,
        `names a field of ${reference.name}, which is not expanded; add ${reference.name} to the expand header`,
      );
    }
    qualified.set(reference.field, (qualified.get(reference.field) ?? new Set()).add(field.name));
  }
  return { topLevel, qualified };
}

// Qualified names (`created_at`, `createdBy.created_at`) of the date-time fields named.
function parseDateFields(
  type: RecordType,
  types: TypeRegistry,
  entries: readonly string[],
): Set<string> {
  const dateFields = new Set<string>();
  for (const entry of entries) {
    const dot = entry.indexOf('.');
    if (dot === -1) {
      dateFields.add(dateTimeField(type, visibleField(type, entry, 'dateFields', ''), '').name);
      continue;
    }
    const { reference, field } = referencedField(
      types,
      type,
      entry.slice(0, dot),
      entry.slice(dot + 1),
      'dateFields',
    );
    const prefix = `${reference.name}.`;
    dateFields.add(prefix + dateTimeField(types.get(reference.target), field, prefix).name);
  }
  return dateFields;
}

/**
 * Reads a boolean header: `true`/`1` or `false`/`0` in any case, absent or empty gives `fallback`;
 * anything else is a `bad_request` that quotes (the start of) what was sent. Every boolean header of
 * the interface (`href`, `fillPlaceholders`, `ignoreMissingReference`, …) is read through it, so they
 * all accept and refuse alike.
 */
export function parseBoolean(header: string, value: string | undefined, fallback: boolean): boolean;
export function parseBoolean(header: string, value: string | undefined): boolean | undefined;
export function parseBoolean(
  header: string,
  value: string | undefined,
  fallback?: boolean,
): boolean | undefined {
  const normalised = value?.trim().toLowerCase();
  if (normalised === undefined || normalised === '') return fallback;
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  throw new RecordError(
    'bad_request',
    `The header ${header} must be "true" or "false", not "${value!.slice(0, 40)}".`,
  );
}

function splitList(header: string, value: string | undefined): string[] {
  if (value === undefined) return [];
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length > MAX_LIST_ENTRIES) {
    throw new RecordError(
      'bad_request',
      `The ${header} header lists ${entries.length} entries; at most ${MAX_LIST_ENTRIES} are allowed.`,
    );
  }
  return entries;
}

function findReference(type: RecordType, name: string, header: string): Reference {
  const reference = type.referencesByName.get(name);
  if (!reference) {
    const valid = type.references.map((r) => `${r.name} (${r.field})`).join(', ') || 'none';
    throw new RecordError(
      'bad_request',
      `The ${header} header names "${name}", which is not a reference of ${type.name}. Valid references: ${valid}.`,
    );
  }
  return reference;
}

/** The field `name` of the record that reference `head` of `type` points at. */
function referencedField(
  types: TypeRegistry,
  type: RecordType,
  head: string,
  name: string,
  header: string,
) {
  const reference = findReference(type, head, header);
  return {
    reference,
    field: visibleField(types.get(reference.target), name, header, `${reference.name}.`),
  };
}

function visibleField(type: RecordType, name: string, header: string, prefix: string): Field {
  const field = type.fieldsByName.get(name);
  if (!field || field.hidden) {
    const valid = type.visibleFields.map((f) => `${prefix}${f.name}`).join(', ');
    throw new RecordError(
      'bad_request',
      `The ${header} header names "${prefix}${name}", which is not a field of ${type.name}. Valid fields: ${valid}.`,
    );
  }
  return field;
}

// A dateFields entry that names a field which is no date-time would silently do nothing: refuse it.
function dateTimeField(type: RecordType, field: Field, prefix: string): Field {
  if (field.type === 'datetime') return field;
  const valid = type.visibleFields
    .filter((f) => f.type === 'datetime')
    .map((f) => `${prefix}${f.name}`);
  throw new RecordError(
    'bad_request',
    `The dateFields header names "${prefix}${field.name}", which is not a date-time field of ${type.name}. Date-time fields: ${valid.join(', ') || 'none'}.`,
  );
}

function badEntry(header: string, entry: string, problem: string): RecordError {
  return new RecordError('bad_request', `The ${header} entry "${entry}" ${problem}.`);
}
