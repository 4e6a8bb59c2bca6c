import { RecordError } from '../errors/record-error.js';
import { where } from '../model/filter.js';
import { apiKeyRecordType } from '../record-types/api-key-record-type.js';
import { findUser } from './find-records.js';
import { namesById } from './name-owners.js';
import type { FindUserArgs, TaskContext } from './types.js';

/** Arguments of `AdminTasks.listKeys`. */
export interface ListKeysArgs {
  /** Only the keys of this user. */
  readonly username?: string;
  /** The user's company, when several companies have the username. */
  readonly company?: string;
}

/** One key as `AdminTasks.listKeys` shows it: never its secret or the secret's hash. */
export interface AdminKeyEntry {
  readonly id: number;
  /** What the key starts with: `rg_` and its public id. */
  readonly prefix: string;
  readonly username: string;
  readonly company: string;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
  readonly lastUsedAt: Date | null;
}

const dateOrNull = (value: unknown): Date | null => (value instanceof Date ? value : null);

/** `AdminTasks.listKeys`: the keys not revoked, by id; at most four queries. */
export async function listKeys(
  tasks: TaskContext,
  { username, company }: ListKeysArgs,
): Promise<AdminKeyEntry[]> {
  let owner: number | undefined;
  if (username !== undefined) {
    const user = await findUser(tasks, { username, company } satisfies FindUserArgs);
    if (!user) throw new RecordError('not_found', `There is no user named "${username}".`);
    owner = user.id as number;
  }
  const keys = await tasks.storage.findMany({
    type: apiKeyRecordType.name,
    filter: where.and(
      where.isNull('revoked_at'),
      owner === undefined ? where.all : where.eq('user_id', owner),
    ),
    sort: [{ field: 'id', direction: 'asc' }],
  });
  if (keys.length === 0) return [];
  const users = await tasks.storage.findMany({
    type: 'user',
    filter: where.in('id', [...new Set(keys.map((key) => key.user_id as number))]),
  });
  const usersById = new Map(users.map((user) => [user.id as number, user]));
  const companies = await namesById(
    tasks,
    'company',
    'name',
    users.map((user) => user.company_id as number),
  );
  return keys.map((key) => {
    const user = usersById.get(key.user_id as number);
    return {
      id: key.id as number,
      prefix: `rg_${String(key.public_id)}`,
      username: String(user?.username ?? ''),
      company: companies.get(user?.company_id as number) ?? '',
      createdAt: key.created_at as Date,
      expiresAt: dateOrNull(key.expires_at),
      lastUsedAt: dateOrNull(key.last_used_at),
    };
  });
}
