import { createKeyService, defaultRecordTypes, type RecordType } from '@recordgate/core';
import { createDocx } from '@recordgate/testing';
import fc from 'fast-check';
import { RECORD_CALLS } from '@recordgate/koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './world.js';

// Property-based fuzzing of the whole interface (docs/reliability.md): random and hostile values in
// every header, query parameter and body field of every call. Whatever arrives, the service answers
// below 500, in the Yii2 error shape, with its security headers, and keeps serving.

const RUNS = Number(process.env.RECORDGATE_FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.RECORDGATE_FUZZ_SEED ?? 20261122);

let world: World;
let ids: number[] = [];
let fuzzed = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  // Budgets the fuzzer cannot spend, so it reaches past authentication; 429 is tested on its own.
  world = await createWorld({
    app: {
      rateLimit: {
        perKey: { limit: 1e9, windowSeconds: 60 },
        failedAuthentication: { limit: 1e9, windowSeconds: 60 },
      },
    },
  });
  const { alice, bob, dave } = world.people;
  for (let i = 0; i < 8; i++) {
    for (const person of [alice, bob, dave]) {
      const doc = await world.seed(person.actor, 'document', {
        title: `${person.actor.username} ${i}`,
      });
      ids.push(doc.id as number);
    }
  }
  const group = await world.seed(alice.actor, 'group', { name: 'Fuzzers' });
  ids.push(group.id as number, alice.actor.userId, bob.actor.userId, dave.actor.userId);
  ids = [...new Set(ids)];
});
afterAll(async () => {
  console.log(
    `fuzzing: ${fuzzed} requests (seed ${SEED}), statuses ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')}`,
  );
  await world?.close();
});

const types: readonly RecordType[] = defaultRecordTypes;
const fieldNames = [...new Set(types.flatMap((t) => t.fields.map((f) => f.name)))];
const referenceNames = [...new Set(types.flatMap((t) => t.references.map((r) => r.name)))];
const names = [...fieldNames, ...referenceNames];

// Every call of the route table, by its path below /{CONTROLLER}/api/default and its first method.
const CALLS = RECORD_CALLS.map(({ path, methods }) => ({
  call: path.slice(1),
  method: methods[0]!,
}));

const hostile = fc.constantFrom(
  '',
  ' ',
  '*',
  ',',
  ',,,',
  '.',
  '..',
  '*.*',
  '.*',
  'createdBy.*',
  'createdBy.createdBy.createdBy',
  'company.name,company.*,company',
  'null',
  'true',
  'false',
  'TRUE',
  'yes',
  '-1',
  '0',
  '00',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  "'; DROP TABLE document; --",
  '" OR 1=1 --',
  '%00',
  '../../../etc/passwd',
  'php:',
  'php:\\',
  'php:Y-m-d H:i:s',
  'php:' + 'Y'.repeat(500),
  'dd.MM.yyyy',
  "'''",
  'full',
  '{title}',
  '{',
  '[]',
  '{}',
  '"',
  'W/"x"',
  '*, W/"abc"',
  '2026-13-45T99:99:99Z',
  '2026-11-22T01:27:40+14:00',
  '0000-00-00 00:00:00',
  'a'.repeat(5000),
  Array.from({ length: 300 }, () => 'title').join(','),
  Array.from({ length: 300 }, () => 'createdBy.*').join(','),
);
const text = fc.oneof(
  { weight: 3, arbitrary: hostile },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: fc.subarray(names, { maxLength: 6 }).map((n) => n.join(',')) },
  {
    weight: 1,
    arbitrary: fc
      .subarray(referenceNames, { minLength: 1, maxLength: 3 })
      .map((n) => n.map((r) => `${r}.*`).join(',')),
  },
);
const idValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...[1, 2, 3, 5, 8, 13, 21, 34, 55].map(String)) },
  { weight: 1, arbitrary: text },
);

