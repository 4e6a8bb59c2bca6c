import { describe, expect, it, vi } from 'vitest';
import { RecordError } from '../errors/record-error.js';
import type { StagedFiles } from '../files/create-file-keeper.js';
import { createMemoryFileStore } from '../files/create-memory-file-store.js';
import { createMemoryStorage } from '../memory-storage/create-memory-storage.js';
import { where } from '../model/filter.js';
import type { Actor } from '../model/types.js';
import type { AccessPolicy } from '../ports/access-policy.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { createRecordService } from '../service/create-record-service.js';
import { commitWrite } from './commit-write.js';
import { writeRecord } from './write-record.js';

const types = createTypeRegistry(defaultRecordTypes);
const company = types.get('company');

// A storage whose transactions run `run` once more than they commit, as a server database does
// when it aborts a transaction for a conflict with a concurrent one and runs it again.
function retrying(storage: StorageAdapter, retries = { left: 1 }): StorageAdapter {
  const again = new Error('serialization failure');
  return {
    ...storage,
    async transaction({ run }) {
      while (retries.left > 0) {
        retries.left--;
        const attempt = storage.transaction({
          run: async (db) => {
            await run(db);
            throw again;
          },
        });
        await attempt.catch((error: unknown) => {
          if (error !== again) throw error;
        });
      }
      return storage.transaction({ run });
    },
  };
}

function spyStaged(): StagedFiles & {
  commit: ReturnType<typeof vi.fn>;
  abandon: ReturnType<typeof vi.fn>;
} {
  return {
    values: {},
    complete: undefined,
    storesFile: false,
    text: undefined,
    textIndexed: false,
    commit: vi.fn(async () => {}),
    abandon: vi.fn(async () => {}),
  };
}

