import { defaultRecordTypes, type Field, type RecordType } from '@recordgate/core';
import fc from 'fast-check';
import { RECORD_CALLS } from '@recordgate/koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type World } from './world.js';

// Property-based fuzzing at the edges of each field's type (docs/reliability.md, "Values at their
// edges"): every default type and call, with body, query and header values at the edges of text,
// integers and date-times, and arrays or objects where scalars belong. Whatever arrives, the service
// answers below 500, and every successful write reads back through view exactly as it was answered.
// A fixed seed by default; RECORDGATE_FUZZ_RUNS and RECORDGATE_FUZZ_SEED ask for other runs.

const RUNS = Number(process.env.RECORDGATE_FUZZ_RUNS ?? 300);
const SEED = Number(process.env.RECORDGATE_FUZZ_SEED ?? 20261123);

let world: World;
let fuzzed = 0;
let readBack = 0;
const statuses = new Map<number, number>();
/** Records the fuzzer may update and delete: never the people the requests run as. */
const disposable = new Map<string, number[]>();
/** Ids for required references of plausible writes. */
const targets = new Map<string, number>();

const types: readonly RecordType[] = defaultRecordTypes;

beforeAll(async () => {
  world = await createWorld({
    app: {
      rateLimit: {
        perKey: { limit: 1e9, windowSeconds: 60 },
        failedAuthentication: { limit: 1e9, windowSeconds: 60 },
      },
    },
  });
  const { alice, bob } = world.people;
  const group = await world.seed(alice.actor, 'group', { name: 'Edge group' });
  const doc = await world.seed(alice.actor, 'document', { title: 'Edge target' });
  targets.set('group', group.id as number);
  targets.set('document', doc.id as number);
  targets.set('user', bob.actor.userId);
  for (const type of types) {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const record = await world.seed(alice.actor, type.name, plausible(type, `seed ${i}`));
      ids.push(record.id as number);
    }
    disposable.set(type.name, ids);
  }
});
afterAll(async () => {
  console.log(
    `edge fuzzing: ${fuzzed} requests (seed ${SEED}), ${readBack} writes read back, statuses ${[
      ...statuses,
    ]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')}`,
  );
  await world?.close();
});

let unique = 0;
// Values that pass validation for every required field, so that the fuzzed field is what is tested.
function plausible(type: RecordType, text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of type.fields) {
    if (!field.required || !field.writable) continue;
    if (field.type === 'reference') values[field.name] = targets.get(referenceTarget(type, field));
    else if (field.values) values[field.name] = field.values[0];
    else values[field.name] = `${text} ${++unique}`;
  }
  // A share names exactly one of user and group.
  if (type.name === 'share') values.user_id = targets.get('user');
  if (type.name === 'user') values.role = 'member';
  return values;
}

function referenceTarget(type: RecordType, field: Field): string {
  return type.references.find((r) => r.field === field.name)!.target;
}

/** JSON text `JSON.stringify` cannot write; replaced after serialising. */
const RAW = (text: string) => `\uE000raw:${text}`;
const rawJson = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(/"\uE000raw:([^"]*)"/g, '$1');

const MEGABYTE = 'a'.repeat(1_000_000);
const edgeText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '😀e\u0301',
  'ü'.repeat(255),
  'ü'.repeat(256),
  'x'.repeat(70_000),
  MEGABYTE,
  'NULL',
  'null',
);
const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  8.64e15,
  -8.64e15,
  8.64e12,
  253_402_300_799,
  253_402_300_800,
  -62_135_596_800,
  -62_135_596_801,
  99_999_999_999_999,
);
const edgeDate = fc.constantFrom(
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:30:00+01:00',
  '0050-01-01T00:00:00Z',
  '0099-12-31T23:59:59.999Z',
  '0100-01-01T00:00:00',
  '1969-12-31T23:59:59.999Z',
  '2026-02-29T00:00:00Z',
  '2026-03-29T02:30:00',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:00:00-05:00',
  '10000-01-01T00:00:00Z',
  '+010000-01-01',
  '-000001-01-01',
);
const edgeRaw = fc.constantFrom(RAW('1e309'), RAW('-1e309'), RAW('1e-400'), RAW('123456789e20'));
const edgeScalar = fc.oneof(edgeText, edgeNumber, edgeDate, edgeRaw);
const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: edgeScalar },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1], { a: 1 }, ['x', 'y']) },
  { weight: 1, arbitrary: edgeScalar.map((v) => [v]) },
  { weight: 1, arbitrary: edgeScalar.map((v) => ({ name: v })) },
);
/** Query and header values are text: the edge values as a client would write them. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/^\uE000raw:/, '') : rawJson(value);

/** Values at the edges of a type that every database must store and answer unchanged. */
const ACCEPTABLE: Partial<Record<Field['type'], readonly unknown[]>> = {
  string: ['😀e\u0301\u200B', 'ü'.repeat(255), ' ', 'NULL', '\uDBFF\uDFFF', "%_\\'"],
  text: ['x'.repeat(70_000), '😀'.repeat(5_000), '\t\r\n', '\uFEFF'],
  datetime: [
    '0001-01-01T00:00:00Z',
    '0050-01-01T00:00:00Z',
    '0099-12-31T23:59:59.999Z',
    '0100-01-01T00:00:00',
    '1969-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59.999Z',
    253_402_300_799,
    -62_135_596_800,
    0,
    '2026-03-29T02:30:00',
  ],
};

