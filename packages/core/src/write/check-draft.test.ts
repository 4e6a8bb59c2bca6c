import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memory-storage/create-memory-storage.js';
import { where } from '../model/filter.js';
import type { Actor } from '../model/types.js';
import type { AccessPolicy } from '../ports/access-policy.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { createRecordContext } from '../service/record-context.js';
import { checkConstraints, checkDraft, type Draft } from './check-draft.js';
import { readRecordBody } from './read-record-body.js';

const types = createTypeRegistry(defaultRecordTypes);
const bob: Actor = { userId: 1, companyId: 1, role: 'member', username: 'bob' };

// Records of company 1 are readable; company 2's are not.
const policy: AccessPolicy = {
  filter: ({ type }) => (type.companyField ? where.eq(type.companyField, 1) : where.all),
  writeRule: () => ({ create: true }),
  canDescribe: () => true,
  writableFields: () => undefined,
};

async function setUp() {
  const storage = createMemoryStorage({ types });
  const calls: string[] = [];
  const counted: StorageAdapter = {
    ...storage,
    findMany: (args) => (calls.push(`findMany ${args.type}`), storage.findMany(args)),
    count: (args) => (calls.push(`count ${args.type}`), storage.count(args)),
  };
  const ctx = createRecordContext({ storage: counted, policy, types });
  await storage.insert({ type: 'company', values: { name: 'Acme' } });
  await storage.insert({ type: 'company', values: { name: 'Other' } });
  await storage.insert({
    type: 'user',
    values: { username: 'bob', role: 'member', company_id: 1 },
  });
  await storage.insert({ type: 'principal', values: { name: 'Town hall', company_id: 1 } });
  await storage.insert({ type: 'principal', values: { name: 'Elsewhere', company_id: 2 } });
  await storage.insert({
    type: 'document',
    values: { title: 'Offer', company_id: 1, created_by: 1 },
  });
  const draft = (
    typeName: string,
    data: Record<string, unknown>,
    mode: 'create' | 'update' = 'create',
    extra: Partial<Draft> = {},
  ): Draft => {
    const type = types.get(typeName);
    const body = readRecordBody({ type, types, data, mode, language: 'en', timeZone: 'UTC' });
    return { ctx, actor: bob, type, mode, body, auto: {}, referenceOptions: {}, ...extra };
  };
  return { ctx, storage: counted, calls, draft };
}

describe('checkDraft', () => {
  it('resolves references by value among readable records and returns the record as it will be', async () => {
    const { storage, draft } = await setUp();
    const checked = await checkDraft({
      ...draft('document', { title: 'Offer 2', principal: 'Town hall' }, 'create', {
        auto: { created_by: 1 },
      }),
      db: storage,
    });
    expect(checked.given).toEqual({ title: 'Offer 2', principal_id: 1 });
    expect(checked.draft).toEqual({ title: 'Offer 2', principal_id: 1, created_by: 1 });
  });

  it('does not match a record the actor may not read, nor one the policy excludes for the reference', async () => {
    const { storage, draft } = await setUp();
    await expect(
      checkDraft({ ...draft('document', { title: 'x', principal: 'Elsewhere' }), db: storage }),
    ).rejects.toMatchObject({ code: 'invalid', fields: [{ field: 'principal' }] });
    const excluded = draft('document', { title: 'x', principal: 'Town hall' }, 'create', {
      referenceFilters: { principal_id: where.none },
    });
    await expect(checkDraft({ ...excluded, db: storage })).rejects.toMatchObject({
      fields: [{ field: 'principal' }],
    });
  });

  it('refuses a required reference left blank: ignored as missing on create, cleared on update', async () => {
    const { storage, draft } = await setUp();
    const ignored = draft('share', { document: 'Nope', user_id: 1, permission: 'read' }, 'create', {
      referenceOptions: { ignoreMissingReference: true },
    });
    await expect(checkDraft({ ...ignored, db: storage })).rejects.toMatchObject({
      fields: [{ field: 'document', message: 'Document cannot be blank.' }],
    });
    const cleared = draft('share', { document: null }, 'update');
    const current = { id: 1, document_id: 1, user_id: 1, group_id: null, permission: 'read' };
    await expect(checkDraft({ ...cleared, db: storage, current })).rejects.toMatchObject({
      fields: [{ field: 'document' }],
    });
  });

  it('checks the rules across fields on the stored record with the changes applied', async () => {
    const { storage, draft } = await setUp();
    const current = { id: 1, document_id: 1, user_id: 1, group_id: null, permission: 'read' };
    const changes = draft('share', { group_id: 1 }, 'update');
    await expect(checkDraft({ ...changes, db: storage, current })).rejects.toMatchObject({
      fields: [{ field: 'user_id', message: 'Exactly one of User, Group must be set.' }],
    });
    const moved = draft('share', { permission: 'write' }, 'update');
    const checked = await checkDraft({ ...moved, db: storage, current });
    expect(checked.given).toEqual({ permission: 'write' });
    expect(checked.draft).toEqual({ ...current, permission: 'write' });
  });

  it('refuses an id of a record that is missing or unreadable alike', async () => {
    const { storage, draft } = await setUp();
    for (const id of [2, 99]) {
      const given = draft('document', { title: 'x', principal_id: id });
      await expect(checkDraft({ ...given, db: storage })).rejects.toMatchObject({
        fields: [
          {
            field: 'principal_id',
            message: `Principal #${id} does not exist or is not accessible.`,
          },
        ],
      });
    }
  });

  it('asks one query per reference by value and per reference set, none for a plain body', async () => {
    const { storage, calls, draft } = await setUp();
    await checkDraft({ ...draft('company', { name: 'New' }), db: storage });
    expect(calls).toEqual([]);
    await checkDraft({ ...draft('document', { title: 'x', principal: 'Town hall' }), db: storage });
    expect(calls).toEqual(['findMany principal', 'count principal']);
  });
});

describe('checkConstraints', () => {
  it('needs exactly one of the named fields, set to a value', async () => {
    const { ctx } = await setUp();
    const share = types.get('share');
    expect(() => checkConstraints(ctx, share, { user_id: 1, group_id: null })).not.toThrow();
    expect(() => checkConstraints(ctx, share, { user_id: null })).toThrow(/invalid/);
    expect(() => checkConstraints(ctx, share, { user_id: 1, group_id: 2 })).toThrow(/invalid/);
  });
});
