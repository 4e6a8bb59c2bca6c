import type { RecordTypeDefinition } from '@recordgate/core';
import type { TestDatabaseName } from '../test-databases.js';

/**
 * Three tables in the style of SeedDMS (an open-source DMS in PHP): camelCase column names, a `tbl`
 * prefix, dates as integer unix seconds, roles as integers, one permissions table (`tblACLs`) whose
 * rows belong to documents or folders by `targetType`, and `-1` for "no user". The columns are those
 * of its create-table script for these tables, reduced to the ones the tests read and write; the
 * DDL is written per database as that script is.
 */
export function seeddmsTables(driver: TestDatabaseName): string[] {
  const key =
    driver === 'sqlite'
      ? 'INTEGER PRIMARY KEY AUTOINCREMENT'
      : driver === 'postgresql'
        ? 'SERIAL PRIMARY KEY'
        : 'int(11) NOT NULL auto_increment PRIMARY KEY';
  const q = (name: string) => (driver === 'mariadb' ? `\`${name}\`` : `"${name}"`);
  return [
    `CREATE TABLE ${q('tblUsers')} (
      ${q('id')} ${key},
      ${q('login')} varchar(50) default NULL,
      ${q('pwd')} varchar(50) default NULL,
      ${q('fullName')} varchar(100) default NULL,
      ${q('email')} varchar(70) default NULL,
      ${q('language')} varchar(32) NOT NULL,
      ${q('theme')} varchar(32) NOT NULL,
      ${q('comment')} text NOT NULL,
      ${q('role')} smallint NOT NULL default 0,
      ${q('hidden')} smallint NOT NULL default 0,
      UNIQUE (${q('login')})
    )`,
    `CREATE TABLE ${q('tblDocuments')} (
      ${q('id')} ${key},
      ${q('name')} varchar(150) default NULL,
      ${q('comment')} text,
      ${q('date')} integer default NULL,
      ${q('expires')} integer default NULL,
      ${q('owner')} integer default NULL,
      ${q('folder')} integer default NULL,
      ${q('folderList')} text NOT NULL,
      ${q('inheritAccess')} smallint NOT NULL default 1,
      ${q('defaultAccess')} smallint NOT NULL default 0,
      ${q('locked')} integer NOT NULL default -1,
      ${q('keywords')} text NOT NULL,
      FOREIGN KEY (${q('owner')}) REFERENCES ${q('tblUsers')} (${q('id')})
    )`,
    `CREATE TABLE ${q('tblACLs')} (
      ${q('id')} ${key},
      ${q('target')} integer NOT NULL default 0,
      ${q('targetType')} smallint NOT NULL default 0,
      ${q('userID')} integer NOT NULL default -1,
      ${q('groupID')} integer NOT NULL default -1,
      ${q('mode')} smallint NOT NULL default 0
    )`,
  ];
}

