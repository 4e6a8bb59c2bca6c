import { defineRecordType } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { externalIndexAdvice } from './check-external-indexes.js';

const label = { en: 'Field', de: 'Feld' };
const share = defineRecordType({
  name: 'share',
  table: 'acl',
  external: true,
  idColumn: 'aclId',
  where: { targetKind: 2 },
  modelClass: 'dms.Acl',
  searchClass: 'dms.AclSearch',
  fields: [
    { name: 'document_id', column: 'target', type: 'reference', references: 'share', label },
    { name: 'user_id', column: 'userId', type: 'reference', references: 'share', label },
    { name: 'note', type: 'string', label },
  ],
});

const advised = (indexes: string[][]) =>
  externalIndexAdvice(
    [share],
    [{ name: 'acl', columns: [], primaryKey: ['aclId'], references: new Map(), indexes }],
    (name) => `"${name}"`,
  );

describe('indexes advised on a table another application owns', () => {
  it('asks for an index on each reference column, with the statement that adds it', () => {
    expect(advised([['aclId']])).toEqual([
      expect.stringContaining(
        'table "acl" has no index on column "target" (field "document_id") alone',
      ),
      expect.stringContaining('CREATE INDEX "acl_userId" ON "acl" ("userId")'),
    ]);
  });

  it('takes the column alone or then the key, after the columns of the type\'s "where"', () => {
    expect(advised([['target'], ['targetKind', 'userId', 'aclId']])).toEqual([]);
  });

  it('does not take a composite index, which finds the rows but not in key order', () => {
    expect(advised([['target', 'note'], ['userId']])).toEqual([
      expect.stringContaining('column "target"'),
    ]);
  });
});
