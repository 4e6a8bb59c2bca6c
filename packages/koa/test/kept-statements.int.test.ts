import { describe, expect, it } from 'vitest';
import { api, useWorld, type Person } from './world.js';

const world = useWorld();

const view = (person: Person, id: number) =>
  world.call('GET', api('document', 'view', `id=${id}`), { key: person.key });
const listed = async (person: Person): Promise<number[]> =>
  (await world.call('GET', api('document'), { key: person.key })).body.map(
    (d: { id: number }) => d.id,
  );

/**
 * A view's and a page's statements are compiled once per shape of their access filter and reused
 * with each request's own values (docs/benchmarks.md, "The view's statement compiled once"): the
 * requests below alternate between people whose filters have one shape and different values, so
 * each statement was kept by someone else's request before.
 */
describe("statements kept by their filter's shape", () => {
  it("answer each member from their own company and shares, never another's", async () => {
    const { bob, carol, erin } = world.people;
    const bobs = (await world.seed(bob.actor, 'document', { title: 'Acme plan' })).id as number;
    const erins = (await world.seed(erin.actor, 'document', { title: 'Globex plan' })).id as number;
    for (let round = 0; round < 3; round++) {
      expect((await view(bob, bobs)).status).toBe(200);
      expect((await view(erin, bobs)).status).toBe(404);
      expect((await view(carol, bobs)).status).toBe(404);
      expect((await view(erin, erins)).status).toBe(200);
      expect((await view(bob, erins)).status).toBe(404);
      expect((await view(carol, erins)).status).toBe(404);
      expect(await listed(bob)).toEqual([bobs]);
      expect(await listed(erin)).toEqual([erins]);
      expect(await listed(carol)).toEqual([]);
    }
    await world.seed(bob.actor, 'share', {
      document_id: bobs,
      user_id: carol.actor.userId,
      permission: 'read',
    });
    for (let round = 0; round < 2; round++) {
      const seen = await view(carol, bobs);
      expect(seen.status).toBe(200);
      expect(seen.body.title).toBe('Acme plan');
      expect((await view(erin, bobs)).status).toBe(404);
      expect(await listed(carol)).toEqual([bobs]);
      expect(await listed(erin)).toEqual([erins]);
    }
  });
});
