import { readFileSync } from 'node:fs';
import {
  defineRecordType,
  isRecordError,
  type FieldDefinition,
  type RecordType,
  type RecordTypeDefinition,
} from '@recordgate/core';
import type { z } from 'zod';
import {
  recordTypesFileSchema,
  type RecordTypesFile,
  type TypeDeclaration,
} from './record-types-file-schema.js';

/** A record-types file, read and checked. */
export interface LoadedRecordTypes {
  /** The file's settings, filled with their defaults. */
  readonly tenancy: 'companies' | 'single';
  readonly defaults: boolean;
  readonly ownTablesPrefix: string;
  /** The file's types, defined. */
  readonly types: readonly RecordType[];
  /** Every problem found, one line each naming the type, the field and the fix; empty when none. */
  readonly problems: readonly string[];
}

/**
 * Reads the record-types file at `path` (RECORD_TYPES, `--types`): JSON, checked against its schema
 * (`record-types-file-schema.ts`), then each declaration by `defineRecordType`. Every problem is
 * collected, not just the first, so `doctor` lists them all.
 */
export function loadRecordTypesFile(path: string): LoadedRecordTypes {
  const empty = { tenancy: 'companies', defaults: true, ownTablesPrefix: '', types: [] } as const;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return {
      ...empty,
      problems: [
        `The record-types file "${path}" (RECORD_TYPES or --types) cannot be read as JSON: ${why}.`,
      ],
    };
  }
  const parsed = recordTypesFileSchema.safeParse(raw, { jitless: true });
  if (!parsed.success) {
    return {
      ...empty,
      problems: parsed.error.issues.map((issue) => describeIssue(path, raw, issue)),
    };
  }
  const file: RecordTypesFile = parsed.data;
  const problems: string[] = [];
  const types: RecordType[] = [];
  for (const declaration of file.types) {
    try {
      types.push(defineRecordType(definitionOf(declaration)));
    } catch (error) {
      if (!isRecordError(error)) throw error;
      problems.push(`${path}: ${error.message}`);
    }
  }
  const names = new Set<string>();
  for (const { name } of file.types) {
    if (names.has(name))
      problems.push(`${path}: Record type "${name}" is declared twice; keep one.`);
    names.add(name);
  }
  return {
    tenancy: file.tenancy ?? 'companies',
    defaults: file.defaults ?? true,
    ownTablesPrefix: file.ownTablesPrefix ?? '',
    types,
    problems,
  };
}

/** A declaration of the file as `defineRecordType` takes it: labels filled from the names. */
export function definitionOf(declaration: TypeDeclaration): RecordTypeDefinition {
  return {
    ...declaration,
    fields: declaration.fields.map((field): FieldDefinition => ({
      ...field,
      label: {
        en: field.label?.en ?? field.label?.de ?? inWords(field.name),
        de: field.label?.de ?? field.label?.en ?? inWords(field.name),
      },
    })),
  };
}

/** `created_by` → `Created by`. */
export function inWords(name: string): string {
  const words = name.replace(/_id$/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// "file: Record type "document", field "created_at": "storedAs" must be …" from a schema issue.
function describeIssue(path: string, raw: unknown, issue: z.core.$ZodIssue): string {
  const at = issue.path;
  const parts: string[] = [];
  let rest = at;
  if (at[0] === 'types' && typeof at[1] === 'number') {
    const type = (raw as { types: { name?: unknown; fields?: { name?: unknown }[] }[] }).types[
      at[1]
    ];
    parts.push(
      `Record type ${typeof type?.name === 'string' ? `"${type.name}"` : `#${at[1] + 1}`}`,
    );
    rest = at.slice(2);
    if (rest[0] === 'fields' && typeof rest[1] === 'number') {
      const field = type?.fields?.[rest[1]];
      parts.push(
        `field ${typeof field?.name === 'string' ? `"${field.name}"` : `#${rest[1] + 1}`}`,
      );
      rest = rest.slice(2);
    }
  }
  const key = rest.length > 0 ? `"${rest.join('.')}" ` : '';
  return `${path}: ${[...parts, `${key}${messageOf(issue)}`].join(', ')}`;
}

function messageOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `has unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: remove ${issue.keys.length > 1 ? 'them' : 'it'} or correct the spelling (recordgate types schema lists every key).`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'invalid_type':
      return issue.input === undefined ? `is missing: add it.` : `must be ${issue.expected}.`;
    default:
      return `${issue.message.replace(/\.$/, '')}.`;
  }
}
