import { createKeyService, defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { describe, expect, it } from 'vitest';
import {
  createWorld,
  quoteIdentifier,
  useWorld,
  worldDatabase,
  type TestResponse,
} from './world.js';

const world = useWorld();

/** The Yii2 error body (docs/errors.md). */
function expectYiiError(response: TestResponse, status: number, message: RegExp): void {
  expect(response.status, response.text).toBe(status);
  expect(response.body).toEqual({
    name: expect.any(String),
    message: expect.stringMatching(message),
    code: 0,
    status,
  });
  expect(response.headers.get('x-request-id')).toBeTruthy();
}

describe('authentication', () => {
  const path = '/document/api/default';

  it('refuses a missing, malformed, unknown or wrong key with 401 and WWW-Authenticate', async () => {
    const { key } = world.people.bob;
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /Authorization: Bearer/],
      [{ Authorization: key }, /must read "Bearer <API key>"/],
      [{ Authorization: `Basic ${key}` }, /must read "Bearer <API key>"/],
      [
        { Authorization: 'Bearer rg_0000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
        /invalid, expired or revoked/,
      ],
      [
        { Authorization: `Bearer ${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` },
        /invalid, expired or revoked/,
      ],
      [{ Authorization: 'Bearer nonsense' }, /invalid, expired or revoked/],
    ];
    for (const [headers, message] of cases) {
      const response = await world.call('GET', path, { key: null, headers });
      expectYiiError(response, 401, message);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
  });

  it('never accepts a key in the query string', async () => {
    const response = await world.call('GET', `${path}?access-token=${world.people.bob.key}`, {
      key: null,
    });
    expectYiiError(response, 401, /query string are not accepted/);
  });

  it('stops accepting a revoked key at once, and an expired key', async () => {
    const keys = createKeyService({ storage: world.storage });
    const bob = world.people.bob.actor;
    const revocable = await keys.create({ userId: bob.userId });
    expect((await world.call('GET', path, { key: revocable.key })).status).toBe(200);
    await keys.revoke({ id: revocable.id });
    expectYiiError(await world.call('GET', path, { key: revocable.key }), 401, /revoked/);

    const expired = await keys.create({
      userId: bob.userId,
      expiresAt: new Date(Date.now() - 1000),
    });
    expectYiiError(await world.call('GET', path, { key: expired.key }), 401, /expired/);
    const valid = await keys.create({
      userId: bob.userId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await world.call('GET', path, { key: valid.key })).status).toBe(200);
  });
});

describe('error statuses', () => {
  it('400 for a missing or non-integer id, naming the parameter', async () => {
    const { key } = world.people.bob;
    expectYiiError(
      await world.call('GET', '/document/api/default/view', { key }),
      400,
      /"id" is required/,
    );
    expectYiiError(
      await world.call('GET', '/document/api/default/view?id=abc', { key }),
      400,
      /positive integer/,
    );
    expectYiiError(
      await world.call('GET', '/document/api/default/view?id=1.5', { key }),
      400,
      /positive integer/,
    );
    expectYiiError(
      await world.call('GET', '/document/api/default/view?id=1&id=2', { key }),
      400,
      /more than once/,
    );
    expectYiiError(
      await world.call('DELETE', '/document/api/default/delete?id=-3', { key }),
      400,
      /positive integer/,
    );
  });

  it('400 for unknown names in shaping headers and list-objects, listing the valid ones', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', { title: 'x' });
    const view = `/document/api/default/view?id=${doc.id}`;
    expectYiiError(
      await world.call('GET', view, { key, headers: { fields: 'id,titel' } }),
      400,
      /"titel".*Valid fields: id, uuid, title/,
    );
    expectYiiError(
      await world.call('GET', view, { key, headers: { expand: 'author.*' } }),
      400,
      /"author".*Valid references: company \(company_id\)/,
    );
    expectYiiError(
      await world.call('GET', view, { key, headers: { expand: 'createdBy.password' } }),
      400,
      /createdBy.password.*Valid fields: createdBy.id/,
    );
    expectYiiError(
      await world.call('GET', view, { key, headers: { dateFields: 'nope' } }),
      400,
      /"nope"/,
    );
    expectYiiError(
      await world.call('GET', view, { key, headers: { href: 'yes' } }),
      400,
      /"true" or "false"/,
    );
    expectYiiError(
      await world.call('GET', view, { key, headers: { fields: 'createdBy.name' } }),
      400,
      /not expanded/,
    );
    expectYiiError(
      await world.call('GET', `/document/api/default/list-objects?id=${doc.id}&attribute=owner`, {
        key,
      }),
      400,
      /"owner" is not a reference of document. Valid attributes: company_id \(company\)/,
    );
    expectYiiError(
      await world.call('GET', `/document/api/default/list-objects?id=${doc.id}`, { key }),
      400,
      /"attribute" is required/,
    );
  });

  it('400 for a bad dateFormat pattern', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', { title: 'x' });
    expectYiiError(
      await world.call('GET', `/document/api/default/view?id=${doc.id}`, {
        key,
        headers: { dateFormat: 'dd.MM.yyyy ii' },
      }),
      400,
      /not an ICU date field/,
    );
  });

  it('403 for a record the caller may read but not change', async () => {
    const bob = world.people.bob;
    const alice = world.people.alice.actor;
    expectYiiError(
      await world.call('POST', `/user/api/default/update?id=${alice.userId}`, {
        key: bob.key,
        json: { name: 'Hacked' },
      }),
      403,
      /may read User #\d+ but not update it/,
    );
    expectYiiError(
      await world.call('DELETE', `/user/api/default/delete?id=${alice.userId}`, { key: bob.key }),
      403,
      /not delete/,
    );
    // A member may change their own name and email, and nothing else of their user.
    const own = `/user/api/default/update?id=${bob.actor.userId}`;
    expect(
      (await world.call('POST', own, { key: bob.key, json: { name: 'Robert' } })).body.name,
    ).toBe('Robert');
    expectYiiError(
      await world.call('POST', own, { key: bob.key, json: { role: 'admin' } }),
      403,
      /may not change role/,
    );
    expectYiiError(
      await world.call('POST', '/group/api/default/create', { key: bob.key, json: { name: 'g' } }),
      403,
      /may not create Group/,
    );
  });

  it('404 for unknown record types, unknown records and unknown paths', async () => {
    const { key } = world.people.bob;
    expectYiiError(
      await world.call('GET', '/invoice/api/default', { key }),
      404,
      /no record type "invoice"/,
    );
    expectYiiError(
      await world.call('GET', '/document/api/default/view?id=999999', { key }),
      404,
      /Document #999999 does not exist or you have no access/,
    );
    expectYiiError(await world.call('GET', '/document/api/v2', { key }), 404, /no call at/);
  });

  it('checks the key and the method before it says a record type does not exist', async () => {
    const { key } = world.people.bob;
    expectYiiError(await world.call('GET', '/invoice/api/default'), 401, /Authorization: Bearer/);
    expectYiiError(
      await world.call('DELETE', '/invoice/api/default/view?id=1', { key }),
      405,
      /DELETE is not allowed here/,
    );
    expectYiiError(
      await world.call('GET', '/invoice/api/default/view?id=1', { key }),
      404,
      /^There is no record type "invoice". Record types: document, /,
    );
  });

  it('answers a type a member may not use exactly as one that does not exist, naming only theirs', async () => {
    const { alice, bob } = world.people;
    const answer = async (key: string, path: string) => {
      const response = await world.call('GET', path, { key });
      expect(response.status, path).toBe(404);
      return (response.body as { message: string }).message;
    };
    const unknown = await answer(bob.key, '/invoice/api/default');
    expect(unknown).not.toMatch(/audit-event/);
    expect(await answer(alice.key, '/invoice/api/default')).toMatch(/, audit-event\.$/);
    const calls = [
      '',
      '/view?id=1',
      '/list-objects?id=1&attribute=user',
      '/list-objects?id=1',
      '/list-objects?id=1&attribute=nothing',
      '/info',
    ];
    for (const call of calls) {
      expect(await answer(bob.key, `/audit-event/api/default${call}`), call).toBe(
        unknown.replace('"invoice"', '"audit-event"'),
      );
    }
    // Writes of a type only the server writes stay 405 for everyone (audit-events.int.test.ts).
  });

  it('405 with Allow for a wrong method', async () => {
    const { key } = world.people.bob;
    const response = await world.call('DELETE', '/document/api/default/view?id=1', { key });
    expectYiiError(response, 405, /DELETE is not allowed here. Allowed methods: GET, HEAD/);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(
      (await world.call('GET', '/document/api/default/create', { key })).headers.get('allow'),
    ).toBe('POST');
    expect(
      (await world.call('POST', '/document/api/default/info', { key })).headers.get('allow'),
    ).toBe('OPTIONS, GET, HEAD');
  });

  it('415 for an unsupported body type and 400 for a malformed body', async () => {
    const { key } = world.people.bob;
    const create = '/document/api/default/create';
    expectYiiError(
      await world.call('POST', create, {
        key,
        body: 'title',
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
      /not supported. Send application\/json/,
    );
    expectYiiError(
      await world.call('POST', create, {
        key,
        body: '{"title":',
        headers: { 'Content-Type': 'application/json' },
      }),
      400,
      /malformed/,
    );
    expectYiiError(await world.call('POST', create, { key, json: ['a'] }), 400, /JSON object/);
  });

  it('422 with one entry per failed field, and nothing stored', async () => {
    const { key, actor } = world.people.bob;
    const before = (await world.call('GET', '/document/api/default', { key })).body.length;
    const response = await world.call('POST', '/document/api/default/create', {
      key,
      json: {
        description: 5,
        document_date: 'yesterday',
        company_id: 2,
        colour: 'red',
        classification_code_id: 999,
      },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(
      expect.arrayContaining([
        { field: 'description', message: 'Description must be a string.' },
        { field: 'document_date', message: expect.stringMatching(/ISO 8601/) },
        { field: 'company_id', message: 'Company is set by the server and cannot be written.' },
        {
          field: 'colour',
          message: expect.stringMatching(/not a field.*Writable fields: title, description/),
        },
        { field: 'title', message: 'Title cannot be blank.' },
      ]),
    );
    const missingReference = await world.call('POST', '/document/api/default/create', {
      key,
      json: { title: 'x', classification_code_id: 999 },
    });
    expect(missingReference.status).toBe(422);
    expect(missingReference.body).toEqual([
      {
        field: 'classification_code_id',
        message: 'Classification code #999 does not exist or is not accessible.',
      },
    ]);
    expect((await world.call('GET', '/document/api/default', { key })).body.length).toBe(before);
    const doc = await world.seed(actor, 'document', { title: 'keep' });
    const update = await world.call('POST', `/document/api/default/update?id=${doc.id}`, {
      key,
      json: { title: '' },
    });
    expect(update.body).toEqual([{ field: 'title', message: 'Title cannot be blank.' }]);
    expect(
      (await world.call('GET', `/document/api/default/view?id=${doc.id}`, { key })).body.title,
    ).toBe('keep');
  });

  it('answers validation in the installation language', async () => {
    const german = await createWorld({ app: { language: 'de' } });
    try {
      const response = await german.call('POST', '/document/api/default/create', {
        key: german.people.bob.key,
        json: {},
      });
      expect(response.body).toEqual([{ field: 'title', message: 'Titel darf nicht leer sein.' }]);
      const info = await german.call('OPTIONS', '/document/api/default/info', {
        key: german.people.bob.key,
      });
      expect(info.body.attributes.created_at).toBe('Erstellt am');
    } finally {
      await german.close();
    }
  });

  it('422 for a unique value another record holds, naming the field', async () => {
    const response = await world.call('POST', '/user/api/default/create', {
      key: world.people.alice.key,
      json: { username: 'bob', role: 'member' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual([
      { field: 'username', message: 'Username "bob" has already been taken.' },
    ]);
  });

  it('422 for a share that names both a user and a group, or neither', async () => {
    const { bob, carol } = world.people;
    const doc = await world.seed(bob.actor, 'document', { title: 'to share' });
    const group = await world.seed(world.people.alice.actor, 'group', { name: 'Both' });
    const message = [{ field: 'user_id', message: 'Exactly one of User, Group must be set.' }];
    for (const grant of [{}, { user_id: carol.actor.userId, group_id: group.id }]) {
      const response = await world.call('POST', '/share/api/default/create', {
        key: bob.key,
        json: { document_id: doc.id, permission: 'read', ...grant },
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual(message);
    }
    const share = await world.seed(bob.actor, 'share', {
      document_id: doc.id,
      user_id: carol.actor.userId,
      permission: 'read',
    });
    const both = await world.call('POST', `/share/api/default/update?id=${share.id}`, {
      key: bob.key,
      json: { group_id: group.id },
    });
    expect(both.body).toEqual(message);
  });

  it('treats an empty list header like an absent one', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', { title: 'all fields' });
    const response = await world.call('GET', `/document/api/default/view?id=${doc.id}`, {
      key,
      headers: { fields: '', expand: '' },
    });
    expect(response.body.title).toBe('all fields');
    expect(Object.keys(response.body)).toHaveLength(16);
  });

  it('413 for a body over the limit', async () => {
    const response = await world.call('POST', '/document/api/default/create', {
      key: world.people.bob.key,
      json: { title: 'big', description: 'x'.repeat(1_100_000) },
    });
    expectYiiError(response, 413, /larger than the limit of 1 MiB/);
  });

  // SQLite's single writer; the server databases' unavailability is in database-unavailable.int.test.ts.
  it.skipIf(worldDatabase !== 'sqlite')(
    '503 with Retry-After while the database is locked by another writer, then recovers (SQLite only: skipped on server databases, whose outage is tested in database-unavailable.int.test.ts)',
    async () => {
      const locked = await createWorld({ busyTimeoutMs: 50 });
      const other = await createMikroOrmStorage({
        url: locked.databaseFile,
        types: defaultRecordTypes,
      });
      try {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let holding!: () => void;
        const held = new Promise<void>((resolve) => (holding = resolve));
        const lock = other.transaction({
          run: async (tx) => {
            await tx.insert({ type: 'company', values: { name: 'Lock holder' } });
            holding();
            await gate;
          },
        });
        await held;
        const { key } = locked.people.bob;
        const response = await locked.call('POST', '/document/api/default/create', {
          key,
          json: { title: 'waits' },
        });
        expectYiiError(response, 503, /database is busy/);
        expect(response.headers.get('retry-after')).toBe('5');
        release();
        await lock;
        expect(
          (
            await locked.call('POST', '/document/api/default/create', {
              key,
              json: { title: 'now' },
            })
          ).status,
        ).toBe(201);
      } finally {
        await other.close();
        await locked.close();
      }
    },
  );

  it('500 with a generic message and the request id; details only in the log', async () => {
    const logged: unknown[] = [];
    const broken = await createWorld({
      app: { logger: { error: (details) => logged.push(details) } },
    });
    try {
      const { key } = broken.people.bob;
      await (
        await broken.storage.orm()
      ).em
        .getConnection()
        .execute(`drop table ${quoteIdentifier('principal')}`);
      const response = await broken.call('GET', '/principal/api/default', {
        key,
        headers: { 'X-Request-Id': 'trace-42' },
      });
      expectYiiError(response, 500, /internal server error occurred. Quote request id trace-42/);
      expect(response.text).not.toMatch(/principal|SELECT|sqlite|table/i);
      expect(response.headers.get('x-request-id')).toBe('trace-42');
      expect(logged).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });

  it('puts X-Request-Id on every response', async () => {
    for (const [method, path] of [
      ['GET', '/document/api/default'],
      ['GET', '/nothing'],
      ['PUT', '/document/api/default'],
    ] as const) {
      const response = await world.call(method, path, { key: world.people.bob.key });
      expect(response.headers.get('x-request-id'), `${method} ${path}`).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
