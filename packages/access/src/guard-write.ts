import { RecordError, where, type WriteGuardArgs } from '@recordgate/core';

/**
 * The default policy's rules that depend on the data (docs/access-policy.md, "Guards"), checked inside
 * the write's transaction:
 * - a company's name is changed with `recordgate company rename`, never through the API (company names
 *   are unique across the installation, so a refusal would reveal another company's name);
 * - an admin does not delete their own user;
 * - a company keeps at least one admin: its last admin is neither deleted nor made a member.
 */
export async function guardWrite(args: WriteGuardArgs): Promise<void> {
  const { actor, type, action, before, changes } = args;
  if (type.name === 'company' && changes && 'name' in changes) {
    throw new RecordError(
      'forbidden',
      "A company's name cannot be changed through the API. An operator renames a company on the server with: recordgate company rename --name OLD --to NEW",
    );
  }
  if (type.name !== 'user') return;
  if (action === 'delete' && before.id === actor.userId) {
    throw new RecordError('invalid', 'The record data is invalid.', {
      fields: [
        {
          field: 'id',
          message: 'You cannot delete your own user. Another admin of your company may delete it.',
        },
      ],
    });
  }
  const demoted = action === 'update' && changes?.role !== undefined && changes.role !== 'admin';
  if (before.role === 'admin' && (action === 'delete' || demoted)) {
    await assertAnotherAdmin(args);
  }
}

// The company must keep an admin besides `before`. The company's admins are read with a lock: two
// admins demoting (or deleting) each other at once then queue behind each other (or one is retried
// after a deadlock) and the second sees the first's change, on every database.
async function assertAnotherAdmin({ type, action, before, db }: WriteGuardArgs): Promise<void> {
  const admins = await db.findMany({
    type: type.name,
    filter: where.and(
      where.eq('company_id', before.company_id as number),
      where.eq('role', 'admin'),
    ),
    sort: [{ field: 'id', direction: 'asc' }],
    forUpdate: true,
  });
  if (admins.some((admin) => admin.id !== before.id)) return;
  const what = action === 'delete' ? 'be deleted' : 'become a member';
  throw new RecordError('invalid', 'The record data is invalid.', {
    fields: [
      {
        field: action === 'delete' ? 'id' : 'role',
        message: `User "${String(before.username)}" is the last admin of the company and cannot ${what}. Make another user admin first.`,
      },
    ],
  });
}
