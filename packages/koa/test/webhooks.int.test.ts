import { defaultRecordTypes } from '@recordgate/core';
import {
  createSecretBox,
  createWebhookTypes,
  type RefusedHost,
  type ResolveHost,
} from '@recordgate/webhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld, type Person } from './world.js';

/*
 * The `webhook` and `webhook-delivery` record types over the real HTTP app (docs/events.md,
 * "Webhooks"): admins of the company manage webhooks, the secret is shown once, URLs that lead to
 * private addresses are refused, members and other companies reach nothing. Host names resolve
 * through a table here, so no test depends on real DNS.
 */

const HOSTS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'rebind.example.com': ['93.184.215.14', '10.0.0.7'],
  'cgnat.example.com': ['100.64.3.4'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  // An internal name, as a company's admin would probe it: the answer must not resolve it for them.
  vm: ['127.0.0.1'],
  'db.internal': ['10.20.30.40', 'fd12::7'],
  'empty.example.com': [],
};
const resolve: ResolveHost = async (host) => {
  const found = HOSTS[host] ?? (/^[\d.:a-f]+$/i.test(host) ? [host] : undefined);
  if (!found) throw new Error(`no such host: ${host}`);
  return found;
};
const secrets = createSecretBox('test secret key');
const refusedHosts: RefusedHost[] = [];

let alice: Person, bob: Person, dave: Person, erin: Person;

const world = useWorld({
  types: [
    ...defaultRecordTypes,
    ...createWebhookTypes({ secrets, resolve, onRefusedHost: (r) => refusedHosts.push(r) }),
  ],
});
beforeAll(async () => {
  ({ alice, bob, dave, erin } = world.people);
});

const createHook = (who: Person, data: Record<string, unknown>) =>
  world.call('POST', api('webhook', 'create'), { key: who.key, json: data });
const updateHook = (who: Person, id: unknown, data: Record<string, unknown>) =>
  world.call('POST', api('webhook', 'update', `id=${id}`), { key: who.key, json: data });
const fieldsOf = (body: { field: string }[]) => body.map((p) => p.field);

