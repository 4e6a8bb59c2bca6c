import { RecordError } from '../errors/record-error.js';
import { where } from '../model/filter.js';
import type { StoredRecord } from '../model/types.js';
import { namedCompany } from './find-records.js';
import { operatorOf } from './operator-of.js';
import type { CreateUserArgs, TaskContext } from './types.js';

/** `AdminTasks.createUser`: usernames are unique within their company. */
export async function createUser(
  tasks: TaskContext,
  args: CreateUserArgs,
): Promise<{ user: StoredRecord; company?: StoredRecord }> {
  const { username, company: companyName, role = 'member', email, name } = args;
  if (!tasks.single && companyName === undefined) {
    throw new RecordError('bad_request', 'Say which company the user belongs to: --company NAME.');
  }
  const company =
    tasks.single || companyName === undefined ? undefined : await namedCompany(tasks, companyName);
  const taken = where.and(
    where.eq('username', username),
    company ? where.eq('company_id', company.id as number) : where.all,
  );
  if ((await tasks.storage.count({ type: 'user', filter: taken })) > 0) {
    throw new RecordError(
      'conflict',
      `A user named "${username}" exists already${company ? ` in ${companyName}` : ''}.`,
    );
  }
  const user = await tasks.system.create({
    actor: operatorOf((company?.id as number | undefined) ?? 0),
    type: 'user',
    data: {
      username,
      role,
      ...(email === undefined ? {} : { email }),
      ...(name === undefined ? {} : { name }),
    },
  });
  return { user, company };
}
