import {
  createTypeRegistry,
  defaultRecordTypes,
  type Actor,
  type RecordType,
} from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { createDefaultPolicy } from './create-default-policy.js';

const types = createTypeRegistry(defaultRecordTypes).public;
const actor = (role: Actor['role'], userId: number, companyId: number): Actor => ({
  userId,
  companyId,
  role,
  username: `user${userId}`,
});
// A type of an installation's own, without a company field: nobody reaches it.
const loose: RecordType = {
  ...types.find((type) => type.name === 'document')!,
  name: 'note',
  companyField: undefined,
};

describe('createDefaultPolicy: canDescribe', () => {
  it.each(['companies', 'single'] as const)(
    'answers as the read filter does, whatever the ids (%s tenancy)',
    (tenancy) => {
      const policy = createDefaultPolicy({ tenancy });
      // Asked first with one actor of each role, then with others: the answers of the first are
      // kept per type and role, and must be what every other actor's filter says.
      const actors = [
        actor('member', 1, 1),
        actor('admin', 2, 1),
        actor('member', 3, 2),
        actor('admin', 4, 2),
        actor('member', 0, 0),
      ];
      for (const type of [...types, loose]) {
        for (const who of actors) {
          const filter = policy.filter({ actor: who, type, action: 'read' });
          expect(policy.canDescribe({ actor: who, type }), `${type.name} ${who.role}`).toBe(
            filter.op !== 'false',
          );
        }
      }
    },
  );
});
