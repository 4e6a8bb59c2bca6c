import { describe, expect, it } from 'vitest';
import { fieldNameOf, recordTypesOfTables, typeNameOf } from './record-types-of-tables.js';

describe('introspect names', () => {
  it('makes kebab-case type names from table names, prefix stripped', () => {
    expect(typeNameOf('tblDocumentContent', 'tbl')).toBe('document-content');
    expect(typeNameOf('tblACLs', 'tbl')).toBe('acls');
    expect(typeNameOf('oc_filecache', 'oc_')).toBe('filecache');
    expect(typeNameOf('Order Items')).toBe('order-items');
    expect(typeNameOf('2024_archive')).toBe('t-2024-archive');
  });

  it('makes snake_case field names from column names', () => {
    expect(fieldNameOf('fullName')).toBe('full_name');
    expect(fieldNameOf('userID')).toBe('user_id');
    expect(fieldNameOf('Folder List')).toBe('folder_list');
    expect(fieldNameOf('HTTPStatus')).toBe('http_status');
    expect(fieldNameOf('1st')).toBe('f_1st');
    expect(fieldNameOf('--')).toBeUndefined();
  });
});

describe('introspect types', () => {
  const column = (name: string, type: string, more = {}) => ({
    name,
    type,
    nullable: true,
    filled: false,
    primary: false,
    autoIncrement: false,
    length: undefined,
    ...more,
  });

  it('turns keyed tables into external types and lists what it leaves out', () => {
    const { file, skipped } = recordTypesOfTables(
      [
        {
          name: 'tblUsers',
          primaryKey: ['id'],
          references: new Map(),
          indexes: [],
          columns: [
            column('id', 'integer', { primary: true, autoIncrement: true, filled: true }),
            column('login', 'varchar(50)', { length: 50, nullable: false }),
            column('isAdmin', 'tinyint(1)'),
            column('avatar', 'blob'),
          ],
        },
        {
          name: 'tblGroupMembers',
          primaryKey: ['groupID', 'userID'],
          references: new Map(),
          indexes: [],
          columns: [column('groupID', 'integer'), column('userID', 'integer')],
        },
      ],
      { stripPrefix: 'tbl' },
    );
    expect(file).toEqual({
      tenancy: 'single',
      defaults: false,
      types: [
        {
          name: 'users',
          modelClass: 'external.Users',
          searchClass: 'external.UsersSearch',
          table: 'tblUsers',
          external: true,
          fields: [
            {
              name: 'login',
              type: 'string',
              maxLength: 50,
              required: true,
              label: { en: 'Login' },
            },
            { name: 'is_admin', column: 'isAdmin', type: 'boolean', label: { en: 'Is admin' } },
          ],
        },
      ],
    });
    expect(skipped).toEqual([
      'tblGroupMembers: no one-column integer primary key, so no record type.',
      'tblUsers.avatar: its type blob has no field type.',
    ]);
  });

  it('reads an object key kept as text beside its content type as an integer stored as text', () => {
    const { file, notes } = recordTypesOfTables([
      {
        name: 'guardian_userobjectpermission',
        primaryKey: ['id'],
        references: new Map(),
        indexes: [],
        columns: [
          column('id', 'integer', { primary: true, autoIncrement: true, filled: true }),
          column('object_pk', 'varchar(255)', { length: 255, nullable: false }),
          column('content_type_id', 'integer', { nullable: false }),
          column('label', 'varchar(20)', { length: 20 }),
        ],
      },
      {
        name: 'comments',
        primaryKey: ['id'],
        references: new Map(),
        indexes: [],
        columns: [
          column('id', 'integer', { primary: true, autoIncrement: true, filled: true }),
          column('objectId', 'varchar(40)', { length: 40 }),
          column('contentTypeId', 'integer'),
          column('object_id', 'varchar(40)', { length: 40 }),
        ],
      },
    ]);
    const fieldsOf = (i: number) =>
      file.types[i]!.fields.map((f) => [f.name, f.type, 'storedAs' in f ? f.storedAs : undefined]);
    expect(fieldsOf(0)).toEqual([
      ['object_pk', 'integer', 'text'],
      ['content_type_id', 'integer', undefined],
      ['label', 'string', undefined],
    ]);
    // Beside a content type, an object id kept as text is a key too; elsewhere it stays a string.
    expect(fieldsOf(1)).toEqual([
      ['object_id', 'integer', 'text'],
      ['content_type_id', 'integer', undefined],
    ]);
    expect(notes).toEqual([
      expect.stringMatching(/^guardian_userobjectpermission\.object_pk: .*"storedAs": "text"/),
      expect.stringMatching(/^comments\.objectId: /),
    ]);
  });
});
