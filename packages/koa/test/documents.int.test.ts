import { createHash } from 'node:crypto';
import { createRenderPool } from '@recordgate/docx';
import {
  createDocx,
  createFormData,
  createZeroStream,
  createZip,
  readDocxText,
} from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type Person, type World } from './world.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let world: World;
let onRenderStart: () => void = () => {};
const pool = createRenderPool({ size: 1, onRenderStart: () => onRenderStart() });

beforeAll(async () => {
  world = await createWorld({ app: { documents: { renderPool: pool } } });
});
afterAll(async () => {
  await world?.close();
  await pool.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file in the store (the temporary folder excluded). */
interface Upload {
  readonly fields?: Record<string, string>;
  readonly file?: { name: string; type?: string; content: Uint8Array };
  readonly headers?: Record<string, string>;
}

const create = (person: Person, upload: Upload) =>
  world.call('POST', api('document', 'create'), {
    key: person.key,
    headers: upload.headers,
    body: createFormData(upload.fields ?? {}, upload.file),
  });

const update = (person: Person, id: number, upload: Upload) =>
  world.call('POST', api('document', 'update', `id=${id}`), {
    key: person.key,
    headers: upload.headers,
    body: createFormData(upload.fields ?? {}, upload.file),
  });

const download = (person: Person, id: number, headers: Record<string, string> = {}) =>
  world.call('GET', api('document', 'download', `id=${id}`), { key: person.key, headers });

const template = createDocx({
  paragraphs: [
    ['Title: {title}'],
    ['Company: {comp', 'any.na', 'me} by {createdBy.name}'],
    ['Date: {document_date} / created {created_at}'],
    ['Code: {classificationCode.code} {missing}'],
  ],
  table: [['{title}', '{createdBy.username}']],
  header: ['Header {company.name}'],
  footer: ['Footer {title} {nope}'],
});

describe('storing and serving files', () => {
  it('stores a file with its metadata and serves it back byte for byte', async () => {
    const content = Buffer.from('%PDF-1.4 not really a pdf\n');
    const created = await create(world.people.bob, {
      fields: { title: 'With a file' },
      file: { name: 'report.pdf', type: 'application/pdf', content },
      headers: { href: 'true' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      file_name: 'report.pdf',
      file_size: content.byteLength,
      file_mime: 'application/pdf',
      file_sha256: sha256(content),
      file_href: `${world.publicUrl}/document/api/default/download?id=${created.body.id}`,
    });
    expect(world.storedFiles()).toContain(sha256(content));

    const got = await download(world.people.bob, created.body.id);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(content)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-length')).toBe(String(content.byteLength));
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="report.pdf"');
    expect(got.headers.get('etag')).toBe(`"${sha256(content)}"`);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');

    const head = await world.call('HEAD', api('document', 'download', `id=${created.body.id}`), {
      key: world.people.bob.key,
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(content.byteLength));
    expect(head.text).toBe('');

    const again = await download(world.people.bob, created.body.id, {
      'If-None-Match': `"${sha256(content)}"`,
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('serves a safe Content-Disposition for hostile and non-ASCII names', async () => {
    const created = await create(world.people.bob, {
      fields: { title: 'Odd name' },
      file: { name: '..\\Grüße "quoted".txt', type: 'text/plain', content: Buffer.from('x') },
    });
    expect(created.status).toBe(201);
    expect(created.body.file_name).toBe('Grüße "quoted".txt');
    const got = await download(world.people.bob, created.body.id);
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Gr__e \\"quoted\\".txt"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%22quoted%22.txt`,
    );
  });

  it('stores a .docx byte for byte without fillPlaceholders, and other files unchanged with it', async () => {
    const plain = await create(world.people.bob, {
      fields: { title: 'Unfilled' },
      file: { name: 'letter.docx', content: template },
    });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ file_sha256: sha256(template), file_mime: DOCX });
    expect((await download(world.people.bob, plain.body.id)).bytes.equals(template)).toBe(true);

    const text = Buffer.from('{title} is not filled in a text file');
    const other = await create(world.people.bob, {
      fields: { title: 'Text' },
      file: { name: 'notes.txt', type: 'text/plain', content: text },
      headers: { fillPlaceholders: 'true' },
    });
    expect(other.status).toBe(201);
    expect(other.body.file_sha256).toBe(sha256(text));
  });

  it('answers 404 for a record without a file and for a type that takes none', async () => {
    const bare = await world.call('POST', api('document', 'create'), {
      key: world.people.bob.key,
      json: { title: 'No file' },
    });
    const got = await download(world.people.bob, bare.body.id);
    expect(got.status).toBe(404);
    expect(got.body.message).toMatch(/has no file/);
    const company = await world.call(
      'GET',
      api('company', 'download', `id=${world.companies.acme.id}`),
      { key: world.people.alice.key },
    );
    expect(company.status).toBe(404);
    expect(company.body.message).toBe('Company records have no files.');
  });
});

describe('filling placeholders', () => {
  it('fills own fields, references, dates through dateFormat, split runs, tables, headers and footers', async () => {
    const code = await world.seed(world.people.alice.actor, 'classification-code', {
      code: 'AZ-7',
      name: 'Contracts',
    });
    const created = await create(world.people.bob, {
      fields: {
        title: 'Offer <42> & more',
        document_date: '2026-03-04T05:06:07Z',
        classification_code_id: String(code.id),
      },
      file: { name: 'offer.docx', content: template },
      headers: { fillPlaceholders: 'true', dateFormat: 'php:Y-m-d', dateFields: 'document_date' },
    });
    expect(created.status).toBe(201);
    expect(created.body.file_mime).toBe(DOCX);
    const file = (await download(world.people.bob, created.body.id)).bytes;
    expect(sha256(file)).toBe(created.body.file_sha256);
    const createdAt = created.body.created_at as string;
    expect(readDocxText(file)).toEqual([
      'Title: Offer <42> & more',
      'Company: Acme by BOB',
      `Date: 2026-03-04 / created ${createdAt}`,
      'Code: AZ-7 {missing}',
      'Offer <42> & more',
      'bob',
    ]);
    expect(readDocxText(file, 'word/header1.xml')).toEqual(['Header Acme']);
    expect(readDocxText(file, 'word/footer1.xml')).toEqual(['Footer Offer <42> & more {nope}']);
  });

  it('formats every date through the default dateFormat when no dateFields is given', async () => {
    const created = await create(world.people.bob, {
      fields: { title: 'Dates', document_date: '2026-03-04T05:06:07Z' },
      file: { name: 'd.docx', content: createDocx({ paragraphs: [['{document_date}']] }) },
      headers: { fillPlaceholders: 'true' },
    });
    const file = (await download(world.people.bob, created.body.id)).bytes;
    expect(readDocxText(file)).toEqual(['04.03.2026 05:06:07']);
  });

  it('hides the tags the data cannot fill with removeUnfiledPlaceholders', async () => {
    const created = await create(world.people.bob, {
      fields: { title: 'Hidden' },
      file: { name: 'h.docx', content: template },
      headers: { fillPlaceholders: 'true', removeUnfiledPlaceholders: 'true' },
    });
    const file = (await download(world.people.bob, created.body.id)).bytes;
    expect(readDocxText(file)[3]).toBe('Code:  ');
    expect(readDocxText(file, 'word/footer1.xml')).toEqual(['Footer Hidden ']);
  });

  it('removes every tag with removeUnfiledPlaceholders alone', async () => {
    const created = await create(world.people.bob, {
      fields: { title: 'Only removed' },
      file: { name: 'r.docx', content: createDocx({ paragraphs: [['A {title} B']] }) },
      headers: { removeUnfiledPlaceholders: 'true' },
    });
    const file = (await download(world.people.bob, created.body.id)).bytes;
    expect(readDocxText(file)).toEqual(['A  B']);
  });

  it('fills on update from the record as written by that same request', async () => {
    const doc = await world.call('POST', api('document', 'create'), {
      key: world.people.bob.key,
      json: { title: 'Before' },
    });
    const updated = await update(world.people.bob, doc.body.id, {
      fields: { title: 'After' },
      file: {
        name: 'u.docx',
        content: createDocx({ paragraphs: [['#{id} {title} by {updatedBy.username}']] }),
      },
      headers: { fillPlaceholders: 'true' },
    });
    expect(updated.status).toBe(200);
    const file = (await download(world.people.bob, doc.body.id)).bytes;
    expect(readDocxText(file)).toEqual([`#${doc.body.id} After by bob`]);
  });

  it('leaves a reference the writer may not read unfilled', async () => {
    // Carol's document, updated by Alice (admin): the record's creator is readable, the fill shows it.
    const created = await create(world.people.carol, {
      fields: { title: 'Mine' },
      file: { name: 'c.docx', content: createDocx({ paragraphs: [['{createdBy.name}']] }) },
      headers: { fillPlaceholders: 'true' },
    });
    expect(readDocxText((await download(world.people.carol, created.body.id)).bytes)).toEqual([
      'CAROL',
    ]);
  });
});

describe('refusals leave nothing behind', () => {
  const expectNothingStored = async (run: () => Promise<{ status: number; body: any }>) => {
    const before = world.storedFiles();
    const listed = await world.call('GET', api('document'), { key: world.people.bob.key });
    const response = await run();
    expect(world.storedFiles()).toEqual(before);
    const after = await world.call('GET', api('document'), { key: world.people.bob.key });
    expect(after.body.length).toBe(listed.body.length);
    return response;
  };

  it('refuses a broken template with 422 naming the problem', async () => {
    const response = await expectNothingStored(() =>
      create(world.people.bob, {
        fields: { title: 'Broken' },
        file: { name: 'b.docx', content: createDocx({ paragraphs: [['{unclosed']] }) },
        headers: { fillPlaceholders: 'true' },
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual([
      { field: 'file', message: expect.stringMatching(/template is broken.*unclosed/i) },
    ]);
  });

  it('refuses a file that claims to be .docx but is not, with or without filling', async () => {
    for (const headers of [{}, { fillPlaceholders: 'true' }] as Record<string, string>[]) {
      const response = await expectNothingStored(() =>
        create(world.people.bob, {
          fields: { title: 'Fake' },
          file: { name: 'fake.docx', content: Buffer.from('just text') },
          headers,
        }),
      );
      expect(response.status).toBe(422);
      expect(JSON.stringify(response.body)).toMatch(/not a valid .docx document/);
    }
    const noBody = await create(world.people.bob, {
      fields: { title: 'Zip but no Word' },
      file: { name: 'z.docx', content: createZip([{ name: 'hello.txt', content: 'hi' }]) },
    });
    expect(noBody.status).toBe(422);
    expect(JSON.stringify(noBody.body)).toMatch(/word\/document.xml is missing/);
  });

  it('refuses a 300 KB zip bomb with 413 naming the limit, from its central directory', async () => {
    const { packed, crc } = createZeroStream(300);
    const bomb = createZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'word/document.xml', packed, crc, declaredSize: 300 * 1024 * 1024 },
    ]);
    expect(bomb.byteLength).toBeLessThan(400 * 1024);
    let starts = 0;
    onRenderStart = () => starts++;
    try {
      const response = await expectNothingStored(() =>
        create(world.people.bob, {
          fields: { title: 'Bomb' },
          file: { name: 'bomb.docx', content: bomb },
          headers: { fillPlaceholders: 'true' },
        }),
      );
      expect(response.status).toBe(413);
      expect(response.body.message).toMatch(/unpacks to 300 MiB; the limit per entry is 32 MiB/);
      // Refused before any render started: nothing was inflated.
      expect(starts).toBe(0);
    } finally {
      onRenderStart = () => {};
    }
  });

  it('refuses lying size headers, path-like names, thousands of entries and DTDs', async () => {
    const { packed, crc } = createZeroStream(64);
    const cases: [Buffer, number, RegExp][] = [
      [
        createDocx({
          paragraphs: [['x']],
          extra: [{ name: 'word/media/big.bin', packed, crc, declaredSize: 4096 }],
        }),
        422,
        /unpacks to a different size than its header declares/,
      ],
      [createDocx({ paragraphs: [['x']], extra: [{ name: '../../evil' }] }), 422, /path out of/],
      [
        createDocx({
          paragraphs: [['x']],
          extra: Array.from({ length: 1000 }, (_, i) => ({ name: `word/x${i}.xml` })),
        }),
        413,
        /the limit is 1000/,
      ],
      [
        createDocx({
          paragraphs: [['x']],
          extra: [
            {
              name: 'word/settings.xml',
              content: '<!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><x>&b;</x>',
            },
          ],
        }),
        422,
        /declares a DTD or entities/,
      ],
    ];
    for (const [content, status, message] of cases) {
      const response = await expectNothingStored(() =>
        create(world.people.bob, {
          fields: { title: 'Hostile' },
          file: { name: 'h.docx', content },
          headers: { fillPlaceholders: 'true' },
        }),
      );
      expect(response.status, String(message)).toBe(status);
      expect(JSON.stringify(response.body)).toMatch(message);
    }
  });

  it('stores no file when the record is refused', async () => {
    const content = Buffer.from('orphan candidate');
    const missingTitle = await expectNothingStored(() =>
      create(world.people.bob, { file: { name: 'o.txt', content } }),
    );
    expect(missingTitle.status).toBe(422);
    const badReference = await expectNothingStored(() =>
      create(world.people.bob, {
        fields: { title: 'Ref', principal_id: '999999' },
        file: { name: 'o.txt', content },
      }),
    );
    expect(badReference.status).toBe(422);
  });
});

describe('file lifetime', () => {
  it('removes a file with the last record that uses it, not before', async () => {
    const content = Buffer.from(`shared content ${Math.random()}`);
    const key = sha256(content);
    const first = await create(world.people.bob, {
      fields: { title: 'First' },
      file: { name: 'a.txt', content },
    });
    const second = await create(world.people.bob, {
      fields: { title: 'Second' },
      file: { name: 'b.txt', content },
    });
    expect(world.storedFiles().filter((f) => f === key)).toHaveLength(1);
    const del = (id: number) =>
      world.call('DELETE', api('document', 'delete', `id=${id}`), { key: world.people.bob.key });
    expect((await del(first.body.id)).status).toBe(204);
    expect(world.storedFiles()).toContain(key);
    expect((await download(world.people.bob, second.body.id)).bytes.equals(content)).toBe(true);
    expect((await del(second.body.id)).status).toBe(204);
    expect(world.storedFiles()).not.toContain(key);
  });

  it('keeps the replaced file on update: it is the previous version (versions.int.test.ts)', async () => {
    const old = Buffer.from(`old ${Math.random()}`);
    const fresh = Buffer.from(`new ${Math.random()}`);
    const doc = await create(world.people.bob, {
      fields: { title: 'Replace' },
      file: { name: 'v1.txt', content: old },
    });
    const updated = await update(world.people.bob, doc.body.id, {
      file: { name: 'v2.txt', content: fresh },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ file_name: 'v2.txt', file_sha256: sha256(fresh) });
    expect(world.storedFiles()).toContain(sha256(fresh));
    expect(world.storedFiles()).toContain(sha256(old));
  });

  it('keeps the old file when an update with a new file is refused', async () => {
    const old = Buffer.from(`kept ${Math.random()}`);
    const doc = await create(world.people.bob, {
      fields: { title: 'Keep' },
      file: { name: 'k.txt', content: old },
    });
    const refused = await update(world.people.carol, doc.body.id, {
      file: { name: 'x.txt', content: Buffer.from(`never ${Math.random()}`) },
    });
    expect(refused.status).toBe(404);
    const before = world.storedFiles();
    const invalid = await update(world.people.bob, doc.body.id, {
      fields: { title: '' },
      file: { name: 'x.txt', content: Buffer.from(`never either ${Math.random()}`) },
    });
    expect(invalid.status).toBe(422);
    expect(world.storedFiles()).toEqual(before);
    expect((await download(world.people.bob, doc.body.id)).bytes.equals(old)).toBe(true);
  });
});

describe('who may download', () => {
  it('answers another company and a member without a share like a missing record; a share opens it', async () => {
    const content = Buffer.from(`secret ${Math.random()}`);
    const doc = await create(world.people.bob, {
      fields: { title: 'Secret' },
      file: { name: 's.txt', content },
    });
    const id = doc.body.id as number;
    const missing = await download(world.people.bob, 987_654);
    for (const outsider of [world.people.dave, world.people.erin, world.people.carol]) {
      const got = await download(outsider, id);
      expect(got.status).toBe(404);
      expect(got.body.message.replace(String(id), 'N')).toBe(
        missing.body.message.replace('987654', 'N'),
      );
      expect(got.text).not.toContain('secret');
    }
    const share = await world.call('POST', api('share', 'create'), {
      key: world.people.bob.key,
      json: { document_id: id, user_id: world.people.carol.actor.userId, permission: 'read' },
    });
    expect(share.status).toBe(201);
    expect((await download(world.people.carol, id)).bytes.equals(content)).toBe(true);
    expect((await download(world.people.alice, id)).status).toBe(200);
  });

  it('requires a key', async () => {
    const got = await world.call('GET', api('document', 'download', 'id=1'));
    expect(got.status).toBe(401);
  });
});

describe('rendering off the event loop', () => {
  // A render of 20,000 paragraphs: seconds on an idle machine, far longer beside other suites.
  it('answers another request while a large render runs', async () => {
    const large = createDocx({
      paragraphs: Array.from({ length: 20_000 }, (_, i) => [`Line ${i}: {title} {company.name}`]),
    });
    const order: string[] = [];
    let renderStarted!: () => void;
    const started = new Promise<void>((resolve) => (renderStarted = resolve));
    onRenderStart = () => renderStarted();
    try {
      const big = create(world.people.bob, {
        fields: { title: 'Large' },
        file: { name: 'large.docx', content: large },
        headers: { fillPlaceholders: 'true' },
      }).then((response) => {
        order.push('large');
        return response;
      });
      await started;
      const small = await world.call(
        'GET',
        api('company', 'view', `id=${world.companies.acme.id}`),
        {
          key: world.people.bob.key,
        },
      );
      order.push('small');
      expect(small.status).toBe(200);
      const done = await big;
      expect(done.status).toBe(201);
      expect(order).toEqual(['small', 'large']);
      const text = readDocxText((await download(world.people.bob, done.body.id)).bytes);
      expect(text[19_999]).toBe('Line 19999: Large Acme');
    } finally {
      onRenderStart = () => {};
    }
  }, 120_000);
});
