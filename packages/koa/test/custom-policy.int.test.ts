import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createOpenOfficePolicy, readOnlyMembersPolicy } from './fixtures/example-policies.js';
import { api, useWorld } from './world.js';

/* The example policies of docs/access-policy.md, installed in the real app and exercised over HTTP. */

describe('docs/access-policy.md', () => {
  it('shows the example policies exactly as they are tested here', () => {
    const docs = readFileSync(new URL('../../../docs/access-policy.md', import.meta.url), 'utf8');
    const example = readFileSync(
      new URL('./fixtures/example-policies.ts', import.meta.url),
      'utf8',
    );
    expect(docs).toContain(example.trim());
  });
});

describe('an installation replaces the policy: the open-office example', () => {
  const world = useWorld({ app: { policy: createOpenOfficePolicy() } });

  it("lets every member read the company's documents, and nothing more", async () => {
    const { bob, carol, dave, erin } = world.people;
    const doc = await world.seed(bob.actor, 'document', { title: 'Not shared with anyone' });
    const as = (key: string, method: string, path: string, json?: unknown) =>
      world.call(method, path, { key, json });

    expect((await as(carol.key, 'GET', api('document', 'view', `id=${doc.id}`))).status).toBe(200);
    const listed = await as(carol.key, 'GET', api('document'));
    expect(listed.body.map((d: { id: number }) => d.id)).toContain(doc.id);
    // Reading is all the change adds: no update or delete without ownership or a write share.
    const update = await as(carol.key, 'POST', api('document', 'update', `id=${doc.id}`), {
      title: 'x',
    });
    expect(update.status).toBe(403);
    expect((await as(carol.key, 'DELETE', api('document', 'delete', `id=${doc.id}`))).status).toBe(
      403,
    );
    // The rest of the default policy holds: nothing crosses companies.
    for (const outsider of [dave, erin]) {
      expect((await as(outsider.key, 'GET', api('document', 'view', `id=${doc.id}`))).status).toBe(
        404,
      );
    }
    // A member may now share documents they can read only when they own them (default rule).
    const share = await as(carol.key, 'POST', api('share', 'create'), {
      document_id: doc.id,
      user_id: carol.actor.userId,
      permission: 'write',
    });
    expect(share.status).toBe(422);
  });
});

describe('an installation replaces the policy: the read-only-members example', () => {
  const world = useWorld({ app: { policy: readOnlyMembersPolicy } });

  it('members read the whole company and change nothing; admins change; companies stay apart', async () => {
    const { alice, bob, carol, dave } = world.people;
    const doc = await world.seed(alice.actor, 'document', { title: 'Company handbook' });
    const share = await world.seed(alice.actor, 'share', {
      document_id: doc.id,
      user_id: carol.actor.userId,
      permission: 'write',
    });
    const call = (key: string, method: string, path: string, json?: unknown) =>
      world.call(method, path, { key, json });

    expect((await call(bob.key, 'GET', api('document', 'view', `id=${doc.id}`))).status).toBe(200);
    expect((await call(bob.key, 'GET', api('share', 'view', `id=${share.id}`))).status).toBe(200);
    // A write share means nothing to this policy.
    const edit = await call(carol.key, 'POST', api('document', 'update', `id=${doc.id}`), {
      title: 'Edited',
    });
    expect(edit.status).toBe(403);
    expect((await call(bob.key, 'POST', api('document', 'create'), { title: 'Mine' })).status).toBe(
      403,
    );
    const byAdmin = await call(alice.key, 'POST', api('document', 'update', `id=${doc.id}`), {
      title: 'Edited by the admin',
    });
    expect(byAdmin.status).toBe(200);
    expect((await call(alice.key, 'POST', api('company', 'create'), { name: 'New' })).status).toBe(
      403,
    );
    for (const path of [
      api('document', 'view', `id=${doc.id}`),
      api('share', 'view', `id=${share.id}`),
    ]) {
      expect((await call(dave.key, 'GET', path)).status).toBe(404);
    }
    const globexShares = await call(dave.key, 'GET', api('share'));
    expect(globexShares.body).toEqual([]);
  });
});
