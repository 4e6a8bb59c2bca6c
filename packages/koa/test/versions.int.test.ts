import { createHash } from 'node:crypto';
import { fileVersionRecordType, where } from '@recordgate/core';
import { createDocx, createFormData, readDocxText } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type Person, type World } from './world.js';

// File versions (docs/documents.md, "File versions") over HTTP, on every database the HTTP tests run on.

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(async () => {
  await world?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const unique = (label: string) => Buffer.from(`${label} ${Math.random()} ${'x'.repeat(40)}`);

interface FileSpec {
  readonly name: string;
  readonly type?: string;
  readonly content: Uint8Array;
}

const create = (person: Person, fields: Record<string, string>, file?: FileSpec) =>
  world.call('POST', api('document', 'create'), {
    key: person.key,
    body: createFormData(fields, file),
  });
const update = (
  person: Person,
  id: number,
  fields: Record<string, string>,
  file?: FileSpec,
  headers: Record<string, string> = {},
) =>
  world.call('POST', api('document', 'update', `id=${id}`), {
    key: person.key,
    headers,
    body: createFormData(fields, file),
  });
const versions = (person: Person, query: string, headers: Record<string, string> = {}) =>
  world.call('GET', api('document', 'versions', query), { key: person.key, headers });
const download = (person: Person, query: string) =>
  world.call('GET', api('document', 'download', query), { key: person.key });
const remove = (person: Person, id: number) =>
  world.call('DELETE', api('document', 'delete', `id=${id}`), { key: person.key });

/** The version rows the database holds for document `id`. */
const versionRows = (id: number) =>
  world.storage.count({
    type: fileVersionRecordType.name,
    filter: where.and(where.eq('record_type', 'document'), where.eq('record_id', id)),
  });

/** Every file in the store (the temporary folder excluded). */
describe('a document’s file versions', () => {
  it('keeps every file: create, two replacements, list, download each, metadata-only update, delete', async () => {
    const { bob, alice } = world.people;
    const files: FileSpec[] = [
      { name: 'offer.txt', type: 'text/plain', content: unique('first') },
      { name: 'offer v2.pdf', type: 'application/pdf', content: unique('second') },
      { name: 'Angebot-ä.txt', type: 'text/plain', content: unique('third') },
    ];
    const created = await create(bob, { title: 'Versioned' }, files[0]);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await update(bob, id, { title: 'Versioned 2' }, files[1])).status).toBe(200);
    const third = await update(alice, id, {}, files[2]);
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({
      file_name: 'Angebot-ä.txt',
      file_sha256: sha256(files[2]!.content),
    });

    const listed = await versions(bob, `id=${id}`, { dateFormat: 'php:Y-m-d' });
    expect(listed.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(listed.body).toEqual(
      [3, 2, 1].map((version) => {
        const file = files[version - 1]!;
        return {
          version,
          file_name: file.name,
          file_size: file.content.byteLength,
          file_mime: file.type,
          file_sha256: sha256(file.content),
          created_at: expect.stringMatching(new RegExp(`^(${today}|\\d{4}-\\d\\d-\\d\\d)$`)),
          created_by: version === 3 ? alice.actor.userId : bob.actor.userId,
        };
      }),
    );

    for (const [index, file] of files.entries()) {
      const got = await download(bob, `id=${id}&version=${index + 1}`);
      expect(got.status).toBe(200);
      expect(got.bytes.equals(Buffer.from(file.content))).toBe(true);
      expect(got.headers.get('content-type')).toContain(file.type);
      expect(got.headers.get('etag')).toBe(`"${sha256(file.content)}"`);
      expect(got.headers.get('content-disposition')).toContain(
        file.name.includes('ä') ? "filename*=UTF-8''Angebot-%C3%A4.txt" : `filename="${file.name}"`,
      );
    }
    // Without `version`, the current file: the highest version.
    expect((await download(bob, `id=${id}`)).bytes.equals(Buffer.from(files[2]!.content))).toBe(
      true,
    );

    // A metadata-only update makes no version.
    expect((await update(bob, id, { title: 'Renamed', description: 'only words' })).status).toBe(
      200,
    );
    expect((await versions(bob, `id=${id}`)).body).toHaveLength(3);
    expect(await versionRows(id)).toBe(3);

    // Deleting the document deletes its version rows; its current file goes at once, the older
    // versions' bytes stay for `recordgate files gc`.
    expect((await remove(bob, id)).status).toBe(204);
    expect(await versionRows(id)).toBe(0);
    expect((await versions(bob, `id=${id}`)).status).toBe(404);
    expect((await download(bob, `id=${id}&version=1`)).status).toBe(404);
    const stored = world.storedFiles();
    expect(stored).not.toContain(sha256(files[2]!.content));
    expect(stored).toContain(sha256(files[0]!.content));
  });

  it('makes a version of an identical re-upload without storing its bytes twice', async () => {
    const content = unique('same');
    const doc = await create(world.people.bob, { title: 'Same' }, { name: 'a.txt', content });
    const id = doc.body.id as number;
    const before = world.storedFiles().length;
    expect((await update(world.people.bob, id, {}, { name: 'b.txt', content })).status).toBe(200);
    expect(world.storedFiles()).toHaveLength(before);
    const listed = await versions(world.people.bob, `id=${id}`, { fields: 'version,file_name' });
    expect(listed.body).toEqual([
      { version: 2, file_name: 'b.txt' },
      { version: 1, file_name: 'a.txt' },
    ]);
  });

  it('never removes a file that a version of another document still names', async () => {
    const shared = unique('shared');
    const keeper = await create(
      world.people.bob,
      { title: 'Keeper' },
      { name: 'k.txt', content: shared },
    );
    const keeperId = keeper.body.id as number;
    // The keeper's current file moves on; the shared bytes are now only its version 1.
    await update(world.people.bob, keeperId, {}, { name: 'k2.txt', content: unique('next') });
    const other = await create(
      world.people.bob,
      { title: 'Other' },
      { name: 'o.txt', content: shared },
    );
    expect((await remove(world.people.bob, other.body.id as number)).status).toBe(204);
    expect(world.storedFiles()).toContain(sha256(shared));
    const got = await download(world.people.bob, `id=${keeperId}&version=1`);
    expect(got.bytes.equals(shared)).toBe(true);
  });

  it('numbers concurrent replacements of one file one after the other', async () => {
    const doc = await create(
      world.people.bob,
      { title: 'Busy' },
      { name: '0.txt', content: unique('0') },
    );
    const id = doc.body.id as number;
    const uploads = [1, 2, 3, 4].map((n) => ({ name: `${n}.txt`, content: unique(String(n)) }));
    const answers = await Promise.all(
      uploads.map((file) => update(world.people.bob, id, {}, file)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const listed = await versions(world.people.bob, `id=${id}`, { fields: 'version,file_name' });
    expect(listed.body.map((v: { version: number }) => v.version)).toEqual([5, 4, 3, 2, 1]);
    // The highest version is the current file, whichever update committed last.
    const current = await world.call('GET', api('document', 'view', `id=${id}`), {
      key: world.people.bob.key,
    });
    expect(listed.body[0].file_name).toBe(current.body.file_name);
  });

  it('lists nothing for a document without a file, and makes no version of a refused update', async () => {
    const doc = await create(world.people.bob, { title: 'No file' });
    const id = doc.body.id as number;
    expect((await versions(world.people.bob, `id=${id}`)).body).toEqual([]);
    const refused = await update(
      world.people.bob,
      id,
      { title: '' },
      { name: 'x.txt', content: unique('x') },
    );
    expect(refused.status).toBe(422);
    expect(await versionRows(id)).toBe(0);
    const missing = await download(world.people.bob, `id=${id}&version=1`);
    expect(missing.status).toBe(404);
  });

  it('treats the file of a document stored before versions were kept as version 1', async () => {
    const old = unique('legacy');
    const doc = await create(
      world.people.bob,
      { title: 'Legacy' },
      { name: 'old.txt', content: old },
    );
    const id = doc.body.id as number;
    // As an installation from before versions: the document has its file but no version row.
    const [row] = await world.storage.findMany({
      type: fileVersionRecordType.name,
      filter: where.and(where.eq('record_type', 'document'), where.eq('record_id', id)),
    });
    await world.storage.delete({ type: fileVersionRecordType.name, id: row!.id as number });

    const listed = await versions(world.people.bob, `id=${id}`);
    expect(listed.body).toMatchObject([
      { version: 1, file_name: 'old.txt', file_sha256: sha256(old) },
    ]);
    expect((await download(world.people.bob, `id=${id}&version=1`)).bytes.equals(old)).toBe(true);
    expect((await download(world.people.bob, `id=${id}&version=2`)).status).toBe(404);

    const fresh = unique('fresh');
    await update(world.people.alice, id, {}, { name: 'new.txt', content: fresh });
    const after = await versions(world.people.bob, `id=${id}`, {
      fields: 'version,file_name,created_by',
    });
    expect(after.body).toEqual([
      { version: 2, file_name: 'new.txt', created_by: world.people.alice.actor.userId },
      { version: 1, file_name: 'old.txt', created_by: world.people.bob.actor.userId },
    ]);
    expect((await download(world.people.bob, `id=${id}&version=1`)).bytes.equals(old)).toBe(true);
    expect(await versionRows(id)).toBe(2);
  });

  it('fills the new file of an update; the previous version stays as it was', async () => {
    const template = createDocx({ paragraphs: [['Title: {title}']] });
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const doc = await create(
      world.people.bob,
      { title: 'Letter' },
      { name: 'letter.docx', type: docx, content: template },
    );
    const id = doc.body.id as number;
    const filled = await update(
      world.people.bob,
      id,
      { title: 'Letter, filled' },
      { name: 'letter.docx', type: docx, content: template },
      { fillPlaceholders: 'true' },
    );
    expect(filled.status).toBe(200);
    const first = await download(world.people.bob, `id=${id}&version=1`);
    const second = await download(world.people.bob, `id=${id}&version=2`);
    expect(readDocxText(first.bytes)).toEqual(['Title: {title}']);
    expect(readDocxText(second.bytes)).toEqual(['Title: Letter, filled']);
    const listed = await versions(world.people.bob, `id=${id}`, { fields: 'version,file_sha256' });
    expect(listed.body).toEqual([
      { version: 2, file_sha256: sha256(second.bytes) },
      { version: 1, file_sha256: sha256(template) },
    ]);
  });
});

describe('shaping the versions', () => {
  it('takes fields, dateFormat, dateFields and href like any record', async () => {
    const doc = await create(
      world.people.bob,
      { title: 'Shaped' },
      { name: 's.txt', content: unique('s') },
    );
    const id = doc.body.id as number;
    const iso = await versions(world.people.bob, `id=${id}`, {
      dateFields: 'created_at',
      dateFormat: 'php:U',
      fields: 'version,created_at',
    });
    expect(iso.body).toEqual([{ version: 1, created_at: expect.stringMatching(/^\d{10}$/) }]);
    const linked = await versions(world.people.bob, `id=${id}`, {
      href: 'true',
      fields: 'version',
    });
    expect(linked.body).toEqual([
      {
        version: 1,
        file_href: `${world.publicUrl}/document/api/default/download?id=${id}&version=1`,
      },
    ]);
    const wrong = await versions(world.people.bob, `id=${id}`, { fields: 'version,title' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('file_name');
  });
});

describe('refusals', () => {
  it('answers a version that is not a positive integer with 400, a missing one with 404', async () => {
    const doc = await create(
      world.people.bob,
      { title: 'Bad' },
      { name: 'b.txt', content: unique('b') },
    );
    const id = doc.body.id as number;
    for (const bad of ['0', '-1', 'abc', '1.5', '', '1e2', '99999999999', ' 1']) {
      const got = await download(world.people.bob, `id=${id}&version=${encodeURIComponent(bad)}`);
      expect(got.status, bad).toBe(400);
      expect(got.body.message).toContain('"version" must be a positive integer');
    }
    const listed = await download(world.people.bob, `id=${id}&version[]=1`);
    expect(listed.status).toBe(400);
    const twice = await download(world.people.bob, `id=${id}&version=1&version=1`);
    expect(twice.status).toBe(400);
    const absent = await download(world.people.bob, `id=${id}&version=2`);
    expect(absent.status).toBe(404);
    expect(absent.body.message).toBe(
      `Document #${id} has no file version 2. The versions call lists the versions it has.`,
    );
  });

  it('reads id as view does', async () => {
    expect((await versions(world.people.bob, '')).status).toBe(400);
    expect((await versions(world.people.bob, 'id=x')).status).toBe(400);
    const missing = await versions(world.people.bob, 'id=987654');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(
      'Document #987654 does not exist or you have no access to it.',
    );
  });

  it('has no versions call for a type without files', async () => {
    const got = await world.call('GET', api('company', 'versions', 'id=1'), {
      key: world.people.alice.key,
    });
    expect(got.status).toBe(404);
    expect(got.body.message).toBe(
      'There is no call at /company/api/default/versions. Calls live under /{CONTROLLER}/api/default; the API reference is at /docs.',
    );
    const download = await world.call('GET', api('company', 'download', 'id=1&version=1'), {
      key: world.people.alice.key,
    });
    expect(download.status).toBe(404);
  });
});

describe('who may see versions', () => {
  it('answers another company and a member without a share like a missing record; a share opens them', async () => {
    const secret = unique('secret');
    const doc = await create(
      world.people.bob,
      { title: 'Secret' },
      { name: 'secret.txt', content: secret },
    );
    const id = doc.body.id as number;
    await update(world.people.bob, id, {}, { name: 'secret-2.txt', content: unique('secret 2') });
    const missingList = await versions(world.people.bob, 'id=987654');
    const missingFile = await download(world.people.bob, 'id=987654&version=1');
    const { dave, erin, carol } = world.people;
    for (const outsider of [dave, erin, carol]) {
      for (const query of [`id=${id}&version=1`, `id=${id}&version=2`, `id=${id}&version=9`]) {
        const got = await download(outsider, query);
        expect(got.status).toBe(404);
        expect(got.body.message).toBe(missingFile.body.message.replace('987654', String(id)));
        expect(got.text).not.toContain('secret');
      }
      const listed = await versions(outsider, `id=${id}`);
      expect(listed.status).toBe(404);
      expect(listed.body.message).toBe(missingList.body.message.replace('987654', String(id)));
    }
    const share = await world.call('POST', api('share', 'create'), {
      key: world.people.bob.key,
      json: { document_id: id, user_id: carol.actor.userId, permission: 'read' },
    });
    expect(share.status).toBe(201);
    expect((await versions(carol, `id=${id}`)).body).toHaveLength(2);
    expect((await download(carol, `id=${id}&version=1`)).bytes.equals(secret)).toBe(true);
    expect((await versions(world.people.alice, `id=${id}`)).body).toHaveLength(2);
  });

  it('requires a key', async () => {
    expect((await world.call('GET', api('document', 'versions', 'id=1'))).status).toBe(401);
  });
});
