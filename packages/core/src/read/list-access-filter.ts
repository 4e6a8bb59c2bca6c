import { RecordError } from '../errors/record-error.js';
import type { Filter } from '../model/filter.js';
import type { Actor, RecordType } from '../model/types.js';
import { accessFilter, type RecordContext } from '../service/record-context.js';

/**
 * The policy's read filter of a list; a type the actor may read nothing of (a member and the audit
 * trail) is a 404, as its info call is, rather than an empty list.
 */
export function listAccessFilter(ctx: RecordContext, actor: Actor, type: RecordType): Filter {
  const filter = accessFilter(ctx, actor, type, 'read');
  if (filter.op === 'false')
    throw new RecordError('not_found', `There is no record type "${type.name}".`);
  return filter;
}
