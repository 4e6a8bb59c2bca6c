import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memory-storage/create-memory-storage.js';
import { where } from '../model/filter.js';
import type { Actor, StoredRecord } from '../model/types.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { fileVersionRecordType } from '../record-types/file-version-record-type.js';
import { commitWrite } from '../write/commit-write.js';
import { versionsOf } from './write-file-versions.js';

const types = createTypeRegistry(defaultRecordTypes);
const document = types.get('document');
const company = types.get('company');
const actor: Actor = { userId: 7, companyId: 3, role: 'member', username: 'bob' };

const file = (n: number) => ({
  file_name: `v${n}.txt`,
  file_size: n,
  file_mime: 'text/plain',
  file_sha256: String(n).repeat(64).slice(0, 64),
});

function setup() {
  const storage = createMemoryStorage({ types });
  const rows = async (id: number) =>
    storage.findMany({
      type: fileVersionRecordType.name,
      filter: versionsOf(document, id),
      sort: [{ field: 'version', direction: 'asc' }],
    });
  // Inside the transaction, through the adapter it hands over (as every write does).
  const write = (args: Parameters<typeof commitWrite>[0]) =>
    storage.transaction({ run: (db) => commitWrite({ ...args, db }) });
  return { storage, rows, write };
}

describe('writeFileVersions, through commitWrite', () => {
  it('writes version 1 on create with a file, the next on a file update, none for fields only', async () => {
    const { storage, rows, write } = setup();
    const now = new Date('2026-11-23T10:00:00Z');
    const created = await write({
      db: storage,
      kind: 'create',
      type: document,
      actor,
      values: { title: 'A', company_id: 3, created_at: now, ...file(1) },
    });
    const id = created.after!.id as number;
    expect(await rows(id)).toMatchObject([
      { version: 1, company_id: 3, created_by: 7, created_at: now, ...file(1) },
    ]);
    const later = new Date('2026-11-23T11:00:00Z');
    let before = created.after!;
    const replaced = await write({
      db: storage,
      kind: 'update',
      type: document,
      actor: { ...actor, userId: 8 },
      before,
      values: { updated_at: later, ...file(2) },
    });
    before = replaced.after!;
    await write({
      db: storage,
      kind: 'update',
      type: document,
      actor,
      before,
      values: { title: 'B' },
    });
    expect((await rows(id)).map((r) => [r.version, r.file_name, r.created_by])).toEqual([
      [1, 'v1.txt', 7],
      [2, 'v2.txt', 8],
    ]);
    await write({ db: storage, kind: 'delete', type: document, actor, before: replaced.after! });
    expect(await rows(id)).toEqual([]);
  });

  it('keeps a file stored before versions as version 1 when it is first replaced', async () => {
    const { storage, rows, write } = setup();
    const at = new Date('2026-01-02T03:04:05Z');
    // As an installation from before versions: a document with a file and no version row.
    const legacy: StoredRecord = await storage.insert({
      type: document.name,
      values: { title: 'Old', company_id: 3, created_by: 5, updated_at: at, ...file(1) },
    });
    await write({
      db: storage,
      kind: 'update',
      type: document,
      actor,
      before: legacy,
      values: { ...file(2) },
    });
    expect(
      (await rows(legacy.id as number)).map((r) => [
        r.version,
        r.file_name,
        r.created_by,
        r.created_at,
      ]),
    ).toEqual([
      [1, 'v1.txt', 5, at],
      [2, 'v2.txt', 7, expect.any(Date)],
    ]);
  });

  it('writes nothing for a type without files', async () => {
    const { storage, write } = setup();
    await write({ db: storage, kind: 'create', type: company, values: { name: 'Acme' } });
    expect(await storage.count({ type: fileVersionRecordType.name, filter: where.all })).toBe(0);
  });
});

describe('deleting a record with versions', () => {
  it('deletes all its version rows in one statement, inside the delete’s transaction', async () => {
    const { storage, rows } = setup();
    const created = await storage.transaction({
      run: (db) =>
        commitWrite({
          db,
          kind: 'create',
          type: document,
          actor,
          values: { title: 'A', company_id: 3, ...file(1) },
        }),
    });
    let before = created.after!;
    for (const n of [2, 3]) {
      const replaced = await storage.transaction({
        run: (db) =>
          commitWrite({ db, kind: 'update', type: document, actor, before, values: file(n) }),
      });
      before = replaced.after!;
    }
    const id = before.id as number;
    const other = await storage.transaction({
      run: (db) =>
        commitWrite({
          db,
          kind: 'create',
          type: document,
          actor,
          values: { title: 'B', company_id: 3, ...file(9) },
        }),
    });
    expect(await rows(id)).toHaveLength(3);
    // Every change the delete makes to version rows, as the transaction's adapter sees it.
    const versionWrites: string[] = [];
    await storage.transaction({
      run: (db) => {
        const counted = {
          ...db,
          delete: (args: Parameters<typeof db.delete>[0]) => {
            if (args.type === fileVersionRecordType.name) versionWrites.push('delete');
            return db.delete(args);
          },
          deleteMany: (args: Parameters<typeof db.deleteMany>[0]) => {
            if (args.type === fileVersionRecordType.name) versionWrites.push('deleteMany');
            return db.deleteMany(args);
          },
        };
        return commitWrite({ db: counted, kind: 'delete', type: document, actor, before });
      },
    });
    expect(versionWrites).toEqual(['deleteMany']);
    expect(await rows(id)).toEqual([]);
    expect(await rows(other.after!.id as number)).toHaveLength(1);
  });
});
