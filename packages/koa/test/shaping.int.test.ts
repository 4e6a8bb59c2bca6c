import type { AddressInfo } from 'node:net';
import type { Actor, StorageAdapter } from '@recordgate/core';
import { createApp, type RecordGateOptions } from '@recordgate/koa';
import { formatDate } from '@recordgate/shape';
import { createDocx, readDocxText } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type World } from './world.js';

// The shaping headers (docs/shaping.md) over HTTP: expand, fields, href, dateFormat, dateFields.

let world: World;
let zoned: World;
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  world = await createWorld();
  // An installation in Nepal (+05:45) that speaks German.
  zoned = await createWorld({ app: { timeZone: 'Asia/Kathmandu', language: 'de' } });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await world?.close();
  await zoned?.close();
});

/** A second app over the world's database, with other options; its `get` sends a GET as `key`. */
async function serve(options: Partial<RecordGateOptions> & { storage?: StorageAdapter }) {
  const app = createApp({ storage: world.storage, logger: { error: () => {} }, ...options });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
  return {
    base,
    async get(path: string, key: string, headers: Record<string, string> = {}) {
      const response = await fetch(`${base}${path}`, {
        headers: { Authorization: `Bearer ${key}`, ...headers },
      });
      const text = await response.text();
      // The same record types as the world: its document describes this app too.
      world.checkResponse({
        method: 'GET',
        path,
        status: response.status,
        headers: response.headers,
        text,
      });
      return { status: response.status, body: JSON.parse(text) as any };
    },
  };
}

describe('dateFormat and dateFields', () => {
  it('renders dates in the installation time zone and language, as formatDate does', async () => {
    const { key, actor } = zoned.people.bob;
    const doc = await zoned.seed(actor, 'document', {
      title: 'Nepal',
      document_date: '2026-03-29T00:30:00Z',
    });
    const view = (dateFormat?: string) =>
      zoned.call('GET', api('document', 'view', `id=${doc.id}`), {
        key,
        headers: { fields: 'document_date', ...(dateFormat ? { dateFormat } : {}) },
      });
    expect((await view()).body).toEqual({ document_date: '29.03.2026 06:15:00' });
    expect((await view('php:D, d M Y H:i:s T P \\W\\e\\e\\k W')).body.document_date).toBe(
      'So., 29 März 2026 06:15:00 +0545 +05:45 Week 13',
    );
    expect((await view('php:l, d. F Y')).body.document_date).toBe('Sonntag, 29. März 2026');
    expect((await view("EEEE, d. MMMM y 'um' HH:mm zzzz")).body.document_date).toBe(
      'Sonntag, 29. März 2026 um 06:15 Nepalesische Zeit',
    );
    for (const format of ['short', 'medium', 'long', 'full', 'php:c', "QQQQ, w. 'Woche'"]) {
      expect((await view(format)).body.document_date, format).toBe(
        formatDate(new Date('2026-03-29T00:30:00Z'), format, {
          timeZone: 'Asia/Kathmandu',
          language: 'de',
        }),
      );
    }
    expect((await view('full')).body.document_date).toBe(
      'Sonntag, 29. März 2026 um 06:15:00 Nepalesische Zeit',
    );
  });

  it('formats only the listed fields, qualified names of embedded records included', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', {
      title: 'Dated',
      document_date: '2026-11-22T01:27:40Z',
    });
    const path = api('document', 'view', `id=${doc.id}`);
    for (const dateFields of [
      'document_date,createdBy.created_at',
      'document_date, created_by.created_at',
    ]) {
      const { body } = await world.call('GET', path, {
        key,
        headers: { expand: 'createdBy', dateFormat: 'php:Y-m-d', dateFields },
      });
      expect(body.document_date).toBe('2026-11-22');
      expect(body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(body.createdBy.created_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.createdBy.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    // Without dateFields every date-time field, embedded ones included, goes through dateFormat.
    const all = await world.call('GET', path, {
      key,
      headers: { expand: 'createdBy.created_at', fields: 'created_at', dateFormat: 'php:U' },
    });
    expect(all.body.created_at).toMatch(/^\d+$/);
    expect(all.body.createdBy.created_at).toMatch(/^\d+$/);
  });

  it('400 for a dateFields entry naming an unknown reference or field, or a field that is no date-time', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', { title: 'x' });
    const path = api('document', 'view', `id=${doc.id}`);
    const unknownField = await world.call('GET', path, {
      key,
      headers: { expand: 'createdBy', dateFields: 'createdBy.born_at' },
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toMatch(/"createdBy.born_at".*Valid fields: createdBy.id/);
    const unknownReference = await world.call('GET', path, {
      key,
      headers: { dateFields: 'author.created_at' },
    });
    expect(unknownReference.status).toBe(400);
    expect(unknownReference.body.message).toMatch(/Valid references: company \(company_id\)/);
    for (const [dateFields, message] of [
      [
        'title',
        /"title", which is not a date-time field of document. Date-time fields: document_date, created_at, updated_at/,
      ],
      [
        'createdBy.email',
        /"createdBy.email", which is not a date-time field of user. Date-time fields: createdBy.created_at, createdBy.updated_at/,
      ],
    ] as const) {
      const notADate = await world.call('GET', path, { key, headers: { dateFields } });
      expect(notADate.status).toBe(400);
      expect(notADate.body.message).toMatch(message);
    }
  });
});

describe('header values beyond ASCII', () => {
  // What Node hands over for UTF-8 bytes on the wire: one Latin-1 character per byte.
  const sent = (text: string) => Buffer.from(text).toString('latin1');

  it('are read as UTF-8 in dateFormat, ICU literals and names; bytes that are not UTF-8 are a 400', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', {
      title: 'Kanji',
      document_date: '2026-11-22T01:27:40Z',
    });
    const view = (headers: Record<string, string>) =>
      world.call('GET', api('document', 'view', `id=${doc.id}`), {
        key,
        headers: { fields: 'document_date', ...headers },
      });
    for (const [dateFormat, expected] of [
      ['php:Y年n月j日', '2026年11月22日'],
      ["d 'März' y", '22 März 2026'],
      ['php:j \\« F \\»', '22 « November »'],
    ] as const) {
      const got = await view({ dateFormat: sent(dateFormat) });
      expect(got.status, `${dateFormat}: ${got.text}`).toBe(200);
      expect(got.body.document_date).toBe(expected);
    }
    const unknown = await view({ fields: sent('títle') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('"títle"');
    for (const [header, value, example] of [
      ['dateFormat', 'php:Y\xff', 'php:j. F Y'],
      ['fields', 'title,\xe9', 'titel,größe'],
      ['dateFields', '\xc3', 'geändert_am'],
    ] as const) {
      const got = await view({ [header]: value });
      expect(got.status, header).toBe(400);
      expect(got.body.message).toBe(
        `The ${header} header is not valid UTF-8. Send its value as UTF-8 text (for example "${example}").`,
      );
    }
  });

  it('are read as UTF-8 in the dateFormat of a .docx fill', async () => {
    const body = new FormData();
    body.append('title', 'Filled');
    body.append('document_date', '2026-11-22T01:27:40Z');
    const template = createDocx({ paragraphs: [['{document_date}']] });
    body.append('file', new Blob([template]), 'kanji.docx');
    const created = await world.call('POST', api('document', 'create'), {
      key: world.people.bob.key,
      headers: { fillPlaceholders: 'true', dateFormat: sent('php:Y年n月j日') },
      body,
    });
    expect(created.status, created.text).toBe(201);
    const file = await world.call('GET', api('document', 'download', `id=${created.body.id}`), {
      key: world.people.bob.key,
    });
    expect(readDocxText(file.bytes)).toEqual(['2026年11月22日']);
  });
});