// Header values travel as bytes 0x00-0xFF without CR, LF and NUL (anything else cannot be sent).
const headerSafe = (value: string) =>
  value.replace(/[^\t\x20-\x7e\x80-\xff]/g, (c) => (c.charCodeAt(0) > 0xff ? 'ü' : '_'));

const headerNames = [
  'expand',
  'fields',
  'href',
  'dateFormat',
  'dateFields',
  'fillPlaceholders',
  'removeUnfiledPlaceholders',
  'ignoreMissingReference',
  'ignoreDuplicateReference',
  'If-Match',
  'If-None-Match',
  'X-Request-Id',
  'Accept',
  'Accept-Language',
  'X-Forwarded-For',
  'X-Forwarded-Proto',
  'X-Forwarded-Host',
  'Range',
];
const queryNames = [
  'id',
  'id',
  'attribute',
  'page',
  'per-page',
  'sort',
  'filter[title][like]',
  'filter[created_at][gte]',
  'filter[or][0][title]',
  'filter[id][in][]',
  'access-token',
  'expand',
  'fields',
  '__proto__[x]',
  'a[b][c][d][e][f][g]',
];

const jsonValue = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, 2 ** 53 + 1, -0) },
  { weight: 1, arbitrary: fc.constantFrom(...ids.map(Number), 1, 2, 3) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...names, 'name', 'x'), text) },
);
const bodyObject = fc.dictionary(
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'file', '') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  ),
  jsonValue,
  { maxKeys: 6 },
);

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'form'; value: Record<string, unknown> }
  | { kind: 'multipart'; value: Record<string, unknown>; file: 'none' | 'docx' | 'junk' | 'empty' };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 4, arbitrary: bodyObject.map((value) => ({ kind: 'json' as const, value })) },
  {
    // Plausible writes, so that the fuzzer also gets past validation.
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          ['title'],
          ['title', 'description'],
          ['name'],
          ['code', 'name'],
          ['name', 'email'],
        ),
        fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), text), {
          minLength: 2,
          maxLength: 2,
        }),
      )
      .map(([keys, values]) => Object.fromEntries(keys.map((k, i) => [k, values[i]])))
      .map((value) => ({ kind: 'json' as const, value })),
  },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ kind: 'json' as const, value })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'text/plain',
        'application/xml',
        '',
        '*/*',
      ),
      text: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          '{"title":',
          '{"title":"x","title":"y"}',
          '[1,2,3]',
          'null',
          '"string"',
          'a=1&a=2&a[]=3&b[c][d][e][f][g][h]=1',
          '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi\r\n--x--\r\n',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="../../x.docx"\r\n\r\nPK\x03\x04\r\n--x--\r\n',
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"polluted":true}}}',
        ),
      ),
    }),
  },
  { weight: 2, arbitrary: bodyObject.map((value) => ({ kind: 'form' as const, value })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('multipart' as const),
      value: bodyObject,
      file: fc.constantFrom('none' as const, 'docx' as const, 'junk' as const, 'empty' as const),
    }),
  },
);

const request = fc.record({
  type: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...types.map((t) => t.name)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('api-key', 'Document', 'documents', '%2e%2e', 'x'.repeat(300)),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map(encodeURIComponent) },
  ),
  call: fc.constantFrom(...CALLS),
  method: fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    },
  ),
  who: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('alice', 'bob', 'carol', 'dave', 'erin') },
    { weight: 1, arbitrary: fc.constantFrom('none', 'hostile') },
  ),
  authorization: text,
  query: fc.oneof(
    fc.constant([['id', '1']] as [string, string][]),
    fc.array(fc.tuple(fc.constantFrom(...queryNames), idValue), { maxLength: 4 }),
  ),
  rawQuery: fc.option(
    fc.constantFrom('%', '%zz', '%E0%A4%A', 'id[]=1', 'id[a]=1', '&&&', '==', 'id=1&id=2', ';id=1'),
    { freq: 8 },
  ),
  headers: fc.oneof(
    { weight: 2, arbitrary: fc.constant({}) },
    { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...headerNames), text, { maxKeys: 3 }) },
  ),
  body,
});

