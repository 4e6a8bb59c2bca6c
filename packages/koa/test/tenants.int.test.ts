import { createDefaultPolicy } from '@recordgate/access';
import {
  createRecordService,
  createTypeRegistry,
  defaultRecordTypes,
  isRecordError,
  where,
} from '@recordgate/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld, type Person } from './world.js';

/*
 * Tenants see nothing of each other, names included (docs/reliability.md): no answer depends on data
 * of another company, and the guards of docs/access-policy.md ("Guards") keep a company an admin.
 * Over the real HTTP app on every database of the run.
 */

let alice: Person, bob: Person, dave: Person, erin: Person;

const world = useWorld();
beforeAll(async () => {
  ({ alice, bob, dave, erin } = world.people);
});

const createUser = (who: Person, data: Record<string, unknown>) =>
  world.call('POST', api('user', 'create'), { key: who.key, json: data });
const updateUser = (who: Person, id: unknown, data: Record<string, unknown>) =>
  world.call('POST', api('user', 'update', `id=${id}`), { key: who.key, json: data });
const deleteUser = (who: Person, id: unknown) =>
  world.call('DELETE', api('user', 'delete', `id=${id}`), { key: who.key });

/** A new user of `company` made by the operator, and a person with a key for it. */
async function seedUser(company: 'acme' | 'globex', username: string, role: 'admin' | 'member') {
  const companyId = world.companies[company].id as number;
  const operator = { userId: 0, companyId, role: 'admin' as const, username: 'operator' };
  return world.seed(operator, 'user', { username, role });
}

describe('usernames are unique within a company, not across the installation', () => {
  it('an admin creates a user whose name exists only in another company; a taken name of the own company is refused', async () => {
    // erin exists only in Globex.
    const created = await createUser(alice, { username: 'erin', role: 'member' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ username: 'erin', company_id: world.companies.acme.id });
    // Globex's erin is untouched and still logs in with her key.
    const own = await world.call('GET', api('user', 'view', `id=${erin.actor.userId}`), {
      key: erin.key,
    });
    expect(own.body).toMatchObject({ username: 'erin', company_id: world.companies.globex.id });
    const again = await createUser(alice, { username: 'erin', role: 'member' });
    expect(again.status).toBe(422);
    expect(again.body).toEqual([
      { field: 'username', message: 'Username "erin" has already been taken.' },
    ]);
  });

  it('renaming a user to a name of another company is allowed; the answer is the same whether it exists there or not', async () => {
    const frank = await seedUser('acme', 'frank', 'member');
    const toDave = await updateUser(alice, frank.id, { username: 'dave' });
    expect(toDave.status, toDave.text).toBe(200);
    const toNobody = await updateUser(alice, frank.id, { username: 'nobody-anywhere' });
    expect(toNobody.status).toBe(200);
    // Only a name of the own company conflicts.
    const toBob = await updateUser(alice, frank.id, { username: 'bob' });
    expect(toBob.status).toBe(422);
    expect(toBob.body).toEqual([
      { field: 'username', message: 'Username "bob" has already been taken.' },
    ]);
  });

  it("another company's admin and a member learn nothing of a company's usernames", async () => {
    // Globex's admin creates "bob" and "carol", Acme's users: no conflict, as for an unused name.
    for (const username of ['bob', 'carol', 'unused-name'])
      expect((await createUser(dave, { username, role: 'member' })).status).toBe(201);
    // A member may not create users: the same 403 whether the name exists anywhere or not.
    const existing = await createUser(bob, { username: 'dave', role: 'member' });
    const unused = await createUser(bob, { username: 'never-used', role: 'member' });
    expect(existing.status).toBe(403);
    expect([existing.status, existing.body]).toEqual([unused.status, unused.body]);
  });

  it("a reference by username names the own company's user, never another company's", async () => {
    // Acme and Globex both have a user "erin" now: Acme's admin names Acme's.
    const acmeErin = await world.call('GET', api('user', '', 'filter[username]=erin'), {
      key: alice.key,
    });
    expect(acmeErin.body).toHaveLength(1);
    const group = await world.call('POST', api('group', 'create'), {
      key: alice.key,
      json: { name: 'Erins' },
    });
    const member = await world.call('POST', api('group-member', 'create'), {
      key: alice.key,
      json: { group_id: group.body.id, user: 'erin' },
    });
    expect(member.status, member.text).toBe(201);
    expect(member.body.user_id).toBe(acmeErin.body[0].id);
    expect(member.body.user_id).not.toBe(erin.actor.userId);
  });
});

