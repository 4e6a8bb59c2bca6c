import type { FieldDefinition, RecordTypeDefinition } from '@recordgate/core';
import type { TestDatabaseName } from '../test-databases.js';

/**
 * Tables of Paperless-ngx 2.14 (an open-source DMS in Python on Django, with django-guardian for
 * object permissions): snake_case columns, a `<app>_<model>` name per table, datetimes in the
 * database's own type, booleans for the superuser flag and the active flag, a trash kept in the
 * documents table (`deleted_at`), and one permissions table for every kind of object, whose rows name
 * the object as text (`object_pk`) and its kind by a content type. The tables follow the SQL its
 * Django migrations create on each database in that version, reduced to the tables the tests need
 * (notes, whose foreign key keeps a noted document from being deleted) and to the columns of
 * `documents_document` but the links to tables not created here (correspondent, document type,
 * storage path: nullable, left out).
 */
export function paperlessTables(driver: TestDatabaseName): string[] {
  const t = DDL[driver];
  const q = (name: string) => (driver === 'mariadb' ? `\`${name}\`` : `"${name}"`);
  const fk = (column: string, table: string) =>
    `FOREIGN KEY (${q(column)}) REFERENCES ${q(table)} (${q('id')})${t.deferred}`;
  return [
    `CREATE TABLE ${q('django_content_type')} (${q('id')} ${t.key}, ${q('app_label')} varchar(100) NOT NULL, ${q('model')} varchar(100) NOT NULL, UNIQUE (${q('app_label')}, ${q('model')}))`,
    `CREATE TABLE ${q('auth_permission')} (${q('id')} ${t.key}, ${q('name')} varchar(255) NOT NULL, ${q('content_type_id')} integer NOT NULL, ${q('codename')} varchar(100) NOT NULL, UNIQUE (${q('content_type_id')}, ${q('codename')}), ${fk('content_type_id', 'django_content_type')})`,
    `CREATE TABLE ${q('auth_user')} (${q('id')} ${t.key}, ${q('password')} varchar(128) NOT NULL, ${q('last_login')} ${t.datetime} NULL, ${q('is_superuser')} ${t.bool} NOT NULL, ${q('username')} varchar(150) NOT NULL UNIQUE, ${q('first_name')} varchar(150) NOT NULL, ${q('last_name')} varchar(150) NOT NULL, ${q('email')} varchar(254) NOT NULL, ${q('is_staff')} ${t.bool} NOT NULL, ${q('is_active')} ${t.bool} NOT NULL, ${q('date_joined')} ${t.datetime} NOT NULL)`,
    `CREATE TABLE ${q('documents_document')} (
      ${q('id')} ${t.key},
      ${q('title')} varchar(128) NOT NULL,
      ${q('content')} ${t.text} NOT NULL,
      ${q('created')} ${t.datetime} NOT NULL,
      ${q('modified')} ${t.datetime} NOT NULL,
      ${q('checksum')} varchar(32) NOT NULL UNIQUE,
      ${q('added')} ${t.datetime} NOT NULL,
      ${q('storage_type')} varchar(11) NOT NULL,
      ${q('filename')} varchar(1024) NULL UNIQUE,
      ${q('archive_serial_number')} ${t.positive('archive_serial_number')} NULL UNIQUE,
      ${q('mime_type')} varchar(256) NOT NULL,
      ${q('archive_checksum')} varchar(32) NULL,
      ${q('archive_filename')} varchar(1024) NULL UNIQUE,
      ${q('original_filename')} varchar(1024) NULL,
      ${q('owner_id')} integer NULL,
      ${q('deleted_at')} ${t.datetime} NULL,
      ${q('restored_at')} ${t.datetime} NULL,
      ${q('transaction_id')} ${t.uuid} NULL,
      ${q('page_count')} ${t.positive('page_count')} NULL,
      ${fk('owner_id', 'auth_user')}
    )`,
    `CREATE INDEX ${q('documents_document_title_6b08e02a')} ON ${q('documents_document')} (${q('title')})`,
    `CREATE INDEX ${q('documents_document_created_bedd0818')} ON ${q('documents_document')} (${q('created')})`,
    `CREATE TABLE ${q('documents_note')} (${q('id')} ${t.key}, ${q('deleted_at')} ${t.datetime} NULL, ${q('restored_at')} ${t.datetime} NULL, ${q('transaction_id')} ${t.uuid} NULL, ${q('note')} ${t.text} NOT NULL, ${q('created')} ${t.datetime} NOT NULL, ${q('document_id')} integer NULL, ${q('user_id')} integer NULL, ${fk('document_id', 'documents_document')}, ${fk('user_id', 'auth_user')})`,
    `CREATE TABLE ${q('guardian_userobjectpermission')} (${q('id')} ${t.key}, ${q('object_pk')} varchar(255) NOT NULL, ${q('content_type_id')} integer NOT NULL, ${q('permission_id')} integer NOT NULL, ${q('user_id')} integer NOT NULL, UNIQUE (${q('user_id')}, ${q('permission_id')}, ${q('object_pk')}), ${fk('content_type_id', 'django_content_type')}, ${fk('permission_id', 'auth_permission')}, ${fk('user_id', 'auth_user')})`,
    `CREATE INDEX ${q('guardian_us_content_179ed2_idx')} ON ${q('guardian_userobjectpermission')} (${q('content_type_id')}, ${q('object_pk')})`,
  ];
}

