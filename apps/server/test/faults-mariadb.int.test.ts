import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFaultyDatabase,
  expect503,
  untilOk,
  type FaultyDatabase,
} from './faulty-database.js';

// The real server as a child process, talking to a MariaDB database this run created through a TCP
// proxy that stops forwarding without resetting anything (a silent network).
const serverUrl = process.env.RECORDGATE_MARIADB_URL;
if (!serverUrl) console.log('MariaDB fault tests skipped: RECORDGATE_MARIADB_URL is not set');

describe.skipIf(!serverUrl)('MariaDB faults', { timeout: 120_000 }, () => {
  let faulty: FaultyDatabase;
  beforeAll(async () => {
    // A short write bound, so that a write against the silent network fits the test's budget.
    faulty = await createFaultyDatabase(serverUrl!, { DATABASE_WRITE_TIMEOUT: '2' });
  }, 120_000);
  afterAll(() => faulty?.close());

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${faulty.server.url}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${faulty.key}`, 'Content-Type': 'application/json' },
    });
  const create = (title: string) =>
    call('/document/api/default/create', { method: 'POST', body: JSON.stringify({ title }) });
  const titles = async () =>
    ((await (await call('/document/api/default')).json()) as { title: string }[]).map(
      (d) => d.title,
    );

  // The budget is what fails this test when a statement waits for an answer that never comes (the
  // driver alone would wait forever): /ready answers within 2 s, a view within
  // DATABASE_CONNECT_TIMEOUT + DATABASE_READ_TIMEOUT, a write within DATABASE_WRITE_TIMEOUT.
  it(
    'with the network silent, /ready, a view and a write answer 503, nothing is half written, and it recovers',
    { timeout: 15_000 },
    async () => {
      const created = await create('seen before the silence');
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const view = () => call(`/document/api/default/view?id=${id}`);
      expect((await view()).status).toBe(200);
      expect((await call('/ready')).status).toBe(200);
      faulty.proxy.pause();
      const [viewed, written, ...readies] = await Promise.all([
        view(),
        create('written into the silence'),
        ...Array.from({ length: 3 }, () => call('/ready')),
      ]);
      await expect503(viewed!);
      await expect503(written!);
      for (const ready of readies) {
        expect(ready.status).toBe(503);
        expect(((await ready.json()) as { message: string }).message).toMatch(
          /database did not answer within 2 s/,
        );
      }
      faulty.proxy.open();
      expect((await untilOk(view)).status).toBe(200);
      expect((await untilOk(() => call('/ready'))).status).toBe(200);
      expect(await titles()).toEqual(['seen before the silence']);
    },
  );
});
