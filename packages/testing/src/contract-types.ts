import { defineRecordType, type RecordType } from '@recordgate/core';

const label = (en: string) => ({ en, de: en });

/** The record types the storage contract suite stores: every field type and a reference. */
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
    fields: [
      { name: 'title', type: 'string', label: label('Title') },
      { name: 'body', type: 'text', label: label('Body') },
      { name: 'rank', type: 'integer', label: label('Rank') },
      { name: 'done', type: 'boolean', label: label('Done') },
      { name: 'due_at', type: 'datetime', label: label('Due at') },
      { name: 'owner_id', type: 'reference', references: 'contract-owner', label: label('Owner') },
    ],
  }),
];