describe('a company admin manages webhooks', () => {
  it('creates one: the secret is generated, shown once, stored sealed and never shown again', async () => {
    const created = await createHook(alice, {
      url: 'https://hooks.example.com/recordgate',
      events: ' document.* , *.deleted,share.created',
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(created.body).toMatchObject({
      url: 'https://hooks.example.com/recordgate',
      events: 'document.*,*.deleted,share.created',
      active: true,
      company_id: world.companies.acme.id,
      created_by: alice.record.id,
    });

    const viewed = await world.call('GET', api('webhook', 'view', `id=${id}`), { key: alice.key });
    expect(viewed.status).toBe(200);
    expect(viewed.body).not.toHaveProperty('secret');
    const listed = await world.call('GET', api('webhook'), { key: alice.key });
    expect(listed.text).not.toContain('secret');
    expect(listed.text).not.toContain(secret.slice(6));
    const asked = await world.call('GET', api('webhook', 'view', `id=${id}`), {
      key: alice.key,
      headers: { fields: 'id,secret' },
    });
    expect(asked.status).toBe(400);
    const filtered = await world.call('GET', api('webhook', '', 'filter[secret][like]=whsec'), {
      key: alice.key,
    });
    expect(filtered.status).toBe(422);

    const [row] = await world.storage.findMany({
      type: 'webhook',
      filter: { op: 'eq', field: 'id', value: id },
    });
    expect(String(row!.secret)).toMatch(/^aes256gcm:/);
    expect(String(row!.secret)).not.toContain(secret.slice(6));
    expect(secrets.open(String(row!.secret))).toBe(secret);
  });

  it('rotates the secret on "rotate", shows the new one once, refuses any other value', async () => {
    const { id, secret } = (await createHook(alice, { url: 'https://hooks.example.com/a' })).body;
    const rotated = await updateHook(alice, id, { secret: 'rotate' });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    const plain = await updateHook(alice, id, { active: false });
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty('secret');
    expect(plain.body.active).toBe(false);
    // Neither secret reached the outbox (events, audit trail).
    const events = await world.storage.readEvents({ afterSeq: 0, limit: 100_000 });
    expect(events.some((e) => e.type === 'webhook.updated')).toBe(true);
    for (const event of events) {
      expect(event.body).not.toContain('whsec_');
      expect(event.body).not.toContain(secret.slice(6, 30));
      expect(event.body).not.toContain(rotated.body.secret.slice(6, 30));
    }
    const audit = await world.call('GET', api('audit-event', '', 'filter[record_type]=webhook'), {
      key: alice.key,
    });
    expect(audit.status).toBe(200);
    expect(audit.text).not.toContain('whsec_');
    const chosen = await updateHook(alice, id, {
      secret: 'whsec_bXlvd25zZWNyZXRteW93bnNlY3JldA==',
    });
    expect(chosen.status).toBe(422);
    expect(fieldsOf(chosen.body)).toEqual(['secret']);
    expect(chosen.body[0].message).toContain('rotate');
  });

  it('refuses a secret sent on create, bad event patterns and blank values with 422', async () => {
    const withSecret = await createHook(alice, {
      url: 'https://hooks.example.com/a',
      secret: 'whsec_abc',
    });
    expect(withSecret.status).toBe(422);
    expect(fieldsOf(withSecret.body)).toEqual(['secret']);
    for (const events of ['document', 'document.changed', '*.*.*', 'Document.created', ',']) {
      const refused = await createHook(alice, { url: 'https://hooks.example.com/a', events });
      expect(refused.status, events).toBe(422);
      expect(fieldsOf(refused.body)).toEqual(['events']);
      expect(refused.body[0].message).toContain('document.*');
    }
    const all = await createHook(alice, { url: 'https://hooks.example.com/a' });
    expect(all.body.events).toBe('*');
    const blank = await updateHook(alice, all.body.id, { events: null, active: null });
    expect(blank.status).toBe(422);
    expect(fieldsOf(blank.body).sort()).toEqual(['active', 'events']);
  });
});

describe('webhook URLs: only http(s) to public addresses', () => {
  const refusedUrls = [
    'ftp://hooks.example.com/a',
    'file:///etc/passwd',
    'hooks.example.com/a',
    'https://user:pw@hooks.example.com/a',
    'http://127.0.0.1:8080/a',
    'http://localhost.invalid/a',
    'http://10.1.2.3/a',
    'http://172.16.0.1/a',
    'http://192.168.1.1/a',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0/a',
    'http://[::1]/a',
    'http://[fd00::1]/a',
    'http://[fe80::1]/a',
    'http://[::ffff:10.0.0.1]/a',
    'http://[::127.0.0.1]/a',
    'http://224.0.0.1/a',
    'https://rebind.example.com/a',
    'https://cgnat.example.com/a',
    'https://mapped.example.com/a',
    'http://vm:5432/x',
    'http://db.internal/x',
    'http://empty.example.com/x',
    'http://no-such-host.invalid/x',
  ];
  it.each(refusedUrls)('%s is 422 on create and on update', async (url) => {
    const created = await createHook(alice, { url });
    expect(created.status).toBe(422);
    expect(fieldsOf(created.body)).toEqual(['url']);
    expect(created.body[0].message).toMatch(/URL/);
    expectNoAddressOf(url, created.body[0].message);
    const { id } = (await createHook(alice, { url: 'https://hooks.example.com/ok' })).body;
    const updated = await updateHook(alice, id, { url });
    expect(updated.status).toBe(422);
    expectNoAddressOf(url, updated.body[0].message);
  });

  it('one answer for a private, an unresolvable and an address-less host; the log has the detail', async () => {
    const hosts = ['vm', 'db.internal', 'empty.example.com', 'no-such-host.invalid'];
    refusedHosts.length = 0;
    const messages = await Promise.all(
      hosts.map(async (host) => {
        const answer = await createHook(alice, { url: `http://${host}/x` });
        expect(answer.status).toBe(422);
        return (answer.body[0].message as string).replace(`"${host}"`, '"HOST"');
      }),
    );
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toContain('is not public');
    expect(refusedHosts.find((r) => r.host === 'vm')?.addresses).toEqual(['127.0.0.1']);
    expect(refusedHosts.find((r) => r.host === 'no-such-host.invalid')?.error).toBeDefined();
  });
});

// The 422 may repeat the host the client sent, never an address it resolves to (unless the client
// wrote that address into the URL itself).
function expectNoAddressOf(url: string, message: string): void {
  const host = new URL(url.includes('://') ? url : `http://${url}`).hostname.replace(
    /^\[|\]$/g,
    '',
  );
  expect(message).not.toMatch(/resolves to/);
  for (const address of HOSTS[host] ?? []) expect(message).not.toContain(address);
}

describe('members and other companies reach nothing', () => {
  let hookId: number;
  beforeAll(async () => {
    hookId = (await createHook(alice, { url: 'https://hooks.example.com/acme' })).body.id;
  });

  it('a member of the company gets 404 for every call of both types', async () => {
    for (const who of [bob, erin]) {
      for (const type of ['webhook', 'webhook-delivery']) {
        const list = await world.call('GET', api(type), { key: who.key });
        expect(list.status).toBe(404);
        const info = await world.call('GET', api(type, 'info'), { key: who.key });
        expect(info.status).toBe(404);
      }
      expect((await createHook(who, { url: 'https://hooks.example.com/b' })).status).toBe(404);
      const view = await world.call('GET', api('webhook', 'view', `id=${hookId}`), {
        key: who.key,
      });
      expect(view.status).toBe(404);
      expect((await updateHook(who, hookId, { secret: 'rotate' })).status).toBe(404);
      const removed = await world.call('DELETE', api('webhook', 'delete', `id=${hookId}`), {
        key: who.key,
      });
      expect(removed.status).toBe(404);
    }
  });

  it('an admin of another company sees none and changes none', async () => {
    const list = await world.call('GET', api('webhook'), { key: dave.key });
    expect(list.status).toBe(200);
    expect(list.body.map((h: { id: number }) => h.id)).not.toContain(hookId);
    expect(list.text).not.toContain('/acme');
    const view = await world.call('GET', api('webhook', 'view', `id=${hookId}`), {
      key: dave.key,
    });
    expect(view.status).toBe(404);
    expect((await updateHook(dave, hookId, { secret: 'rotate' })).status).toBe(404);
    const removed = await world.call('DELETE', api('webhook', 'delete', `id=${hookId}`), {
      key: dave.key,
    });
    expect(removed.status).toBe(404);
    const still = await world.call('GET', api('webhook', 'view', `id=${hookId}`), {
      key: alice.key,
    });
    expect(still.status).toBe(200);
  });

  it('the info call describes webhooks to admins', async () => {
    const info = await world.call('GET', api('webhook', 'info'), { key: alice.key });
    expect(info.status).toBe(200);
    expect(Object.keys(info.body.attributes)).not.toContain('secret');
  });
});

describe('webhook deliveries are read-only', () => {
  it('answers every write with 405 and an empty Allow, for admins too', async () => {
    const calls: [string, string][] = [
      ['POST', api('webhook-delivery', 'create')],
      ['POST', api('webhook-delivery', 'update', 'id=1')],
      ['DELETE', api('webhook-delivery', 'delete', 'id=1')],
      ['GET', api('webhook-delivery', 'create')],
    ];
    for (const who of [alice, bob]) {
      for (const [method, path] of calls) {
        const answer = await world.call(method, path, {
          key: who.key,
          json: method === 'POST' ? {} : undefined,
        });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.get('allow')).toBe('');
        expect(answer.body.message).toContain('written by the server');
      }
    }
    const list = await world.call('GET', api('webhook-delivery'), { key: alice.key });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });
});

describe('the delivery log shows no company', () => {
  let deliveryId: number;
  beforeAll(async () => {
    const { id } = (await createHook(alice, { url: 'https://hooks.example.com/log' })).body;
    const row = await world.storage.insert({
      type: 'webhook-delivery',
      values: {
        webhook_id: id,
        event_id: crypto.randomUUID(),
        event_type: 'document.created',
        event_seq: 1,
        attempt: 1,
        status: 'pending',
        next_attempt_at: new Date(),
        created_at: new Date(),
        company_id: world.companies.acme.id as number,
      },
    });
    deliveryId = row.id as number;
  });

  it('info offers no company to expand; fields, expand and list-objects refuse it with 400', async () => {
    const info = await world.call('OPTIONS', api('webhook-delivery', 'info'), { key: alice.key });
    expect(info.status).toBe(200);
    expect(Object.keys(info.body.attributes)).not.toContain('company_id');
    expect(info.body.expandable).toEqual({ webhook_id: 'webhook.*' });
    const view = (headers: Record<string, string>) =>
      world.call('GET', api('webhook-delivery', 'view', `id=${deliveryId}`), {
        key: alice.key,
        headers,
      });
    expect((await view({})).body).not.toHaveProperty('company_id');
    const refused: Record<string, string>[] = [
      { fields: 'id,company_id' },
      { fields: 'id,company' },
      { expand: 'company.*' },
      { expand: 'company_id' },
    ];
    for (const headers of refused) {
      const answer = await view(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(400);
      expect(answer.text).not.toContain('Acme');
    }
    for (const attribute of ['company_id', 'company']) {
      const objects = await world.call(
        'GET',
        api('webhook-delivery', 'list-objects', `attribute=${attribute}`),
        { key: alice.key },
      );
      expect(objects.status, attribute).toBe(400);
      expect(objects.text).not.toContain('Acme');
    }
  });
});
