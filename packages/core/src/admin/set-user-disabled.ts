import { RecordError } from '../errors/record-error.js';
import { where } from '../model/filter.js';
import type { StoredRecord } from '../model/types.js';
import { changeClock } from '../write/change-clock.js';
import { commitWrite } from '../write/commit-write.js';
import { writeRecord } from '../write/write-record.js';
import type { TaskContext } from './types.js';

/**
 * Sets or clears the user's `disabled_at` (a hidden field: never served, never written by the API)
 * through the one write path, so the change is audited and every node's key cache drops the user.
 */
export async function setUserDisabled(
  tasks: TaskContext,
  user: StoredRecord,
  disabled: boolean,
): Promise<StoredRecord> {
  const type = tasks.registry.get('user');
  if (!type.fieldsByName.has('disabled_at')) {
    throw new RecordError(
      'invalid',
      'The user type of this installation has no disabled_at field; add one (a hidden datetime) to disable users.',
    );
  }
  const at = changeClock();
  const { after } = await writeRecord({
    storage: tasks.storage,
    onCommitted: tasks.onCommitted,
    run: async (db) => {
      const [before] = await db.findMany({
        type: type.name,
        filter: where.eq('id', user.id as number),
        limit: 1,
        forUpdate: true,
      });
      if (!before)
        throw new RecordError('not_found', `There is no user with id ${String(user.id)}.`);
      return commitWrite({
        db,
        kind: 'update',
        type,
        before,
        values: { disabled_at: disabled ? at : null },
        at,
      });
    },
  });
  return after ?? user;
}
