import { describe, expect, it } from 'vitest';
import { api, useWorld, type Person } from './world.js';

const world = useWorld();

/**
 * Everything `outsider` tries on `owner`'s document through the seven calls must look exactly like a
 * record that does not exist, and must change nothing.
 */
async function expectUnreachable(outsider: Person, docId: number): Promise<void> {
  const { key } = outsider;
  const missingId = 987_654;
  const pairs: [string, string][] = [
    ['GET', api('document', 'view', `id=${docId}`)],
    ['GET', api('document', 'list-objects', `id=${docId}&attribute=created_by`)],
    ['POST', api('document', 'update', `id=${docId}`)],
    ['DELETE', api('document', 'delete', `id=${docId}`)],
  ];
  for (const [method, path] of pairs) {
    const json = method === 'POST' ? { title: 'taken over' } : undefined;
    const hidden = await world.call(method, path, { key, json });
    const absent = await world.call(method, path.replace(`id=${docId}`, `id=${missingId}`), {
      key,
      json,
    });
    expect(hidden.status, `${method} ${path}`).toBe(404);
    // Same body as a record that does not exist, but for the id in the message: no existence leak.
    expect(hidden.body.message.replace(String(docId), 'N')).toBe(
      absent.body.message.replace(String(missingId), 'N'),
    );
  }
  const listed = await world.call('GET', api('document'), { key });
  expect(listed.body.map((d: { id: number }) => d.id)).not.toContain(docId);
  const owner = world.people.alice;
  const after = await world.call('GET', api('document', 'view', `id=${docId}`), { key: owner.key });
  expect(after.status).toBe(200);
  expect(after.body.title).not.toBe('taken over');
}

describe('nothing crosses companies', () => {
  it('a user of another company reaches no document through any call', async () => {
    const doc = await world.seed(world.people.bob.actor, 'document', { title: 'Acme secret' });
    await expectUnreachable(world.people.dave, doc.id as number);
    await expectUnreachable(world.people.erin, doc.id as number);
  });

  it('a user of another company sees none of its users, codes, principals, groups, members, shares or company', async () => {
    const alice = world.people.alice;
    const group = await world.seed(alice.actor, 'group', { name: 'Acme group' });
    const doc = await world.seed(alice.actor, 'document', { title: 'Shared inside Acme' });
    const records: Record<string, number> = {
      company: world.companies.acme.id as number,
      user: alice.actor.userId,
      'classification-code': (
        await world.seed(alice.actor, 'classification-code', { code: 'A', name: 'A' })
      ).id as number,
      principal: (await world.seed(alice.actor, 'principal', { name: 'Acme principal' }))
        .id as number,
      group: group.id as number,
      'group-member': (
        await world.seed(alice.actor, 'group-member', {
          group_id: group.id,
          user_id: world.people.bob.actor.userId,
        })
      ).id as number,
      share: (
        await world.seed(alice.actor, 'share', {
          document_id: doc.id,
          user_id: world.people.bob.actor.userId,
          permission: 'read',
        })
      ).id as number,
    };
    for (const outsider of [world.people.dave, world.people.erin]) {
      for (const [type, id] of Object.entries(records)) {
        const { key } = outsider;
        expect((await world.call('GET', api(type, 'view', `id=${id}`), { key })).status, type).toBe(
          404,
        );
        expect(
          (await world.call('POST', api(type, 'update', `id=${id}`), { key, json: {} })).status,
          type,
        ).toBe(404);
        expect(
          (await world.call('DELETE', api(type, 'delete', `id=${id}`), { key })).status,
          type,
        ).toBe(404);
        const listed = await world.call('GET', api(type), { key });
        expect(
          listed.body.map((r: { id: number }) => r.id),
          type,
        ).not.toContain(id);
      }
    }
  });

  it('embeds a reference the caller may not read as null and refuses it on write', async () => {
    const dave = world.people.dave;
    const acmeCode = await world.seed(world.people.alice.actor, 'classification-code', {
      code: 'SECRET',
      name: 'Secret',
    });
    // A Globex document that (somehow) points at an Acme record: the expansion must not reveal it.
    const doc = await world.seed(dave.actor, 'document', {
      title: 'Pointer',
      classification_code_id: acmeCode.id,
    });
    const viewed = await world.call('GET', api('document', 'view', `id=${doc.id}`), {
      key: dave.key,
      headers: { expand: 'classificationCode.*' },
    });
    expect(viewed.body.classificationCode).toBeNull();
    const followed = await world.call(
      'GET',
      api('document', 'list-objects', `id=${doc.id}&attribute=classificationCode`),
      { key: dave.key },
    );
    expect(followed.status).toBe(404);
    const created = await world.call('POST', api('document', 'create'), {
      key: dave.key,
      json: { title: 'x', classification_code_id: acmeCode.id },
    });
    expect(created.status).toBe(422);
    expect(created.body).toEqual([
      {
        field: 'classification_code_id',
        message: `Classification code #${acmeCode.id} does not exist or is not accessible.`,
      },
    ]);
    const updated = await world.call('POST', api('document', 'update', `id=${doc.id}`), {
      key: dave.key,
      json: { classification_code_id: acmeCode.id },
    });
    expect(updated.status).toBe(422);
  });

  it("creates records in the caller's company whatever the body says", async () => {
    const erin = world.people.erin;
    const response = await world.call('POST', api('document', 'create'), {
      key: erin.key,
      json: { title: 'mine', company_id: world.companies.acme.id },
    });
    expect(response.status).toBe(422);
    const ok = await world.call('POST', api('document', 'create'), {
      key: erin.key,
      json: { title: 'mine' },
    });
    expect(ok.body.company_id).toBe(world.companies.globex.id);
  });
});

