import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { where, type StoredRecord } from '@recordgate/core';
import {
  createWebhookDispatcher,
  matchesEventPatterns,
  parseEventPatterns,
  type EventPatterns,
  type WebhookDispatcher,
} from '../src/index.js';
import {
  createDispatchWorld,
  dispatchDatabases,
  secrets,
  startReceiver,
  type DispatchWorld,
  type Receiver,
} from './dispatch-world.js';
import { waitFor } from '@recordgate/testing';

/*
 * The dispatcher end to end (docs/events.md, "Webhooks"): events of the outbox reach a real node:http
 * receiver on 127.0.0.1, signed, once each when it answers 200, again with the same webhook-id after
 * a 500 and after a timeout; other companies' and deactivated webhooks get nothing; a webhook that
 * fails for its whole schedule is deactivated. On SQLite, and on PostgreSQL and MariaDB when their
 * URLs are set (the claim of attempts locks rows with SKIP LOCKED there, where the dialects differ).
 */

const databases = dispatchDatabases('dispatcher tests');

const retry = { firstMs: 100, maxIntervalMs: 200, forMs: 60_000 };
// The slow receiver of the timeout test answers after the dispatcher gave up on its attempt.
const attemptTimeoutMs = 1_000;
const answerAfterTimeoutMs = 4 * attemptTimeoutMs;

