import { RecordError } from '../errors/record-error.js';
import type { StoredRecord } from '../model/types.js';
import { findBy, namedCompany } from './find-records.js';
import { operatorOf } from './operator-of.js';
import type { TaskContext } from './types.js';

/** `AdminTasks.renameCompany`: company names stay unique. */
export async function renameCompany(
  tasks: TaskContext,
  { name, to }: { readonly name: string; readonly to: string },
): Promise<StoredRecord> {
  const company = await namedCompany(tasks, name);
  if (to !== name && (await findBy(tasks, 'company', 'name', to))) {
    throw new RecordError(
      'conflict',
      `A company named "${to}" exists already; company names are unique. Choose another name.`,
    );
  }
  return tasks.system.update({
    actor: operatorOf(company.id as number),
    type: 'company',
    id: company.id as number,
    data: { name: to },
  });
}