describe('members see only what is theirs or shared with them', () => {
  it('a member without a share reaches no document of a colleague', async () => {
    const doc = await world.seed(world.people.alice.actor, 'document', { title: 'Admin only' });
    await expectUnreachable(world.people.carol, doc.id as number);
    const bobs = await world.seed(world.people.bob.actor, 'document', { title: 'Bob only' });
    const carol = world.people.carol;
    expect(
      (await world.call('GET', api('document', 'view', `id=${bobs.id}`), { key: carol.key }))
        .status,
    ).toBe(404);
  });

  it('a read share lets a member read, not change; the admin sees everything of the company', async () => {
    const { bob, carol, alice } = world.people;
    const doc = await world.seed(bob.actor, 'document', { title: 'Shared to read' });
    await world.seed(bob.actor, 'share', {
      document_id: doc.id,
      user_id: carol.actor.userId,
      permission: 'read',
    });
    expect(
      (await world.call('GET', api('document', 'view', `id=${doc.id}`), { key: carol.key })).status,
    ).toBe(200);
    expect(
      (
        await world.call('POST', api('document', 'update', `id=${doc.id}`), {
          key: carol.key,
          json: { title: 'no' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await world.call('DELETE', api('document', 'delete', `id=${doc.id}`), { key: carol.key }))
        .status,
    ).toBe(403);
    const all = await world.call('GET', api('document'), { key: alice.key });
    expect(all.body.map((d: { id: number }) => d.id)).toContain(doc.id);
  });

  it('a write share through a group lets a member update, not delete', async () => {
    const { bob, carol, alice } = world.people;
    const group = await world.seed(alice.actor, 'group', { name: 'Editors' });
    await world.seed(alice.actor, 'group-member', {
      group_id: group.id,
      user_id: carol.actor.userId,
    });
    const doc = await world.seed(bob.actor, 'document', { title: 'Shared to edit' });
    await world.seed(bob.actor, 'share', {
      document_id: doc.id,
      group_id: group.id,
      permission: 'write',
    });
    const updated = await world.call('POST', api('document', 'update', `id=${doc.id}`), {
      key: carol.key,
      json: { title: 'Edited by carol' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.updated_by).toBe(carol.actor.userId);
    expect(
      (await world.call('DELETE', api('document', 'delete', `id=${doc.id}`), { key: carol.key }))
        .status,
    ).toBe(403);
  });

  it('a member cannot move a share onto a document they do not own', async () => {
    const { bob, carol, alice } = world.people;
    const alicesDoc = await world.seed(alice.actor, 'document', { title: 'Alice private' });
    await world.seed(alice.actor, 'share', {
      document_id: alicesDoc.id,
      user_id: bob.actor.userId,
      permission: 'read',
    });
    const own = await world.seed(bob.actor, 'document', { title: 'Bob own' });
    const share = await world.seed(bob.actor, 'share', {
      document_id: own.id,
      user_id: carol.actor.userId,
      permission: 'write',
    });
    const moved = await world.call('POST', api('share', 'update', `id=${share.id}`), {
      key: bob.key,
      json: { document_id: alicesDoc.id },
    });
    expect(moved.status).toBe(422);
    expect(moved.body).toEqual([
      {
        field: 'document_id',
        message: `Document #${alicesDoc.id} does not exist or is not accessible.`,
      },
    ]);
    expect(
      (
        await world.call('POST', api('document', 'update', `id=${alicesDoc.id}`), {
          key: carol.key,
          json: { title: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await world.call('POST', api('document', 'update', `id=${alicesDoc.id}`), {
          key: bob.key,
          json: { title: 'x' },
        })
      ).status,
    ).toBe(403);
  });

  it('a member shares only documents they own', async () => {
    const { bob, carol, alice } = world.people;
    const alicesDoc = await world.seed(alice.actor, 'document', { title: 'Alice doc' });
    await world.seed(alice.actor, 'share', {
      document_id: alicesDoc.id,
      user_id: bob.actor.userId,
      permission: 'read',
    });
    const reshare = await world.call('POST', api('share', 'create'), {
      key: bob.key,
      json: { document_id: alicesDoc.id, user_id: carol.actor.userId, permission: 'read' },
    });
    expect(reshare.status).toBe(422);
    const own = await world.seed(bob.actor, 'document', { title: 'Bob doc' });
    const share = await world.call('POST', api('share', 'create'), {
      key: bob.key,
      json: { document_id: own.id, user_id: carol.actor.userId, permission: 'read' },
    });
    expect(share.status, share.text).toBe(201);
  });
});
