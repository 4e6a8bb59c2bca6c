import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from '../src/index.js';
import { api, createWorld, type TestResponse, type World } from './world.js';

const path = api('document');

function expectTooMany(response: TestResponse, message: RegExp): void {
  expect(response.status, response.text).toBe(429);
  expect(response.body).toEqual({
    name: 'Too Many Requests',
    message: expect.stringMatching(message),
    code: 0,
    status: 429,
  });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('rate limit per key', () => {
  let world: World;
  afterAll(() => world?.close());

  it('counts down X-Rate-Limit-Remaining, then answers 429 with Retry-After; other keys are unaffected', async () => {
    world = await createWorld({
      app: { rateLimit: { perKey: { limit: 5, windowSeconds: 60 } } },
    });
    const { bob, carol } = world.people;
    for (let i = 4; i >= 0; i--) {
      const response = await world.call('GET', path, { key: bob.key });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-rate-limit-limit')).toBe('5');
      expect(response.headers.get('x-rate-limit-remaining')).toBe(String(i));
      const reset = Number(response.headers.get('x-rate-limit-reset'));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    const refused = await world.call('GET', path, { key: bob.key });
    expectTooMany(refused, /5 requests per 60 seconds for this API key/);
    expect(refused.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    // Writes are refused too, and nothing is stored.
    const write = await world.call('POST', api('document', 'create'), {
      key: bob.key,
      json: { title: 'over the limit' },
    });
    expect(write.status).toBe(429);
    expect((await world.call('GET', path, { key: carol.key })).status).toBe(200);
    const titles = (await world.call('GET', path, { key: world.people.alice.key })).body.map(
      (d: { title: string }) => d.title,
    );
    expect(titles).not.toContain('over the limit');
  });
});

describe('failed authentications per client address', () => {
  it('after the budget is spent, refuses every key from the address with 429, a valid one too', async () => {
    const world = await createWorld({
      app: { rateLimit: { failedAuthentication: { limit: 3, windowSeconds: 60 } } },
    });
    try {
      const wrong = { Authorization: 'Bearer rg_0000000000000000_guess' };
      // Requests without any credential are not guesses and do not count.
      for (let i = 0; i < 5; i++) {
        expect((await world.call('GET', path, { key: null })).status).toBe(401);
      }
      for (let i = 0; i < 3; i++) {
        expect((await world.call('GET', path, { key: null, headers: wrong })).status).toBe(401);
      }
      expectTooMany(
        await world.call('GET', path, { key: null, headers: wrong }),
        /Too many failed authentications/,
      );
      // A correct guess now is not confirmed: the valid key is refused as well until the window ends.
      expectTooMany(
        await world.call('GET', path, { key: world.people.bob.key }),
        /Too many failed authentications/,
      );
    } finally {
      await world.close();
    }
  });

  it('behind a trusted proxy, counts the address the proxy saw, whatever the client forwards', async () => {
    const world = await createWorld({
      app: {
        trustProxy: true,
        rateLimit: { failedAuthentication: { limit: 2, windowSeconds: 60 } },
      },
    });
    try {
      const guess = (spoofed: string) =>
        world.call('GET', path, {
          key: null,
          headers: {
            Authorization: 'Bearer rg_0000000000000000_guess',
            'X-Forwarded-For': `${spoofed}, 198.51.100.7`,
          },
        });
      expect((await guess('10.0.0.1')).status).toBe(401);
      expect((await guess('10.0.0.2')).status).toBe(401);
      expect((await guess('10.0.0.3')).status).toBe(429);
    } finally {
      await world.close();
    }
  });

  it('valid keys never spend the failed-authentication budget', async () => {
    const world = await createWorld({
      app: { rateLimit: { failedAuthentication: { limit: 2, windowSeconds: 60 } } },
    });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await world.call('GET', path, { key: world.people.bob.key })).status).toBe(200);
      }
    } finally {
      await world.close();
    }
  });

  it('can be switched off', async () => {
    const world = await createWorld({ app: { rateLimit: false } });
    try {
      const response = await world.call('GET', path, { key: world.people.bob.key });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-rate-limit-limit')).toBeNull();
    } finally {
      await world.close();
    }
  });
});

const redisUrl = process.env.RECORDGATE_REDIS_URL;
if (!redisUrl) console.log('Redis rate-limit tests skipped: RECORDGATE_REDIS_URL is not set');

describe.skipIf(!redisUrl)('Redis store', () => {
  const prefix = `recordgate-test-${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(redisUrl!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    clients.push(client);
    return new Promise<Redis>((resolve, reject) => {
      client.once('ready', () => resolve(client));
      client.once('error', reject);
    });
  };
  afterAll(async () => {
    const [first] = clients;
    if (first) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    for (const client of clients) client.disconnect();
  });

  it('two nodes spend one budget per key', async () => {
    // Two apps over one database, each with its own Redis connection: two nodes of one installation.
    const nodeA = await createWorld({
      app: {
        rateLimit: {
          store: createRedisRateLimitStore({ client: await connect(), prefix }),
          perKey: { limit: 4, windowSeconds: 60 },
        },
      },
    });
    try {
      const { createApp } = await import('../src/index.js');
      const nodeB = createApp({
        storage: nodeA.storage,
        logger: { error: () => {} },
        rateLimit: {
          store: createRedisRateLimitStore({ client: await connect(), prefix }),
          perKey: { limit: 4, windowSeconds: 60 },
        },
      });
      const server = nodeB.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as { port: number };
      const callB = (key: string) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { Authorization: `Bearer ${key}` } });
      try {
        const { key } = nodeA.people.bob;
        expect((await nodeA.call('GET', path, { key })).headers.get('x-rate-limit-remaining')).toBe(
          '3',
        );
        expect((await callB(key)).headers.get('x-rate-limit-remaining')).toBe('2');
        expect((await nodeA.call('GET', path, { key })).headers.get('x-rate-limit-remaining')).toBe(
          '1',
        );
        expect((await callB(key)).headers.get('x-rate-limit-remaining')).toBe('0');
        expect((await callB(key)).status).toBe(429);
        expectTooMany(await nodeA.call('GET', path, { key }), /4 requests per 60 seconds/);
        // The counter lives in Redis under the run's prefix, not in either node.
        expect(await clients[0]!.keys(`${prefix}key*`)).toHaveLength(1);
        // Another key has its own budget on both nodes.
        expect((await callB(nodeA.people.carol.key)).status).toBe(200);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      await nodeA.close();
    }
  });

  it('keeps serving, limited per node, while Redis is unreachable', async () => {
    // A client whose connection is gone: the store falls back to per-node counting.
    const client = await connect();
    client.disconnect();
    const world = await createWorld({
      app: {
        rateLimit: {
          store: createRedisRateLimitStore({ client, prefix }),
          perKey: { limit: 2, windowSeconds: 60 },
        },
      },
    });
    try {
      const { key } = world.people.bob;
      expect((await world.call('GET', path, { key })).status).toBe(200);
      expect((await world.call('GET', path, { key })).status).toBe(200);
      expect((await world.call('GET', path, { key })).status).toBe(429);
    } finally {
      await world.close();
    }
  });
});
