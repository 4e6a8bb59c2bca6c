import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, useWorld, type World } from './world.js';

// Every response head stays under 8 KB whatever the request (docs/lists.md, "Paging"; docs/
// reliability.md, "Hardening, round three"): the paging links repeat the query, so an over-long
// `search` or `filter` is a 400 naming the limit instead of a `Link` header Node's own client
// (undici, behind `fetch`) refuses with UND_ERR_HEADERS_OVERFLOW. Requests go through `fetch` itself.

const MAX_HEAD = 8192;
const headSize = (response: Response) =>
  [...response.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);

const world = useWorld();
beforeAll(async () => {
  const { actor } = world.people.alice;
  for (let n = 0; n < 7; n++)
    await world.seed(actor, 'document', { title: `lease contract ${n}`, description: 'lease' });
});

// Sends with undici, as a client would; the test fails if undici cannot read the head.
async function send(target: World, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${target.baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${target.people.alice.key}`, ...headers },
  });
  const text = await response.text();
  expect(headSize(response), path.slice(0, 80)).toBeLessThan(MAX_HEAD);
  target.checkResponse({
    method: 'GET',
    path,
    status: response.status,
    headers: response.headers,
    text,
  });
  return { response, text };
}

describe('response heads stay under 8 KB', () => {
  const words = (characters: number) =>
    'lease '.repeat(Math.ceil(characters / 6)).slice(0, characters);

  it('a 12 KB search of a page is a 400 naming search and the limit', async () => {
    for (const paging of ['page=2&per-page=2&', 'per-page=5&', 'page=1&']) {
      const query = `${paging}search=${encodeURIComponent(words(12_000))}`;
      const { response, text } = await send(world, api('document', '', query));
      expect(response.status).toBe(400);
      expect(response.headers.get('Link')).toBeNull();
      const { message } = JSON.parse(text) as { message: string };
      expect(message).toMatch(/"search"/);
      expect(message).toMatch(/at most \d+ are accepted/);
    }
    // The whole list, streamed, has no links: its search is read as ever.
    const whole = await send(
      world,
      api('document', '', `search=${encodeURIComponent(words(12_000))}`),
    );
    expect(whole.response.status).toBe(200);
  });

  it('an over-long filter is a 400 naming filter', async () => {
    const titles = Array.from(
      { length: 3 },
      (_, n) => `filter[title][in][]=${n}${'x'.repeat(900)}`,
    );
    const query = `page=1&per-page=2&${titles.join('&')}`;
    const { response, text } = await send(world, api('document', '', query));
    expect(response.status).toBe(400);
    expect((JSON.parse(text) as { message: string }).message).toMatch(/"filter"/);
  });

  it('the longest search accepted answers its page with every link, under 8 KB', async () => {
    let accepted = 0;
    // The longest accepted search, found by halving: its Link header repeats it five times.
    for (let low = 0, high = 12_000; low <= high;) {
      const mid = Math.floor((low + high) / 2);
      const path = api(
        'document',
        '',
        `page=2&per-page=2&search=${encodeURIComponent(words(mid))}`,
      );
      const { response } = await send(world, path);
      if (response.status === 200) [accepted, low] = [mid, mid + 1];
      else [high] = [mid - 1];
    }
    expect(accepted).toBeGreaterThan(700);
    const path = api(
      'document',
      '',
      `page=2&per-page=2&search=${encodeURIComponent(words(accepted))}`,
    );
    const { response } = await send(world, path);
    const link = response.headers.get('Link')!;
    for (const rel of ['self', 'first', 'last', 'prev', 'next'])
      expect(link).toContain(`rel=${rel}`);
    expect(link.length).toBeLessThanOrEqual(6000);
  });

  it('a long request id is replaced, not echoed', async () => {
    const { response } = await send(world, api('document'), { 'X-Request-Id': 'r'.repeat(9000) });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Request-Id')!.length).toBeLessThanOrEqual(64);
  });

  describe('behind a trusted proxy', () => {
    let proxied: World;
    beforeAll(async () => {
      proxied = await createWorld({ app: { publicUrl: undefined, trustProxy: true } });
    });
    afterAll(() => proxied?.close());

    it('a forwarded host longer than a host name is a 400, never repeated into the links', async () => {
      const host = `${'a'.repeat(60)}.`.repeat(80) + 'example.com';
      const { response } = await send(proxied, api('document', '', 'page=1&per-page=1'), {
        'X-Forwarded-Host': host,
      });
      expect(response.status).toBe(400);
      const fine = await send(proxied, api('document', '', 'page=1&per-page=1'), {
        'X-Forwarded-Host': 'records.example.com',
      });
      expect(fine.response.status).toBe(200);
      expect(fine.response.headers.get('Link')).toContain('://records.example.com/document/');
    });
  });
});