function encodeForm(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
    )
    .join('&');
}

const docx = createDocx({ paragraphs: [['Dear {createdBy.na', 'me}, {title} {missing}']] });

describe('fuzzing every call', () => {
  it(
    `answers every random and hostile request below 500, in the Yii2 shape (${RUNS} requests)`,
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const method = r.method ?? r.call.method;
          const query = r.query
            .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
            .concat(r.rawQuery ? [r.rawQuery] : [])
            .join('&');
          const path = `/${r.type}/api/default${r.call.call ? `/${r.call.call}` : ''}${query ? `?${query}` : ''}`;
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(r.headers)) headers[name] = headerSafe(value);
          if (r.who === 'hostile') headers.Authorization = headerSafe(`Bearer ${r.authorization}`);
          else if (r.who !== 'none') headers.Authorization = `Bearer ${world.people[r.who].key}`;
          const init: RequestInit = { method, headers };
          if (method !== 'GET' && method !== 'HEAD') {
            const b = r.body;
            if (b.kind === 'json') {
              headers['Content-Type'] = 'application/json';
              init.body = JSON.stringify(b.value) ?? 'null';
            } else if (b.kind === 'raw') {
              if (b.contentType) headers['Content-Type'] = b.contentType;
              init.body = b.text;
            } else if (b.kind === 'form') {
              headers['Content-Type'] = 'application/x-www-form-urlencoded';
              init.body = encodeForm(b.value);
            } else if (b.kind === 'multipart') {
              const form = new FormData();
              for (const [k, v] of Object.entries(b.value)) {
                form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
              }
              if (b.file !== 'none') {
                const bytes =
                  b.file === 'docx'
                    ? docx
                    : b.file === 'junk'
                      ? Buffer.from('PK\u0003\u0004junk')
                      : Buffer.alloc(0);
                form.append(
                  'file',
                  new Blob([new Uint8Array(bytes)]),
                  b.file === 'docx' ? 'letter.docx' : '../x.bin',
                );
              }
              init.body = form;
            }
          }
          const response = await fetch(`${world.baseUrl}${path}`, init);
          const raw = await response.text();
          world.checkResponse({
            method,
            path,
            status: response.status,
            headers: response.headers,
            text: raw,
          });
          fuzzed++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const label = `${method} ${path.slice(0, 200)} ${JSON.stringify(headers).slice(0, 300)} → ${response.status} ${raw.slice(0, 300)}`;
          expect(response.status, label).toBeLessThan(500);
          expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
          expect(response.headers.get('content-security-policy'), label).toBeTruthy();
          expect(response.headers.get('x-request-id'), label).toBeTruthy();
          if (response.status >= 400 && method !== 'HEAD') {
            const parsed = JSON.parse(raw) as unknown;
            if (response.status === 422) {
              expect(Array.isArray(parsed), label).toBe(true);
              for (const entry of parsed as unknown[]) {
                expect(entry, label).toEqual({
                  field: expect.any(String),
                  message: expect.any(String),
                });
              }
            } else {
              expect(parsed, label).toEqual({
                name: expect.any(String),
                message: expect.any(String),
                code: 0,
                status: response.status,
              });
            }
            expect(raw, label).not.toMatch(
              /\bat .+\.(ts|js):\d+|node_modules|SELECT |INSERT INTO|sqlite_|SQLITE_/,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Still serving, and nothing polluted the prototypes the process relies on.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // The fuzzed admins may have deleted or demoted the fuzzed users: a newcomer checks.
      const newcomer = await world.seed(world.people.dave.actor, 'user', {
        username: 'newcomer',
        role: 'member',
        name: 'N',
      });
      const { key } = await createKeyService({ storage: world.storage }).create({
        userId: newcomer.id as number,
      });
      const health = await world.call('GET', '/document/api/default', { key });
      expect(health.status).toBe(200);
    },
  );
});