/** The column types Django writes per database. */
const DDL: Record<
  TestDatabaseName,
  {
    key: string;
    bool: string;
    datetime: string;
    text: string;
    uuid: string;
    deferred: string;
    positive: (column: string) => string;
  }
> = {
  sqlite: {
    key: 'integer NOT NULL PRIMARY KEY AUTOINCREMENT',
    bool: 'bool',
    datetime: 'datetime',
    text: 'text',
    uuid: 'char(32)',
    deferred: ' DEFERRABLE INITIALLY DEFERRED',
    positive: (column) => `integer unsigned CHECK ("${column}" >= 0)`,
  },
  postgresql: {
    key: 'integer NOT NULL PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY',
    bool: 'boolean',
    datetime: 'timestamp with time zone',
    text: 'text',
    uuid: 'uuid',
    deferred: ' DEFERRABLE INITIALLY DEFERRED',
    positive: (column) => `integer CHECK ("${column}" >= 0)`,
  },
  mariadb: {
    key: 'integer AUTO_INCREMENT NOT NULL PRIMARY KEY',
    bool: 'bool',
    datetime: 'datetime(6)',
    text: 'longtext',
    uuid: 'char(32)',
    deferred: '',
    positive: () => 'integer UNSIGNED',
  },
};

/** The content type of Paperless's documents, and the permissions on them, in the rows below. */
export const PAPERLESS_IDS = {
  documentContentType: 9,
  tagContentType: 8,
  viewDocument: 36,
  changeDocument: 34,
  deleteDocument: 35,
  viewTag: 32,
} as const;

/** A field as a types file declares it: the label may be left out (the name in words). */
type FileField = Omit<FieldDefinition, 'label'> & { readonly label?: FieldDefinition['label'] };

/** A type declaration as a types file holds it. */
export type FileTypeDeclaration = Omit<RecordTypeDefinition, 'fields'> & {
  readonly fields: readonly FileField[];
};

/**
 * The record types a vendor maps onto those tables, as the types file holds them (no labels). The
 * content type and permission ids are this installation's: Django numbers them as it installs.
 */
export const paperlessTypes: FileTypeDeclaration[] = [
  {
    name: 'user',
    table: 'auth_user',
    external: true,
    // Django lets no inactive user sign in; RecordGate serves only the active ones.
    where: { is_active: true },
    modelClass: 'paperless.User',
    searchClass: 'paperless.UserSearch',
    lookupField: 'username',
    // "!" is Django's unusable password: a user RecordGate creates signs in to Paperless only after
    // an administrator sets one.
    columnDefaults: { password: '!', first_name: '', last_name: '', is_staff: false },
    fields: [
      { name: 'username', type: 'string', maxLength: 150, required: true },
      { name: 'email', type: 'string', maxLength: 254, required: true },
      {
        name: 'role',
        column: 'is_superuser',
        type: 'string',
        values: ['admin', 'member'],
        storedValues: { admin: [true], member: [false] },
        required: true,
      },
      { name: 'created_at', column: 'date_joined', type: 'datetime', auto: 'createdAt' },
    ],
  },
  {
    name: 'document',
    table: 'documents_document',
    external: true,
    // A document in Paperless's trash keeps its row, with the time it was deleted.
    where: { deleted_at: null },
    modelClass: 'paperless.Document',
    searchClass: 'paperless.DocumentSearch',
    columnDefaults: { content: '', storage_type: 'unencrypted' },
    fields: [
      { name: 'title', type: 'string', maxLength: 128, required: true },
      { name: 'document_date', column: 'created', type: 'datetime', required: true },
      { name: 'checksum', type: 'string', maxLength: 32, required: true, unique: true },
      { name: 'mime_type', type: 'string', maxLength: 256, required: true },
      { name: 'original_filename', type: 'string', maxLength: 1024 },
      {
        name: 'created_by',
        column: 'owner_id',
        type: 'reference',
        references: 'user',
        auto: 'createdBy',
      },
      { name: 'created_at', column: 'added', type: 'datetime', auto: 'createdAt' },
      { name: 'updated_at', column: 'modified', type: 'datetime', auto: 'updatedAt' },
    ],
  },
  {
    name: 'share',
    table: 'guardian_userobjectpermission',
    external: true,
    // django-guardian keeps the permissions of every kind of object in one table.
    where: { content_type_id: PAPERLESS_IDS.documentContentType },
    modelClass: 'paperless.DocumentPermission',
    searchClass: 'paperless.DocumentPermissionSearch',
    fields: [
      {
        name: 'document_id',
        column: 'object_pk',
        type: 'reference',
        references: 'document',
        storedAs: 'text',
        required: true,
      },
      { name: 'user_id', type: 'reference', references: 'user', required: true },
      {
        name: 'permission',
        column: 'permission_id',
        type: 'string',
        values: ['read', 'write'],
        storedValues: {
          read: [PAPERLESS_IDS.viewDocument],
          write: [PAPERLESS_IDS.changeDocument],
        },
        required: true,
      },
    ],
  },
];

