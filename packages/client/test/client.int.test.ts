import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isRecordGateError, RecordGateError } from '../src/index.js';
import { serveInstallation, type Installation } from './serve-installation.js';

let installation: Installation;
beforeAll(async () => {
  installation = await serveInstallation();
});
afterAll(() => installation?.close());

const clientOf = (name: 'alice' | 'bob' | 'erin') =>
  createClient({ baseUrl: installation.baseUrl, key: installation.people[name].key });

const text = async (stream: ReadableStream<Uint8Array> | null) => new Response(stream).text();

describe('@recordgate/client against the server', () => {
  it('creates, views, updates and deletes with the shaping headers and entity tags', async () => {
    const bob = clientOf('bob');
    const created = await bob.create(
      'document',
      { title: 'Client offer' },
      { expand: ['createdBy.username'], dateFields: ['created_at'] },
    );
    expect(created.record).toMatchObject({ title: 'Client offer', createdBy: { username: 'bob' } });
    expect(created.location).toContain(`id=${created.record.id}`);
    const id = created.record.id!;
    const viewed = await bob.view('document', id, { fields: ['id', 'title'] });
    expect(viewed.record).toEqual({ id, title: 'Client offer' });
    const unchanged = await bob.view('document', id, { ifNoneMatch: viewed.etag });
    expect(unchanged.notModified).toBe(true);

    const updated = await bob.update(
      'document',
      id,
      { title: 'Offer v2' },
      { ifMatch: viewed.etag },
    );
    expect(updated.record.title).toBe('Offer v2');
    const stale = await bob
      .update('document', id, { title: 'x' }, { ifMatch: viewed.etag })
      .catch((e: unknown) => e);
    expect(isRecordGateError(stale, 412)).toBe(true);
    await bob.delete('document', id, { ifMatch: updated.etag });
    const gone = await bob.view('document', id).catch((e: unknown) => e as RecordGateError);
    expect(gone).toBeInstanceOf(RecordGateError);
    expect((gone as RecordGateError).body).toMatchObject({ name: 'Not Found', status: 404 });
    expect((gone as RecordGateError).requestId).toEqual(expect.any(String));
  });

  it('sends filters in both forms, searches, sorts and pages through the Link header', async () => {
    const alice = clientOf('alice');
    for (let i = 1; i <= 5; i++) await alice.create('document', { title: `Paged report ${i}` });
    await alice.create('document', { title: 'Unrelated memo' });
    const filter = { title: { like: 'Paged report' } };
    for (const filterForm of ['brackets', 'json'] as const) {
      const all = await alice.list('document', { filter, filterForm, sort: ['-id'] });
      expect(all.records.map((r) => r.title)).toEqual(
        [5, 4, 3, 2, 1].map((i) => `Paged report ${i}`),
      );
    }
    const either = await alice.list('document', {
      filter: { or: [{ title: 'Paged report 1' }, { title: 'Unrelated memo' }] },
    });
    expect(either.records).toHaveLength(2);
    const pages = [];
    for await (const page of alice.pages('document', { filter, perPage: 2, sort: ['id'] }))
      pages.push(page.records.map((r) => r.title));
    expect(pages).toEqual([
      ['Paged report 1', 'Paged report 2'],
      ['Paged report 3', 'Paged report 4'],
      ['Paged report 5'],
    ]);
    const titles = [];
    for await (const record of alice.records('document', { filter, perPage: 4 }))
      titles.push(record.title);
    expect(titles).toHaveLength(5);
    expect(await alice.count('document', { filter })).toBe(5);
    const uncounted = await alice.list('document', { filter, page: 1, perPage: 2, count: 'none' });
    expect(uncounted.total).toBeUndefined();
    expect(uncounted.links.next).toBeDefined();
    const found = await alice.list('document', { search: 'unrelated' });
    expect(found.records.map((r) => r.title)).toEqual(['Unrelated memo']);
  });

  it('uploads from a Blob and from a stream, lists versions and downloads ranges', async () => {
    const bob = clientOf('bob');
    const blob = new Blob(['first version'], { type: 'text/plain' });
    const created = await bob.create('document', { title: 'With a file' }, { file: blob });
    const id = created.record.id!;
    expect(created.record.file_size).toBe(13);
    const stream = Readable.from([Buffer.from('second '), Buffer.from('version, streamed')]);
    const replaced = await bob.update(
      'document',
      id,
      {},
      { file: { stream, name: 'second.txt', type: 'text/plain' } },
    );
    expect(replaced.record.file_name).toBe('second.txt');
    const versions = await bob.versions('document', id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const whole = await bob.download('document', id);
    expect(whole.status).toBe(200);
    expect(whole.fileName).toBe('second.txt');
    expect(await text(whole.body)).toBe('second version, streamed');
    const part = await bob.download('document', id, { range: { start: 7, end: 13 } });
    expect(part.status).toBe(206);
    expect(part.contentRange).toBe('bytes 7-13/24');
    expect(await text(part.body)).toBe('version');
    const first = await bob.download('document', id, { version: 1 });
    expect(await text(first.body)).toBe('first version');
    const unchanged = await bob.download('document', id, { ifNoneMatch: whole.etag });
    expect(unchanged.status).toBe(304);
  });

  it('follows references, describes types, and sets references by value', async () => {
    const alice = clientOf('alice');
    await alice.create('group', { name: 'Client sales' });
    const member = await alice.create('group-member', { group: 'Client sales', user: 'bob' });
    const user = await alice.follow('group-member', member.record.id!, 'user');
    expect(user).toMatchObject({ username: 'bob' });
    const info = await alice.info('document');
    expect(info.modelClass).toBe('recordgate.models.Document');
  });

  it('throws typed Yii2 errors: 422 with its fields, 401, and nothing of another company', async () => {
    const bob = clientOf('bob');
    const invalid = (await bob
      .create('document', { title: '' })
      .catch((e: unknown) => e)) as RecordGateError;
    expect(invalid.status).toBe(422);
    expect(invalid.fields).toEqual([{ field: 'title', message: 'Title cannot be blank.' }]);
    const stranger = createClient({ baseUrl: installation.baseUrl, key: 'rg_0000000000000000_x' });
    const refused = (await stranger.list('document').catch((e: unknown) => e)) as RecordGateError;
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/profile/);
    const secret = await clientOf('erin').create('document', { title: 'Globex only' });
    const hidden = await bob.view('document', secret.record.id!).catch((e: unknown) => e);
    expect(isRecordGateError(hidden, 404)).toBe(true);
    expect((await bob.list('document', { filter: { title: 'Globex only' } })).records).toEqual([]);
  });

  it('makes and revokes keys in the profile', async () => {
    const bob = clientOf('bob');
    const made = await bob.create('api-key', { label: 'From the client' });
    const key = made.record.key!;
    const withNewKey = createClient({ baseUrl: installation.baseUrl, key });
    const mine = await withNewKey.list('api-key', { filter: { label: 'From the client' } });
    expect(mine.records.map((k) => k.prefix)).toEqual([key.slice(0, 19)]);
    await bob.delete('api-key', made.record.id!);
    expect(isRecordGateError(await withNewKey.list('api-key').catch((e: unknown) => e), 401)).toBe(
      true,
    );
  });
});

