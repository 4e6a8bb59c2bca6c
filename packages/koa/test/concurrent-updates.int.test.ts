import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld, type World } from './world.js';

// Concurrent updates of one record without If-Match queue behind its row lock and all succeed
// (docs/writing-records.md). On PostgreSQL each commit aborts every waiting transaction with a
// serialization failure, which the adapter retries; with a retry count alone, a few of a steady
// stream of them answered 503 (bench "update (member)": 10 connections on one document, as here).
const connections = 10;
const updatesEach = 30;
const total = connections * updatesEach;

describe('concurrent updates of one record', () => {
  let documentId: number;

  const world = useWorld();
  beforeAll(async () => {
    const created = await world.call('POST', api('document', 'create'), {
      key: world.people.bob.key,
      json: { title: 'Contended' },
    });
    documentId = created.body.id as number;
  });

  // 300 writes contend for one row: seconds on an idle machine, far longer beside other suites.
  it(`${connections} clients updating it ${updatesEach} times each: all 200, all audited`, async () => {
    const { bob } = world.people;
    const statuses: number[] = [];
    const titles: string[] = [];
    // Each client sends its next update when the last one answered, as autocannon does.
    const client = async (c: number) => {
      for (let i = 0; i < updatesEach; i++) {
        const title = `Contended ${c}.${i}`;
        titles.push(title);
        const answer = await world.call('POST', api('document', 'update', `id=${documentId}`), {
          key: bob.key,
          json: { title },
        });
        statuses.push(answer.status);
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, c) => client(c)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const view = await world.call('GET', api('document', 'view', `id=${documentId}`), {
      key: bob.key,
    });
    expect(titles).toContain(view.body.title);

    const changes = await titleChanges(world, documentId);
    expect(changes).toHaveLength(total);
    // Serialised: each update's old title is the new title of the one before it.
    const olds = changes.map(([old]) => old);
    const news = changes.map(([, title]) => title);
    expect(olds).toEqual(['Contended', ...news.slice(0, -1)]);
    expect(news.at(-1)).toBe(view.body.title);
  }, 120_000);
});

/** The title changes of the record's `updated` audit events, oldest first, read page by page. */
async function titleChanges(world: World, id: number): Promise<[string, string][]> {
  const filter = `filter[record_type]=document&filter[record_id]=${id}&filter[action]=updated`;
  const changes: [string, string][] = [];
  // One page more than the updates fill: the loop ends even if a page past the end repeated one.
  for (let page = 1; page <= Math.ceil(total / 100) + 1; page++) {
    const answer = await world.call(
      'GET',
      api('audit-event', '', `${filter}&sort=id&per-page=100&page=${page}`),
      { key: world.people.alice.key },
    );
    expect(answer.status).toBe(200);
    for (const event of answer.body) changes.push(event.changes.title);
    // A short page is the last (a page past the end may repeat the last one, as in Yii2).
    if (answer.body.length < 100) break;
  }
  return changes;
}
