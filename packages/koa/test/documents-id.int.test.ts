import { createHash } from 'node:crypto';
import type { StorageAdapter } from '@recordgate/core';
import { createRenderPool } from '@recordgate/docx';
import { createDocx, readDocxText } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type Person, type World } from './world.js';

// `{id}` on create: the id exists only after the insert, so the fill puts a marker there and the
// create's transaction replaces it once the insert assigned the id (docs/adr/0009).

let world: World;
const pool = createRenderPool({ size: 1 });
// Set by a test: the next write transaction fails after its work is done, as a failed commit would.
let failNextTransaction = false;

const failingOnDemand = (storage: StorageAdapter): StorageAdapter =>
  new Proxy(storage, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      const transaction: StorageAdapter['transaction'] = (args) =>
        target.transaction({
          ...args,
          run: async (db) => {
            const result = await args.run(db);
            if (failNextTransaction) {
              failNextTransaction = false;
              throw new Error('The commit failed (test).');
            }
            return result;
          },
        });
      return transaction;
    },
  });

beforeAll(async () => {
  world = await createWorld({
    app: { documents: { renderPool: pool } },
    wrapStorage: failingOnDemand,
  });
});
afterAll(async () => {
  await world?.close();
  await pool.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const create = (
  person: Person,
  title: string,
  content: Buffer,
  headers: Record<string, string>,
) => {
  const body = new FormData();
  body.append('title', title);
  body.append('file', new Blob([content]), 'numbered.docx');
  return world.call('POST', api('document', 'create'), { key: person.key, headers, body });
};

const download = async (person: Person, id: number) =>
  (await world.call('GET', api('document', 'download', `id=${id}`), { key: person.key })).bytes;

const numbered = createDocx({
  paragraphs: [['No. {i', 'd}: {title} {missing}']],
  table: [['{id}', '{title}']],
  header: ['Header #{id}'],
  footer: ['Footer {id} {nope}'],
});

describe('{id} on create', () => {
  it('fills the new id in the body, a table cell, the header and the footer', async () => {
    const before = world.storedFiles();
    const created = await create(world.people.bob, 'Numbered', numbered, {
      fillPlaceholders: 'true',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const file = await download(world.people.bob, id);
    expect(readDocxText(file)).toEqual([`No. ${id}: Numbered {missing}`, String(id), 'Numbered']);
    expect(readDocxText(file, 'word/header1.xml')).toEqual([`Header #${id}`]);
    expect(readDocxText(file, 'word/footer1.xml')).toEqual([`Footer ${id} {nope}`]);
    // The metadata describes the stored file, the one with the id in it; nothing else was stored.
    expect(created.body.file_sha256).toBe(sha256(file));
    expect(created.body.file_size).toBe(file.byteLength);
    expect(world.storedFiles()).toEqual([...before, created.body.file_sha256].sort());
    const viewed = await world.call('GET', api('document', 'view', `id=${id}`), {
      key: world.people.bob.key,
    });
    expect(viewed.body.file_sha256).toBe(created.body.file_sha256);
  });

  it('still hides the tags the data cannot fill with removeUnfiledPlaceholders', async () => {
    const created = await create(world.people.bob, 'Hidden', numbered, {
      fillPlaceholders: 'true',
      removeUnfiledPlaceholders: 'true',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const file = await download(world.people.bob, id);
    expect(readDocxText(file)).toEqual([`No. ${id}: Hidden `, String(id), 'Hidden']);
    expect(readDocxText(file, 'word/footer1.xml')).toEqual([`Footer ${id} `]);
  });

  it('gives two creates from the same template their own ids and files', async () => {
    const first = await create(world.people.bob, 'Same', numbered, { fillPlaceholders: 'true' });
    const second = await create(world.people.bob, 'Same', numbered, { fillPlaceholders: 'true' });
    expect(first.body.file_sha256).not.toBe(second.body.file_sha256);
    expect(readDocxText(await download(world.people.bob, second.body.id))[1]).toBe(
      String(second.body.id),
    );
  });

  it('leaves neither a record nor a file when the transaction fails', async () => {
    const before = world.storedFiles();
    const listed = await world.call('GET', api('document'), { key: world.people.bob.key });
    failNextTransaction = true;
    const failed = await create(world.people.bob, 'Doomed', numbered, {
      fillPlaceholders: 'true',
    });
    expect(failed.status).toBe(500);
    expect(world.storedFiles()).toEqual(before);
    const after = await world.call('GET', api('document'), { key: world.people.bob.key });
    expect(after.body.length).toBe(listed.body.length);
  });

  it('is not reachable for a user of another company or a member without a share', async () => {
    const created = await create(world.people.bob, 'Private', numbered, {
      fillPlaceholders: 'true',
    });
    for (const person of [world.people.dave, world.people.carol]) {
      const response = await world.call(
        'GET',
        api('document', 'download', `id=${created.body.id}`),
        {
          key: person.key,
        },
      );
      expect(response.status).toBe(404);
    }
  });
});

describe('closing the app', () => {
  it('stops the render workers it started; later fills are refused, other writes go on', async () => {
    const own = await createWorld();
    try {
      const fill = () => {
        const body = new FormData();
        body.append('title', 'Filled');
        body.append('file', new Blob([numbered]), 'n.docx');
        return own.call('POST', api('document', 'create'), {
          key: own.people.bob.key,
          headers: { fillPlaceholders: 'true' },
          body,
        });
      };
      expect((await fill()).status).toBe(201);
      await own.app.close();
      expect((await fill()).status).toBe(500);
      const plain = await own.call('POST', api('document', 'create'), {
        key: own.people.bob.key,
        json: { title: 'Plain' },
      });
      expect(plain.status).toBe(201);
    } finally {
      await own.close();
    }
  });
});
