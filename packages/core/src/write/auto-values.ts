import { randomUUID } from 'node:crypto';
import type { Actor, FieldValue, RecordType } from '../model/types.js';

/**
 * The values the server sets on a write (`auto` fields): on create the UUID, creation time, creator and
 * company; on create and update the time and author of the change. `at` is the write's instant.
 */
export function autoValues(
  type: RecordType,
  actor: Actor,
  mode: 'create' | 'update',
  at: Date,
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  const creating = mode === 'create';
  for (const field of type.fields) {
    switch (field.auto) {
      case 'uuid':
        if (creating) values[field.name] = randomUUID();
        break;
      case 'createdAt':
        if (creating) values[field.name] = at;
        break;
      case 'createdBy':
        if (creating) values[field.name] = actor.userId;
        break;
      case 'company':
        if (creating) values[field.name] = actor.companyId;
        break;
      case 'updatedAt':
        values[field.name] = at;
        break;
      case 'updatedBy':
        values[field.name] = actor.userId;
        break;
    }
  }
  return values;
}
