import { where } from '../model/filter.js';
import { namedCompany } from './find-records.js';
import { namesById } from './name-owners.js';
import type { TaskContext } from './types.js';

/** Arguments of `AdminTasks.listUsers`. */
export interface ListUsersArgs {
  /** Only the users of the company of this name. */
  readonly company?: string;
}

/** One user as `AdminTasks.listUsers` shows them. */
export interface AdminUserEntry {
  readonly id: number;
  readonly username: string;
  readonly company: string;
  readonly role: string;
  readonly email: string | null;
  readonly name: string | null;
  /** Whether `disableUser` disabled them. */
  readonly disabled: boolean;
}

/** `AdminTasks.listUsers`: at most three queries, whatever the number of users. */
export async function listUsers(
  tasks: TaskContext,
  { company }: ListUsersArgs,
): Promise<AdminUserEntry[]> {
  const companyId =
    company === undefined ? undefined : ((await namedCompany(tasks, company)).id as number);
  const users = await tasks.storage.findMany({
    type: 'user',
    filter: companyId === undefined ? where.all : where.eq('company_id', companyId),
    sort: [{ field: 'username', direction: 'asc' }],
  });
  const companies = await namesById(
    tasks,
    'company',
    'name',
    users.map((user) => user.company_id as number),
  );
  return users
    .map((user) => ({
      id: user.id as number,
      username: user.username as string,
      company: companies.get(user.company_id as number) ?? '',
      role: user.role as string,
      email: (user.email as string | null | undefined) ?? null,
      name: (user.name as string | null | undefined) ?? null,
      disabled: user.disabled_at instanceof Date,
    }))
    .sort((a, b) => a.company.localeCompare(b.company) || a.username.localeCompare(b.username));
}
