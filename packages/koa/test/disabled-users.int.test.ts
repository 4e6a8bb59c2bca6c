import { createAdminTasks, defaultRecordTypes } from '@recordgate/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld } from './world.js';

/*
 * A user the operator disabled (docs/operations.md, "Users and keys"): their keys answer 401 at the
 * next request, and the mark is nowhere in the interface — not in the user record, not as a filter
 * or a sort, not writable — so no other user, of their company or another, learns of it or lifts it.
 */
const world = useWorld();

beforeAll(async () => {
  await createAdminTasks({ storage: world.storage, types: defaultRecordTypes }).disableUser({
    username: 'carol',
    company: 'Acme',
  });
});

describe('a disabled user', () => {
  it('is refused at the next request, while the others of the company are served', async () => {
    const carol = await world.call('GET', api('document'), { key: world.people.carol.key });
    expect(carol.status).toBe(401);
    const bob = await world.call('GET', api('document'), { key: world.people.bob.key });
    expect(bob.status).toBe(200);
  });

  it('looks like any user to the admin of their company, and is unknown to another', async () => {
    const id = world.people.carol.record.id as number;
    const view = await world.call('GET', api('user', 'view', `id=${id}`), {
      key: world.people.alice.key,
    });
    expect(view.status).toBe(200);
    expect(Object.keys(view.body as object)).not.toContain('disabled_at');
    const foreign = await world.call('GET', api('user', 'view', `id=${id}`), {
      key: world.people.dave.key,
    });
    expect(foreign.status).toBe(404);
    for (const query of ['filter[disabled_at]=2020-01-01', 'sort=disabled_at']) {
      const probe = await world.call('GET', `${api('user')}?${query}`, {
        key: world.people.alice.key,
      });
      expect(probe.status, query).toBeGreaterThanOrEqual(400);
      expect(probe.status, query).toBeLessThan(500);
    }
  });

  it('cannot be enabled again through the API', async () => {
    const id = world.people.carol.record.id as number;
    const update = await world.call('POST', api('user', 'update', `id=${id}`), {
      key: world.people.alice.key,
      json: { disabled_at: null },
    });
    // The same answer as for a field the type does not have.
    expect(update.status).toBe(422);
    expect(update.body).toEqual([
      {
        field: 'disabled_at',
        message: expect.stringMatching(/is not a field of this record type/),
      },
    ]);
    const carol = await world.call('GET', api('document'), { key: world.people.carol.key });
    expect(carol.status).toBe(401);
  });
});
