import { createHash, randomBytes } from 'node:crypto';
import { createMemoryFileStore, type FileStore } from '@recordgate/core';
import { createS3FileStore, type S3FileStore } from '@recordgate/file-store-s3';
import { s3ServerUnavailable, startS3Server, type S3TestServer } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type Person, type World } from './world.js';

// Downloads by range (RFC 9110) through the real app, on every file store: the filesystem (the
// world's own), memory, and S3 on a real S3-protocol server started here (ADR 0012).
const s3Skip = s3ServerUnavailable();
if (s3Skip) console.log(`Range tests on S3 skipped: ${s3Skip}`);

// Past one 5 MiB part of a multipart upload, and not a multiple of anything round.
const SIZE = 6 * 1024 * 1024 + 321;
const content = randomBytes(SIZE);
const sha = createHash('sha256').update(content).digest('hex');

interface Store {
  readonly name: string;
  readonly skip?: string | undefined;
  open(): Promise<{ files?: FileStore; close(): Promise<void> }>;
}

let s3: S3TestServer | undefined;
const stores: Store[] = [
  { name: 'filesystem', open: async () => ({ close: async () => {} }) },
  { name: 'memory', open: async () => ({ files: createMemoryFileStore(), close: async () => {} }) },
  {
    name: 'S3',
    skip: s3Skip,
    async open() {
      s3 = await startS3Server();
      const files: S3FileStore = createS3FileStore({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        credentials: s3.credentials,
      });
      return { files, close: async () => (files.close(), s3?.stop()) };
    },
  },
];

