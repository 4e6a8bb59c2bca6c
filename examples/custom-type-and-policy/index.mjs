// An installation with its own record type (contract) and its own access policy: the default policy,
// except that contracts are confidential — only admins read, create, change or delete them. Members
// get empty lists and 404s, exactly as for any record they may not see.
//
//   npm run build && node examples/custom-type-and-policy/index.mjs
import { createServer } from 'node:http';
import { createDefaultPolicy } from '@recordgate/access';
import { defaultRecordTypes, defineRecordType, where } from '@recordgate/core';
import { createApp } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { announce, createDemoAccess } from '../demo-access.mjs';

const contract = defineRecordType({
  name: 'contract', // the path segment: /contract/api/default
  modelClass: 'example.models.Contract',
  searchClass: 'example.models.ContractSearch',
  lookupField: 'title',
  fields: [
    { name: 'title', type: 'string', required: true, label: { en: 'Title', de: 'Titel' } },
    { name: 'amount', type: 'integer', label: { en: 'Amount', de: 'Betrag' } },
    { name: 'signed', type: 'boolean', label: { en: 'Signed', de: 'Unterschrieben' } },
    {
      name: 'document_id',
      type: 'reference',
      references: 'document',
      label: { en: 'Document', de: 'Dokument' },
    },
    {
      name: 'company_id',
      type: 'reference',
      references: 'company',
      auto: 'company',
      label: { en: 'Company', de: 'Firma' },
    },
    {
      name: 'created_by',
      type: 'reference',
      references: 'user',
      auto: 'createdBy',
      label: { en: 'Created by', de: 'Erstellt von' },
    },
    {
      name: 'created_at',
      type: 'datetime',
      auto: 'createdAt',
      label: { en: 'Created at', de: 'Erstellt am' },
    },
  ],
});
const types = [...defaultRecordTypes, contract];

// A policy is (actor, type, action) → a filter the database applies, plus a few per-type rules.
const base = createDefaultPolicy();
const policy = {
  ...base,
  filter(args) {
    const { actor, type } = args;
    if (type.name !== 'contract') return base.filter(args);
    // Never across companies; within the company, admins only.
    return actor.role === 'admin' ? where.eq('company_id', actor.companyId) : where.none;
  },
  writeRule(args) {
    if (args.type.name !== 'contract') return base.writeRule(args);
    return { create: args.actor.role === 'admin' };
  },
  writableFields: (args) => (args.type.name === 'contract' ? undefined : base.writableFields(args)),
};

const storage = await createMikroOrmStorage({ url: process.env.DATABASE_URL ?? ':memory:', types });
await storage.migrate(); // creates the contract table beside the default ones
const keys = await createDemoAccess(storage, types);

const server = createServer(createApp({ storage, types, policy }).callback());
server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  announce(`http://127.0.0.1:${server.address().port}`, keys);
});
process.once('SIGTERM', () => server.close(() => storage.close()));
