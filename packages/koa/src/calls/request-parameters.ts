import { RecordError } from '@recordgate/core';
import type { Context } from 'koa';

/** A query parameter given at most once; 400 when it is repeated. */
export function singleQuery(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  if (Array.isArray(value))
    throw new RecordError('bad_request', `The query parameter "${name}" is given more than once.`);
  return value;
}

/** The `id` query parameter of the calls that name one record: a positive integer, else 400. */
export function idOf(ctx: Context): number {
  const raw = singleQuery(ctx, 'id');
  if (raw === undefined || raw === '') {
    throw new RecordError(
      'bad_request',
      'The query parameter "id" is required: the integer id of the record.',
    );
  }
  if (!/^\d{1,15}$/.test(raw)) {
    throw new RecordError(
      'bad_request',
      `The query parameter "id" must be a positive integer, not "${raw.slice(0, 40)}".`,
    );
  }
  return Number(raw);
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
    ignoreMissingReference: booleanHeader(ctx, 'ignoreMissingReference'),
    ignoreDuplicateReference: booleanHeader(ctx, 'ignoreDuplicateReference'),
  };
}

// Not `parseBoolean` of @recordgate/shape: that one has no "absent" answer (it takes a fallback, and
// the defaults of these two headers are the record service's) and words its 400 differently.
function booleanHeader(ctx: Context, name: string): boolean | undefined {
  const value = ctx.get(name).trim().toLowerCase();
  if (value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new RecordError(
    'bad_request',
    `The header ${name} must be "true" or "false", not "${ctx.get(name).slice(0, 40)}".`,
  );
}
