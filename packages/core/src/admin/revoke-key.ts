import { RecordError } from '../errors/record-error.js';
import { where } from '../model/filter.js';
import { apiKeyRecordType } from '../record-types/api-key-record-type.js';
import type { TaskContext } from './types.js';

const PREFIX = /^rg_([0-9a-f]{16})$/;

/** `AdminTasks.revokeKey`: by id, or by the prefix lists show. */
export async function revokeKey(
  tasks: TaskContext,
  args: { readonly id: number } | { readonly prefix: string },
): Promise<{ id: number; changed: boolean; revokedAt: Date }> {
  const id = 'id' in args ? args.id : await keyIdOfPrefix(tasks, args.prefix);
  return { id, ...(await tasks.keys.revoke({ id })) };
}

async function keyIdOfPrefix(tasks: TaskContext, prefix: string): Promise<number> {
  const publicId = PREFIX.exec(prefix)?.[1];
  if (publicId === undefined) {
    throw new RecordError(
      'bad_request',
      `A key prefix is "rg_" and 16 hexadecimal digits, as "recordgate key list" shows it, not "${prefix}".`,
    );
  }
  const [key] = await tasks.storage.findMany({
    type: apiKeyRecordType.name,
    filter: where.eq('public_id', publicId),
    limit: 1,
  });
  if (!key) throw new RecordError('not_found', `There is no API key with the prefix ${prefix}.`);
  return key.id as number;
}
