import { INTEGER_RANGE, RecordError } from '@recordgate/core';
import { parseBoolean } from '@recordgate/shape';
import type { Context } from 'koa';

/**
 * A query parameter given at most once, as one value: 400 when it is repeated or given as a list or
 * an object (`id[]=3`, `attribute[x]=y`), which would otherwise pass unnoticed (docs/lists.md).
 */
export function singleQuery(ctx: Context, name: string): string | undefined {
  if (Object.keys(ctx.query).some((key) => key.startsWith(`${name}[`)))
    throw new RecordError(
      'bad_request',
      `The query parameter "${name}" takes one value, not a list or an object: send ${name}=….`,
    );
  const value = ctx.query[name];
  if (Array.isArray(value))
    throw new RecordError('bad_request', `The query parameter "${name}" is given more than once.`);
  return value;
}

/**
 * The `id` query parameter of the calls that name one record: a positive integer within the id range
 * of every database (docs/writing-records.md, "Integers and ids"), else 400.
 */
export function idOf(ctx: Context): number {
  const raw = singleQuery(ctx, 'id');
  if (raw === undefined || raw === '') {
    throw new RecordError(
      'bad_request',
      'The query parameter "id" is required: the integer id of the record.',
    );
  }
  return positiveInteger('id', raw, '');
}

/**
 * The optional `version` query parameter of download (docs/documents.md, "File versions"): undefined
 * when absent (the current file), else a positive integer within the id range, else 400.
 */
export function fileVersionOf(ctx: Context): number | undefined {
  const raw = singleQuery(ctx, 'version');
  if (raw === undefined) return undefined;
  return positiveInteger(
    'version',
    raw,
    ' Send the number of a file version from the versions call, or leave it out for the current file.',
  );
}

// A query parameter's value as a positive integer within the id range, else 400 saying so.
function positiveInteger(name: string, raw: string, hint: string): number {
  const { min, max } = INTEGER_RANGE.id;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    throw new RecordError(
      'bad_request',
      `The query parameter "${name}" must be a positive integer (${min} to ${max}), not "${raw.slice(0, 40)}".${hint}`,
    );
  }
  return value;
}

/**
 * How create and update match references given by value (docs/writing-records.md, "References by
 * value"); an absent header leaves the record service's default.
 */
export function referenceOptions(ctx: Context): {
  ignoreMissingReference: boolean | undefined;
  ignoreDuplicateReference: boolean | undefined;
} {
  return {
    ignoreMissingReference: parseBoolean(
      'ignoreMissingReference',
      ctx.get('ignoreMissingReference'),
    ),
    ignoreDuplicateReference: parseBoolean(
      'ignoreDuplicateReference',
      ctx.get('ignoreDuplicateReference'),
    ),
  };
}
