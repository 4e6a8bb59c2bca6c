import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld } from './world.js';

/** The audit trail over HTTP (docs/events.md, "Audit trail"): admins of the company only, read-only. */
describe('the audit-event type', () => {
  let documentId: number;

  const world = useWorld();
  beforeAll(async () => {
    const { bob, alice } = world.people;
    const created = await world.call('POST', api('document', 'create'), {
      key: bob.key,
      json: { title: 'Audited' },
    });
    documentId = created.body.id as number;
    await world.call('POST', api('document', 'update', `id=${documentId}`), {
      key: alice.key,
      json: { title: 'Audited, twice' },
    });
    // Another company's change.
    await world.call('POST', api('document', 'create'), {
      key: world.people.erin.key,
      json: { title: 'Globex secret' },
    });
  });

  it('lists its company’s events to an admin, filterable by record, user and time, with paging', async () => {
    const { alice, bob } = world.people;
    const all = await world.call('GET', api('audit-event'), { key: alice.key });
    expect(all.status).toBe(200);
    expect(
      all.body.every((e: { company_id: number }) => e.company_id === alice.actor.companyId),
    ).toBe(true);
    expect(JSON.stringify(all.body)).not.toContain('Globex secret');

    const history = await world.call(
      'GET',
      api(
        'audit-event',
        '',
        `filter[record_type]=document&filter[record_id]=${documentId}&sort=id`,
      ),
      { key: alice.key, headers: { dateFormat: 'php:c' } },
    );
    expect(history.status).toBe(200);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(['created', 'updated']);
    const [created, updated] = history.body;
    expect(created).toMatchObject({
      record_type: 'document',
      record_id: documentId,
      user_id: bob.actor.userId,
    });
    expect(created.changes.title).toEqual([null, 'Audited']);
    expect(updated.changes).toEqual({ title: ['Audited', 'Audited, twice'] });
    expect(updated.request_id).toEqual(expect.any(String));
    expect(created).not.toHaveProperty('event_body');
    expect(created).not.toHaveProperty('event_type');

    const byUser = await world.call(
      'GET',
      api('audit-event', '', `filter[user_id]=${alice.actor.userId}`),
      {
        key: alice.key,
      },
    );
    expect(byUser.body.map((e: { record_id: number }) => e.record_id)).toEqual([documentId]);
    const future = await world.call(
      'GET',
      api('audit-event', '', 'filter[occurred_at][gte]=2999-01-01T00:00:00Z'),
      {
        key: alice.key,
      },
    );
    expect(future.body).toEqual([]);
    const page = await world.call('GET', api('audit-event', '', 'page=1&per-page=1'), {
      key: alice.key,
    });
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers.get('X-Pagination-Total-Count'))).toBe(all.body.length);

    const view = await world.call('GET', api('audit-event', 'view', `id=${created.id}`), {
      key: alice.key,
      headers: { expand: 'user.username' },
    });
    expect(view.status).toBe(200);
    expect(view.body.user).toEqual({ username: 'bob' });
    const info = await world.call('GET', api('audit-event', 'info'), { key: alice.key });
    expect(info.status).toBe(200);
    expect(Object.keys(info.body.attributes)).toContain('changes');
  });

  it('is 404 for members (list, view, info) and shows other companies’ admins nothing', async () => {
    const { bob, dave } = world.people;
    const [row] = (await world.call('GET', api('audit-event'), { key: world.people.alice.key }))
      .body;
    for (const path of [
      api('audit-event'),
      api('audit-event', 'view', `id=${row.id}`),
      api('audit-event', 'info'),
    ]) {
      expect((await world.call('GET', path, { key: bob.key })).status, path).toBe(404);
    }
    expect(
      (await world.call('GET', api('audit-event', 'view', `id=${row.id}`), { key: dave.key }))
        .status,
    ).toBe(404);
    const globex = await world.call('GET', api('audit-event'), { key: dave.key });
    expect(globex.status).toBe(200);
    expect(globex.body.length).toBeGreaterThan(0);
    expect(
      globex.body.every((e: { company_id: number }) => e.company_id === dave.actor.companyId),
    ).toBe(true);
    expect(JSON.stringify(globex.body)).not.toContain('Audited');
  });

  it('refuses create, update and delete with 405 and an empty Allow, for admins too', async () => {
    const { alice, bob } = world.people;
    const [row] = (await world.call('GET', api('audit-event'), { key: alice.key })).body;
    for (const key of [alice.key, bob.key]) {
      const answers = [
        await world.call('POST', api('audit-event', 'create'), {
          key,
          json: { action: 'created' },
        }),
        await world.call('POST', api('audit-event', 'update', `id=${row.id}`), {
          key,
          json: { record_id: 1 },
        }),
        await world.call('DELETE', api('audit-event', 'delete', `id=${row.id}`), { key }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(405);
        expect(answer.headers.get('Allow')).toBe('');
        expect(answer.body).toMatchObject({ name: 'Method Not Allowed', status: 405 });
        expect(answer.body.message).toMatch(/written by the server only/);
      }
    }
    const again = await world.call('GET', api('audit-event', 'view', `id=${row.id}`), {
      key: alice.key,
    });
    expect(again.body).toEqual(row);
  });
});
