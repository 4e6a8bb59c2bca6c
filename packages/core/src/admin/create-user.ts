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
): Promise<{ user: StoredRecord; company: StoredRecord }> {
  const { username, company: companyName, role = 'member', email, name } = args;
  const company = await namedCompany(tasks, companyName);
  const taken = where.and(
    where.eq('username', username),
    where.eq('company_id', company.id as number),
  );
  if ((await tasks.storage.count({ type: 'user', filter: taken })) > 0) {
    throw new RecordError(
      'conflict',
      `A user named "${username}" exists already in ${companyName}.`,
    );
  }
  const user = await tasks.system.create({
    actor: operatorOf(company.id as number),
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
