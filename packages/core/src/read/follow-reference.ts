import { RecordError } from '../errors/record-error.js';
import { findReference } from '../record-types/find-reference.js';
import {
  findReadable,
  labelOf,
  usableType,
  type RecordContext,
} from '../service/record-context.js';
import type { FollowArgs, FollowResult } from '../service/record-service.js';

/** `RecordService.follow`: the readable record a reference of a readable record names. */
export async function followReference(
  ctx: RecordContext,
  { actor, id, attribute, ...args }: FollowArgs,
): Promise<FollowResult> {
  const type = usableType(ctx, actor, args.type);
  const reference = findReference(type, attribute);
  const source = await findReadable(ctx, actor, type, id);
  const target = ctx.types.get(reference.target);
  const targetId = source[reference.field];
  if (typeof targetId !== 'number') {
    throw new RecordError('not_found', `${labelOf(type)} #${id} has no ${reference.name}.`);
  }
  return { type: target, record: await findReadable(ctx, actor, target, targetId) };
}
