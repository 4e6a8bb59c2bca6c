import { createDocx, createPdf } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, useWorld, type Person, type TestResponse, type World } from './world.js';

// docs/lists.md, "Search": the `search` parameter of the list call, over HTTP, on the world's
// database (SQLite, PostgreSQL and MariaDB: vitest.config.ts runs this file once per database).

const unreadable: string[] = [];
const doc: Record<string, number> = {};

const FOOTNOTES = `<?xml version="1.0" encoding="UTF-8"?><w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:footnote w:id="1"><w:p><w:r><w:t>footnoted remark</w:t></w:r></w:p></w:footnote></w:footnotes>`;

interface Upload {
  readonly fields: Record<string, string>;
  readonly file?: { readonly name: string; readonly type: string; readonly content: Uint8Array };
}

async function create(w: World, person: Person, { fields, file }: Upload): Promise<number> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([file.content], { type: file.type }), file.name);
  const response = await w.call('POST', api('document', 'create'), { key: person.key, body });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

const list = (person: Person, query: string, w: World = world) =>
  w.call('GET', api('document', '', query), { key: person.key });
const ids = (response: TestResponse): number[] => response.body.map((r: { id: number }) => r.id);
const total = (response: TestResponse) => response.headers.get('x-pagination-total-count');
const found = async (person: Person, text: string, w: World = world) =>
  ids(await list(person, `search=${encodeURIComponent(text)}&sort=id`, w));

const world = useWorld({
  app: { logger: { error: (_details, message) => unreadable.push(message) } },
});
beforeAll(async () => {
  const { carol, dave, alice } = world.people;
  doc.lease = await create(world, carol, {
    fields: { title: 'Warehouse lease', description: 'North hall' },
    file: {
      name: 'lease.docx',
      type: 'application/octet-stream',
      content: createDocx({
        paragraphs: [['The lease of the ', 'storage building']],
        table: [['Zürich depot']],
        header: ['Confidential heading'],
        footer: ['Page footer'],
        extra: [{ name: 'word/footnotes.xml', content: FOOTNOTES }],
      }),
    },
  });
  doc.invoice = await create(world, carol, {
    fields: { title: 'Invoices March' },
    file: {
      name: 'march.pdf',
      type: 'application/pdf',
      content: createPdf(['Quarterly turnover', 'pumpkin soup']),
    },
  });
  doc.notes = await create(world, carol, {
    fields: { title: 'Notes' },
    file: { name: 'notes.txt', type: 'text/plain', content: Buffer.from('kangaroo café') },
  });
  doc.globex = await create(world, dave, {
    fields: { title: 'Warehouse lease Globex', description: 'kangaroo' },
  });
  // bob may read the lease only.
  await world.seed(carol.actor, 'share', {
    document_id: doc.lease,
    user_id: world.people.bob.actor.userId,
    permission: 'read',
  });
  void alice;
});