// Every call of the route table, by its path below /{CONTROLLER}/api/default and its first method.
const CALLS = RECORD_CALLS.map(({ path, methods }) => ({
  call: path.slice(1),
  method: methods[0]!,
}));

const OPERATORS = ['eq', 'neq', 'lt', 'gt', 'lte', 'gte', 'in', 'nin', 'like', '0', ''];
const SHAPING = ['expand', 'fields', 'dateFormat', 'dateFields', 'href'];
const HEADERS = [...SHAPING, 'ignoreMissingReference', 'ignoreDuplicateReference', 'If-Match'];

const request = fc
  .record({
    type: fc.constantFrom(...types),
    call: fc.constantFrom(...CALLS),
    bodyKind: fc.constantFrom('json', 'json', 'json', 'form', 'multipart'),
    fieldPick: fc.nat(),
    value: edgeValue,
    extra: fc.array(fc.tuple(fc.nat(), edgeValue), { maxLength: 2 }),
    query: fc.array(
      fc.tuple(
        fc.constantFrom('id', 'attribute', 'page', 'per-page', 'sort', 'filter'),
        fc.constantFrom('', '[]', '[0]', '[x]'),
        fc.constantFrom(...OPERATORS),
        fc.nat(),
        edgeValue,
      ),
      { maxLength: 3 },
    ),
    headers: fc.dictionary(fc.constantFrom(...HEADERS), edgeValue, { maxKeys: 2 }),
    idPick: fc.nat(),
    // Half the writes put a value at the edge of a writable field's type that must be accepted.
    acceptable: fc.boolean(),
  })
  .map((r) => {
    // An acceptable write goes without hostile query parameters and headers, so that it succeeds.
    const plain = r.acceptable && (r.call.call === 'create' || r.call.call === 'update');
    return {
      ...r,
      query: plain ? [] : r.query,
      headers: plain ? {} : r.headers,
      fieldNames: keysOf(r.type),
    };
  });

// The names a body or filter may use: the type's fields, its reference names, one unknown name.
function keysOf(type: RecordType): string[] {
  return [...type.fields.map((f) => f.name), ...type.references.map((r) => r.name), 'unknown'];
}

/** Header values travel as bytes 0x00-0xFF without CR, LF and NUL. */
const headerSafe = (value: string) =>
  value
    .slice(0, 2000)
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, (c) => (c.charCodeAt(0) > 0xff ? 'ü' : '_'));

function queryOf(r: Generated): string {
  const parts: string[] = [];
  const ids = disposable.get(r.type.name)!;
  if (r.call.call !== '' && r.call.call !== 'create' && r.call.call !== 'info')
    parts.push(`id=${ids[r.idPick % ids.length]}`);
  if (r.call.call === 'list-objects' && r.type.references.length > 0)
    parts.push(`attribute=${r.type.references[r.idPick % r.type.references.length]!.field}`);
  for (const [name, suffix, operator, pick, value] of r.query) {
    const field = r.fieldNames[pick % r.fieldNames.length]!;
    const key =
      name === 'filter'
        ? `filter[${field}]${operator ? `[${operator}]` : ''}${suffix}`
        : name + suffix;
    const text = name === 'sort' && pick % 2 === 0 ? `-${field}` : asText(value);
    parts.push(`${encodeURIComponent(key)}=${encodeQuery(text)}`);
  }
  return parts.join('&');
}

