import { RecordError } from '../errors/record-error.js';
import { where } from '../model/filter.js';
import type { StoredRecord } from '../model/types.js';
import type { FindUserArgs, TaskContext } from './types.js';

/** The first record of `type` whose `field` equals `value`. */
export async function findBy(tasks: TaskContext, type: string, field: string, value: string) {
  return (await tasks.storage.findMany({ type, filter: where.eq(field, value), limit: 1 }))[0];
}

/** The company of this name; `not_found`, with the command that creates it, when there is none. */
export async function namedCompany(tasks: TaskContext, name: string): Promise<StoredRecord> {
  const company = await findBy(tasks, 'company', 'name', name);
  if (company) return company;
  throw new RecordError(
    'not_found',
    `There is no company named "${name}". Create it with: recordgate company create --name "${name}"`,
  );
}

/** The user of this name (of the company, when named); `bad_request` when the name is ambiguous. */
export async function findUser(
  tasks: TaskContext,
  { username, company }: FindUserArgs,
): Promise<StoredRecord | undefined> {
  const companyId =
    company === undefined ? undefined : ((await namedCompany(tasks, company)).id as number);
  const users = await tasks.storage.findMany({
    type: 'user',
    filter: where.and(
      where.eq('username', username),
      companyId === undefined ? where.all : where.eq('company_id', companyId),
    ),
    limit: 2,
  });
  if (users.length > 1) {
    throw new RecordError(
      'bad_request',
      `Several companies have a user named "${username}"; add --company NAME to say which one.`,
    );
  }
  return users[0];
}
