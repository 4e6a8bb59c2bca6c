import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createFilesystemFileStore,
  type DocumentConverter,
  type FileStore,
  type RecordError,
} from '@recordgate/core';
import { createS3FileStore } from '@recordgate/file-store-s3';
import { createLibreOfficePool, findOfficeBinary } from '@recordgate/renditions';
import {
  createDocx,
  createFormData,
  createOdt,
  createZip,
  createPdf,
  pdfToolsUnavailable,
  readPdf,
  s3ServerUnavailable,
  startS3Server,
  type S3TestServer,
  waitFor,
  type ZipEntrySpec,
} from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type Person, type World } from './world.js';

// PDF renditions over HTTP (docs/documents.md, "PDF renditions"), with the real LibreOffice pool, on
// every database the HTTP tests run on, with files on disk and on an S3-protocol server.
// The pool's time limit is short enough for a test to exceed it with a long document, and long
// enough for every other document here on a loaded machine.
const TIMEOUT_MS = 30_000;
const skip = findOfficeBinary()
  ? pdfToolsUnavailable()
  : 'LibreOffice is not installed (apt-get install libreoffice-writer-nogui)';
if (skip) console.log(`Rendition tests skipped: ${skip}`);
const s3Skip = skip ?? s3ServerUnavailable();

// Whether process `pid` exists.
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// What a conversion leaves in the pool's folder while it runs: the source in its LibreOffice's job
// folder, and the PDF.
const workFilesIn = (directory: string) =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /(^|\/)job\/./.test(name) || name.endsWith('.pdf'),
  );

// Archives the whole-file checks refuse, with what the refusal says. Built once, before any request:
// building a zip bomb blocks the event loop that also serves the app's kept-alive connections.
const docxWith = (extra: ZipEntrySpec[]) => createDocx({ paragraphs: [['Hi']], extra });
const odtWith = (extra: ZipEntrySpec[]) => createOdt({ paragraphs: ['Hi'], extra });
// An embedded package holding a zip bomb (2 MiB of zeros packed into 2 KiB), stored as it is: the
// document's own entries are all within the limits.
const nestedBomb: ZipEntrySpec = {
  name: 'word/embeddings/package.zip',
  content: createZip([{ name: 'zeros.bin', content: Buffer.alloc(2 << 20) }]),
  method: 0,
};
const NESTED_REFUSAL =
  /holds an archive, "word\/embeddings\/package\.zip", that is refused: .*"zeros\.bin" is compressed \d+ to 1/;
const HOSTILE_DOCX: [archive: Buffer, refusal: RegExp][] = [
  // A zip bomb: 2 MiB of zeros packed into 2 KiB.
  [
    createZip([{ name: 'word/document.xml', content: Buffer.alloc(2 << 20) }]),
    /compressed \d+ to 1; the limit is 100 to 1/,
  ],
  [
    docxWith(Array.from({ length: 1000 }, (_, i) => ({ name: `word/media/image${i}.png` }))),
    /holds \d+ entries; the limit is 1000/,
  ],
  [docxWith([{ name: '../../.bashrc', content: 'curl evil' }]), /path out of the archive/],
  [
    docxWith([{ name: 'word/x.xml', content: '<!DOCTYPE x [<!ENTITY a "a">]><x>&a;</x>' }]),
    /declares a DTD/,
  ],
  [docxWith([nestedBomb]), NESTED_REFUSAL],
];
const HOSTILE_ODT: [archive: Buffer, refusal: RegExp][] = [
  [
    odtWith([{ name: 'Pictures/zeros.png', content: Buffer.alloc(2 << 20) }]),
    /\.odt entry "Pictures\/zeros\.png" is compressed/,
  ],
  [odtWith([{ name: '/etc/passwd', content: 'x' }]), /not a valid \.odt document/],
  [
    odtWith([{ name: 'Basic/Standard/Module1.xml', content: '<script:module>Sub Main' }]),
    /macro-enabled documents are not accepted/,
  ],
  [odtWith([nestedBomb]), NESTED_REFUSAL],
];

