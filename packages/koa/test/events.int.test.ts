import { createKeyService, where, type StoredEvent, type StoredRecord } from '@recordgate/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld, type Person } from './world.js';

/** The event JSON as delivered (docs/events.md, "The event"). */
interface EventJson {
  id: string;
  type: string;
  occurred_at: string;
  company_id: number | null;
  actor: { user_id: number | null; key_id: number | null };
  record: { type: string; id: number };
  etag: string;
  changes?: Record<string, [unknown, unknown]>;
  data: Record<string, unknown>;
}

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe('change events and audit rows, written with every change', () => {
  let alice: Person;
  let bob: Person;
  let keyIds: Map<string, number>;
  let seen = 0;

  /** The events and audit rows written since the last call, each event parsed. */
  async function written(): Promise<{
    events: StoredEvent[];
    json: EventJson[];
    audit: StoredRecord[];
  }> {
    const events = await world.storage.readEvents({ afterSeq: seen, limit: 1000 });
    const audit = await world.storage.findMany({
      type: 'audit-event',
      filter: { op: 'gt', field: 'id', value: seen },
      sort: [{ field: 'id', direction: 'asc' }],
    });
    seen = events.at(-1)?.seq ?? seen;
    return { events, json: events.map((e) => JSON.parse(e.body) as EventJson), audit };
  }

  /** Exactly one event and one audit row, of this type, by this person through their key. */
  async function oneEvent(type: string, by: Person) {
    const { events, json, audit } = await written();
    expect(json.map((e) => e.type)).toEqual([type]);
    expect(audit).toHaveLength(1);
    const [event, row, stored] = [json[0]!, audit[0]!, events[0]!];
    expect(event.actor).toEqual({ user_id: by.actor.userId, key_id: keyIds.get(by.key) });
    expect(event.company_id).toBe(by.actor.companyId);
    expect(event.occurred_at).toMatch(ISO_UTC);
    expect(stored).toMatchObject({ id: event.id, type, companyId: event.company_id });
    expect(row).toMatchObject({
      event_id: event.id,
      record_type: event.record.type,
      record_id: event.record.id,
      user_id: by.actor.userId,
      key_id: keyIds.get(by.key),
      company_id: by.actor.companyId,
    });
    expect(row.request_id).toEqual(expect.any(String));
    return { event, row, changes: JSON.parse(row.changes as string) as Record<string, unknown> };
  }

  async function nothingWritten() {
    const { events, audit } = await written();
    expect(events).toEqual([]);
    expect(audit).toEqual([]);
  }

  const world = useWorld();
  beforeAll(async () => {
    ({ alice, bob } = world.people);
    keyIds = new Map();
    for (const person of Object.values(world.people)) {
      const [key] = await world.storage.findMany({
        type: 'api-key',
        filter: where.eq('user_id', person.actor.userId),
      });
      keyIds.set(person.key, key!.id as number);
    }
    await written();
  });

  it('a document create, update and delete each write one event with the record as an admin sees it', async () => {
    const created = await world.call('POST', api('document', 'create'), {
      key: bob.key,
      json: { title: 'Offer', document_date: '2026-12-01T09:00:00.250Z' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const create = await oneEvent('document.created', bob);
    expect(create.event.record).toEqual({ type: 'document', id });
    expect(create.event.etag).toBe(created.headers.get('ETag'));
    expect(create.event).not.toHaveProperty('changes');
    expect(create.event.data).toMatchObject({
      id,
      title: 'Offer',
      document_date: '2026-12-01T09:00:00Z',
      created_by: bob.actor.userId,
      company_id: bob.actor.companyId,
    });
    expect(Object.keys(create.event.data)).toEqual(
      Object.keys(
        (await world.call('GET', api('document', 'view', `id=${id}`), { key: alice.key })).body,
      ),
    );
    expect(create.row.action).toBe('created');
    expect(create.changes.title).toEqual([null, 'Offer']);

    const updated = await world.call('POST', api('document', 'update', `id=${id}`), {
      key: bob.key,
      json: { title: 'Offer, final', description: 'Signed' },
    });
    expect(updated.status).toBe(200);
    const update = await oneEvent('document.updated', bob);
    expect(update.event.changes).toEqual({
      title: ['Offer', 'Offer, final'],
      description: [null, 'Signed'],
    });
    expect(update.changes).toEqual(update.event.changes);
    expect(update.event.etag).toBe(updated.headers.get('ETag'));
    expect(update.row.action).toBe('updated');

    const deleted = await world.call('DELETE', api('document', 'delete', `id=${id}`), {
      key: bob.key,
    });
    expect(deleted.status).toBe(204);
    const remove = await oneEvent('document.deleted', bob);
    expect(remove.event.data).toMatchObject({ id, title: 'Offer, final', description: 'Signed' });
    expect(remove.event.etag).toBe(updated.headers.get('ETag'));
    expect(remove.changes.title).toEqual(['Offer, final', null]);
    expect(remove.row.action).toBe('deleted');
  });

  it('a file replacement records the file metadata that changed', async () => {
    const form = new FormData();
    form.set('title', 'Notes');
    form.set('file', new Blob(['first version']), 'notes.txt');
    const created = await world.call('POST', api('document', 'create'), {
      key: bob.key,
      body: form,
    });
    expect(created.status).toBe(201);
    const create = await oneEvent('document.created', bob);
    expect(create.event.data).toMatchObject({ file_name: 'notes.txt', file_size: 13 });

    const replace = new FormData();
    replace.set('file', new Blob(['second, longer version']), 'notes-v2.txt');
    const id = created.body.id as number;
    const updated = await world.call('POST', api('document', 'update', `id=${id}`), {
      key: bob.key,
      body: replace,
    });
    expect(updated.status).toBe(200);
    const update = await oneEvent('document.updated', bob);
    expect(update.event.changes).toMatchObject({
      file_name: ['notes.txt', 'notes-v2.txt'],
      file_size: [13, 22],
      file_sha256: [created.body.file_sha256, updated.body.file_sha256],
    });
    expect(update.event.changes).not.toHaveProperty('title');
  });

  it('every default type an admin writes through the API gives one event per call', async () => {
    const calls: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['user', { username: 'frank', role: 'member' }, { name: 'Frank' }],
      ['classification-code', { code: 'FIN-1', name: 'Finance' }, { name: 'Finances' }],
      ['principal', { name: 'Town hall' }, { name: 'City hall' }],
      ['group', { name: 'Team' }, { name: 'Team A' }],
    ];
    for (const [type, create, update] of calls) {
      const created = await world.call('POST', api(type, 'create'), {
        key: alice.key,
        json: create,
      });
      expect(created.status, type).toBe(201);
      const id = created.body.id as number;
      await oneEvent(`${type}.created`, alice);
      expect(
        (
          await world.call('POST', api(type, 'update', `id=${id}`), {
            key: alice.key,
            json: update,
          })
        ).status,
      ).toBe(200);
      const { event } = await oneEvent(`${type}.updated`, alice);
      const [field] = Object.keys(update);
      expect(event.changes).toEqual({ [field!]: [create[field!] ?? null, update[field!]] });
      expect(
        (await world.call('DELETE', api(type, 'delete', `id=${id}`), { key: alice.key })).status,
      ).toBe(204);
      await oneEvent(`${type}.deleted`, alice);
    }
  });

  it('shares and group members, which have no company field, carry the company of the change', async () => {
    const doc = await world.call('POST', api('document', 'create'), {
      key: bob.key,
      json: { title: 'Shared' },
    });
    await oneEvent('document.created', bob);
    const share = await world.call('POST', api('share', 'create'), {
      key: bob.key,
      json: {
        document_id: doc.body.id,
        user_id: world.people.carol.actor.userId,
        permission: 'read',
      },
    });
    expect(share.status).toBe(201);
    await oneEvent('share.created', bob);
    const changed = await world.call('POST', api('share', 'update', `id=${share.body.id}`), {
      key: bob.key,
      json: { permission: 'write' },
    });
    expect(changed.status).toBe(200);
    expect((await oneEvent('share.updated', bob)).event.changes).toEqual({
      permission: ['read', 'write'],
    });
    expect(
      (await world.call('DELETE', api('share', 'delete', `id=${share.body.id}`), { key: bob.key }))
        .status,
    ).toBe(204);
    await oneEvent('share.deleted', bob);

    const group = await world.call('POST', api('group', 'create'), {
      key: alice.key,
      json: { name: 'Crew' },
    });
    await oneEvent('group.created', alice);
    const member = await world.call('POST', api('group-member', 'create'), {
      key: alice.key,
      json: { group_id: group.body.id, user_id: bob.actor.userId },
    });
    expect(member.status).toBe(201);
    await oneEvent('group-member.created', alice);
    expect(
      (
        await world.call('DELETE', api('group-member', 'delete', `id=${member.body.id}`), {
          key: alice.key,
        })
      ).status,
    ).toBe(204);
    await oneEvent('group-member.deleted', alice);
  });

  it('records that go with a deleted one (shares, memberships) are deleted with their own events', async () => {
    const { carol } = world.people;
    const create = async (by: Person, type: string, json: Record<string, unknown>) => {
      const res = await world.call('POST', api(type, 'create'), { key: by.key, json });
      expect(res.status, type).toBe(201);
      return res.body.id as number;
    };
    const remove = async (by: Person, type: string, id: number) =>
      expect(
        (await world.call('DELETE', api(type, 'delete', `id=${id}`), { key: by.key })).status,
      ).toBe(204);
    /** The event types written since the last look, each with one audit row by `by`. */
    const deletedBy = async (by: Person) => {
      const { json, audit } = await written();
      expect(audit.map((row) => [row.event_id, row.action, row.user_id])).toEqual(
        json.map((e) => [e.id, 'deleted', by.actor.userId]),
      );
      return json.map((e) => `${e.type} ${e.record.id}`);
    };
    const left = async (type: string, field: string, id: number) =>
      world.storage.findMany({ type, filter: where.eq(field, id) });

    const frank = await create(alice, 'user', { username: 'frank2', role: 'member' });
    const group = await create(alice, 'group', { name: 'Readers' });
    const carolIn = await create(alice, 'group-member', {
      group_id: group,
      user_id: carol.actor.userId,
    });
    const frankIn = await create(alice, 'group-member', { group_id: group, user_id: frank });
    const doc = await create(bob, 'document', { title: 'Going' });
    const toCarol = await create(bob, 'share', {
      document_id: doc,
      user_id: carol.actor.userId,
      permission: 'read',
    });
    const toGroup = await create(bob, 'share', {
      document_id: doc,
      group_id: group,
      permission: 'read',
    });
    const other = await create(bob, 'document', { title: 'Staying' });
    const toFrank = await create(bob, 'share', {
      document_id: other,
      user_id: frank,
      permission: 'read',
    });
    await written();

    await remove(bob, 'document', doc);
    expect(await deletedBy(bob)).toEqual([
      `share.deleted ${toCarol}`,
      `share.deleted ${toGroup}`,
      `document.deleted ${doc}`,
    ]);
    expect(await left('share', 'document_id', doc)).toEqual([]);

    await remove(alice, 'user', frank);
    expect(await deletedBy(alice)).toEqual([
      `group-member.deleted ${frankIn}`,
      `share.deleted ${toFrank}`,
      `user.deleted ${frank}`,
    ]);
    expect(await left('share', 'user_id', frank)).toEqual([]);

    await remove(alice, 'group', group);
    expect(await deletedBy(alice)).toEqual([
      `group-member.deleted ${carolIn}`,
      `group.deleted ${group}`,
    ]);
    expect(await left('group-member', 'group_id', group)).toEqual([]);
    // The document that stayed is untouched.
    expect(
      (await world.call('GET', api('document', 'view', `id=${other}`), { key: bob.key })).status,
    ).toBe(200);
  });

  it('a member updating their own user is audited like any change', async () => {
    const res = await world.call('POST', api('user', 'update', `id=${bob.actor.userId}`), {
      key: bob.key,
      json: { name: 'Bob B.' },
    });
    expect(res.status).toBe(200);
    const { event } = await oneEvent('user.updated', bob);
    expect(event.changes).toEqual({ name: ['BOB', 'Bob B.'] });
    expect(event.data).not.toHaveProperty('secret_hash');
  });

  it('refused writes (403, 404, 412, 422, 405) write nothing', async () => {
    const doc = await world.call('POST', api('document', 'create'), {
      key: alice.key,
      json: { title: 'Mine' },
    });
    await oneEvent('document.created', alice);
    const id = doc.body.id as number;
    const refused = [
      // 404: bob cannot read alice's document; dave is of another company.
      await world.call('POST', api('document', 'update', `id=${id}`), {
        key: bob.key,
        json: { title: 'x' },
      }),
      await world.call('DELETE', api('document', 'delete', `id=${id}`), {
        key: world.people.dave.key,
      }),
      // 403: a member may read the company's principals but not change them.
      await world.call('POST', api('principal', 'create'), { key: bob.key, json: { name: 'P' } }),
      // 412: a stale If-Match.
      await world.call('POST', api('document', 'update', `id=${id}`), {
        key: alice.key,
        headers: { 'If-Match': '"stale"' },
        json: { title: 'x' },
      }),
      // 422: invalid values.
      await world.call('POST', api('document', 'create'), { key: alice.key, json: { title: '' } }),
      await world.call('POST', api('audit-event', 'create'), {
        key: alice.key,
        json: { action: 'created' },
      }),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 403, 412, 422, 405]);
    await nothingWritten();
  });

  it('API keys: created and revoked keys are audited without key material', async () => {
    const keys = createKeyService({ storage: world.storage });
    const { id, key } = await keys.create({ userId: bob.actor.userId });
    const created = await written();
    expect(created.json.map((e) => e.type)).toEqual(['api-key.created']);
    expect(created.audit.map((r) => r.action)).toEqual(['key-created']);
    expect(created.json[0]!.company_id).toBe(bob.actor.companyId);
    expect(created.audit[0]).toMatchObject({
      record_id: id,
      user_id: null,
      company_id: bob.actor.companyId,
    });
    // `rg_<public id>_<secret>`; the secret is base64url and may itself hold `_`.
    const [, publicId, secret] = /^rg_([0-9a-f]{16})_(.+)$/.exec(key)!;
    for (const text of [created.events[0]!.body, String(created.audit[0]!.changes)]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain('secret_hash');
    }
    // The public id is shown only as the key's prefix, as the user's profile lists it.
    expect(created.json[0]!.data).toMatchObject({ prefix: `rg_${publicId}` });
    await keys.revoke({ id });
    const revoked = await written();
    expect(revoked.audit.map((r) => r.action)).toEqual(['key-revoked']);
    expect(Object.keys(revoked.json[0]!.changes!)).toEqual(['revoked_at']);
  });
});