describe("a company's name is read-only through the API", () => {
  it('an admin renaming their company gets 403 naming the command; the name stays', async () => {
    const renamed = await world.call(
      'POST',
      api('company', 'update', `id=${world.companies.acme.id}`),
      {
        key: alice.key,
        json: { name: 'Acme Corp' },
      },
    );
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toContain('recordgate company rename');
    const viewed = await world.call(
      'GET',
      api('company', 'view', `id=${world.companies.acme.id}`),
      {
        key: alice.key,
      },
    );
    expect(viewed.body.name).toBe('Acme');
  });

  it("the answer is the same whether the new name is another company's or free", async () => {
    const path = api('company', 'update', `id=${world.companies.acme.id}`);
    const taken = await world.call('POST', path, { key: alice.key, json: { name: 'Globex' } });
    const free = await world.call('POST', path, { key: alice.key, json: { name: 'Nobody Ltd' } });
    expect([taken.status, taken.body.message]).toEqual([free.status, free.body.message]);
  });

  it("a member gets 403 and another company's admin 404, as before", async () => {
    const path = api('company', 'update', `id=${world.companies.acme.id}`);
    expect((await world.call('POST', path, { key: bob.key, json: { name: 'X' } })).status).toBe(
      403,
    );
    expect((await world.call('POST', path, { key: dave.key, json: { name: 'X' } })).status).toBe(
      404,
    );
  });
});

describe('an admin keeps their own user, and a company keeps an admin', () => {
  it('an admin cannot delete their own user: 422 saying why, and their key keeps working', async () => {
    const response = await deleteUser(alice, alice.actor.userId);
    expect(response.status).toBe(422);
    expect(response.body[0].message).toContain('cannot delete your own user');
    const still = await world.call('GET', api('user', 'view', `id=${alice.actor.userId}`), {
      key: alice.key,
    });
    expect(still.status).toBe(200);
  });

  it('the last admin cannot become a member: 422 saying why; with a second admin they can', async () => {
    const response = await updateUser(dave, dave.actor.userId, { role: 'member' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual([
      {
        field: 'role',
        message:
          'User "dave" is the last admin of the company and cannot become a member. Make another user admin first.',
      },
    ]);
    const second = await seedUser('globex', 'grace', 'admin');
    const demoted = await updateUser(dave, dave.actor.userId, { role: 'member' });
    expect(demoted.status, demoted.text).toBe(200);
    // grace is now Globex's last admin; dave, a member now, cannot change that.
    expect((await updateUser(dave, second.id, { role: 'member' })).status).toBe(403);
    const admins = await world.call('GET', api('user', '', 'filter[role]=admin'), {
      key: dave.key,
    });
    expect(admins.body.map((u: { username: string }) => u.username)).toEqual(['grace']);
    // dave is Globex's admin again for the tests below.
    await world.storage.update({ type: 'user', id: dave.actor.userId, values: { role: 'admin' } });
  });

  it('another admin deletes an admin while more than one is left; other companies and members reach nothing', async () => {
    const ivan = await seedUser('acme', 'ivan', 'admin');
    // A member, and another company's admin, learn nothing of the guard.
    expect((await deleteUser(bob, ivan.id)).status).toBe(403);
    expect((await deleteUser(dave, ivan.id)).status).toBe(404);
    expect((await deleteUser(dave, 999_999)).status).toBe(404);
    // A member's update of a role is refused before any record is read: alike for any id.
    const erinTries = await updateUser(erin, ivan.id, { role: 'member' });
    const erinMisses = await updateUser(erin, 999_999, { role: 'member' });
    expect([erinTries.status, erinTries.body]).toEqual([erinMisses.status, erinMisses.body]);
    const daveTries = await updateUser(dave, ivan.id, { role: 'member' });
    const daveMisses = await updateUser(dave, 999_999, { role: 'member' });
    expect(daveTries.status).toBe(404);
    expect(daveTries.body.message).toBe(daveMisses.body.message.replace('999999', String(ivan.id)));
    const deleted = await deleteUser(alice, ivan.id);
    expect(deleted.status, deleted.text).toBe(204);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    // Through the record service, so that both writes act as admins whatever the timing of the
    // requests' authentication; the guard runs in each write's transaction.
    const service = createRecordService({
      storage: world.storage,
      policy: createDefaultPolicy(),
      types: createTypeRegistry(defaultRecordTypes),
    });
    const companyId = world.companies.globex.id as number;
    for (const round of [1, 2, 3]) {
      const pair = await Promise.all(
        ['a', 'b'].map((name) => seedUser('globex', `pair${round}${name}`, 'admin')),
      );
      const [a, b] = pair.map((user) => ({
        userId: user.id as number,
        companyId,
        role: 'admin' as const,
        username: user.username as string,
      }));
      // Only the pair are Globex's admins now.
      for (const other of await world.storage.findMany({
        type: 'user',
        filter: where.and(where.eq('company_id', companyId), where.eq('role', 'admin')),
      })) {
        if (other.id !== a!.userId && other.id !== b!.userId)
          await world.storage.update({
            type: 'user',
            id: other.id as number,
            values: { role: 'member' },
          });
      }
      const outcomes = await Promise.allSettled([
        service.update({ actor: a!, type: 'user', id: b!.userId, data: { role: 'member' } }),
        service.update({ actor: b!, type: 'user', id: a!.userId, data: { role: 'member' } }),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = outcomes.find((o) => o.status === 'rejected')!;
      expect(isRecordError(refused.reason, 'invalid')).toBe(true);
      const admins = await world.storage.count({
        type: 'user',
        filter: where.and(where.eq('company_id', companyId), where.eq('role', 'admin')),
      });
      expect(admins).toBe(1);
    }
  });
});
