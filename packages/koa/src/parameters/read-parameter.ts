import { RecordError } from '@recordgate/core';
import type { Context } from 'koa';
import { NESTED, queryValueOf, REPEATED } from './query-of.js';
import type { ReadParameter } from './types.js';

/**
 * The value of a declared parameter in this request, parsed by its declaration: a query parameter
 * given at most once, or a header (an empty one counts as absent). A 4xx `RecordError` when the
 * value is refused.
 */
export function readParameter<T>(ctx: Context, parameter: ReadParameter<T>): T {
  if (parameter.in === 'header') return parameter.parse(ctx.get(parameter.name) || undefined);
  return parameter.parse(singleQuery(ctx, parameter.name));
}

// A query parameter given at most once, as one value: 400 when it is repeated or given as a list or
// an object (`id[]=3`, `attribute[x]=y`), which would otherwise pass unnoticed (docs/lists.md).
function singleQuery(ctx: Context, name: string): string | undefined {
  const value = queryValueOf(ctx, name);
  if (value === NESTED)
    throw new RecordError(
      'bad_request',
      `The query parameter "${name}" takes one value, not a list or an object: send ${name}=….`,
    );
  if (value === REPEATED)
    throw new RecordError('bad_request', `The query parameter "${name}" is given more than once.`);
  return value;
}
