import { waitFor } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsTestUrl } from './nats-test-stream.js';
import { startRestartCluster, type RestartCluster } from './restart-cluster.js';
import { startWriteLoad, type WriteLoad } from './write-load.js';

// docs/events.md, "A database restart": two real `recordgate serve` nodes on one PostgreSQL or
// MariaDB database, each through a TCP proxy of its own, writing while the database "restarts" (the
// servers on this machine are shared, so the restart is what its clients see of one: every session
// ended by the server, new connections refused for a while, then accepted again; or the network cut).
// Every request meanwhile answers 503 with Retry-After; afterwards every acknowledged write's event
// reaches NATS and the webhook receiver once in effect, in order, and nothing rolled back does.
const natsUrl = natsTestUrl('NATS in the database restart tests');
const databases = [
  // The change signal's own connection, known by what it sends first (ADR 0038).
  ['PostgreSQL', process.env.RECORDGATE_POSTGRES_URL, 'LISTEN recordgate_changes'],
  ['MariaDB', process.env.RECORDGATE_MARIADB_URL, 'SELECT `version` FROM `recordgate_change`'],
] as const;
for (const [name, url] of databases)
  if (!url) console.log(`database restart on ${name} skipped: its URL is not set`);

/** How long the database stays away: the scenario's, several seconds. */
const OUTAGE_MS = 5000;

describe.each(databases)('a database restart on %s', (name, serverUrl) => {
  let cluster: RestartCluster;
  beforeAll(async () => {
    if (serverUrl) cluster = await startRestartCluster(serverUrl, natsUrl);
  }, 120_000);
  afterAll(() => cluster?.close(), 60_000);

  /** Both nodes acknowledged `more` writes each since `from` (the `acks` counts at some moment). */
  const acknowledgedSince = (load: WriteLoad, from: readonly number[], more = 5) =>
    load.until(() => load.acks.every((n, i) => n >= from[i]! + more));

  /**
   * Writes on both nodes through an outage that `goDown` starts: it lasts {@link OUTAGE_MS} and
   * until each node answered 503 ten times more; then the proxies let everything through again.
   */
  const writeThroughOutage = async (what: string, goDown: () => Promise<void>) => {
    const load = startWriteLoad(cluster.nodes, cluster.keys.member);
    let back!: number;
    try {
      await acknowledgedSince(load, [...load.acks]);
      const from = [...load.unavailable];
      const downAt = Date.now();
      await goDown();
      await load.until(
        () =>
          Date.now() - downAt >= OUTAGE_MS && load.unavailable.every((n, i) => n >= from[i]! + 10),
      );
      for (const proxy of cluster.proxies) proxy.open();
      back = Date.now();
      await acknowledgedSince(load, [...load.acks]);
    } finally {
      await load.stop();
    }
    expect(load.wrong).toEqual([]);
    const events = await expectEventsOnceInOrder(cluster, load);
    console.log(
      `database restart on ${name} (${what}): ${load.acks.join(' + ')} writes acknowledged, ` +
        `${load.unavailable.join(' + ')} answers 503 (nodes A + B); ${events} document events in the outbox so far, every one ` +
        `in NATS and at the receiver ${((Date.now() - back) / 1000).toFixed(1)} s after the database was back`,
    );
  };

  it.skipIf(!serverUrl)(
    'ends every session and refuses connections for a while: 503s meanwhile, then every acknowledged write published once, in order',
    { timeout: 180_000 },
    async () => {
      await writeThroughOutage('sessions ended, connections refused', async () => {
        for (const proxy of cluster.proxies) proxy.refuse();
        await cluster.scratch.disconnectAll();
      });
    },
  );

  it.skipIf(!serverUrl)(
    'loses the network to it for a while: 503s meanwhile, then every acknowledged write published once, in order',
    { timeout: 180_000 },
    async () => {
      await writeThroughOutage('network cut', async () => {
        for (const proxy of cluster.proxies) proxy.cut();
      });
    },
  );
});