describe('commitWrite', () => {
  it('writes a create, an update and a delete and returns the record before and after', async () => {
    const storage = createMemoryStorage({ types });
    const created = await storage.transaction({
      run: (db) => commitWrite({ db, kind: 'create', type: company, values: { name: 'Acme' } }),
    });
    expect(created).toMatchObject({
      kind: 'create',
      before: undefined,
      after: { id: 1, name: 'Acme' },
    });
    const updated = await storage.transaction({
      run: (db) =>
        commitWrite({
          db,
          kind: 'update',
          type: company,
          before: created.after!,
          values: { name: 'B' },
        }),
    });
    expect(updated).toMatchObject({ before: { name: 'Acme' }, after: { id: 1, name: 'B' } });
    const deleted = await storage.transaction({
      run: (db) => commitWrite({ db, kind: 'delete', type: company, before: updated.after! }),
    });
    expect(deleted).toMatchObject({ kind: 'delete', before: { name: 'B' }, after: undefined });
    expect(await storage.count({ type: 'company', filter: where.all })).toBe(0);
  });

  it('writes the values that depend on the new record in the same transaction', async () => {
    const storage = createMemoryStorage({ types });
    const change = await storage.transaction({
      run: (db) =>
        commitWrite({
          db,
          kind: 'create',
          type: company,
          values: { name: 'Acme' },
          complete: async (inserted) => ({ uuid: `uuid-of-${inserted.id}` }),
        }),
    });
    expect(change.after).toMatchObject({ id: 1, name: 'Acme', uuid: 'uuid-of-1' });
  });

  it('refuses to update a record that is gone', async () => {
    const storage = createMemoryStorage({ types });
    const before = { id: 5, name: 'Gone' };
    await expect(
      commitWrite({ db: storage, kind: 'update', type: company, before, values: { name: 'x' } }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('writeRecord', () => {
  const create = (name: string) => (db: StorageAdapter) =>
    commitWrite({ db, kind: 'create', type: company, values: { name } });

  it('commits the staged files once after the transaction, with the change', async () => {
    const staged = spyStaged();
    const change = await writeRecord({
      storage: createMemoryStorage({ types }),
      staged,
      run: create('A'),
    });
    expect(staged.commit).toHaveBeenCalledTimes(1);
    expect(staged.commit).toHaveBeenCalledWith(change);
    expect(staged.abandon).not.toHaveBeenCalled();
  });

  it('abandons them once when the transaction fails, and explains the failure', async () => {
    const staged = spyStaged();
    const explain = (error: unknown): never => {
      throw new RecordError('invalid', 'explained', { cause: error });
    };
    const run = async () => {
      throw new RecordError('conflict', 'taken');
    };
    await expect(
      writeRecord({ storage: createMemoryStorage({ types }), staged, run, explain }),
    ).rejects.toThrow('explained');
    expect(staged.abandon).toHaveBeenCalledTimes(1);
    expect(staged.commit).not.toHaveBeenCalled();
  });

  it('settles once however often the database ran the transaction', async () => {
    const storage = createMemoryStorage({ types });
    const committed = spyStaged();
    const run = vi.fn(create('A'));
    await writeRecord({ storage: retrying(storage, { left: 2 }), staged: committed, run });
    expect(run).toHaveBeenCalledTimes(3);
    expect(committed.commit).toHaveBeenCalledTimes(1);
    expect(await storage.count({ type: 'company', filter: where.all })).toBe(1);

    const failed = spyStaged();
    const refused = async () => {
      throw new RecordError('invalid', 'no');
    };
    await expect(
      writeRecord({ storage: retrying(storage), staged: failed, run: refused }),
    ).rejects.toThrow('no');
    expect(failed.abandon).toHaveBeenCalledTimes(1);
    expect(failed.commit).not.toHaveBeenCalled();
  });
});

describe('the record service under retried transactions', () => {
  const admin: Actor = { userId: 1, companyId: 1, role: 'admin', username: 'admin' };
  const policy: AccessPolicy = {
    filter: () => where.all,
    writeRule: () => ({ create: true }),
    canDescribe: () => true,
    writableFields: () => undefined,
  };

  it('keeps one file for a create whose content needs the new id, and processes the upload once', async () => {
    const files = createMemoryFileStore();
    const storage = retrying(createMemoryStorage({ types }), { left: 2 });
    const records = createRecordService({ storage, policy, types, files });
    let attempts = 0;
    const processFile = vi.fn(async () => ({
      complete: (record: { id?: unknown }) => Buffer.from(`#${String(record.id)} ${++attempts}`),
    }));
    const file = {
      source: { bytes: Buffer.from('t') },
      originalName: 't.txt',
      mimeType: 'text/plain',
      size: 1,
    };
    const created = await records.create({
      actor: admin,
      type: 'document',
      data: { title: 'T' },
      file,
      processFile,
    });
    expect(processFile).toHaveBeenCalledTimes(1);
    expect(attempts).toBe(3);
    expect(files.keys()).toEqual([created.file_sha256]);
    const download = await records.download({
      actor: admin,
      type: 'document',
      id: created.id as number,
    });
    expect(download.size).toBe(Buffer.byteLength(`#${String(created.id)} 3`));
  });

  it('removes the file of a create that fails after a retried attempt stored one', async () => {
    const files = createMemoryFileStore();
    const storage = retrying(createMemoryStorage({ types }));
    const records = createRecordService({ storage, policy, types, files });
    const file = {
      source: { bytes: Buffer.from('u') },
      originalName: 'u.txt',
      mimeType: 'text/plain',
      size: 1,
    };
    let attempts = 0;
    const processFile = async () => ({
      complete: () => {
        if (++attempts > 1) throw new RecordError('invalid', 'second attempt fails');
        return Buffer.from('first attempt');
      },
    });
    const refusal = records.create({
      actor: admin,
      type: 'document',
      data: { title: 'U' },
      file,
      processFile,
    });
    await expect(refusal).rejects.toThrow('second attempt fails');
    expect(files.keys()).toEqual([]);
  });
});
