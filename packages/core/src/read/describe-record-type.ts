import type { Language, RecordType } from '../model/types.js';
import { usableType, type RecordContext } from '../service/record-context.js';
import type { TypeCallArgs, TypeDescription } from '../service/record-service.js';

/** `RecordService.describe`: the info call, for a type the actor may use. */
export function describeRecordType(ctx: RecordContext, args: TypeCallArgs): TypeDescription {
  const type = usableType(ctx, args.actor, args.type);
  return describeType(type, ctx.language);
}

/**
 * The info description of a type in a language.
 *
 * @internal Used by `@recordgate/koa` for the OpenAPI document; embedders call `RecordService.describe`.
 */
export function describeType(type: RecordType, language: Language): TypeDescription {
  const attributes: Record<string, string> = {};
  for (const field of type.visibleFields) attributes[field.name] = field.label[language];
  const expandable: Record<string, string> = {};
  for (const reference of type.references) expandable[reference.field] = `${reference.name}.*`;
  return { modelClass: type.modelClass, searchClass: type.searchClass, attributes, expandable };
}
