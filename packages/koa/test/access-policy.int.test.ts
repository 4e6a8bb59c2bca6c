import {
  defaultRecordTypes,
  defineRecordType,
  type StorageAdapter,
  type StoredRecord,
} from '@recordgate/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, useWorld, type Person, type TestResponse } from './world.js';

/*
 * The named cases of the default policy (docs/access-policy.md), one describe block per rule, through the real
 * HTTP app over SQLite. (The same rules are checked as a property in access-property.int.test.ts.)
 */

/** Storage calls as the app made them, while recording. */
interface Trace {
  calls: string[];
  recording: boolean;
}

/** Records the reads and writes the app asks of the storage: method, type and filter or field names. */
function recordCalls(storage: StorageAdapter, trace: Trace): StorageAdapter {
  const note = (entry: unknown) => {
    if (trace.recording) trace.calls.push(JSON.stringify(entry));
  };
  const wrap = (inner: StorageAdapter): StorageAdapter => ({
    findMany: (args) => (note({ findMany: args }), inner.findMany(args)),
    count: (args) => (note({ count: args }), inner.count(args)),
    openCursor: (args) => (note({ openCursor: args }), inner.openCursor(args)),
    insert: (args) => (
      note({ insert: args.type, fields: Object.keys(args.values) }),
      inner.insert(args)
    ),
    update: (args) => (
      note({ update: args.type, fields: Object.keys(args.values) }),
      inner.update(args)
    ),
    delete: (args) => (note({ delete: args.type }), inner.delete(args)),
    writeSearchText: (args) => (note({ writeSearchText: args.type }), inner.writeSearchText(args)),
    deleteMany: (args) => (note({ deleteMany: args.type }), inner.deleteMany(args)),
    readEvents: (args) => inner.readEvents(args),
    transaction: (args) => (
      note('transaction'),
      inner.transaction({ run: (db) => args.run(wrap(db)) })
    ),
    migrate: () => inner.migrate(),
    close: () => inner.close(),
  });
  return wrap(storage);
}

const trace: Trace = { calls: [], recording: false };
let alice: Person, bob: Person, carol: Person, dave: Person, erin: Person;

const world = useWorld({ wrapStorage: (storage) => recordCalls(storage, trace) });
beforeAll(async () => {
  ({ alice, bob, carol, dave, erin } = world.people);
});

const view = (who: Person, type: string, id: unknown) =>
  world.call('GET', api(type, 'view', `id=${id}`), { key: who.key });
const update = (who: Person, type: string, id: unknown, json: unknown) =>
  world.call('POST', api(type, 'update', `id=${id}`), { key: who.key, json });
const remove = (who: Person, type: string, id: unknown) =>
  world.call('DELETE', api(type, 'delete', `id=${id}`), { key: who.key });
const create = (who: Person, type: string, json: unknown) =>
  world.call('POST', api(type, 'create'), { key: who.key, json });
const ids = (response: TestResponse): number[] =>
  (response.body as { id: number }[]).map((r) => r.id);
const list = async (who: Person, type: string) => {
  const response = await world.call('GET', api(type), { key: who.key });
  expect(response.status, response.text).toBe(200);
  return ids(response);
};

/** Status of read, update and delete of one document by one person, in that order (delete last). */
async function documentAccess(who: Person, id: number): Promise<[number, number, number]> {
  return [
    (await view(who, 'document', id)).status,
    (await update(who, 'document', id, { title: `touched by ${who.actor.username}` })).status,
    (await remove(who, 'document', id)).status,
  ];
}

const seedDocument = (owner: Person, title: string) =>
  world.seed(owner.actor, 'document', { title });

