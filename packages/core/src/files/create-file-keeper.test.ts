import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memory-storage/create-memory-storage.js';
import type { StoredRecord, UploadedFile } from '../model/types.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { createFileKeeper } from './create-file-keeper.js';
import { createMemoryFileStore } from './create-memory-file-store.js';

const types = createTypeRegistry(defaultRecordTypes);
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const upload = (text: string): UploadedFile => ({
  source: { bytes: Buffer.from(text) },
  originalName: `${text}.txt`,
  mimeType: 'text/plain',
  size: text.length,
});

function setUp() {
  const files = createMemoryFileStore();
  const storage = createMemoryStorage({ types });
  const keeper = createFileKeeper({ files, storage, types });
  // A document that uses the file with this content, as a committed write leaves it.
  const useFile = (text: string) =>
    storage.insert({ type: 'document', values: { title: text, file_sha256: sha(text) } });
  return { files, storage, keeper, useFile };
}

describe('FileKeeper.stage', () => {
  it('stores the upload before the write and hands back its metadata', async () => {
    const { files, keeper } = setUp();
    const staged = await keeper.stage({ file: upload('one') });
    expect(staged.values).toEqual({
      file_name: 'one.txt',
      file_size: 3,
      file_mime: 'text/plain',
      file_sha256: sha('one'),
    });
    expect(staged.complete).toBeUndefined();
    expect(files.keys()).toEqual([sha('one')]);
  });

  it('removes the file when the write is abandoned, unless a record uses the same content', async () => {
    const { files, keeper, useFile } = setUp();
    await (await keeper.stage({ file: upload('one') })).abandon();
    expect(files.keys()).toEqual([]);
    const staged = await keeper.stage({ file: upload('two') });
    await useFile('two');
    await staged.abandon();
    expect(files.keys()).toEqual([sha('two')]);
  });

  it('holds a staged file: another write settling meanwhile does not remove it', async () => {
    const { files, keeper } = setUp();
    const first = await keeper.stage({ file: upload('one') });
    const second = await keeper.stage({ file: upload('one') });
    await second.abandon();
    expect(files.keys()).toEqual([sha('one')]);
    await first.abandon();
    expect(files.keys()).toEqual([]);
  });

  it('settles once: a second commit or abandon does nothing', async () => {
    const { files, keeper, useFile } = setUp();
    const staged = await keeper.stage({ file: upload('one') });
    const after = await useFile('one');
    await staged.commit({ after });
    await staged.abandon();
    expect(files.keys()).toEqual([sha('one')]);
  });

  it('on commit removes the file the record no longer names, unless another record uses it', async () => {
    const { files, storage, keeper, useFile } = setUp();
    const old = await useFile('old');
    await files.put({ key: sha('old'), source: { bytes: Buffer.from('old') } });
    const staged = await keeper.stage({ file: upload('new') });
    const after = await storage.update({
      type: 'document',
      id: old.id as number,
      values: staged.values,
    });
    await staged.commit({ before: old, after: after! });
    expect(files.keys()).toEqual([sha('new')]);

    const deleted = await useFile('shared');
    await useFile('shared');
    await files.put({ key: sha('shared'), source: { bytes: Buffer.from('shared') } });
    await storage.delete({ type: 'document', id: deleted.id as number });
    await (await keeper.stage()).commit({ before: deleted });
    expect(files.keys()).toContain(sha('shared'));
  });

  it('stores content completed with the new record once per attempt, and keeps only the last', async () => {
    const { files, keeper } = setUp();
    let attempt = 0;
    const staged = await keeper.stage({
      file: upload('template'),
      processed: { complete: (record) => Buffer.from(`#${record.id} attempt ${++attempt}`) },
    });
    expect(staged.values).toEqual({});
    expect(files.keys()).toEqual([]);
    const record: StoredRecord = { id: 7 };
    await staged.complete!(record);
    const last = await staged.complete!(record);
    expect(last.file_sha256).toBe(sha('#7 attempt 2'));
    expect(files.keys().sort()).toEqual([sha('#7 attempt 1'), sha('#7 attempt 2')].sort());
    await staged.commit({ after: { ...record, ...last } });
    expect(files.keys()).toEqual([sha('#7 attempt 2')]);
  });
});