/**
 * Rows as Paperless writes them: content types and the permissions Django creates for tags and
 * documents; an admin (superuser), Ann and Bob (users), Carl (deactivated); Ann's "Lease", the admin's
 * "Invoice" and Ann's "Old memo" in the trash; Bob may view "Lease" (the permission row Paperless
 * writes for "view"), Ann may view tag 1 (a tag's row in the same table).
 */
export function paperlessRows(driver: TestDatabaseName): string[] {
  const q = (name: string) => (driver === 'mariadb' ? `\`${name}\`` : `"${name}"`);
  const into = (table: string, columns: string[]) =>
    `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES `;
  const yes = driver === 'postgresql' ? 'true' : '1';
  const no = driver === 'postgresql' ? 'false' : '0';
  const when = (at: string) => `'${at}${driver === 'postgresql' ? '+00:00' : ''}'`;
  const hash = "'pbkdf2_sha256$870000$salt$hash='";
  const { documentContentType: doc, tagContentType: tag } = PAPERLESS_IDS;
  const permission = (id: number, name: string, type: number, codename: string) =>
    `(${id}, '${name}', ${type}, '${codename}')`;
  const document = (title: string, owner: number, at: string, sum: string, deleted = 'NULL') =>
    `('${title}', '${title.toLowerCase()} text', ${when(at)}, ${when(at)}, '${sum}', ${when(at)}, 'unencrypted', 'application/pdf', '${title.toLowerCase()}.pdf', ${owner}, ${deleted})`;
  return [
    into('django_content_type', ['id', 'app_label', 'model']) +
      `(4, 'auth', 'user'), (${tag}, 'documents', 'tag'), (${doc}, 'documents', 'document')`,
    into('auth_permission', ['id', 'name', 'content_type_id', 'codename']) +
      [
        permission(32, 'Can view tag', tag, 'view_tag'),
        permission(33, 'Can add document', doc, 'add_document'),
        permission(34, 'Can change document', doc, 'change_document'),
        permission(35, 'Can delete document', doc, 'delete_document'),
        permission(36, 'Can view document', doc, 'view_document'),
      ].join(', '),
    into('auth_user', [
      'password',
      'is_superuser',
      'username',
      'first_name',
      'last_name',
      'email',
      'is_staff',
      'is_active',
      'date_joined',
    ]) +
      [
        `(${hash}, ${yes}, 'admin', '', '', 'admin@example.org', ${yes}, ${yes}, ${when('2023-01-02 09:00:00')})`,
        `(${hash}, ${no}, 'ann', 'Ann', '', 'ann@example.org', ${no}, ${yes}, ${when('2023-01-03 09:00:00')})`,
        `(${hash}, ${no}, 'bob', 'Bob', '', 'bob@example.org', ${no}, ${yes}, ${when('2023-01-04 09:00:00')})`,
        `(${hash}, ${no}, 'carl', 'Carl', '', 'carl@example.org', ${no}, ${no}, ${when('2023-01-05 09:00:00')})`,
      ].join(', '),
    into('documents_document', [
      'title',
      'content',
      'created',
      'modified',
      'checksum',
      'added',
      'storage_type',
      'mime_type',
      'original_filename',
      'owner_id',
      'deleted_at',
    ]) +
      [
        document('Lease', 2, '2023-11-14 22:13:20', '0b4bf3d1f3c4b4a1e0a6b1d9f1a2c3d4'),
        document('Invoice', 1, '2020-09-13 12:26:40', '5f1e2d3c4b5a69788796a5b4c3d2e1f0'),
        document(
          'Old memo',
          2,
          '2021-05-01 08:00:00',
          'aa11bb22cc33dd44ee55ff6677889900',
          when('2024-02-01 10:00:00'),
        ),
      ].join(', '),
    into('guardian_userobjectpermission', [
      'object_pk',
      'content_type_id',
      'permission_id',
      'user_id',
    ]) + `('1', ${doc}, 36, 3), ('1', ${tag}, 32, 2)`,
  ];
}
