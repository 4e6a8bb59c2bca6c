import {
  createTypeRegistry,
  defaultRecordTypes,
  RecordError,
  type StoredRecord,
} from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { parseShape, type ShapeHeaders } from './parse-shape.js';
import { shapeRecord, shapeRecords } from './shape-record.js';

const types = createTypeRegistry(defaultRecordTypes);
const document = types.get('document');
const plan = (headers: ShapeHeaders) =>
  parseShape({ type: document, headers, types, language: 'en' });

const record = {
  id: 7,
  uuid: 'u',
  title: 'T',
  description: null,
  document_date: new Date('2026-11-22T01:27:40Z'),
  company_id: 1,
  classification_code_id: null,
  principal_id: null,
  created_by: 2,
  updated_by: 2,
  created_at: new Date('2026-01-01T00:00:00Z'),
  updated_at: new Date('2026-01-01T00:00:00Z'),
  file_name: 'a.docx',
  file_size: 1,
  file_mime: 'x',
  file_sha256: 'h',
};
const user = {
  id: 2,
  uuid: 'v',
  username: 'bob',
  email: 'b@x',
  name: 'Bob',
  role: 'member',
  company_id: 1,
  created_at: new Date(0),
  updated_at: new Date(0),
};
const references = new Map([['created_by', new Map([[2, user]])]]);

describe('parseShape + shapeRecord', () => {
  it('combines several entries for one reference and accepts field and reference names alike', () => {
    const p = plan({ expand: 'createdBy.name, created_by.email', fields: 'id,createdBy' });
    expect(p.expansions).toHaveLength(1);
    const out = shapeRecord({ plan: p, record, references, baseUrl: 'http://x', timeZone: 'UTC' });
    expect(out).toEqual({ id: 7, created_by: 2, createdBy: { email: 'b@x', name: 'Bob' } });
  });

  it('formats dates in the installation zone and leaves unlisted dateFields as ISO UTC', () => {
    const p = plan({
      fields: 'document_date,created_at',
      expand: 'createdBy.created_at',
      dateFields: 'document_date,createdBy.created_at',
      dateFormat: 'php:D, d M Y H:i T',
    });
    const out = shapeRecord({
      plan: p,
      record,
      references,
      baseUrl: 'http://x',
      timeZone: 'Europe/Berlin',
    });
    expect(out).toEqual({
      document_date: 'Sun, 22 Nov 2026 02:27 CET',
      created_at: '2026-01-01T00:00:00Z',
      createdBy: { created_at: 'Thu, 01 Jan 1970 01:00 CET' },
    });
  });

  it('adds href and file_href for records with a file', () => {
    const out = shapeRecord({
      plan: plan({ fields: 'id', href: 'true' }),
      record,
      references,
      baseUrl: 'https://dms.test/rg',
      timeZone: 'UTC',
    });
    expect(out).toEqual({
      id: 7,
      href: 'https://dms.test/rg/document/api/default/view?id=7',
      file_href: 'https://dms.test/rg/document/api/default/download?id=7',
    });
  });

  it('refuses over-long lists instead of processing them', () => {
    expect(() => plan({ fields: Array.from({ length: 101 }, () => 'id').join(',') })).toThrow(
      RecordError,
    );
  });
});

describe('shapeRecords', () => {
  const ann = { ...user, id: 3, username: 'ann', name: 'Ann' };
  const company = { id: 1, name: 'Acme', created_at: new Date(0), updated_at: new Date(0) };
  const many = new Map<string, Map<number, StoredRecord>>([
    [
      'created_by',
      new Map([
        [2, user],
        [3, ann],
      ]),
    ],
    ['company_id', new Map([[1, company]])],
  ]);
  const rows = [
    record,
    { ...record, id: 8, created_by: 3 },
    { ...record, id: 9 },
    { ...record, id: 10, created_by: 99, company_id: null },
  ];

  it('shapes each row as shapeRecord does, each with expansions of its own', () => {
    const p = plan({ expand: 'createdBy,company', fields: 'id,createdBy,company', href: 'true' });
    const args = { plan: p, references: many, baseUrl: 'http://x', timeZone: 'Europe/Berlin' };
    const out = shapeRecords({ ...args, records: rows });
    expect(out).toEqual(rows.map((row) => shapeRecord({ ...args, record: row })));
    expect(out.map((row) => (row.createdBy as { name?: string } | null)?.name)).toEqual([
      'Bob',
      'Ann',
      'Bob',
      undefined,
    ]);
    expect(out[3]).toMatchObject({ createdBy: null, company: null });
    // Rows share no object: changing one row's expansion leaves the others as they were.
    expect(out[2]!.createdBy).not.toBe(out[0]!.createdBy);
    (out[0]!.company as { name: string }).name = 'Changed';
    expect(out[1]!.company).toMatchObject({ name: 'Acme' });
  });
});
