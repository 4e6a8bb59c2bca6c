import { describe, expect, it } from 'vitest';
import { api, useWorld } from './world.js';

// A write that changes nothing (docs/events.md, "A write that changes nothing"): 200 with the
// record and its unchanged ETag, and no event, no audit row, nothing for a webhook to deliver.
describe('an update that changes nothing', () => {
  const world = useWorld();
  const history = async (id: number) => {
    const answer = await world.call(
      'GET',
      api('audit-event', '', `filter[record_type]=document&filter[record_id]=${id}&sort=id`),
      { key: world.people.alice.key },
    );
    expect(answer.status).toBe(200);
    return answer.body as { action: string; changes: Record<string, unknown> }[];
  };

  it('answers 200 with the unchanged ETag and writes no event or audit row', async () => {
    const { alice } = world.people;
    const created = await world.call('POST', api('document', 'create'), {
      key: alice.key,
      json: {
        title: 'Unchanged',
        description: 'Stays as it is',
        document_date: '2026-03-04T05:06:07Z',
      },
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    const etag = created.headers.get('ETag');
    expect(etag).toBeTruthy();
    const update = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
      world.call('POST', api('document', 'update', `id=${id}`), { key: alice.key, json, headers });

    // The same values, an empty body, the same date-time written otherwise, a matching If-Match.
    const same = [
      { title: 'Unchanged', description: 'Stays as it is' },
      {},
      { document_date: '2026-03-04T07:06:07+02:00' },
    ];
    for (const json of same) {
      const answer = await update(json, { 'If-Match': etag! });
      expect(answer.status, JSON.stringify(json)).toBe(200);
      expect(answer.headers.get('ETag'), JSON.stringify(json)).toBe(etag);
      expect(answer.body).toMatchObject({ id, title: 'Unchanged' });
    }
    const viewed = await world.call('GET', api('document', 'view', `id=${id}`), { key: alice.key });
    expect(viewed.headers.get('ETag')).toBe(etag);
    expect(viewed.body.updated_at).toBe(created.body.updated_at);
    expect((await history(id)).map((e) => e.action)).toEqual(['created']);

    // A change after them is an update as ever, with only what changed.
    const changed = await update({ title: 'Changed', description: 'Stays as it is' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    const events = await history(id);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(events[1]!.changes).toEqual({ title: ['Unchanged', 'Changed'] });
  });
});
