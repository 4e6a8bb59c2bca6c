import { defineRecordType, type RecordType } from '@recordgate/core';

const label = (en: string) => ({ en, de: en });

/** The record types the storage contract suite stores: every field type, a reference and a unique index over two columns. */
export const contractTypes: readonly RecordType[] = [
  defineRecordType({
    name: 'contract-owner',
    modelClass: 'contract.Owner',
    searchClass: 'contract.OwnerSearch',
    lookupField: 'name',
    fields: [{ name: 'name', type: 'string', unique: true, label: label('Name') }],
  }),
  defineRecordType({
    name: 'contract-item',
    modelClass: 'contract.Item',
    searchClass: 'contract.ItemSearch',
    lookupField: 'title',
    search: { fields: ['title', 'body'] },
    fields: [
      { name: 'title', type: 'string', label: label('Title') },
      { name: 'body', type: 'text', label: label('Body') },
      { name: 'rank', type: 'integer', label: label('Rank') },
      { name: 'done', type: 'boolean', label: label('Done') },
      { name: 'due_at', type: 'datetime', label: label('Due at') },
      { name: 'owner_id', type: 'reference', references: 'contract-owner', label: label('Owner') },
    ],
  }),
  defineRecordType({
    name: 'contract-member',
    modelClass: 'contract.Member',
    searchClass: 'contract.MemberSearch',
    lookupField: 'handle',
    // A handle is unique per owner, as a username is per company.
    uniques: [['owner_id', 'handle']],
    fields: [
      { name: 'handle', type: 'string', label: label('Handle') },
      { name: 'owner_id', type: 'reference', references: 'contract-owner', label: label('Owner') },
    ],
  }),
];