describe('search over HTTP', () => {
  it('finds documents by their fields and by the text of their .docx, PDF or text file', async () => {
    const { alice } = world.people;
    expect(await found(alice, 'north hall')).toEqual([doc.lease]);
    for (const word of ['storage', 'Zürich depot', 'confidential', 'footer', 'footnoted'])
      expect(await found(alice, word)).toEqual([doc.lease]);
    expect(await found(alice, 'pumpkin turnover')).toEqual([doc.invoice]);
    expect(await found(alice, 'kangaroo')).toEqual([doc.notes]);
  });

  it('ignores case and accents, stems English words, and reads the last word as a prefix', async () => {
    const { alice } = world.people;
    expect(await found(alice, 'ZURICH')).toEqual([doc.lease]);
    expect(await found(alice, 'CAFE')).toEqual([doc.notes]);
    expect(await found(alice, 'leases warehouses')).toEqual([doc.lease]);
    expect(await found(alice, 'invoice')).toEqual([doc.invoice]);
    expect(await found(alice, 'lease wareh')).toEqual([doc.lease]);
    expect(await found(alice, 'wareh lease')).toEqual([]);
    expect(await found(alice, 'lease pumpkin')).toEqual([]);
  });

  it('reads any query text as words: engine syntax never fails and never leaks', async () => {
    const { alice } = world.people;
    for (const text of [
      '"a" OR -b*',
      'NEAR(lease',
      "'; DROP TABLE document; --",
      'lease AND NOT OR',
      '(((',
      '\u0000 \uFFFF \u{1F600}',
      // Letters and digits whose decomposition holds brackets or spaces (a 500 on MariaDB once).
      '\u2474',
      'lease \u2474',
      '\u037A',
      'x'.repeat(5000),
      Array.from({ length: 200 }, (_, i) => `w${i}`).join(' '),
    ]) {
      const response = await list(alice, `search=${encodeURIComponent(text)}`);
      expect(response.status).toBe(200);
    }
    expect(await found(alice, '"lease*" -(warehouse)')).toEqual([doc.lease]);
    // Without words the search is ignored.
    const all = await list(alice, 'search=%20%22*%22%20&page=1');
    expect(total(all)).toBe('3');
  });

  it('refuses search on a type without searchable fields, and a repeated or bracketed search', async () => {
    const { alice } = world.people;
    const user = await world.call('GET', api('user', '', 'search=alice'), { key: alice.key });
    expect(user.status).toBe(400);
    expect(user.body.message).toContain('cannot be searched');
    expect(user.body.message).toContain('document');
    expect((await world.call('GET', api('user', '', 'search='), { key: alice.key })).status).toBe(
      200,
    );
    expect((await list(alice, 'search=a&search=b')).status).toBe(400);
    const bracketed = await list(alice, 'search[]=a');
    expect(bracketed.status).toBe(400);
    expect(bracketed.body.message).toContain('search=');
  });
});

describe('search and access', () => {
  it('finds nothing a member may not read: not even a count', async () => {
    const { bob } = world.people;
    const hidden = await list(bob, 'search=kangaroo&page=1');
    expect(hidden.body).toEqual([]);
    expect(total(hidden)).toBe('0');
    const streamed = await list(bob, 'search=pumpkin');
    expect(streamed.body).toEqual([]);
    expect(total(streamed)).toBe('0');
    expect(await found(bob, 'warehouse')).toEqual([doc.lease]);
  });

  it('never matches another company’s documents', async () => {
    const { alice, dave, erin } = world.people;
    expect(await found(alice, 'globex')).toEqual([]);
    expect(await found(dave, 'warehouse lease')).toEqual([doc.globex]);
    expect(await found(dave, 'pumpkin')).toEqual([]);
    expect(await found(erin, 'kangaroo')).toEqual([]);
  });
  it('never takes the number of the caller’s company for a word of its documents', async () => {
    const { alice, bob, dave } = world.people;
    for (const person of [alice, bob, dave]) {
      const response = await list(person, `search=${person.actor.companyId}&page=1`);
      expect(response.body).toEqual([]);
      expect(total(response)).toBe('0');
    }
  });
});