// A lone surrogate has no UTF-8 form: sent as the three bytes it would take (%ED%A0%80 for U+D800).
const encodeQuery = (text: string) =>
  text
    .split(/([\uD800-\uDFFF])/)
    .map((part) => {
      try {
        return encodeURIComponent(part);
      } catch {
        const c = part.charCodeAt(0);
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Whether a body holds text the service must refuse. Form and multipart clients replace lone
// surrogates before sending (U+FFFD), so only JSON carries them to the server.
function refusedTextIn(value: unknown, json: boolean): boolean {
  if (typeof value === 'string')
    return value.includes('\u0000') || (json && LONE_SURROGATE.test(value));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((v) => refusedTextIn(v, json));
  return false;
}

type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

function bodyOf(r: Generated): {
  init: RequestInit;
  headers: Record<string, string>;
  data: Record<string, unknown>;
} {
  const headers: Record<string, string> = {};
  const data: Record<string, unknown> = r.call.call === 'create' ? plausible(r.type, 'edge') : {};
  const fields = r.type.fields.filter((f) => f.writable && !f.values && ACCEPTABLE[f.type]);
  if (r.acceptable && fields.length > 0) {
    const field = fields[r.fieldPick % fields.length]!;
    const values = ACCEPTABLE[field.type]!;
    data[field.name] = values[r.idPick % values.length];
  } else {
    // Mostly a writable field (or a reference by value), so that the edge value itself is judged.
    const writable = [
      ...r.type.fields.filter((f) => f.writable).map((f) => f.name),
      ...r.type.references.map((ref) => ref.name),
    ];
    const names = r.fieldPick % 4 === 0 || writable.length === 0 ? r.fieldNames : writable;
    data[names[r.fieldPick % names.length]!] = r.value;
    if (r.fieldPick % 3 === 0)
      for (const [pick, value] of r.extra) data[r.fieldNames[pick % r.fieldNames.length]!] = value;
  }
  if (r.bodyKind === 'json') {
    headers['Content-Type'] = 'application/json';
    return { init: { body: rawJson(data) }, headers, data };
  }
  if (r.bodyKind === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const form = Object.entries(data)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeQuery(asText(v))}`)
      .join('&');
    return { init: { body: form }, headers, data };
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(data)) form.append(k, asText(v));
  return { init: { body: form }, headers, data };
}

describe('fuzzing at the edges of every value type', () => {
  it(
    `answers below 500 and reads every write back as answered (${RUNS} requests)`,
    { timeout: 600_000 },
    async () => {
      const { key } = world.people.alice;
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const query = queryOf(r);
          const path = api(r.type.name, r.call.call, query);
          const shaping: Record<string, string> = {};
          const headers: Record<string, string> = { Authorization: `Bearer ${key}` };
          for (const [name, value] of Object.entries(r.headers)) {
            headers[name] = headerSafe(asText(value));
            if (SHAPING.includes(name)) shaping[name] = headers[name];
          }
          const init: RequestInit = { method: r.call.method, headers };
          let sent: Record<string, unknown> = {};
          if (r.call.method === 'POST') {
            const body = bodyOf(r);
            Object.assign(headers, body.headers);
            init.body = body.init.body;
            sent = body.data;
          }
          const response = await fetch(`${world.baseUrl}${path}`, init);
          const text = await response.text();
          fuzzed++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const label = `${r.call.method} ${path.slice(0, 300)} ${String(init.body ?? '').slice(0, 300)} ${JSON.stringify(r.headers).slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, label).toBeLessThan(500);
          if (response.status === 422) {
            for (const entry of JSON.parse(text) as unknown[])
              expect(entry, label).toEqual({
                field: expect.any(String),
                message: expect.any(String),
              });
          }
          if (r.call.method !== 'POST' || response.status >= 300) return;
          // Nothing is stripped silently: a NUL (or, in JSON, a lone surrogate) is never stored.
          expect(refusedTextIn(sent, r.bodyKind === 'json'), label).toBe(false);
          // The value stored is the value answered: view, shaped alike, returns the same body.
          const answered = JSON.parse(text) as { id: number };
          const id =
            answered.id ??
            Number(
              new URL(response.headers.get('location') ?? '', world.baseUrl).searchParams.get('id'),
            );
          if (r.call.call === 'create') disposable.get(r.type.name)!.push(id);
          const view = await fetch(`${world.baseUrl}${api(r.type.name, 'view', `id=${id}`)}`, {
            headers: { Authorization: `Bearer ${key}`, ...shaping },
          });
          expect(view.status, label).toBe(200);
          expect(JSON.parse(await view.text()), label).toEqual(answered);
          // Years below 100 stay as given (the world answers d.m.Y H:i:s in UTC).
          for (const [name, value] of Object.entries(sent)) {
            if (r.type.fieldsByName.get(name)?.type !== 'datetime' || Object.keys(shaping).length)
              continue;
            if (typeof value === 'string' && /^\d{4}-.*Z$/.test(value))
              expect((answered as Record<string, unknown>)[name], label).toContain(
                value.slice(0, 4),
              );
          }
          readBack++;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(readBack).toBeGreaterThan(0);
    },
  );
});