describe('every user belongs to one company; nothing crosses companies, ever', () => {
  it('an admin sees nothing of another company in any list and reaches none of its records', async () => {
    const group = await world.seed(alice.actor, 'group', { name: 'Acme only' });
    const doc = await seedDocument(bob, 'Acme internal');
    const acme: Record<string, StoredRecord> = {
      document: doc,
      user: bob.record,
      company: world.companies.acme,
      group,
      'group-member': await world.seed(alice.actor, 'group-member', {
        group_id: group.id,
        user_id: carol.actor.userId,
      }),
      share: await world.seed(bob.actor, 'share', {
        document_id: doc.id,
        group_id: group.id,
        permission: 'write',
      }),
      'classification-code': await world.seed(alice.actor, 'classification-code', {
        code: 'X1',
        name: 'Acme code',
      }),
      principal: await world.seed(alice.actor, 'principal', { name: 'Acme principal' }),
    };
    for (const [type, record] of Object.entries(acme)) {
      expect(await list(dave, type), type).not.toContain(record.id);
      expect(await list(alice, type), type).toContain(record.id);
      expect((await view(dave, type, record.id)).status, type).toBe(404);
      expect((await update(dave, type, record.id, {})).status, type).toBe(404);
      expect((await remove(dave, type, record.id)).status, type).toBe(404);
    }
  });
});

