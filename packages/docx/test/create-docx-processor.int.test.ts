import { buffer } from 'node:stream/consumers';
import {
  createMemoryFileStore,
  createMemoryStorage,
  createRecordService,
  defaultRecordTypes,
  where,
  type AccessPolicy,
  type Actor,
  type RecordService,
  type UploadedFile,
} from '@recordgate/core';
import { createDocx, readDocxText } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocxProcessor,
  type DocxProcessor,
  createRenderPool,
  DOCX_MIME_TYPE,
  pickDocxHeaders,
} from '@recordgate/docx';

// The record service outside any HTTP framework, as docs/embedding.md shows it. The render pool runs
// the built worker (dist/render-worker.js): `npm test` builds first.
const allowAll: AccessPolicy = {
  filter: () => where.all,
  writeRule: () => ({ create: true }),
  canDescribe: () => true,
  writableFields: () => undefined,
};
const actor: Actor = { userId: 1, companyId: 1, role: 'admin', username: 'ada' };

const upload = (bytes: Buffer, originalName = 'letter.docx'): UploadedFile => ({
  source: { bytes },
  originalName,
  mimeType: 'application/octet-stream',
  size: bytes.byteLength,
});

const letter = createDocx({
  paragraphs: [['No. {id}: {title}'], ['For {company.name}, {document_date}'], ['{unknown}']],
});

describe('createDocxProcessor with the record service', () => {
  let records: RecordService;
  const docx = () => createDocxProcessor({ records, renderWorkers: 1 });
  let processor: DocxProcessor;

  const storedText = async (id: number) => {
    const { stream } = await records.download({ actor, type: 'document', id });
    return readDocxText(await buffer(stream));
  };

  beforeAll(async () => {
    records = createRecordService({
      storage: createMemoryStorage({ types: defaultRecordTypes }),
      policy: allowAll,
      types: defaultRecordTypes,
      files: createMemoryFileStore(),
    });
    await records.create({ actor, type: 'company', data: { name: 'Acme' } });
    processor = docx();
  });
  afterAll(() => processor.close());

  it('fills the placeholders from the record as written, its id and references included', async () => {
    const record = await records.create({
      actor,
      type: 'document',
      data: { title: 'Service agreement', document_date: '2026-11-20T10:00:00Z' },
      file: upload(letter),
      processFile: processor.forRequest({ fillPlaceholders: 'true', dateFormat: 'php:d.m.Y' }),
    });
    expect(record.file_mime).toBe(DOCX_MIME_TYPE);
    expect(await storedText(Number(record.id))).toEqual([
      `No. ${String(record.id)}: Service agreement`,
      'For Acme, 20.11.2026',
      '{unknown}',
    ]);

    const updated = await records.update({
      actor,
      type: 'document',
      id: Number(record.id),
      data: { title: 'Amended agreement' },
      file: upload(letter),
      processFile: processor.forRequest({
        fillPlaceholders: 'true',
        removeUnfiledPlaceholders: 'true',
      }),
    });
    expect(await storedText(Number(updated.id))).toEqual([
      `No. ${String(record.id)}: Amended agreement`,
      'For Acme, 20.11.2026 10:00:00',
      '',
    ]);
  });

  it('stores a .docx unfilled unless asked, and any other file byte for byte', async () => {
    const kept = await records.create({
      actor,
      type: 'document',
      data: { title: 'Kept' },
      file: upload(letter),
      processFile: processor.forRequest({}),
    });
    expect(await storedText(Number(kept.id))).toEqual([
      'No. {id}: {title}',
      'For {company.name}, {document_date}',
      '{unknown}',
    ]);
    const text = await records.create({
      actor,
      type: 'document',
      data: { title: 'Notes' },
      file: upload(Buffer.from('{title}'), 'notes.txt'),
      processFile: processor.forRequest({ fillPlaceholders: 'true' }),
    });
    const { stream } = await records.download({ actor, type: 'document', id: Number(text.id) });
    expect((await buffer(stream)).toString()).toBe('{title}');
  });

  it('refuses a malformed header when the processing is made, before any upload is read', () => {
    expect(() => processor.forRequest({ fillPlaceholders: 'yes' })).toThrow(
      expect.objectContaining({
        code: 'bad_request',
        message: 'The header fillPlaceholders must be "true" or "false", not "yes".',
      }),
    );
    expect(() => processor.forRequest({ removeUnfiledPlaceholders: '2' })).toThrow(
      /The header removeUnfiledPlaceholders must be "true" or "false", not "2"/,
    );
  });

  it('refuses a file that claims to be a .docx and is not, and stores nothing', async () => {
    await expect(
      records.create({
        actor,
        type: 'document',
        data: { title: 'Fake' },
        file: upload(Buffer.from('not a zip')),
        processFile: processor.forRequest({}),
      }),
    ).rejects.toMatchObject({
      code: 'invalid',
      fields: [{ message: expect.stringMatching(/not a valid .docx document: it is not a ZIP/) }],
    });
    const { records: found } = await records.list({
      actor,
      type: 'document',
      filter: where.eq('title', 'Fake'),
    });
    expect(found).toEqual([]);
  });

  it('takes the headers from Node’s request headers', () => {
    expect(
      pickDocxHeaders({
        fillplaceholders: 'true',
        removeunfiledplaceholders: undefined,
        dateformat: 'php:d.m.Y',
        datefields: ['created_at', 'document_date'],
        host: 'example.com',
      }),
    ).toEqual({
      fillPlaceholders: 'true',
      removeUnfiledPlaceholders: undefined,
      dateFormat: 'php:d.m.Y',
      dateFields: 'created_at,document_date',
    });
  });

  it('refuses renders once closed, also when it never started its render pool', async () => {
    const own = docx();
    await own.close();
    await expect(
      records.create({
        actor,
        type: 'document',
        data: { title: 'Late' },
        file: upload(letter),
        processFile: own.forRequest({ fillPlaceholders: 'true' }),
      }),
    ).rejects.toThrow('The render pool is closed.');
    await own.close();
  });

  it('leaves a render pool it was given running when it closes', async () => {
    let renders = 0;
    const renderPool = createRenderPool({ size: 1, onRenderStart: () => renders++ });
    try {
      const shared = createDocxProcessor({ records, renderPool });
      const fill = shared.forRequest({ fillPlaceholders: 'true' });
      const first = await records.create({
        actor,
        type: 'document',
        data: { title: 'Shared' },
        file: upload(letter),
        processFile: fill,
      });
      await shared.close();
      // Each stored .docx passes through the pool (its fill, and the reading of its text for search).
      const before = renders;
      const second = await records.create({
        actor,
        type: 'document',
        data: { title: 'Still shared' },
        file: upload(letter),
        processFile: shared.forRequest({ fillPlaceholders: 'true' }),
      });
      expect(renders).toBeGreaterThan(before);
      expect((await storedText(Number(first.id)))[0]).toMatch(/: Shared$/);
      expect((await storedText(Number(second.id)))[0]).toMatch(/: Still shared$/);
    } finally {
      await renderPool.close();
    }
  });
});
