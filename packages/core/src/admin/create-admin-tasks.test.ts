import { describe, expect, it } from 'vitest';
import { createKeyService } from '../keys/create-key-service.js';
import { createMemoryStorage } from '../memory-storage/create-memory-storage.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { createAdminTasks } from './create-admin-tasks.js';

// The operator's tasks as an embedder calls them: storage only, the default types implied.
async function setUp() {
  const storage = createMemoryStorage({ types: createTypeRegistry(defaultRecordTypes) });
  const admin = createAdminTasks({ storage });
  await admin.createCompany({ name: 'Acme' });
  await admin.createUser({ username: 'ann', company: 'Acme', role: 'admin' });
  return { storage, admin, keys: createKeyService({ storage }) };
}

describe('createAdminTasks', () => {
  it('makes a key whose prefix is how lists and revocation name it', async () => {
    const { admin, keys } = await setUp();
    const made = await admin.createKey({ username: 'ann' });
    expect(made.key.startsWith(`${made.prefix}_`)).toBe(true);
    expect(made.prefix).toMatch(/^rg_[0-9a-f]{16}$/);
    expect(await keys.authenticate({ key: made.key })).toMatchObject({ username: 'ann' });
    expect(await admin.listKeys()).toMatchObject([
      { id: made.id, prefix: made.prefix, username: 'ann', company: 'Acme', expiresAt: null },
    ]);
    expect(await admin.revokeKey({ prefix: made.prefix })).toMatchObject({ changed: true });
    expect(await keys.authenticate({ key: made.key })).toBeUndefined();
    expect(await admin.listKeys()).toEqual([]);
  });

  it('disables a user until enabled, keys made meanwhile included', async () => {
    const { admin, keys } = await setUp();
    const before = await admin.createKey({ username: 'ann' });
    expect(await admin.disableUser({ username: 'ann' })).toMatchObject({ revokedKeys: 1 });
    const during = await admin.createKey({ username: 'ann' });
    expect(await keys.authenticate({ key: during.key })).toBeUndefined();
    expect(await admin.listUsers()).toMatchObject([{ username: 'ann', disabled: true }]);
    await admin.enableUser({ username: 'ann' });
    expect(await keys.authenticate({ key: during.key })).toMatchObject({ username: 'ann' });
    expect(await keys.authenticate({ key: before.key })).toBeUndefined();
  });

  it('says what is wrong with an unknown user, company or prefix', async () => {
    const { admin } = await setUp();
    await expect(admin.createKey({ username: 'zed' })).rejects.toThrow(/no user named "zed"/);
    await expect(admin.listUsers({ company: 'Nope' })).rejects.toThrow(/no company named "Nope"/);
    await expect(admin.revokeKey({ prefix: 'rg_x' })).rejects.toThrow(/16 hexadecimal digits/);
  });
});