// The change signal's connection alone lost (ADR 0038), the database still answering the node's
// queries: a node keeps nothing meanwhile. Without webhooks and NATS, whose bookkeeping commits
// would move each node's version on every event and hide what it kept.
describe.each(databases)('the change signal lost on %s', (_name, serverUrl, signalMarker) => {
  let cluster: RestartCluster;
  beforeAll(async () => {
    if (serverUrl) cluster = await startRestartCluster(serverUrl, undefined, { withEvents: false });
  }, 120_000);
  afterAll(() => cluster?.close(), 60_000);

  for (const how of ['reset', 'silence'] as const)
    it.skipIf(!serverUrl)(
      `while a node's change signal is down (${how === 'reset' ? 'reset' : 'silent, never reset'}), it answers from the database what another node changed, and keeps again once it listens`,
      { timeout: 120_000 },
      async () => {
        const [a, b] = cluster.nodes;
        const { admin, member } = cluster.keys;
        const call = (node: typeof a, key: string, path: string, body?: object, method = 'POST') =>
          fetch(`${node.url}${path}`, {
            method: body ? method : 'GET',
            headers: {
              Authorization: `Bearer ${key}`,
              'Content-Type': 'application/json',
              ...(path.includes('/view') && { expand: 'createdBy.name' }),
            },
            body: body && JSON.stringify(body),
          });
        const created = await call(a, member, '/document/api/default/create', { title: 'Named' });
        expect(created.status).toBe(201);
        const { id, created_by: memberId } = (await created.json()) as {
          id: number;
          created_by: number;
        };
        const count = async () => {
          const response = await call(b, member, '/document/api/default?per-page=1');
          expect(response.status).toBe(200);
          return Number(response.headers.get('x-pagination-total-count'));
        };
        const creatorName = async () => {
          const response = await call(b, member, `/document/api/default/view?id=${id}`);
          expect(response.status).toBe(200);
          return ((await response.json()) as { createdBy: { name: string | null } }).createdBy.name;
        };
        const spareKey = async () => {
          const response = await call(a, member, '/api-key/api/default/create', { label: 'spare' });
          expect(response.status, await response.clone().text()).toBe(201);
          return (await response.json()) as { id: number; key: string };
        };
        const spare = await spareKey();
        // Node B keeps the key, the count and the creator it read twice (ADR 0038).
        const before = await count();
        const name = await creatorName();
        for (let i = 0; i < 2; i++) {
          expect(await count()).toBe(before);
          expect(await creatorName()).toBe(name);
          expect((await call(b, spare.key, '/document/api/default')).status).toBe(200);
        }
        const cutBefore = cluster.proxies[1].matched;
        cluster.proxies[1].cutMatching(signalMarker, how);
        // Its connection cut, and the next one it opened too: the node is trying to listen again.
        await waitFor(() => cluster.proxies[1].matched >= cutBefore + 2, { timeout: 30_000 });
        const changeOnA = async (round: number) => {
          expect(
            (await call(a, member, '/document/api/default/create', { title: `r${round}` })).status,
          ).toBe(201);
          const renamed = await call(a, admin, `/user/api/default/update?id=${memberId}`, {
            name: `Renamed ${how} ${round}`,
          });
          expect(renamed.status, await renamed.clone().text()).toBe(200);
        };
        try {
          // Its signal down, node B still reads from the database and sees every change of A at once.
          for (let round = 1; round <= 3; round++) {
            await changeOnA(round);
            expect(await count()).toBe(before + round);
            expect(await creatorName()).toBe(`Renamed ${how} ${round}`);
          }
          const revoked = await call(
            a,
            member,
            `/api-key/api/default/delete?id=${spare.id}`,
            {},
            'DELETE',
          );
          expect(revoked.status, await revoked.clone().text()).toBe(204);
          expect((await call(b, spare.key, '/document/api/default')).status).toBe(401);
        } finally {
          cluster.proxies[1].open();
        }
        // Listening again (a second later), B uses nothing it kept before the loss: its first answers,
        // before any other change, are of now. Then it keeps and is told again: each change of A is
        // seen by B's very next request.
        await waitFor(() => cluster.proxies[1].answered(signalMarker), { timeout: 30_000 });
        for (let i = 0; i < 3; i++) {
          expect(await count()).toBe(before + 3);
          expect(await creatorName()).toBe(`Renamed ${how} 3`);
        }
        for (let round = 4; round <= 8; round++) {
          await changeOnA(round);
          expect(await count()).toBe(before + round);
          expect(await creatorName()).toBe(`Renamed ${how} ${round}`);
        }
        const again = await spareKey();
        expect((await call(b, again.key, '/document/api/default')).status).toBe(200);
        const revokedAgain = await call(
          a,
          member,
          `/api-key/api/default/delete?id=${again.id}`,
          {},
          'DELETE',
        );
        expect(revokedAgain.status).toBe(204);
        expect((await call(b, again.key, '/document/api/default')).status).toBe(401);
      },
    );
});

/**
 * Every write took effect once (each title is in the outbox at most once), every acknowledged one is
 * there in the order it was acknowledged, and the outbox's document events, and no others, reached
 * NATS exactly once in `seq` order and the webhook receiver at least once (once by `webhook-id`),
 * each record's first in order. Returns how many events there were.
 */
async function expectEventsOnceInOrder(cluster: RestartCluster, load: WriteLoad): Promise<number> {
  const outbox = await cluster.documentEvents();
  expect(new Set(outbox.map((e) => e.title)).size).toBe(outbox.length);
  for (const [recordId, titles] of load.acknowledged) {
    const stored = outbox.filter((e) => e.recordId === recordId).map((e) => e.title);
    expect(stored.filter((title) => titles.includes(title))).toEqual(titles);
  }
  const ids = outbox.map((e) => e.id);
  if (cluster.nats) {
    const documents = async () =>
      (await cluster.nats!.received()).filter((m) => m.subject.includes('.document.'));
    await waitFor(async () => (await documents()).length >= ids.length, { timeout: 60_000 });
    expect((await documents()).map((m) => m.msgId)).toEqual(ids);
  }
  await waitFor(() => ids.every((id) => cluster.deliveries.some((d) => d.id === id)), {
    timeout: 60_000,
  });
  const delivered = [...new Set(cluster.deliveries.map((d) => d.id))];
  expect(delivered.sort()).toEqual([...ids].sort());
  const firstArrival = (id: string) => cluster.deliveries.findIndex((d) => d.id === id);
  for (const recordId of new Set(outbox.map((e) => e.recordId))) {
    const ofRecord = outbox.filter((e) => e.recordId === recordId).map((e) => e.id);
    expect([...ofRecord].sort((x, y) => firstArrival(x) - firstArrival(y))).toEqual(ofRecord);
  }
  return outbox.length;
}