describe.each(stores)('downloads by range: $name', ({ name, skip, open }) => {
  let world: World;
  let store: Awaited<ReturnType<Store['open']>>;
  let id: number;
  const logged: string[] = [];

  beforeAll(async () => {
    if (skip) return;
    store = await open();
    world = await createWorld({
      app: {
        ...(store.files ? { files: store.files } : {}),
        logger: { error: (_details, message) => logged.push(message) },
      },
    });
    const body = new FormData();
    body.append('title', 'Large file');
    body.append('file', new Blob([content]), 'large.bin');
    const created = await world.call('POST', api('document', 'create'), {
      key: world.people.bob.key,
      body,
    });
    expect(created.status, created.text).toBe(201);
    id = created.body.id as number;
  }, 60_000);
  afterAll(async () => {
    await world?.close();
    await store?.close();
  });

  const get = (headers: Record<string, string>, person: Person = world.people.bob) =>
    world.call('GET', api('document', 'download', `id=${id}`), { key: person.key, headers });

  it.skipIf(skip)('sends the whole file with Accept-Ranges when no range is asked', async () => {
    const got = await get({});
    expect(got.status).toBe(200);
    expect(got.headers.get('accept-ranges')).toBe('bytes');
    expect(got.headers.get('content-length')).toBe(String(SIZE));
    expect(got.bytes.equals(content)).toBe(true);
  });

  it.skipIf(skip)(
    'answers first-last, open and suffix ranges with 206 and exactly those bytes',
    async () => {
      const ranges: [string, number, number][] = [
        ['bytes=0-1023', 0, 1023],
        ['bytes=1-1', 1, 1],
        [
          `bytes=${5 * 1024 * 1024 - 100}-${5 * 1024 * 1024 + 99}`,
          5 * 1024 * 1024 - 100,
          5 * 1024 * 1024 + 99,
        ],
        [`bytes=${SIZE - 1000}-`, SIZE - 1000, SIZE - 1],
        ['bytes=-500', SIZE - 500, SIZE - 1],
        [`bytes=${SIZE - 10}-${SIZE + 10_000}`, SIZE - 10, SIZE - 1],
        [`bytes=-${SIZE * 2}`, 0, SIZE - 1],
        // A last byte past any number a file size could be still means the end of the file.
        ['bytes=0-9999999999999999', 0, SIZE - 1],
        [`bytes=${SIZE - 10}-${'9'.repeat(40)}`, SIZE - 10, SIZE - 1],
        // s3rver, the test S3 server, reads bytes=0-0 as the whole object (ADR 0012).
        ...(name === 'S3' ? [] : ([['bytes=0-0', 0, 0]] as [string, number, number][])),
      ];
      for (const [range, start, end] of ranges) {
        const got = await get({ Range: range });
        expect(got.status, range).toBe(206);
        expect(got.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${SIZE}`);
        expect(got.headers.get('content-length'), range).toBe(String(end - start + 1));
        expect(got.headers.get('etag')).toBe(`"${sha}"`);
        expect(got.bytes.equals(content.subarray(start, end + 1)), range).toBe(true);
      }
    },
  );

  it.skipIf(skip)(
    'answers a range past the end with 416, the size in Content-Range and a Yii2 body',
    async () => {
      for (const range of [
        `bytes=${SIZE}-`,
        `bytes=${SIZE + 5}-${SIZE + 10}`,
        'bytes=-0',
        'bytes=99999999999999999999-',
      ]) {
        const got = await get({ Range: range });
        expect(got.status, range).toBe(416);
        expect(got.headers.get('content-range')).toBe(`bytes */${SIZE}`);
        expect(got.headers.get('accept-ranges'), range).toBe('bytes');
        expect(got.body).toMatchObject({ name: 'Range Not Satisfiable', code: 0, status: 416 });
        expect(got.body.message).toContain(`bytes 0-${SIZE - 1}`);
      }
    },
  );

  it.skipIf(skip)(
    'answers any range of an empty file with 416 saying it has no bytes to ask for',
    async () => {
      const body = new FormData();
      body.append('title', 'Empty file');
      body.append('file', new Blob([]), 'empty.txt');
      const created = await world.call('POST', api('document', 'create'), {
        key: world.people.bob.key,
        body,
      });
      expect(created.status, created.text).toBe(201);
      const path = api('document', 'download', `id=${created.body.id}`);
      for (const range of ['bytes=0-', 'bytes=0-0', 'bytes=-1']) {
        const got = await world.call('GET', path, {
          key: world.people.bob.key,
          headers: { Range: range },
        });
        expect(got.status, range).toBe(416);
        expect(got.headers.get('content-range')).toBe('bytes */0');
        expect(got.headers.get('accept-ranges')).toBe('bytes');
        expect(got.body.message).toBe(
          `The Range ${range} asks for bytes of an empty file, which has no bytes to ask for. Send no Range to download it.`,
        );
      }
      const whole = await world.call('GET', path, { key: world.people.bob.key });
      expect(whole.status).toBe(200);
      expect(whole.bytes.length).toBe(0);
    },
  );

  it.skipIf(skip)(
    'sends the whole file for several ranges, a malformed range, HEAD or a stale If-Range',
    async () => {
      const whole: Record<string, string>[] = [
        { Range: 'bytes=0-9,20-29' },
        { Range: 'bytes=9-5' },
        { Range: 'bytes=zero-' },
        { Range: 'pages=1-2' },
        { Range: 'bytes=0-9', 'If-Range': `"${'0'.repeat(64)}"` },
        { Range: 'bytes=0-9', 'If-Range': 'Tue, 15 Nov 1994 08:12:31 GMT' },
      ];
      for (const headers of whole) {
        const got = await get(headers);
        expect(got.status, JSON.stringify(headers)).toBe(200);
        expect(got.bytes.equals(content)).toBe(true);
      }
      const resumed = await get({ Range: 'bytes=100-199', 'If-Range': `"${sha}"` });
      expect(resumed.status).toBe(206);
      expect(resumed.bytes.equals(content.subarray(100, 200))).toBe(true);
      const head = await world.call('HEAD', api('document', 'download', `id=${id}`), {
        key: world.people.bob.key,
        headers: { Range: 'bytes=0-9' },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(SIZE));
      expect((await get({ Range: 'bytes=0-9', 'If-None-Match': `"${sha}"` })).status).toBe(304);
    },
  );

  it.skipIf(skip)(
    'reads If-None-Match as view does: a malformed one is 400, a weak or listed tag 304',
    async () => {
      const view = await world.call('GET', api('document', 'view', `id=${id}`), {
        key: world.people.bob.key,
        headers: { 'If-None-Match': ',' },
      });
      const malformed: Record<string, string>[] = [
        { 'If-None-Match': ',' },
        { 'If-None-Match': ',', Range: 'bytes=0-9' },
      ];
      for (const headers of malformed) {
        const got = await get(headers);
        expect(got.status, JSON.stringify(headers)).toBe(400);
        expect(got.body).toEqual(view.body);
        expect(got.headers.get('etag')).toBeNull();
      }
      expect(view.status).toBe(400);
      expect(view.headers.get('etag')).toBeNull();
      for (const tag of [`W/"${sha}"`, `"other", "${sha}"`, '*']) {
        expect((await get({ 'If-None-Match': tag })).status, tag).toBe(304);
      }
    },
  );

  it.skipIf(skip)(
    'tells another company and a member without a share nothing, whatever the range',
    async () => {
      const missing = await world.call('GET', api('document', 'download', 'id=987654'), {
        key: world.people.bob.key,
        headers: { Range: 'bytes=0-9' },
      });
      for (const outsider of [world.people.dave, world.people.erin, world.people.carol]) {
        for (const range of ['bytes=0-9', `bytes=${SIZE}-`, 'bytes=-1']) {
          const got = await get({ Range: range }, outsider);
          // 404 as for a record that does not exist: no 206, and no 416 that would tell the size.
          expect(got.status).toBe(404);
          expect(got.headers.get('content-range')).toBeNull();
          expect(got.body.message.replace(String(id), 'N')).toBe(
            missing.body.message.replace('987654', 'N'),
          );
        }
      }
    },
  );

  it.skipIf(skip)(
    'answers a file lost from the store with 404 naming it, and logs it as an error',
    async () => {
      const bytes = randomBytes(1000);
      const key = createHash('sha256').update(bytes).digest('hex');
      const body = new FormData();
      body.append('title', 'To be lost');
      body.append('file', new Blob([bytes]), 'lost.txt');
      const created = await world.call('POST', api('document', 'create'), {
        key: world.people.bob.key,
        body,
      });
      const files =
        store.files ??
        (await import('@recordgate/core')).createFilesystemFileStore({
          directory: world.filesDirectory,
        });
      await files.remove({ key });
      for (const headers of [{}, { Range: 'bytes=0-9' }] as Record<string, string>[]) {
        logged.length = 0;
        const got = await world.call('GET', api('document', 'download', `id=${created.body.id}`), {
          key: world.people.bob.key,
          headers,
        });
        expect(got.status).toBe(404);
        expect(got.body.message).toContain(`"lost.txt" (SHA-256 ${key})`);
        expect(got.body.message).toMatch(/missing from the file storage/);
        expect(logged).toEqual([expect.stringContaining(`The file ${key} of document #`)]);
      }
      // The record itself still reads.
      const viewed = await world.call('GET', api('document', 'view', `id=${created.body.id}`), {
        key: world.people.bob.key,
      });
      expect(viewed.status).toBe(200);
    },
  );
});