interface Store {
  readonly name: string;
  readonly skip: string | undefined;
  open(): Promise<{ files?: FileStore; renditions: (ns: string) => FileStore; close(): void }>;
}

let s3: S3TestServer | undefined;
const stores: Store[] = [
  {
    name: 'filesystem',
    skip,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'recordgate-renditions-'));
      return {
        renditions: (ns) => createFilesystemFileStore({ directory: join(dir, ns) }),
        close: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3',
    skip: s3Skip,
    async open() {
      s3 = await startS3Server();
      const { bucket, endpoint, credentials } = s3;
      const files = createS3FileStore({ bucket, endpoint, credentials });
      const renditions = (ns: string) =>
        createS3FileStore({ bucket, endpoint, credentials, prefix: `renditions/${ns}/` });
      return { files, renditions, close: () => (files.close(), void s3?.stop()) };
    },
  },
];

describe.each(stores)('PDF renditions, files on $name', ({ skip: skipped, open }) => {
  let world: World;
  let store: Awaited<ReturnType<Store['open']>>;
  let pool: ReturnType<typeof createLibreOfficePool>;
  let poolDirectory: string;
  let conversions = 0;
  // What the operator's log says of the last failed conversion: shown when an answer is not the
  // one expected, since the client's message says less.
  let lastFailure = '';
  // The rendition stores the app opened, by converter identity.
  const renditionStores = new Map<string, FileStore>();

  beforeAll(async () => {
    if (skipped) return;
    store = await open();
    poolDirectory = mkdtempSync(join(tmpdir(), 'recordgate-renditions-pool-'));
    pool = createLibreOfficePool({
      concurrency: 1,
      timeoutMs: TIMEOUT_MS,
      directory: poolDirectory,
    });
    const converter: DocumentConverter = {
      identify: () => pool.identify(),
      convert: (args) => (
        conversions++,
        pool.convert(args).catch((error: unknown) => {
          lastFailure = (error as RecordError).operatorMessage ?? String(error);
          throw error;
        })
      ),
      close: () => pool.close(),
    };
    world = await createWorld({
      app: {
        ...(store.files && { files: store.files }),
        renditions: {
          converter,
          store: (namespace) => {
            const opened = store.renditions(namespace);
            renditionStores.set(namespace, opened);
            return opened;
          },
        },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    await pool?.close();
    store?.close();
    if (poolDirectory) rmSync(poolDirectory, { recursive: true, force: true });
  });

  const upload = async (person: Person, name: string, content: Uint8Array, fill = false) => {
    const created = await world.call('POST', api('document', 'create'), {
      key: person.key,
      headers: fill ? { fillPlaceholders: 'true' } : {},
      body: createFormData({ title: 'Offer 4711' }, { name, content }),
    });
    expect(created.status, created.text).toBe(201);
    return created.body.id as number;
  };
  // A letter no other test uploads, so that it has no kept PDF.
  const uploadLetter = async (person: Person, name = 'letter.docx') => {
    const text = `Letter ${randomUUID()}`;
    const id = await upload(person, name, createDocx({ paragraphs: [[text]] }));
    const viewed = await world.call('GET', api('document', 'view', `id=${id}`), {
      key: person.key,
    });
    return { id, text, key: viewed.body.file_sha256 as string };
  };
  const pdfOf = (person: Person, query: string, headers: Record<string, string> = {}) =>
    world.call('GET', api('document', 'download', query), { key: person.key, headers });

  it.skipIf(skipped)(
    'converts a filled template once, then answers the kept PDF with ETag, 304 and ranges',
    async () => {
      const { bob } = world.people;
      const template = createDocx({ paragraphs: [['Offer: {ti', 'tle}'], ['Kind regards']] });
      const id = await upload(bob, 'Angebot Müller.docx', template, true);
      const before = conversions;
      const first = await pdfOf(bob, `id=${id}&format=pdf`);
      expect(first.status, first.text).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      expect(first.headers.get('content-disposition')).toContain('Angebot M_ller.pdf');
      expect((await readPdf(first.bytes)).text).toContain('Offer: Offer 4711');
      const etag = first.headers.get('etag')!;

      const again = await pdfOf(bob, `id=${id}&format=pdf`);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(again.headers.get('etag')).toBe(etag);
      expect(conversions - before).toBe(1);
      expect((await pdfOf(bob, `id=${id}&format=pdf`, { 'If-None-Match': etag })).status).toBe(304);
      const part = await pdfOf(bob, `id=${id}&format=pdf`, { Range: 'bytes=0-7' });
      expect(part.status).toBe(206);
      expect(part.text).toBe(first.bytes.subarray(0, 8).toString('utf8'));
      expect(part.headers.get('content-range')).toBe(`bytes 0-7/${first.bytes.length}`);
      // The original is still the stored .docx.
      const original = await pdfOf(bob, `id=${id}&format=original`);
      expect(original.headers.get('etag')).not.toBe(etag);
      expect(original.bytes.subarray(0, 2).toString()).toBe('PK');
    },
    120_000,
  );

  it.skipIf(skipped)(
    'answers a PDF as it is, refuses other files and unknown formats',
    async () => {
      const { bob } = world.people;
      const pdf = createPdf(['Already a PDF']);
      const pdfId = await upload(bob, 'scan.pdf', pdf);
      const asIs = await pdfOf(bob, `id=${pdfId}&format=pdf`);
      expect(asIs.status).toBe(200);
      expect(asIs.bytes.equals(pdf)).toBe(true);
      const textId = await upload(bob, 'notes.txt', Buffer.from('plain text'));
      const refused = await pdfOf(bob, `id=${textId}&format=pdf`);
      expect(refused.status).toBe(406);
      expect(refused.body).toMatchObject({ name: 'Not Acceptable', status: 406 });
      expect(refused.body.message).toContain('.docx, .doc, .odt, .rtf');
      const unknown = await pdfOf(bob, `id=${textId}&format=docx`);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain('original, pdf');
    },
  );

  it.skipIf(skipped)(
    'hides the PDF from another company and from a member without a share',
    async () => {
      const { bob, carol, dave } = world.people;
      const id = await upload(bob, 'private.docx', createDocx({ paragraphs: [['Secret']] }));
      for (const person of [carol, dave]) {
        const answer = await pdfOf(person, `id=${id}&format=pdf`);
        expect(answer.status).toBe(404);
        expect(answer.text).not.toContain('private');
        expect(answer.headers.get('etag')).toBeNull();
      }
    },
  );

  it.skipIf(skipped)(
    'answers 422 for a file LibreOffice cannot read, keeps nothing, and converts the next',
    async () => {
      const { bob } = world.people;
      const broken = await upload(bob, 'broken.doc', Buffer.from('not a Word file at all'));
      const refused = await pdfOf(bob, `id=${broken}&format=pdf`);
      expect(refused.status, refused.text).toBe(422);
      expect(refused.body[0]).toMatchObject({ field: 'file' });
      expect(refused.body[0].message).toContain('could not read');
      const good = await upload(bob, 'v2.rtf', Buffer.from('{\\rtf1\\ansi Next works\\par}'));
      const converted = await pdfOf(bob, `id=${good}&format=pdf&version=1`);
      expect(converted.status, converted.text).toBe(200);
      expect((await readPdf(converted.bytes)).text).toContain('Next works');
    },
    120_000,
  );

  it.skipIf(skipped)(
    'stops a conversion past the time limit with 503 and Retry-After, keeps nothing, converts the next',
    async () => {
      const { bob } = world.people;
      const started = await uploadLetter(bob);
      expect((await pdfOf(bob, `id=${started.id}&format=pdf`)).status).toBe(200);
      const [office] = pool.pids();
      // Fifty thousand table rows: minutes of layout for LibreOffice on any machine.
      const rows = '\\trowd\\cellx3000\\cellx6000 \\intbl Item\\cell \\intbl 5\\cell \\row\n';
      const long = await upload(
        bob,
        'long.rtf',
        Buffer.from(`{\\rtf1\\ansi ${rows.repeat(50_000)}}`),
      );
      const stopped = await pdfOf(bob, `id=${long}&format=pdf`);
      expect(stopped.status, stopped.text).toBe(503);
      expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(stopped.body.message).toContain(`longer than ${TIMEOUT_MS / 1000} s`);
      expect(stopped.body.message).toContain('RENDITION_TIMEOUT');
      // Its LibreOffice is gone, and no half-written PDF is left, neither kept nor in the pool's folder.
      await waitFor(() => !isRunning(office!));
      const viewed = await world.call('GET', api('document', 'view', `id=${long}`), {
        key: bob.key,
      });
      for (const kept of renditionStores.values()) {
        expect(await kept.has({ key: viewed.body.file_sha256 as string })).toBe(false);
      }
      expect(workFilesIn(poolDirectory)).toEqual([]);

      const next = await uploadLetter(bob);
      const converted = await pdfOf(bob, `id=${next.id}&format=pdf`);
      expect(converted.status, `${converted.text} (${lastFailure})`).toBe(200);
      expect((await readPdf(converted.bytes)).text).toContain(next.text);
      expect(pool.pids()).toHaveLength(1);
      expect(pool.pids()).not.toContain(office);
    },
    180_000,
  );

  it.skipIf(skipped)(
    'refuses a hostile .docx found in the store with the upload checks, before converting',
    async () => {
      const { bob } = world.people;
      const files = store.files ?? createFilesystemFileStore({ directory: world.filesDirectory });
      const asked = conversions;
      const offices = pool.pids();
      for (const [archive, refusal] of HOSTILE_DOCX) {
        // An older upload, or a file put there by hand: the record's key now holds the archive.
        const { id, key } = await uploadLetter(bob);
        await files.put({ key, source: { bytes: archive } });
        const refused = await pdfOf(bob, `id=${id}&format=pdf`);
        expect(refused.status, refused.text).toBe(422);
        expect(refused.body).toEqual([{ field: 'file', message: expect.stringMatching(refusal) }]);
      }
      expect(conversions).toBe(asked);
      expect(pool.pids()).toEqual(offices);
    },
    120_000,
  );

  it.skipIf(skipped)(
    'converts an .odt, and refuses a hostile or macro-enabled one before converting',
    async () => {
      const { bob } = world.people;
      const good = await upload(
        bob,
        'brief.odt',
        createOdt({ paragraphs: ['Sehr geehrte Frau Jäger'] }),
      );
      const converted = await pdfOf(bob, `id=${good}&format=pdf`);
      expect(converted.status, converted.text).toBe(200);
      expect((await readPdf(converted.bytes)).text).toContain('Sehr geehrte Frau Jäger');

      const asked = conversions;
      for (const [archive, refusal] of HOSTILE_ODT) {
        // Uploads check .docx files only: an .odt is stored as it came.
        const id = await upload(bob, 'hostile.odt', archive);
        const refused = await pdfOf(bob, `id=${id}&format=pdf`);
        expect(refused.status, refused.text).toBe(422);
        expect(refused.body).toEqual([{ field: 'file', message: expect.stringMatching(refusal) }]);
      }
      expect(conversions).toBe(asked);
    },
    120_000,
  );
});

describe('PDF renditions without a converter', () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('answers 503 with Retry-After naming the missing converter; every other call works', async () => {
    const { bob } = world.people;
    const created = await world.call('POST', api('document', 'create'), {
      key: bob.key,
      body: createFormData(
        { title: 'Letter' },
        { name: 'letter.docx', content: createDocx({ paragraphs: [['Hi']] }) },
      ),
    });
    const id = created.body.id as number;
    const answer = await world.call('GET', api('document', 'download', `id=${id}&format=pdf`), {
      key: bob.key,
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBeTruthy();
    expect(answer.body.message).toContain('converter');
    const original = await world.call('GET', api('document', 'download', `id=${id}`), {
      key: bob.key,
    });
    expect(original.status).toBe(200);
  });
});
