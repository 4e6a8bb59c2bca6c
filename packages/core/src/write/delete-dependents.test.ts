import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memory-storage/create-memory-storage.js';
import { where } from '../model/filter.js';
import type { Actor } from '../model/types.js';
import type { AccessPolicy } from '../ports/access-policy.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defineRecordType } from '../record-types/define-record-type.js';
import { createRecordService } from '../service/create-record-service.js';

// Folders inside folders: deleting one deletes what is inside it (`onDelete: 'cascade'`).
const folder = defineRecordType({
  name: 'folder',
  modelClass: 'm.Folder',
  searchClass: 'm.FolderSearch',
  fields: [
    { name: 'name', type: 'string', maxLength: 40, label: { en: 'Name', de: 'Name' } },
    {
      name: 'parent_id',
      type: 'reference',
      references: 'folder',
      onDelete: 'cascade',
      label: { en: 'Parent', de: 'Übergeordnet' },
    },
  ],
});
const types = createTypeRegistry([folder]);
const admin: Actor = { userId: 1, companyId: 1, role: 'admin', username: 'admin' };
const policy: AccessPolicy = {
  filter: () => where.all,
  writeRule: () => ({ create: true }),
  canDescribe: () => true,
  writableFields: () => undefined,
};

async function folders() {
  const storage = createMemoryStorage({ types });
  const records = createRecordService({ storage, policy, types });
  const make = async (name: string, parent: number | null = null) =>
    (await records.create({ actor: admin, type: 'folder', data: { name, parent_id: parent } }))
      .id as number;
  const names = async () =>
    (await storage.findMany({ type: 'folder', filter: where.all })).map((r) => r.name);
  return { records, make, names };
}

describe('deleting with dependents', () => {
  it('deletes the whole subtree, deepest first, and nothing beside it', async () => {
    const { records, make, names } = await folders();
    const root = await make('root');
    const inner = await make('inner', root);
    await make('deep', inner);
    await make('other');
    await records.delete({ actor: admin, type: 'folder', id: root });
    expect(await names()).toEqual(['other']);
  });

  it('ends on a cycle: a folder moved inside its own subfolder, and one that is its own parent', async () => {
    const { records, make, names } = await folders();
    const a = await make('a');
    const b = await make('b', a);
    await records.update({ actor: admin, type: 'folder', id: a, data: { parent_id: b } });
    await records.delete({ actor: admin, type: 'folder', id: a });
    const self = await make('self');
    await records.update({ actor: admin, type: 'folder', id: self, data: { parent_id: self } });
    await records.delete({ actor: admin, type: 'folder', id: self });
    expect(await names()).toEqual([]);
  });
});