describe('expand and fields', () => {
  it('combines entries for one reference and expands several references at once', async () => {
    const { key, actor } = world.people.alice;
    const principal = await world.seed(actor, 'principal', { name: 'Town hall' });
    const doc = await world.seed(actor, 'document', {
      title: 'Several',
      principal_id: principal.id,
    });
    const { body } = await world.call('GET', api('document', 'view', `id=${doc.id}`), {
      key,
      headers: {
        expand: 'createdBy.name,createdBy.email,company.*,principal_id.name,classificationCode',
        fields: 'id,created_by',
      },
    });
    expect(body).toEqual({
      id: doc.id,
      created_by: actor.userId,
      createdBy: { name: 'ALICE', email: 'alice@example.test' },
      company: expect.objectContaining({ id: actor.companyId, name: 'Acme' }),
      principal: { name: 'Town hall' },
      classificationCode: null,
    });
  });
});

describe('href', () => {
  it('links every record of a list and every embedded record', async () => {
    const { key, actor } = world.people.carol;
    await world.seed(actor, 'document', { title: 'One' });
    await world.seed(actor, 'document', { title: 'Two' });
    const { body } = await world.call('GET', api('document'), {
      key,
      headers: { href: 'true', fields: 'id', expand: 'createdBy.username' },
    });
    expect(body.length).toBeGreaterThanOrEqual(2);
    for (const record of body) {
      expect(record).toEqual({
        id: record.id,
        href: `${world.publicUrl}/document/api/default/view?id=${record.id}`,
        createdBy: {
          username: 'carol',
          href: `${world.publicUrl}/user/api/default/view?id=${actor.userId}`,
        },
      });
    }
  });

  it('links a created record to the same view URL as Location', async () => {
    const { key } = world.people.bob;
    const created = await world.call('POST', api('document', 'create'), {
      key,
      json: { title: 'Linked' },
      headers: { href: 'true', fields: 'id' },
    });
    expect(created.status).toBe(201);
    expect(created.body.href).toBe(created.headers.get('location'));
  });

  it('takes the base URL from X-Forwarded-* only behind a trusted proxy, never from Host', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', { title: 'Proxied' });
    const path = api('document', 'view', `id=${doc.id}`);
    const headers = {
      href: 'true',
      fields: 'id',
      Host: 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
    };

    const configured = await serve({ publicUrl: 'https://dms.example.com/records/' });
    expect((await configured.get(path, key, headers)).body.href).toBe(
      `https://dms.example.com/records/document/api/default/view?id=${doc.id}`,
    );

    const direct = await serve({ publicUrl: undefined, trustProxy: false });
    expect((await direct.get(path, key, headers)).body.href).toBe(
      `${direct.base}/document/api/default/view?id=${doc.id}`,
    );

    const proxied = await serve({ publicUrl: undefined, trustProxy: true });
    const behindProxy = await proxied.get(path, key, {
      ...headers,
      'X-Forwarded-Host': 'docs.example.org',
    });
    expect(behindProxy.body.href).toBe(
      `https://docs.example.org/document/api/default/view?id=${doc.id}`,
    );
  });
});

