import { RecordError } from '@recordgate/core';
import { parseBoolean } from '@recordgate/shape';
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