/** The record types a vendor maps onto those tables (the same declarations a types file holds). */
export const seeddmsTypes: RecordTypeDefinition[] = [
  {
    name: 'user',
    table: 'tblUsers',
    external: true,
    modelClass: 'seeddms.User',
    searchClass: 'seeddms.UserSearch',
    lookupField: 'username',
    columnDefaults: { language: 'en_GB', theme: 'bootstrap', comment: '' },
    fields: [
      {
        name: 'username',
        column: 'login',
        type: 'string',
        maxLength: 50,
        required: true,
        label: { en: 'Username', de: 'Benutzername' },
      },
      {
        name: 'name',
        column: 'fullName',
        type: 'string',
        maxLength: 100,
        label: { en: 'Name', de: 'Name' },
      },
      { name: 'email', type: 'string', maxLength: 70, label: { en: 'Email', de: 'E-Mail' } },
      {
        name: 'role',
        type: 'string',
        values: ['admin', 'member'],
        storedValues: { admin: [1], member: [0, 2] },
        label: { en: 'Role', de: 'Rolle' },
      },
    ],
  },
  {
    name: 'document',
    table: 'tblDocuments',
    external: true,
    modelClass: 'seeddms.Document',
    searchClass: 'seeddms.DocumentSearch',
    columnDefaults: { folderList: ':1:', keywords: '' },
    fields: [
      {
        name: 'title',
        column: 'name',
        type: 'string',
        maxLength: 150,
        required: true,
        label: { en: 'Title', de: 'Titel' },
      },
      {
        name: 'description',
        column: 'comment',
        type: 'text',
        label: { en: 'Description', de: 'Beschreibung' },
      },
      {
        name: 'expires_at',
        column: 'expires',
        type: 'datetime',
        storedAs: 'unix-seconds',
        nullValues: [0],
        label: { en: 'Expires', de: 'Läuft ab' },
      },
      {
        name: 'created_by',
        column: 'owner',
        type: 'reference',
        references: 'user',
        auto: 'createdBy',
        label: { en: 'Owner', de: 'Besitzer' },
      },
      {
        name: 'created_at',
        column: 'date',
        type: 'datetime',
        storedAs: 'unix-seconds',
        auto: 'createdAt',
        label: { en: 'Created', de: 'Erstellt' },
      },
    ],
  },
  {
    name: 'share',
    table: 'tblACLs',
    external: true,
    // SeedDMS keeps the permissions of documents (targetType 2) and folders (1) in one table.
    where: { targetType: 2 },
    modelClass: 'seeddms.DocumentAcl',
    searchClass: 'seeddms.DocumentAclSearch',
    fields: [
      {
        name: 'document_id',
        column: 'target',
        type: 'reference',
        references: 'document',
        required: true,
        label: { en: 'Document', de: 'Dokument' },
      },
      {
        name: 'user_id',
        column: 'userID',
        type: 'reference',
        references: 'user',
        nullValues: [-1],
        label: { en: 'User', de: 'Benutzer' },
      },
      {
        name: 'permission',
        column: 'mode',
        type: 'string',
        values: ['read', 'write'],
        storedValues: { read: [2], write: [3, 4] },
        label: { en: 'Permission', de: 'Berechtigung' },
      },
      { name: 'kind', column: 'targetType', type: 'integer', label: { en: 'Kind', de: 'Art' } },
    ],
  },
];

/**
 * Rows as SeedDMS writes them: an admin (role 1), a user (0), a guest (2) and a role no mapping names
 * (7); two documents, Ann's "Lease" without expiry (0) and the admin's "Invoice"; a folder ACL
 * (targetType 1) naming Ann and a document ACL (2) granting the guest read access (mode 2) to "Lease".
 */
export function seeddmsRows(driver: TestDatabaseName): string[] {
  const q = (name: string) => (driver === 'mariadb' ? `\`${name}\`` : `"${name}"`);
  const into = (table: string, columns: string[]) =>
    `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES `;
  return [
    into('tblUsers', ['login', 'fullName', 'email', 'language', 'theme', 'comment', 'role']) +
      "('admin', 'Administrator', 'a@example.org', 'en_GB', '', '', 1), ('ann', 'Ann', 'ann@example.org', 'en_GB', '', '', 0), ('guest', 'Guest', NULL, 'en_GB', '', '', 2), ('odd', 'Odd', NULL, 'en_GB', '', '', 7)",
    into('tblDocuments', [
      'name',
      'comment',
      'date',
      'expires',
      'owner',
      'folder',
      'folderList',
      'keywords',
    ]) +
      "('Lease', 'the lease', 1700000000, 0, 2, 1, ':1:', ''), ('Invoice', NULL, 1600000000, 1900000000, 1, 1, ':1:', '')",
    into('tblACLs', ['target', 'targetType', 'userID', 'groupID', 'mode']) +
      '(1, 1, 2, -1, 4), (1, 2, 3, -1, 2)',
  ];
}
