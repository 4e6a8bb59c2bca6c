import {
  defineRecordType,
  type FieldDefinition,
  type RecordType,
  type RecordTypeDefinition,
} from '@recordgate/core';
import type { MikroOrmStorage } from '@recordgate/storage-mikro-orm';
import type { WorldDatabase } from './world.js';

/*
 * The default types' user, document and share held in tables in another application's style, for the
 * access property test to run on a mapped schema as well: camelCase column names, keys not called
 * `id`, dates as integer Unix seconds, roles and permissions as small integers, sentinels for "none"
 * (`0` for no date, `-1` for no user or group), and one permissions table (`dmsAcl`) whose rows belong
 * to documents or folders by `targetKind`. The users and permissions tables are the other
 * application's (`external`: created here as that application would, never by RecordGate); documents
 * keep their content search, which an external table cannot have, so migrate creates their mapped
 * table. The field names, and so the API and the reference model, stay those of the default types.
 */

interface Mapping {
  readonly table: string;
  readonly idColumn: string;
  readonly external: boolean;
  readonly where?: Record<string, number>;
  /** Per field: its column, and how it is stored when not as is. */
  readonly fields: Record<
    string,
    string | Pick<FieldDefinition, 'column' | 'nullValues' | 'storedValues'>
  >;
}

const MAPPINGS: Record<'user' | 'document' | 'share', Mapping> = {
  user: {
    table: 'dmsUser',
    idColumn: 'userId',
    external: true,
    fields: {
      uuid: 'userUuid',
      username: 'loginName',
      email: 'eMail',
      name: 'fullName',
      role: { column: 'userRole', storedValues: { admin: [1], member: [0, 2] } },
      company_id: 'tenantId',
      created_at: 'createdAt',
      updated_at: 'updatedAt',
      disabled_at: { column: 'disabledAt', nullValues: [0] },
    },
  },
  document: {
    table: 'dmsDocument',
    idColumn: 'documentId',
    external: false,
    fields: {
      uuid: 'docUuid',
      title: 'docTitle',
      description: 'docComment',
      document_date: 'docDate',
      company_id: 'tenantId',
      classification_code_id: 'classificationCodeId',
      principal_id: 'principalId',
      created_by: 'ownerId',
      updated_by: 'changedBy',
      created_at: 'createdAt',
      updated_at: 'updatedAt',
      file_name: 'fileName',
      file_size: 'fileSize',
      file_mime: 'mimeType',
      file_sha256: 'checksum',
    },
  },
  share: {
    table: 'dmsAcl',
    idColumn: 'aclId',
    external: true,
    // The table holds folder permissions too (targetKind 1): those rows are no share.
    where: { targetKind: 2 },
    fields: {
      document_id: 'targetId',
      user_id: { column: 'userId', nullValues: [-1] },
      group_id: { column: 'groupId', nullValues: [-1] },
      permission: { column: 'accessMode', storedValues: { read: [2], write: [3, 4] } },
      created_by: 'createdBy',
      created_at: 'createdAt',
    },
  },
};

/** `types` with user, document and share replaced by their mapped declarations. */
export function mappedAccessTypes(types: readonly RecordType[]): RecordType[] {
  return types.map((type) => {
    const mapping = MAPPINGS[type.name as keyof typeof MAPPINGS] as Mapping | undefined;
    return mapping ? defineRecordType(mappedDefinition(type, mapping)) : type;
  });
}

