import { RecordError } from '../errors/record-error.js';
import type { RecordType, Reference } from '../model/types.js';

/**
 * The reference of `type` named `attribute` (field name or reference name); a `bad_request` error that
 * lists the valid ones otherwise (an unknown `attribute` of list-objects is 400: docs/interface.md,
 * "Calls").
 *
 * @internal Shared with `@recordgate/koa`; not for embedders.
 */
export function findReference(type: RecordType, attribute: string): Reference {
  const reference = type.referencesByName.get(attribute);
  if (!reference) {
    const valid = type.references.map((r) => `${r.field} (${r.name})`).join(', ') || 'none';
    throw new RecordError(
      'bad_request',
      `"${attribute}" is not a reference of ${type.name}. Valid attributes: ${valid}.`,
    );
  }
  return reference;
}