describe('roles: an admin acts on all records of the own company and manages users', () => {
  it('an admin reads, changes and deletes a member document that is shared with nobody', async () => {
    const doc = await seedDocument(bob, 'Bob private');
    expect(await list(alice, 'document')).toContain(doc.id);
    expect(await documentAccess(alice, doc.id as number)).toEqual([200, 200, 204]);
  });

  it('an admin creates users, changes roles and deletes users; a member does none of it', async () => {
    const created = await create(alice, 'user', {
      username: 'frank',
      role: 'member',
      name: 'Frank',
      email: 'frank@example.test',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.company_id).toBe(world.companies.acme.id);
    const id = created.body.id as number;
    expect((await update(alice, 'user', id, { role: 'admin' })).body.role).toBe('admin');
    expect((await create(bob, 'user', { username: 'mallory', role: 'admin' })).status).toBe(403);
    expect((await update(bob, 'user', id, { name: 'x' })).status).toBe(403);
    expect((await remove(bob, 'user', id)).status).toBe(403);
    expect((await remove(alice, 'user', id)).status).toBe(204);
  });

  it('a role change takes effect on the next request', async () => {
    const created = await create(alice, 'user', { username: 'grace', role: 'admin' });
    const grace = created.body.id as number;
    const doc = await seedDocument(bob, 'Seen by admins');
    const { createKeyService } = await import('@recordgate/core');
    const { key } = await createKeyService({ storage: world.storage }).create({ userId: grace });
    const as = { ...alice, key };
    expect((await view(as, 'document', doc.id)).status).toBe(200);
    expect((await update(alice, 'user', grace, { role: 'member' })).status).toBe(200);
    expect((await view(as, 'document', doc.id)).status).toBe(404);
  });
});

describe('a member reads a document they created or one shared with them or their group', () => {
  // docs/access-policy.md, "The default policy": read needs ownership or any share; update ownership or a write share;
  // delete ownership (or admin).
  const cases: [string, 'none' | 'own' | 'user' | 'group', 'read' | 'write', number[]][] = [
    ['their own document', 'own', 'read', [200, 200, 204]],
    ['a read share to them', 'user', 'read', [200, 403, 403]],
    ['a write share to them', 'user', 'write', [200, 200, 403]],
    ['a read share to one of their groups', 'group', 'read', [200, 403, 403]],
    ['a write share to one of their groups', 'group', 'write', [200, 200, 403]],
    ['no share at all', 'none', 'read', [404, 404, 404]],
  ];
  for (const [name, via, permission, expected] of cases) {
    it(`${name}: read, update, delete answer ${expected.join(', ')}`, async () => {
      const owner = via === 'own' ? carol : bob;
      const doc = await seedDocument(owner, `Case: ${name}`);
      if (via === 'user') {
        await world.seed(bob.actor, 'share', {
          document_id: doc.id,
          user_id: carol.actor.userId,
          permission,
        });
      } else if (via === 'group') {
        const group = await world.seed(alice.actor, 'group', { name: `Group: ${name}` });
        await world.seed(alice.actor, 'group-member', {
          group_id: group.id,
          user_id: carol.actor.userId,
        });
        await world.seed(bob.actor, 'share', {
          document_id: doc.id,
          group_id: group.id,
          permission,
        });
      }
      expect((await list(carol, 'document')).includes(doc.id as number)).toBe(expected[0] === 200);
      expect(await documentAccess(carol, doc.id as number)).toEqual(expected);
    });
  }

  it('a share to a group reaches a member only while they belong to it', async () => {
    const group = await world.seed(alice.actor, 'group', { name: 'Temporary' });
    const membership = await world.seed(alice.actor, 'group-member', {
      group_id: group.id,
      user_id: carol.actor.userId,
    });
    const doc = await seedDocument(bob, 'Group shared');
    await world.seed(bob.actor, 'share', {
      document_id: doc.id,
      group_id: group.id,
      permission: 'read',
    });
    expect((await view(carol, 'document', doc.id)).status).toBe(200);
    expect((await remove(alice, 'group-member', membership.id)).status).toBe(204);
    expect((await view(carol, 'document', doc.id)).status).toBe(404);
  });
});

describe("shares are managed by the document's owner or an admin", () => {
  it('the owner and an admin create and delete shares; a grantee, even with write, does not', async () => {
    const doc = await seedDocument(bob, 'Managed shares');
    const mine = await create(bob, 'share', {
      document_id: doc.id,
      user_id: carol.actor.userId,
      permission: 'write',
    });
    expect(mine.status, mine.text).toBe(201);
    // Carol may edit the document but not pass it on, nor revoke her own share.
    const reshare = await create(carol, 'share', {
      document_id: doc.id,
      user_id: alice.actor.userId,
      permission: 'read',
    });
    expect(reshare.status).toBe(422);
    expect((await update(carol, 'share', mine.body.id, { permission: 'read' })).status).toBe(403);
    expect((await remove(carol, 'share', mine.body.id)).status).toBe(403);
    const byAdmin = await create(alice, 'share', {
      document_id: doc.id,
      user_id: carol.actor.userId,
      permission: 'read',
    });
    expect(byAdmin.status, byAdmin.text).toBe(201);
    expect((await remove(alice, 'share', mine.body.id)).status).toBe(204);
    expect((await remove(bob, 'share', byAdmin.body.id)).status).toBe(204);
  });

  it('a member sharing by title names their own document, never one only shared with them', async () => {
    const shared = await seedDocument(alice, 'Quarterly report');
    await world.seed(alice.actor, 'share', {
      document_id: shared.id,
      user_id: bob.actor.userId,
      permission: 'write',
    });
    const own = await seedDocument(bob, 'Quarterly report');
    expect(shared.id as number).toBeLessThan(own.id as number);
    const share = await create(bob, 'share', {
      document: 'Quarterly report',
      user_id: carol.actor.userId,
      permission: 'read',
    });
    expect(share.status, share.text).toBe(201);
    expect(share.body.document_id).toBe(own.id);
    // Carol may read only the member's own document; alice's never became reachable.
    expect((await view(carol, 'document', own.id)).status).toBe(200);
    expect((await view(carol, 'document', shared.id)).status).toBe(404);
    // Nothing of his own by that title: refused as no match, like a title nobody has.
    await world.seed(alice.actor, 'document', { title: 'Board minutes' });
    const none = await create(bob, 'share', {
      document: 'Board minutes',
      user_id: carol.actor.userId,
      permission: 'read',
    });
    const nobody = await create(bob, 'share', {
      document: 'No such title',
      user_id: carol.actor.userId,
      permission: 'read',
    });
    expect(none.status).toBe(422);
    expect(none.text.replace('Board minutes', 'T')).toBe(nobody.text.replace('No such title', 'T'));
  });

  it('a member sees the shares of their documents and those granted to them or their groups', async () => {
    const group = await world.seed(alice.actor, 'group', { name: 'Readers' });
    await world.seed(alice.actor, 'group-member', {
      group_id: group.id,
      user_id: carol.actor.userId,
    });
    const bobs = await seedDocument(bob, 'Bob shares');
    const toCarol = await world.seed(bob.actor, 'share', {
      document_id: bobs.id,
      user_id: carol.actor.userId,
      permission: 'read',
    });
    const toGroup = await world.seed(bob.actor, 'share', {
      document_id: bobs.id,
      group_id: group.id,
      permission: 'read',
    });
    const toAlice = await world.seed(bob.actor, 'share', {
      document_id: bobs.id,
      user_id: alice.actor.userId,
      permission: 'read',
    });
    const carols = await seedDocument(carol, 'Carol shares');
    const carolToBob = await world.seed(carol.actor, 'share', {
      document_id: carols.id,
      user_id: bob.actor.userId,
      permission: 'read',
    });
    const seenByCarol = await list(carol, 'share');
    expect(seenByCarol).toEqual(expect.arrayContaining([toCarol.id, toGroup.id, carolToBob.id]));
    expect(seenByCarol).not.toContain(toAlice.id);
    expect((await view(carol, 'share', toAlice.id)).status).toBe(404);
    expect(await list(bob, 'share')).toEqual(
      expect.arrayContaining([toCarol.id, toGroup.id, toAlice.id, carolToBob.id]),
    );
    expect(await list(erin, 'share')).not.toContain(toCarol.id);
  });
});

describe("members read their company's records; only admins change them", () => {
  it('a member reads the company, users, groups, group members, codes and principals, and changes none', async () => {
    const group = await world.seed(alice.actor, 'group', { name: 'Visible' });
    const records: Record<string, StoredRecord> = {
      company: world.companies.acme,
      user: carol.record,
      group,
      'group-member': await world.seed(alice.actor, 'group-member', {
        group_id: group.id,
        user_id: carol.actor.userId,
      }),
      'classification-code': await world.seed(alice.actor, 'classification-code', {
        code: 'V',
        name: 'Visible',
      }),
      principal: await world.seed(alice.actor, 'principal', { name: 'Visible' }),
    };
    const changes: Record<string, Record<string, unknown>> = {
      company: { name: 'Renamed' },
      user: { name: 'Renamed' },
      group: { name: 'Renamed' },
      'group-member': { user_id: bob.actor.userId },
      'classification-code': { name: 'Renamed' },
      principal: { name: 'Renamed' },
    };
    for (const [type, record] of Object.entries(records)) {
      expect(await list(bob, type), type).toContain(record.id);
      expect((await view(bob, type, record.id)).status, type).toBe(200);
      expect((await update(bob, type, record.id, changes[type])).status, type).toBe(403);
      expect((await remove(bob, type, record.id)).status, type).toBe(403);
    }
    const creates: Record<string, Record<string, unknown>> = {
      user: { username: 'eve', role: 'member' },
      group: { name: 'Mine' },
      'group-member': { group_id: group.id, user_id: bob.actor.userId },
      'classification-code': { code: 'M', name: 'Mine' },
      principal: { name: 'Mine' },
    };
    for (const [type, data] of Object.entries(creates)) {
      expect((await create(bob, type, data)).status, type).toBe(403);
      expect((await create(alice, type, data)).status, type).toBe(201);
    }
  });

  it('a member changes their own name and email, nothing else, and no other user', async () => {
    const own = await update(bob, 'user', bob.actor.userId, {
      name: 'Robert',
      email: 'robert@example.test',
    });
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({
      name: 'Robert',
      email: 'robert@example.test',
      role: 'member',
    });
    const role = await update(bob, 'user', bob.actor.userId, { role: 'admin' });
    expect(role.status).toBe(403);
    expect(role.body.message).toContain('You may change: name, email.');
    expect((await update(bob, 'user', bob.actor.userId, { username: 'rob' })).status).toBe(403);
    expect((await update(bob, 'user', carol.actor.userId, { name: 'Caroline' })).status).toBe(403);
    expect((await view(bob, 'user', bob.actor.userId)).body.role).toBe('member');
    expect((await view(bob, 'user', carol.actor.userId)).body.name).toBe('CAROL');
  });
});

describe('companies are created with the CLI, not through the API', () => {
  it('nobody creates, renames or deletes a company through the API', async () => {
    expect((await create(alice, 'company', { name: 'Initech' })).status).toBe(403);
    expect((await create(bob, 'company', { name: 'Initech' })).status).toBe(403);
    expect(await list(alice, 'company')).toEqual([world.companies.acme.id]);
    expect((await remove(alice, 'company', world.companies.acme.id)).status).toBe(403);
    expect(
      (await update(bob, 'company', world.companies.acme.id, { name: 'Bob Inc' })).status,
    ).toBe(403);
    const renamed = await update(dave, 'company', world.companies.globex.id, { name: 'Globex AG' });
    expect(renamed.status, renamed.text).toBe(403);
    expect(renamed.body.message).toContain('recordgate company rename');
    expect((await update(dave, 'company', world.companies.acme.id, { name: 'Mine' })).status).toBe(
      404,
    );
  });
});

describe("records land in the caller's company; unreadable references are refused like missing ones", () => {
  it("a member's record lands in their company, and company_id cannot be chosen", async () => {
    const chosen = await create(erin, 'document', {
      title: 'Planted',
      company_id: world.companies.acme.id,
    });
    expect(chosen.status).toBe(422);
    expect(chosen.body).toEqual([
      { field: 'company_id', message: expect.stringContaining('Company') },
    ]);
    const created = await create(erin, 'document', { title: 'At home' });
    expect(created.body).toMatchObject({
      company_id: world.companies.globex.id,
      created_by: erin.actor.userId,
    });
    expect(await list(alice, 'document')).not.toContain(created.body.id);
  });

  it('a reference to an unreadable record gets the same answer as one to a record that does not exist', async () => {
    const acmeCode = await world.seed(alice.actor, 'classification-code', {
      code: 'HIDDEN',
      name: 'Hidden',
    });
    const unshared = await seedDocument(alice, 'Not for carol');
    const attempts: [Person, string, (id: number) => Record<string, unknown>][] = [
      [dave, 'document', (id) => ({ title: 't', classification_code_id: id })],
      [dave, 'group-member', (id) => ({ group_id: id, user_id: dave.actor.userId })],
      [
        carol,
        'share',
        (id) => ({ document_id: id, user_id: bob.actor.userId, permission: 'read' }),
      ],
    ];
    const hidden: Record<string, number> = {
      document: acmeCode.id as number,
      'group-member': (await world.seed(alice.actor, 'group', { name: 'Hidden' })).id as number,
      share: unshared.id as number,
    };
    for (const [who, type, body] of attempts) {
      const missing = 987_654;
      const refused = await create(who, type, body(hidden[type]!));
      const absent = await create(who, type, body(missing));
      expect(refused.status, type).toBe(422);
      expect(refused.text.replace(String(hidden[type]), 'N'), type).toBe(
        absent.text.replace(String(missing), 'N'),
      );
    }
  });
});

describe('the policy is a database filter: hidden and missing records cannot be told apart', () => {
  /** The storage calls of one request, with `id` written as ID. */
  async function traced(id: number, request: (id: number) => Promise<TestResponse>) {
    trace.calls = [];
    trace.recording = true;
    const response = await request(id);
    trace.recording = false;
    const calls = trace.calls.map((c) => c.replaceAll(`"value":${id}`, '"value":"ID"'));
    return { status: response.status, body: response.text.replaceAll(String(id), 'ID'), calls };
  }

  it('view, list-objects, update, delete and references: same status, body and queries', async () => {
    const hiddenDoc = (await seedDocument(bob, 'Hidden from carol')).id as number;
    const hiddenCode = (
      await world.seed(dave.actor, 'classification-code', { code: 'G', name: 'Globex' })
    ).id as number;
    const missing = 900_000_001;
    const requests: [string, number, (id: number) => Promise<TestResponse>][] = [
      ['view', hiddenDoc, (id) => view(carol, 'document', id)],
      [
        'list-objects',
        hiddenDoc,
        (id) =>
          world.call('GET', api('document', 'list-objects', `id=${id}&attribute=createdBy`), {
            key: carol.key,
          }),
      ],
      ['update', hiddenDoc, (id) => update(carol, 'document', id, { title: 'x' })],
      ['delete', hiddenDoc, (id) => remove(carol, 'document', id)],
      // Optimistic locking never answers before the policy: 404, not 412 or 304.
      [
        'update with a stale If-Match',
        hiddenDoc,
        (id) =>
          world.call('POST', api('document', 'update', `id=${id}`), {
            key: carol.key,
            json: { title: 'x' },
            headers: { 'If-Match': '"stale"' },
          }),
      ],
      [
        'delete with a stale If-Match',
        hiddenDoc,
        (id) =>
          world.call('DELETE', api('document', 'delete', `id=${id}`), {
            key: carol.key,
            headers: { 'If-Match': '"stale"' },
          }),
      ],
      [
        'view with If-None-Match: *',
        hiddenDoc,
        (id) =>
          world.call('GET', api('document', 'view', `id=${id}`), {
            key: carol.key,
            headers: { 'If-None-Match': '*' },
          }),
      ],
      [
        'download',
        hiddenDoc,
        (id) => world.call('GET', api('document', 'download', `id=${id}`), { key: carol.key }),
      ],
      [
        'create with a reference by value',
        hiddenCode,
        (id) => create(carol, 'document', { title: 'x', classificationCode: { id } }),
      ],
      [
        'create with a reference',
        hiddenCode,
        (id) => create(carol, 'document', { title: 'x', classification_code_id: id }),
      ],
    ];
    for (const [name, hidden, request] of requests) {
      const a = await traced(hidden, request);
      const b = await traced(missing, request);
      expect(a.status, name).toBeGreaterThanOrEqual(400);
      expect(a, name).toEqual(b);
    }
  });

  it('a list is one filtered cursor (with its count), whatever the company holds', async () => {
    for (let i = 0; i < 5; i++) await seedDocument(alice, `Not carol's ${i}`);
    trace.calls = [];
    trace.recording = true;
    const response = await world.call('GET', api('document'), { key: carol.key });
    trace.recording = false;
    const documentCalls = trace.calls.filter((c) => c.includes('"type":"document"'));
    expect(documentCalls.map((c) => Object.keys(JSON.parse(c))[0])).toEqual(['openCursor']);
    expect(documentCalls[0]).toContain('"count":true');
    // The filter that reaches the database names the caller: the policy is inside the query.
    for (const c of documentCalls) expect(c).toContain(`"value":${carol.actor.userId}`);
    expect(response.headers.get('X-Pagination-Total-Count')).toBe(String(ids(response).length));
  });
});

describe('info describes only the types a caller may use', () => {
  it('a type without a company field is reachable by nobody under the default policy', async () => {
    const note = defineRecordType({
      name: 'note',
      modelClass: 'app.Note',
      searchClass: 'app.NoteSearch',
      fields: [{ name: 'text', type: 'string', label: { en: 'Text', de: 'Text' } }],
    });
    const other = await createWorld({ types: [...defaultRecordTypes, note] });
    try {
      for (const who of [other.people.alice, other.people.bob]) {
        const info = await other.call('OPTIONS', api('note', 'info'), { key: who.key });
        expect(info.status).toBe(404);
        expect(
          (await other.call('OPTIONS', api('document', 'info'), { key: who.key })).status,
        ).toBe(200);
        // A type the caller may not use at all does not exist for them: 404, as for list.
        expect(
          (await other.call('POST', api('note', 'create'), { key: who.key, json: { text: 'x' } }))
            .status,
        ).toBe(404);
        expect((await other.call('GET', api('note'), { key: who.key })).status).toBe(404);
      }
    } finally {
      await other.close();
    }
  });
});