function mappedDefinition(type: RecordType, mapping: Mapping): RecordTypeDefinition {
  const fields = type.fields
    .filter((field) => field.name !== 'id')
    .map((field): FieldDefinition => {
      const { writable, filterable, sortable, column, ...declared } = field as typeof field & {
        writable: unknown;
      };
      void writable;
      void filterable;
      void sortable;
      void column;
      const given = mapping.fields[field.name];
      if (given === undefined) throw new Error(`${type.name}.${field.name} has no column`);
      return {
        ...declared,
        ...(typeof given === 'string' ? { column: given } : given),
        ...(field.type === 'datetime' ? { storedAs: 'unix-seconds' as const } : {}),
      };
    });
  return {
    name: type.name,
    modelClass: type.modelClass,
    searchClass: type.searchClass,
    lookupField: type.lookupField,
    table: mapping.table,
    idColumn: mapping.idColumn,
    external: mapping.external || undefined,
    where: mapping.where,
    constraints: type.constraints,
    // The other application's tables carry their own indexes and unique keys (below).
    indexes: mapping.external ? undefined : type.indexes,
    uniques: type.uniques,
    search: type.search,
    fields,
  };
}

/** The folder permissions the other application holds: target, kind 1, user and mode (4, all). */
export const FOLDER_PERMISSIONS = Array.from({ length: 30 }, (_, i) => [i + 1, 1, (i % 6) + 1, 4]);

/** The rows of the permissions table that are no share (targetKind other than 2), as stored. */
export async function folderPermissions(storage: MikroOrmStorage): Promise<number[][]> {
  const connection = (await storage.orm()).em.getConnection();
  const q = (name: string) => connection.getPlatform().quoteIdentifier(name);
  const rows: Record<string, unknown>[] = await connection.execute(
    `SELECT ${['targetId', 'targetKind', 'userId', 'accessMode'].map(q).join(', ')} FROM ${q('dmsAcl')} WHERE ${q('targetKind')} <> 2 ORDER BY ${q('aclId')}`,
  );
  return rows.map((row) => Object.values(row).map(Number));
}

/**
 * The other application's tables, created in `database` as it creates them, and a few folder
 * permissions (targetKind 1) naming the first ids, which grant nothing in RecordGate: a read that
 * forgot the type's `where` would show them as shares and let users into documents the model hides.
 */
export function mappedAccessTables(database: WorldDatabase): string[] {
  const key =
    database === 'sqlite'
      ? 'INTEGER PRIMARY KEY AUTOINCREMENT'
      : database === 'postgresql'
        ? 'SERIAL PRIMARY KEY'
        : 'int(11) NOT NULL auto_increment PRIMARY KEY';
  const q = (name: string) => (database === 'mariadb' ? `\`${name}\`` : `"${name}"`);
  const folderAcls = FOLDER_PERMISSIONS.map((row) => `(${row.join(', ')})`);
  return [
    `CREATE TABLE ${q('dmsUser')} (
      ${q('userId')} ${key},
      ${q('userUuid')} varchar(36) default NULL,
      ${q('loginName')} varchar(64) NOT NULL,
      ${q('eMail')} varchar(255) default NULL,
      ${q('fullName')} varchar(255) default NULL,
      ${q('userRole')} smallint NOT NULL default 0,
      ${q('tenantId')} integer default NULL,
      ${q('createdAt')} integer default NULL,
      ${q('updatedAt')} integer default NULL,
      ${q('disabledAt')} integer NOT NULL default 0,
      UNIQUE (${q('userUuid')}),
      UNIQUE (${q('tenantId')}, ${q('loginName')})
    )`,
    `CREATE TABLE ${q('dmsAcl')} (
      ${q('aclId')} ${key},
      ${q('targetId')} integer NOT NULL default 0,
      ${q('targetKind')} smallint NOT NULL default 0,
      ${q('userId')} integer NOT NULL default -1,
      ${q('groupId')} integer NOT NULL default -1,
      ${q('accessMode')} smallint NOT NULL default 0,
      ${q('createdBy')} integer default NULL,
      ${q('createdAt')} integer default NULL
    )`,
    `CREATE INDEX ${q('dmsAclTarget')} ON ${q('dmsAcl')} (${q('targetKind')}, ${q('targetId')}, ${q('userId')})`,
    `INSERT INTO ${q('dmsAcl')} (${['targetId', 'targetKind', 'userId', 'accessMode'].map(q).join(', ')}) VALUES ${folderAcls.join(', ')}`,
  ];
}
