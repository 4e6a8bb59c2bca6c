import { createKeyService } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { api, useWorld, type Person } from './world.js';

/** Keys in the user's profile (docs/api-keys.md): the `api-key` type over HTTP. */
describe('the api-key type', () => {
  const world = useWorld();

  const createKey = async (person: Person | string, json: Record<string, unknown>) => {
    const key = typeof person === 'string' ? person : person.key;
    return world.call('POST', api('api-key', 'create'), { key, json });
  };
  const list = async (key: string) => world.call('GET', api('api-key'), { key });
  const revoke = async (key: string, id: number) =>
    world.call('DELETE', api('api-key', 'delete', `id=${id}`), { key });
  // The id of the stored key `key`, found by its prefix.
  const keyIdOf = async (key: string) => {
    const found = await world.call(
      'GET',
      api('api-key', '', `filter[prefix]=${key.slice(0, 19)}`),
      {
        key,
      },
    );
    return (found.body as { id: number }[])[0]!.id;
  };
  const whoAmI = async (key: string) => (await world.call('GET', api('company'), { key })).status;

  it('creates a key for the caller, shows its secret once, and the new key works', async () => {
    const { bob } = world.people;
    const created = await createKey(bob, { label: 'Laptop' });
    expect(created.status).toBe(201);
    const secret = created.body.key as string;
    expect(secret).toMatch(/^rg_[0-9a-f]{16}_/);
    expect(created.body).toMatchObject({
      user_id: bob.actor.userId,
      label: 'Laptop',
      prefix: secret.slice(0, 19),
      parent_id: await keyIdOf(bob.key),
      expires_at: null,
      last_used_at: null,
    });
    expect(created.headers.get('location')).toContain(`id=${created.body.id}`);
    for (const hidden of ['secret_hash', 'public_id', 'revoked_at'])
      expect(created.body).not.toHaveProperty(hidden);

    expect(await whoAmI(secret)).toBe(200);
    const view = await world.call('GET', api('api-key', 'view', `id=${created.body.id}`), {
      key: bob.key,
    });
    expect(view.status).toBe(200);
    expect(Object.keys(view.body as object).sort()).toEqual(
      [
        'id',
        'user_id',
        'label',
        'prefix',
        'parent_id',
        'created_at',
        'expires_at',
        'last_used_at',
      ].sort(),
    );
    expect(JSON.stringify((await list(bob.key)).body)).not.toContain(secret.slice(20));
  });

  it('lists a member’s own keys only, and every key of the company to an admin', async () => {
    const { alice, carol, dave } = world.people;
    await createKey(carol, { label: 'Carol’s phone' });
    const mine = await list(carol.key);
    expect(mine.status).toBe(200);
    const owners = new Set(mine.body.map((k: { user_id: number }) => k.user_id));
    expect([...owners]).toEqual([carol.actor.userId]);

    const company = await list(alice.key);
    const labels = company.body.map((k: { label: string | null }) => k.label);
    expect(labels).toContain('Carol’s phone');
    expect(JSON.stringify((await list(dave.key)).body)).not.toContain('Carol’s phone');
  });

  it('lets an admin create a key for a user of the company, by id or by username', async () => {
    const { alice, bob, dave } = world.people;
    const byValue = await createKey(alice, { label: 'For Bob', user: 'bob' });
    expect(byValue.status).toBe(201);
    expect(byValue.body).toMatchObject({
      user_id: bob.actor.userId,
      parent_id: await keyIdOf(alice.key),
    });
    const asBob = await world.call('GET', api('user', 'view', `id=${bob.actor.userId}`), {
      key: byValue.body.key as string,
    });
    expect(asBob.status).toBe(200);
    // Another company's user is refused like a missing one.
    const foreign = await createKey(alice, { label: 'x', user_id: dave.actor.userId });
    expect(foreign.status).toBe(422);
    expect(foreign.body[0]).toMatchObject({ field: 'user_id' });
  });

  it('refuses a member’s key for another user, a missing or long label, server-owned fields', async () => {
    const { bob, carol } = world.people;
    const forCarol = await createKey(bob, { label: 'x', user_id: carol.actor.userId });
    expect(forCarol.status).toBe(422);
    expect(forCarol.body[0]).toMatchObject({ field: 'user_id' });
    const byName = await createKey(bob, { label: 'x', user: 'carol' });
    expect(byName.status).toBe(422);
    expect((await createKey(bob, {})).body).toEqual([
      { field: 'label', message: 'Label cannot be blank.' },
    ]);
    expect((await createKey(bob, { label: 'x'.repeat(101) })).status).toBe(422);
    for (const field of ['prefix', 'parent_id', 'revoked_at', 'secret_hash']) {
      const refused = await createKey(bob, { label: 'x', [field]: null });
      expect(refused.status, field).toBe(422);
    }
    const past = await createKey(bob, { label: 'x', expires_at: '2001-01-01T00:00:00Z' });
    expect(past.body).toEqual([
      { field: 'expires_at', message: 'Expires at must be in the future.' },
    ]);
  });

  it('never lets a member or another company see or revoke someone else’s key', async () => {
    const { alice, bob, carol, erin, dave } = world.people;
    const created = await createKey(alice, { label: 'Alice’s', user: 'carol' });
    const id = created.body.id as number;
    for (const stranger of [bob, erin, dave]) {
      const view = await world.call('GET', api('api-key', 'view', `id=${id}`), {
        key: stranger.key,
      });
      expect(view.status).toBe(404);
      expect((await revoke(stranger.key, id)).status).toBe(404);
      const filtered = await world.call('GET', api('api-key', '', `filter[id]=${id}`), {
        key: stranger.key,
      });
      expect(filtered.body).toEqual([]);
    }
    expect(await whoAmI(created.body.key as string)).toBe(200);
    // Carol's own key, made by the admin: Carol sees and revokes it.
    expect((await revoke(carol.key, id)).status).toBe(204);
  });

  it('refuses a revoked key at once, and revokes the keys made with it', async () => {
    const { bob, alice } = world.people;
    const parent = await createKey(bob, { label: 'Parent' });
    const parentKey = parent.body.key as string;
    const child = await createKey(parentKey, { label: 'Child' });
    expect(child.body.parent_id).toBe(parent.body.id);
    const grandchild = await createKey(child.body.key as string, { label: 'Grandchild' });
    expect(grandchild.status).toBe(201);
    const other = await createKey(bob, { label: 'Sibling' });
    for (const key of [parentKey, child.body.key, grandchild.body.key])
      expect(await whoAmI(key as string)).toBe(200);

    expect((await revoke(bob.key, parent.body.id as number)).status).toBe(204);
    for (const key of [parentKey, child.body.key, grandchild.body.key])
      expect(await whoAmI(key as string)).toBe(401);
    expect(await whoAmI(other.body.key as string)).toBe(200);
    const ids = (await list(alice.key)).body.map((k: { id: number }) => k.id);
    for (const gone of [parent, child, grandchild]) expect(ids).not.toContain(gone.body.id);
    // Revoked already: not found, as for anyone.
    expect((await revoke(bob.key, parent.body.id as number)).status).toBe(404);

    const trail = await world.call(
      'GET',
      api('audit-event', '', 'filter[record_type]=api-key&filter[action]=key-revoked'),
      { key: alice.key },
    );
    const revoked = trail.body.map((e: { record_id: number }) => e.record_id);
    for (const gone of [parent, child, grandchild]) expect(revoked).toContain(gone.body.id);
    // The audit row says when: `revoked_at`, shown nowhere else.
    for (const row of trail.body as { changes: Record<string, unknown> }[])
      expect(row.changes).toEqual({ revoked_at: [null, expect.any(String)] });
  });

  it('shows, filters and sorts no revocation time: revoked keys are not shown at all', async () => {
    const { alice } = world.people;
    const listed = await list(alice.key);
    for (const key of listed.body as object[]) expect(key).not.toHaveProperty('revoked_at');
    const asked = { 'filter[revoked_at]=2026-01-01': 422, 'sort=revoked_at': 400 };
    for (const [query, status] of Object.entries(asked)) {
      const refused = await world.call('GET', api('api-key', '', query), { key: alice.key });
      expect(refused.status, query).toBe(status);
      expect(JSON.stringify(refused.body), query).toContain('revoked_at');
    }
    const info = await world.call('GET', api('api-key', 'info'), { key: alice.key });
    expect(JSON.stringify(info.body)).not.toContain('revoked_at');
  });

  it('revokes the key that made the call, which stops working with the next request', async () => {
    const { erin } = world.people;
    const created = await createKey(erin, { label: 'Self-revoking' });
    const key = created.body.key as string;
    expect((await revoke(key, created.body.id as number)).status).toBe(204);
    const refused = await world.call('GET', api('api-key'), { key });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/profile/);
  });

  it('makes a child key expire no later than its parent', async () => {
    const { bob } = world.people;
    const soon = new Date(Date.now() + 3_600_000);
    soon.setUTCMilliseconds(0);
    const parent = await createKey(bob, { label: 'Expiring', expires_at: soon.toISOString() });
    // Only created_at through dateFormat: expires_at in ISO 8601.
    const headers = { dateFields: 'created_at' };
    const later = await world.call('POST', api('api-key', 'create'), {
      key: parent.body.key as string,
      json: { label: 'Later' },
      headers,
    });
    expect(later.body.expires_at).toBe(soon.toISOString().replace('.000', ''));
    const earlier = new Date(soon.getTime() - 60_000);
    const kept = await world.call('POST', api('api-key', 'create'), {
      key: parent.body.key as string,
      json: { label: 'Earlier', expires_at: earlier.toISOString() },
      headers,
    });
    expect(kept.body.expires_at).toBe(earlier.toISOString().replace('.000', ''));
  });

  it('answers 405 to an update, and audits creation as key-created', async () => {
    const { alice, bob } = world.people;
    const created = await createKey(bob, { label: 'Unchangeable' });
    const update = await world.call('POST', api('api-key', 'update', `id=${created.body.id}`), {
      key: bob.key,
      json: { label: 'Changed' },
    });
    expect(update.status).toBe(405);
    expect(update.headers.get('allow')).toBe('');
    const trail = await world.call(
      'GET',
      api('audit-event', '', `filter[record_type]=api-key&filter[record_id]=${created.body.id}`),
      { key: alice.key },
    );
    expect(trail.body).toHaveLength(1);
    expect(trail.body[0]).toMatchObject({ action: 'key-created', user_id: bob.actor.userId });
    expect(JSON.stringify(trail.body)).not.toContain((created.body.key as string).slice(20));
  });

  it('gives keys made before the profile their prefix when the database is migrated', async () => {
    const { alice, bob } = world.people;
    const made = await createKey(bob, { label: 'Old' });
    const id = made.body.id as number;
    // As an earlier version stored it: no label, no prefix.
    await world.storage.update({ type: 'api-key', id, values: { label: null, prefix: null } });
    const view = async () =>
      world.call('GET', api('api-key', 'view', `id=${id}`), { key: alice.key });
    expect((await view()).body).toMatchObject({ label: null, prefix: null });

    const { applied } = await world.storage.migrate();
    expect(applied.filter((s) => s.includes('CONCAT'))).toHaveLength(1);
    expect((await view()).body).toMatchObject({
      label: null,
      prefix: (made.body.key as string).slice(0, 19),
    });
    expect(await whoAmI(made.body.key as string)).toBe(200);
    // Done once: the next migrate finds nothing to fill.
    expect((await world.storage.migrate()).applied).toEqual([]);
  });

  it('revokes the keys made with a key when the operator revokes it (key revoke of the CLI)', async () => {
    const { carol } = world.people;
    const parent = await createKey(carol, { label: 'Operator revokes me' });
    const child = await createKey(parent.body.key as string, { label: 'And me' });
    const keys = createKeyService({ storage: world.storage });
    expect((await keys.revoke({ id: parent.body.id as number })).changed).toBe(true);
    expect(await whoAmI(child.body.key as string)).toBe(401);
    expect(await whoAmI(carol.key)).toBe(200);
  });
});
