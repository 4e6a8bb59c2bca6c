import { describe, expect, it } from 'vitest';
import { isRecordError } from '../errors/record-error.js';
import { createTypeRegistry } from './create-type-registry.js';
import { defaultRecordTypes } from './default-record-types.js';
import { defineRecordType, referenceNameOf } from './define-record-type.js';

const label = { en: 'X', de: 'X' };

describe('defineRecordType', () => {
  it('derives reference names as docs/record-types.md describes them', () => {
    expect(referenceNameOf('created_by')).toBe('createdBy');
    expect(referenceNameOf('company_id')).toBe('company');
    expect(referenceNameOf('classification_code_id')).toBe('classificationCode');
  });

  it('refuses audited changes of a shown field and a backfill of what is not a string field', () => {
    const base = { name: 'note', modelClass: 'm.Note', searchClass: 'm.NoteSearch' };
    const shown = { name: 'done_at', type: 'datetime' as const, auditChanges: true, label };
    expect(() => defineRecordType({ ...base, fields: [shown] })).toThrow(/only when hidden/);
    expect(
      defineRecordType({ ...base, fields: [{ ...shown, hidden: true }] }).visibleFields,
    ).toHaveLength(1);
    const fields = [
      { name: 'code', type: 'string' as const, label },
      { name: 'number', type: 'integer' as const, label },
    ];
    const backfill = [{ field: 'code', from: 'number', prefix: 'n-' }];
    expect(() => defineRecordType({ ...base, fields, backfill })).toThrow(
      /backfill names number, which are not string fields/,
    );
  });

  it('resolves references by field name and by reference name, and honours an override', () => {
    const type = defineRecordType({
      name: 'note',
      modelClass: 'm.Note',
      searchClass: 'm.NoteSearch',
      fields: [
        {
          name: 'author_id',
          type: 'reference',
          references: 'user',
          referenceName: 'writer',
          label,
        },
        { name: 'created_by', type: 'reference', references: 'user', label },
        { name: 'owner_id', type: 'reference', references: 'user', hidden: true, label },
      ],
    });
    // A hidden reference is never followed, expanded, filtered or sorted by.
    expect(type.references.map((r) => r.field)).toEqual(['author_id', 'created_by']);
    // A write still checks the hidden one's id.
    expect(type.referenceFields.map((r) => r.field)).toEqual([
      'author_id',
      'created_by',
      'owner_id',
    ]);
    expect(type.referencesByName.has('owner')).toBe(false);
    expect(type.referencesByName.get('writer')?.field).toBe('author_id');
    expect(type.referencesByName.get('author_id')?.name).toBe('writer');
    expect(type.referencesByName.get('createdBy')?.field).toBe('created_by');
    expect(type.fields[0]?.name).toBe('id');
    expect(type.table).toBe('note');
  });

  it('refuses declarations that would fail later, naming the problem', () => {
    const bad = [
      { name: 'Bad Name', fields: [] },
      { name: 'x', fields: [{ name: 'camelCase', type: 'string', label }] },
      {
        name: 'x',
        fields: [
          { name: 'a', type: 'string', label },
          { name: 'a', type: 'string', label },
        ],
      },
      { name: 'x', fields: [{ name: 'a_id', type: 'reference', label }] },
      { name: 'x', lookupField: 'nope', fields: [] },
      { name: 'x', fields: [{ name: 'n', type: 'integer', values: ['a'], label }] },
      { name: 'x', fields: [{ name: 'n', type: 'integer', onDelete: 'cascade', label }] },
    ];
    for (const definition of bad) {
      const error = (() => {
        try {
          defineRecordType({ modelClass: 'm', searchClass: 's', ...definition } as never);
        } catch (e) {
          return e;
        }
      })();
      expect(isRecordError(error, 'invalid'), JSON.stringify(definition)).toBe(true);
    }
  });
});

describe('createTypeRegistry', () => {
  it('holds the default types plus the API keys and the audit trail', () => {
    const registry = createTypeRegistry(defaultRecordTypes);
    expect(registry.public.map((t) => t.name)).toEqual([
      'document',
      'user',
      'company',
      'classification-code',
      'principal',
      'group',
      'group-member',
      'share',
      'api-key',
      'audit-event',
    ]);
    expect(registry.get('api-key').immutable).toBe(true);
    expect(registry.get('audit-event').readOnly).toBe(true);
  });

  it('refuses a reference to a type that is not registered', () => {
    const orphan = defineRecordType({
      name: 'orphan',
      modelClass: 'm',
      searchClass: 's',
      fields: [{ name: 'ghost_id', type: 'reference', references: 'ghost', label }],
    });
    expect(() => createTypeRegistry([orphan])).toThrow(
      /references "ghost", which is not a registered type/,
    );
    const hidden = defineRecordType({
      name: 'orphan',
      modelClass: 'm',
      searchClass: 's',
      fields: [
        { name: 'ghost_id', type: 'reference', references: 'ghost', writeOnly: true, label },
      ],
    });
    expect(() => createTypeRegistry([hidden])).toThrow(/which is not a registered type/);
  });

  it('makes the file fields of a type that takes files read-only, declared so or not', () => {
    const fileField = (name: string, type: 'string' | 'integer' = 'string') => ({
      name,
      type,
      label,
    });
    const type = defineRecordType({
      name: 'scan',
      modelClass: 'm.Scan',
      searchClass: 'm.ScanSearch',
      fields: [
        fileField('file_name'),
        fileField('file_size', 'integer'),
        fileField('file_mime'),
        fileField('file_sha256'),
        fileField('note'),
      ],
    });
    for (const name of ['file_name', 'file_size', 'file_mime', 'file_sha256'])
      expect(type.fieldsByName.get(name), name).toMatchObject({ readOnly: true, writable: false });
    expect(type.fieldsByName.get('note')?.writable).toBe(true);
  });
});