describe('search with paging, sort, filter and relevance', () => {
  it('puts the best match first without sort, and pages and counts the matches', async () => {
    const { alice } = world.people;
    const once = await create(world, alice, {
      fields: { title: 'Tractor manual', description: 'spare parts' },
    });
    const often = await create(world, alice, {
      fields: { title: 'Tractor tractor', description: 'tractor tractors, a tractor' },
    });
    const twice = await create(world, alice, {
      fields: { title: 'Old tractor', description: 'tractor' },
    });
    const ranked = await list(alice, 'search=tractor');
    expect(ids(ranked)).toEqual([often, twice, once]);
    const page = await list(alice, 'search=tractor&page=2&per-page=2');
    expect(ids(page)).toEqual([once]);
    expect(total(page)).toBe('3');
    expect(page.headers.get('x-pagination-page-count')).toBe('2');
    expect(page.headers.get('link')).toContain('search=tractor');
    const sorted = await list(alice, 'search=tractor&sort=title');
    expect(ids(sorted)).toEqual([twice, once, often]);
    const filtered = await list(alice, 'search=tractor&filter[title][like]=old&page=1');
    expect(ids(filtered)).toEqual([twice]);
    expect(total(filtered)).toBe('1');
  });

  it('ranks records whose fields hold the words above those whose file alone does, on every page', async () => {
    // Globex's admin: the company is the whole filter, so the best matches are cut in the index.
    const { dave } = world.people;
    const text = (content: string) => ({
      name: 'q.txt',
      type: 'text/plain',
      content: Buffer.from(content),
    });
    const titled = [
      await create(world, dave, { fields: { title: 'Quokka' } }),
      await create(world, dave, { fields: { title: 'Quokka sighting', description: 'quokka' } }),
      await create(world, dave, { fields: { title: 'Quokka census' } }),
    ];
    const once = await create(world, dave, { fields: { title: 'Zoo' }, file: text('a quokka') });
    // Many words the last word begins, each often: with ts_rank alone this file outranked a title.
    const variants = ['s', 'land', 'ville', 'ish', 'ling', 'like', 'dom', 'hood', 'ness', 'ery'];
    const often = await create(world, dave, {
      fields: { title: 'Field notes' },
      file: text(variants.map((v) => `quokka${v} quokka${v} quokka${v}`).join(' ')),
    });
    // Another company's record whose title holds the word: never in Globex's pages or counts, and
    // a member of Globex without a share sees none of these.
    await create(world, world.people.alice, { fields: { title: 'Quokka Quokka' } });
    const memberPage = await list(world.people.erin, 'search=quokka');
    expect(ids(memberPage)).toEqual([]);
    expect(total(memberPage)).toBe('0');
    const whole = ids(await list(dave, 'search=quokka&per-page=10'));
    // The two groups stay apart whatever the file holds (ADR 0031).
    expect(whole.slice(3)).toEqual([often, once]);
    // A page the titles fill, one they end on, and one past them: the same order throughout.
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await list(dave, `search=quokka&per-page=2&page=${page}`);
      expect(total(response)).toBe('5');
      pages.push(...ids(response));
    }
    expect(pages).toEqual(whole);
    // A page far beyond the matches (the page's best are cut at offset + page size): empty.
    const beyond = await list(dave, 'search=quokka&per-page=100&page=2147483647');
    expect(beyond.status).toBe(200);
    expect(ids(beyond)).toEqual([]);
    expect(total(beyond)).toBe('5');
    // With a filter beside the company every match is ranked: the same order.
    const filtered = await list(dave, `search=quokka&filter[id][gte]=${titled[0]}&per-page=10`);
    expect(ids(filtered)).toEqual(whole);
  });

  it('follows updates and deletes: the index holds what the record and its file say now', async () => {
    const { alice } = world.people;
    const id = await create(world, alice, {
      fields: { title: 'Draft zeppelin' },
      file: { name: 'a.txt', type: 'text/plain', content: Buffer.from('walrus') },
    });
    const update = (body: FormData) =>
      world.call('POST', api('document', 'update', `id=${id}`), { key: alice.key, body });
    const titleOnly = new FormData();
    titleOnly.append('title', 'Final airship');
    expect((await update(titleOnly)).status).toBe(200);
    expect(await found(alice, 'zeppelin')).toEqual([]);
    expect(await found(alice, 'airship walrus')).toEqual([id]);
    const newFile = new FormData();
    newFile.append('file', new Blob([Buffer.from('narwhal')], { type: 'text/plain' }), 'b.txt');
    expect((await update(newFile)).status).toBe(200);
    expect(await found(alice, 'walrus')).toEqual([]);
    expect(await found(alice, 'airship narwhal')).toEqual([id]);
    const deleted = await world.call('DELETE', api('document', 'delete', `id=${id}`), {
      key: alice.key,
    });
    expect(deleted.status).toBe(204);
    expect(await found(alice, 'narwhal')).toEqual([]);
  });

  // SQLite indexes a long file text after the write's commit, before its answer (ADR 0046).
  it('finds the words of a long file as soon as its create or update answers', async () => {
    const { alice, bob, dave } = world.people;
    const words = (word: string) =>
      Array.from({ length: 900 }, (_, i) => `${word}${i % 7 === 0 ? '' : ` filler${i}`}`).join(' ');
    const body = new FormData();
    body.append('title', 'Long minutes');
    const template = createDocx({ paragraphs: [['Minutes ', '{id}', ` ${words('ocelot')}`]] });
    body.append('file', new Blob([template], { type: 'application/octet-stream' }), 'long.docx');
    const created = await world.call('POST', api('document', 'create'), {
      key: alice.key,
      headers: { fillPlaceholders: 'true' },
      body,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await found(alice, `ocelot ${id}`)).toEqual([id]);
    // Another company's user and a member without a share learn nothing of it.
    expect(await found(dave, 'ocelot')).toEqual([]);
    expect(await found(bob, 'ocelot')).toEqual([]);
    const update = (form: FormData) =>
      world.call('POST', api('document', 'update', `id=${id}`), { key: alice.key, body: form });
    const replaced = new FormData();
    replaced.append('file', new Blob([words('pangolin')], { type: 'text/plain' }), 'long.txt');
    expect((await update(replaced)).status).toBe(200);
    expect(await found(alice, 'ocelot')).toEqual([]);
    expect(await found(alice, 'pangolin')).toEqual([id]);
    const renamed = new FormData();
    renamed.append('title', 'Short minutes');
    expect((await update(renamed)).status).toBe(200);
    expect(await found(alice, 'short pangolin')).toEqual([id]);
    const deleted = await world.call('DELETE', api('document', 'delete', `id=${id}`), {
      key: alice.key,
    });
    expect(deleted.status).toBe(204);
    expect(await found(alice, 'pangolin')).toEqual([]);
  });

  it('indexes the text of a filled template as stored: with the id of the new record', async () => {
    const { alice, dave } = world.people;
    const body = new FormData();
    body.append('title', 'Order confirmation');
    const template = createDocx({ paragraphs: [['Order ', '{id}', ' for aardvark']] });
    body.append('file', new Blob([template], { type: 'application/octet-stream' }), 'order.docx');
    const created = await world.call('POST', api('document', 'create'), {
      key: alice.key,
      headers: { fillPlaceholders: 'true' },
      body,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await found(alice, `aardvark ${id}`)).toEqual([id]);
    expect(await found(alice, `order ${id}`)).toEqual([id]);
    expect(await found(alice, 'rgid')).toEqual([]);
    expect(await found(dave, `aardvark ${id}`)).toEqual([]);
  });

  it('finds by hostile query text the document that holds its words', async () => {
    const { alice, bob } = world.people;
    const id = await create(world, alice, { fields: { title: 'Plan a or bravo' } });
    expect(await found(alice, '"a" OR -b*')).toEqual([id]);
    expect(await found(alice, 'a -OR "bra')).toEqual([id]);
    const hidden = await list(bob, `search=${encodeURIComponent('"a" OR -b*')}&page=1`);
    expect(hidden.body).toEqual([]);
    expect(total(hidden)).toBe('0');
  });

  it('stores a file whose text cannot be read, found by its fields, and logs it', async () => {
    const { alice } = world.people;
    const id = await create(world, alice, {
      fields: { title: 'Broken scan' },
      file: { name: 'scan.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 garbage') },
    });
    expect(await found(alice, 'broken scan')).toEqual([id]);
    expect(unreadable.some((m) => m.includes('scan.pdf'))).toBe(true);
  });
});

describe('search in German (LANGUAGE=de)', () => {
  let german: World;
  beforeAll(async () => {
    german = await createWorld({ app: { language: 'de' } });
  });
  afterAll(() => german?.close());

  it('stems German words and folds umlauts', async () => {
    const { alice } = german.people;
    const contracts = await create(german, alice, {
      fields: { title: 'Die Mietverträge', description: 'Häuser am See' },
    });
    const street = await create(german, alice, {
      fields: { title: 'Straßenbau' },
      file: {
        name: 'a.txt',
        type: 'text/plain',
        content: Buffer.from('Die Gebäude wurden gebaut'),
      },
    });
    expect(await found(alice, 'Mietvertrag', german)).toEqual([contracts]);
    expect(await found(alice, 'mietvertrage', german)).toEqual([contracts]);
    expect(await found(alice, 'Haus', german)).toEqual([contracts]);
    expect(await found(alice, 'hauser see', german)).toEqual([contracts]);
    expect(await found(alice, 'strassenbau', german)).toEqual([street]);
    expect(await found(alice, 'Gebäude', german)).toEqual([street]);
    expect(await found(alice, 'gebaeude', german)).toEqual([]);
  });
});