describe('retries', () => {
  let limited: Installation;
  beforeAll(async () => {
    limited = await serveInstallation({
      rateLimit: { perKey: { limit: 2, windowSeconds: 1 }, failedAuthentication: false },
    });
  });
  afterAll(() => limited?.close());

  it('waits as Retry-After says on 429 and tries again', async () => {
    const waits: number[] = [];
    const client = createClient({
      baseUrl: limited.baseUrl,
      key: limited.people.carol.key,
      retry: {
        retries: 5,
        sleep: (ms) => {
          waits.push(ms);
          return new Promise((resolve) => setTimeout(resolve, ms));
        },
      },
    });
    for (let i = 0; i < 4; i++) expect((await client.list('company')).records).toHaveLength(1);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((ms) => ms > 0 && ms <= 1000)).toBe(true);
  });

  it('gives up with the 429 when told not to retry', async () => {
    const client = createClient({
      baseUrl: limited.baseUrl,
      key: limited.people.dave.key,
      retry: { retries: 0 },
    });
    const answers = await Promise.allSettled([1, 2, 3, 4].map(() => client.list('company')));
    const refused = answers.find((a) => a.status === 'rejected');
    expect(refused).toBeDefined();
    const error = (refused as PromiseRejectedResult).reason as RecordGateError;
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBeGreaterThanOrEqual(0);
  });
});