describe('no query per record', () => {
  /** Wraps a storage adapter and counts the calls of each method (one call is one SQL statement). */
  function countingStorage(storage: StorageAdapter) {
    const calls: string[] = [];
    const proxy = new Proxy(storage, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const type = (args[0] as { type?: unknown } | undefined)?.type;
          calls.push(`${String(property)}${typeof type === 'string' ? ` ${type}` : ''}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { proxy, calls };
  }

  it('loads a page with two expansions in the same number of queries for 10 and for 50 records', async () => {
    // Globex's admin reads every Globex document; nothing else in this file writes to Globex.
    const { key, actor } = world.people.dave;
    const erin: Actor = world.people.erin.actor;
    const seedDocuments = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const principal = await world.seed(actor, 'principal', { name: `Principal ${i}` });
        await world.seed(i % 2 === 0 ? actor : erin, 'document', {
          title: `Doc ${i}`,
          principal_id: principal.id,
          document_date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        });
      }
    };
    const { proxy, calls } = countingStorage(world.storage);
    const app = await serve({ storage: proxy });
    const headers = { expand: 'createdBy.*,principal.name', dateFormat: 'php:d.m.Y H:i' };

    const measure = async (query = '') => {
      calls.length = 0;
      const response = await app.get(api('document', '', query), key, headers);
      expect(response.status).toBe(200);
      // The key's last-used time is written at most once a minute: bookkeeping of authentication,
      // not of the page.
      return {
        records: response.body as any[],
        calls: calls.filter((c) => c !== 'update api-key'),
      };
    };

    await seedDocuments(0, 10);
    const ten = await measure();
    await seedDocuments(10, 50);
    const fifty = await measure();

    expect(ten.records).toHaveLength(10);
    expect(fifty.records).toHaveLength(50);
    // Every record really carries both expansions, with distinct principals and two creators.
    expect(new Set(fifty.records.map((r) => r.principal.name)).size).toBe(50);
    expect(new Set(fifty.records.map((r) => r.createdBy.username))).toEqual(
      new Set(['dave', 'erin']),
    );
    expect(fifty.calls).toEqual(ten.calls);
    // The same with paging: a page of 50 costs what a page of 10 does.
    const pageOfTen = await measure('page=1&per-page=10');
    const pageOfFifty = await measure('page=1&per-page=50');
    expect(pageOfTen.records).toHaveLength(10);
    expect(pageOfFifty.records).toHaveLength(50);
    expect(pageOfFifty.calls).toEqual(pageOfTen.calls);
    expect(pageOfFifty.calls.filter((c) => c === 'findMany principal')).toHaveLength(1);
    // One query per expanded reference, whatever the page size.
    expect(fifty.calls.filter((c) => c === 'findMany user')).toHaveLength(
      ten.calls.filter((c) => c === 'findMany user').length,
    );
    expect(fifty.calls.filter((c) => c === 'findMany principal')).toHaveLength(1);
    console.info(
      `a list of 50 with two expansions: ${fifty.calls.length} queries (${fifty.calls.join(', ')}); ` +
        `a page of 50: ${pageOfFifty.calls.length} (${pageOfFifty.calls.join(', ')})`,
    );
  });
});