describe.each(databases)('the webhook dispatcher on $label', (database) => {
  let world: DispatchWorld;
  let receiver: Receiver;
  let dispatcher: WebhookDispatcher | undefined;
  const start = (options: Partial<Parameters<typeof createWebhookDispatcher>[0]> = {}) => {
    dispatcher = createWebhookDispatcher({
      storage: world.storage,
      secrets,
      allowPrivate: true,
      // Generous: a loaded machine must not turn slow answers into timeouts (and retries).
      timeoutMs: 5_000,
      retry,
      pollMs: 50,
      ...options,
    });
    return dispatcher;
  };

  beforeAll(async () => {
    world = await createDispatchWorld(database);
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await dispatcher?.stop();
    dispatcher = undefined;
    receiver.answer = (_request, res) => res.writeHead(200).end();
  });
  afterAll(async () => {
    await receiver?.close();
    await world?.close();
  });

  const [acme, globex] = [0, 1];
  const at = (path: string) => receiver.received.filter((r) => r.path === path);
  // The ids of the outbox's events a webhook must get: its company's, since it exists, matching.
  const expectedFor = async (hook: StoredRecord) => {
    const patterns = parseEventPatterns(String(hook.events)) as EventPatterns;
    return (await world.events())
      .filter(
        (e) =>
          e.companyId === hook.company_id &&
          e.occurredAt.getTime() >= (hook.created_at as Date).getTime() &&
          matchesEventPatterns(patterns, e.type),
      )
      .map((e) => e.id);
  };

  it('delivers each event once, signed, byte for byte, to the matching webhooks of its company only', async () => {
    const all = await world.webhook(world.admins[acme]!, { url: `${receiver.url}/all` });
    const shares = await world.webhook(world.admins[acme]!, {
      url: `${receiver.url}/shares`,
      events: 'share.*',
    });
    const other = await world.webhook(world.admins[globex]!, { url: `${receiver.url}/globex` });
    const secret = secrets.open(
      String(
        (
          await world.storage.findMany({
            type: 'webhook',
            filter: { op: 'eq', field: 'id', value: all.id as number },
          })
        )[0]!.secret,
      ),
    );
    start();
    await world.emit(world.admins[acme]!, 'document.created');
    await world.emit(world.admins[acme]!, 'document.updated');
    const shared = await world.emit(world.admins[acme]!, 'share.created');
    await world.emit(world.admins[acme]!, 'document.deleted');
    await world.emit(world.admins[globex]!, 'document.created');
    const ids = await expectedFor(all);
    const forGlobex = await expectedFor(other);
    // Every expected delivery arrived and none is pending: a duplicate would have to be one.
    await waitFor(
      async () =>
        at('/all').length >= ids.length &&
        at('/shares').length >= 1 &&
        at('/globex').length >= forGlobex.length &&
        (await world.idle()),
    );
    expect(ids.length).toBeGreaterThanOrEqual(8);
    const bodies = new Map((await world.events()).map((e) => [e.id, e.body]));
    // Each record's events in the order they occurred (docs/events.md, "Order per record"); the
    // events of different records may overtake one another.
    const byRecord = (got: unknown[]) => {
      const lists = new Map<string, string[]>();
      for (const id of got.map(String)) {
        const { record } = JSON.parse(bodies.get(id) ?? '{}') as { record?: unknown };
        const key = JSON.stringify(record);
        lists.set(key, [...(lists.get(key) ?? []), id]);
      }
      return lists;
    };
    const got = (path: string) => at(path).map((r) => String(r.headers['webhook-id']));
    expect(got('/all').toSorted()).toEqual(ids.toSorted());
    expect(byRecord(got('/all'))).toEqual(byRecord(ids));
    expect(got('/shares')).toEqual(await expectedFor(shares));
    expect(got('/shares')).toContain(shared);
    expect(got('/globex').toSorted()).toEqual(forGlobex.toSorted());
    expect(byRecord(got('/globex'))).toEqual(byRecord(forGlobex));
    for (const request of at('/all'))
      expect(request.body).toBe(bodies.get(String(request.headers['webhook-id'])));
    const verifier = new Webhook(secret);
    for (const request of at('/all')) {
      const payload = verifier.verify(request.body, request.headers as Record<string, string>) as {
        id: string;
      };
      expect(payload.id).toBe(request.headers['webhook-id']);
      expect(request.headers['content-type']).toBe('application/json');
    }
    const log = await world.deliveries(all.id as number);
    expect(log).toHaveLength(ids.length);
    expect(
      log.every((d) => d.status === 'delivered' && d.attempt === 1 && d.response_status === 200),
    ).toBe(true);
    expect(log.every((d) => d.company_id === world.admins[acme]!.companyId)).toBe(true);
    expect(
      (await world.deliveries(other.id as number)).every(
        (d) => d.company_id === world.admins[globex]!.companyId,
      ),
    ).toBe(true);
    expect(await world.deliveries(shares.id as number)).toHaveLength(1);
    for (const hook of [all, shares, other])
      await world.records.update({
        actor: world.admins[hook === other ? globex : acme]!,
        type: 'webhook',
        id: hook.id as number,
        data: { active: false },
      });
  });

  it('retries after a 500 and after a timeout with the same webhook-id, and logs every attempt', async () => {
    const hook = await world.webhook(world.admins[acme]!, {
      url: `${receiver.url}/flaky`,
      events: 'document.created,document.deleted',
    });
    const seen = new Map<string, number>();

    receiver.answer = (request, res) => {
      const id = String(request.headers['webhook-id']);
      const count = (seen.get(id) ?? 0) + 1;
      seen.set(id, count);
      if (count > 1) return res.writeHead(200).end();
      if ((JSON.parse(request.body) as { type: string }).type === 'document.created')
        return res.writeHead(500).end();
      // The first attempt of the other event is answered after the dispatcher gave up on it.
      setTimeout(() => res.writeHead(200).end(), answerAfterTimeoutMs);
    };
    start({ timeoutMs: attemptTimeoutMs });
    const failing = await world.emit(world.admins[acme]!, 'document.created');
    const slow = await world.emit(world.admins[acme]!, 'document.deleted');
    await waitFor(async () => {
      const log = await world.deliveries(hook.id as number);
      return log.filter((d) => d.status === 'delivered').length === 3;
    });
    const headers = at('/flaky').map((r) => r.headers['webhook-id']);
    expect(headers.filter((id) => id === failing)).toHaveLength(2);
    expect(headers.filter((id) => id === slow)).toHaveLength(2);
    const log = await world.deliveries(hook.id as number);
    const of = (id: string) => log.filter((d) => d.event_id === id);
    expect(of(failing).map((d) => [d.attempt, d.status, d.response_status])).toEqual([
      [1, 'failed', 500],
      [2, 'delivered', 200],
    ]);
    expect(of(slow).map((d) => [d.attempt, d.status])).toEqual([
      [1, 'failed'],
      [2, 'delivered'],
    ]);
    expect(String(of(slow)[0]!.error)).toContain('No complete answer within 1 s');
    // The failed attempt names when the next one was due.
    expect(of(failing)[0]!.next_attempt_at).toBeInstanceOf(Date);
    expect(of(failing)[1]!.next_attempt_at).toBeNull();
    await world.records.update({
      actor: world.admins[acme]!,
      type: 'webhook',
      id: hook.id as number,
      data: { active: false },
    });
  });

  it('a deactivated webhook gets nothing', async () => {
    const hook = await world.webhook(world.admins[acme]!, {
      url: `${receiver.url}/off`,
      active: false,
    });
    const on = await world.webhook(world.admins[acme]!, {
      url: `${receiver.url}/on`,
      events: 'document.created',
    });
    start();
    const id = await world.emit(world.admins[acme]!, 'document.created');
    // The fan-out that made the attempt for /on would have made the one for /off with it.
    await waitFor(async () => at('/on').length === 1 && (await world.idle()));
    expect(at('/on')[0]!.headers['webhook-id']).toBe(id);
    expect(at('/off')).toEqual([]);
    expect(await world.deliveries(hook.id as number)).toEqual([]);
    await world.records.update({
      actor: world.admins[acme]!,
      type: 'webhook',
      id: on.id as number,
      data: { active: false },
    });
  });

  it('fails a delivery after its schedule and deactivates a webhook that failed all along', async () => {
    const hook = await world.webhook(world.admins[acme]!, {
      url: `${receiver.url}/dead`,
      events: 'share.*',
    });
    receiver.answer = (_request, res) => res.writeHead(503).end();
    start({ retry: { firstMs: 50, maxIntervalMs: 100, forMs: 400 } });
    await world.emit(world.admins[acme]!, 'share.created');
    await waitFor(async () =>
      (await world.deliveries(hook.id as number)).some(
        (d) => d.status === 'failed' && d.next_attempt_at === null,
      ),
    ).catch(async (error) => {
      console.log(await world.deliveries(hook.id as number));
      throw error;
    });
    const log = await world.deliveries(hook.id as number);
    // At least a retry: how many fit in the short schedule depends on the machine's load.
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(log.every((d) => d.status === 'failed')).toBe(true);
    expect(String(log.at(-1)!.error)).toContain('was deactivated');
    const [stored] = await world.storage.findMany({
      type: 'webhook',
      filter: { op: 'eq', field: 'id', value: hook.id as number },
    });
    expect(stored!.active).toBe(false);
    const before = at('/dead').length;
    // A witness of the same events: once it has the next one, so would the dead webhook.
    const alive = await world.webhook(world.admins[acme]!, {
      url: `${receiver.url}/alive`,
      events: 'share.*',
    });
    const next = await world.emit(world.admins[acme]!, 'share.created');
    await waitFor(
      async () =>
        at('/alive').some((r) => r.headers['webhook-id'] === next) && (await world.idle()),
    );
    expect(at('/dead').length).toBe(before);
    await world.records.update({
      actor: world.admins[acme]!,
      type: 'webhook',
      id: alive.id as number,
      data: { active: false },
    });
  });

  it('deactivates like any other write: the audit trail shows it, its event reaches the other webhooks', async () => {
    const [acmeAdmin, globexAdmin] = world.admins;
    const dead = await world.webhook(acmeAdmin, { url: `${receiver.url}/gone`, events: 'share.*' });
    const watcher = await world.webhook(acmeAdmin, {
      url: `${receiver.url}/watcher`,
      events: 'webhook.updated',
    });
    const foreign = await world.webhook(globexAdmin, {
      url: `${receiver.url}/foreign`,
      events: '*',
    });
    receiver.answer = (request, res) => res.writeHead(request.path === '/gone' ? 503 : 200).end();
    let commits = 0;
    start({
      retry: { firstMs: 50, maxIntervalMs: 100, forMs: 400 },
      onCommitted: () => (commits += 1),
    });
    await world.emit(acmeAdmin, 'share.created');
    // The watcher gets the events of the second it was made in too (times are whole seconds), so an
    // earlier test's webhook change may come first: the one about `dead` is looked for.
    const aboutDead = () =>
      at('/watcher')
        .map((r) => JSON.parse(r.body) as Record<string, any>)
        .filter((e) => e.record?.id === dead.id);
    await waitFor(() => aboutDead().length > 0);
    const [event] = aboutDead();
    expect(event).toMatchObject({
      type: 'webhook.updated',
      company_id: acmeAdmin.companyId,
      actor: { user_id: null, key_id: null },
      record: { type: 'webhook', id: dead.id },
      changes: { active: [true, false] },
      data: { id: dead.id, active: false, url: `${receiver.url}/gone` },
    });
    expect(JSON.stringify(event)).not.toContain('whsec_');
    expect(commits).toBeGreaterThanOrEqual(1);
    const trail = await world.storage.findMany({
      type: 'audit-event',
      filter: where.and(
        where.eq('record_type', 'webhook'),
        where.eq('record_id', dead.id as number),
      ),
    });
    expect(trail.map((row) => [row.action, row.user_id, row.key_id])).toEqual([
      ['created', acmeAdmin.userId, null],
      ['updated', null, null],
    ]);
    expect(JSON.parse(String(trail[1]!.changes))).toEqual({ active: [true, false] });
    expect(trail[1]!.company_id).toBe(acmeAdmin.companyId);
    // Another company's webhook hears nothing of it: the watcher's attempt was made with any it
    // would get, and none is pending.
    await waitFor(() => world.idle());
    expect(
      at('/foreign').filter(
        (r) => (JSON.parse(r.body) as { type: string }).type === 'webhook.updated',
      ),
    ).toEqual([]);
    for (const hook of [watcher, foreign]) {
      await world.records.update({
        actor: hook.company_id === acmeAdmin.companyId ? acmeAdmin : globexAdmin,
        type: 'webhook',
        id: hook.id as number,
        data: { active: false },
      });
    }
  });

  it('without an active webhook, wake-ups leave the database alone; with one, they deliver at once', async () => {
    const quiet = await createDispatchWorld(database);
    let transactions = 0;
    let webhookReads = 0;
    const storage = new Proxy(quiet.storage, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (name === 'findMany') {
          return (args: Parameters<typeof target.findMany>[0]) => {
            if (args.type === 'webhook') webhookReads += 1;
            return target.findMany(args);
          };
        }
        if (name === 'transaction') {
          return (args: Parameters<typeof target.transaction>[0]) => {
            transactions += 1;
            return target.transaction(args);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // A poll interval longer than the test: every pass after the first is a wake-up's.
    const node = createWebhookDispatcher({ storage, secrets, allowPrivate: true, pollMs: 600_000 });
    try {
      // The first pass: the claim's transaction, and the fan-out's when the outbox has events.
      await waitFor(() => transactions >= 1);
      const [admin] = quiet.admins;
      let readsBeforeLastWake = 0;
      for (let i = 0; i < 20; i += 1) {
        await quiet.emit(admin, 'document.created');
        readsBeforeLastWake = webhookReads;
        node.wake();
      }
      // The last wake-up was answered by asking for an active webhook (at once, or when the
      // remembered "none" ran out), not by a pass.
      await waitFor(() => webhookReads > readsBeforeLastWake);
      // The first pass only: 20 commits and wake-ups had nothing to deliver to.
      expect(transactions).toBeLessThanOrEqual(3);
      await quiet.webhook(admin, { url: `${receiver.url}/quiet`, events: 'document.updated' });
      const id = await quiet.emit(admin, 'document.updated');
      node.wake();
      await waitFor(() => at('/quiet').length > 0);
      expect(at('/quiet').map((r) => r.headers['webhook-id'])).toEqual([id]);
    } finally {
      await node.stop();
      await quiet.close();
    }
  });

  it('checks the address connected to at delivery time: a private one is never reached', async () => {
    const hook = await world.webhook(world.admins[acme]!, {
      url: `${receiver.url}/private`,
      events: 'document.created',
    });
    start({ allowPrivate: false, retry: { firstMs: 50, maxIntervalMs: 50, forMs: 100 } });
    await world.emit(world.admins[acme]!, 'document.created');
    await waitFor(async () =>
      (await world.deliveries(hook.id as number)).some(
        (d) => d.next_attempt_at === null && d.status === 'failed',
      ),
    );
    expect(at('/private')).toEqual([]);
    const [first] = await world.deliveries(hook.id as number);
    expect(String(first!.error)).toContain('not a public address');
  });

  it.runIf(database.name !== 'sqlite')(
    'two nodes on one database deliver each event to a webhook once',
    async () => {
      const hook = await world.webhook(world.admins[acme]!, {
        url: `${receiver.url}/twice`,
        events: 'document.updated',
      });
      const second = await world.secondNode();
      const nodes = [
        start(),
        createWebhookDispatcher({
          storage: second.storage,
          secrets,
          allowPrivate: true,
          timeoutMs: 5_000,
          retry,
          pollMs: 50,
        }),
      ];
      const ids: string[] = [];
      for (let i = 0; i < 100; i += 1) {
        ids.push(await world.emit(world.admins[acme]!, 'document.updated'));
        nodes[i % 2]!.wake();
      }
      await waitFor(() => at('/twice').length >= ids.length, { timeout: 30_000 });
      // Stopping waits for the attempts still running: a duplicate would be one of them.
      await Promise.all(nodes.map((node) => node.stop()));
      const got = at('/twice').map((r) => String(r.headers['webhook-id']));
      expect(new Set(got).size).toBe(ids.length);
      expect(got).toHaveLength(ids.length);
      const log = await world.deliveries(hook.id as number);
      expect(log).toHaveLength(ids.length);
      await second.close();
      await world.records.update({
        actor: world.admins[acme]!,
        type: 'webhook',
        id: hook.id as number,
        data: { active: false },
      });
    },
  );
});
