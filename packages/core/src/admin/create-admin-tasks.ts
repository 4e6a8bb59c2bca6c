import { RecordError } from '../errors/record-error.js';
import { createKeyService, type KeyService } from '../keys/create-key-service.js';
import type { RecordType, StoredRecord } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { createTypeRegistry, type TypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { createRecordService } from '../service/create-record-service.js';
import type { RecordService } from '../service/record-service.js';
import { createUser } from './create-user.js';
import { findBy, findUser } from './find-records.js';
import { listKeys, type AdminKeyEntry, type ListKeysArgs } from './list-keys.js';
import { listUsers, type AdminUserEntry, type ListUsersArgs } from './list-users.js';
import { operatorOf } from './operator-of.js';
import { renameCompany } from './rename-company.js';
import { revokeKey } from './revoke-key.js';
import { setUserDisabled } from './set-user-disabled.js';
import { systemPolicy } from './system-policy.js';
import type { CreateUserArgs, FindUserArgs, TaskContext } from './types.js';

/** Options of {@link createAdminTasks}. */
export interface AdminTasksOptions {
  readonly storage: StorageAdapter;
  /** The installation's record types (those the server is given). @default defaultRecordTypes */
  readonly types?: readonly RecordType[] | TypeRegistry;
  /** Called after each committed change, as `RecordServiceOptions.onCommitted`. */
  readonly onCommitted?: () => void;
}

/** A key made by {@link AdminTasks.createKey}: `key`, the secret, is shown once and never stored. */
export interface AdminKeyResult {
  readonly id: number;
  readonly key: string;
  /** What the key starts with (`rg_` and its public id): names it in lists and `revokeKey`. */
  readonly prefix: string;
  readonly user: StoredRecord;
}

/**
 * The operator's tasks over one storage: companies, users and keys, validated like API writes but not
 * limited by the access policy. The `recordgate` CLI is built on them; an embedder's own admin code
 * uses them the same way, without the server app.
 *
 * @example
 * const admin = createAdminTasks({ storage });
 * await admin.createCompany({ name: 'Acme' });
 * await admin.createUser({ username: 'alice', company: 'Acme', role: 'admin' });
 * const { key } = await admin.createKey({ username: 'alice', company: 'Acme' });
 */
export interface AdminTasks {
  readonly keys: KeyService;
  /** The record service of the tasks' policy (every record of every company). */
  readonly system: RecordService;
  /** `conflict` when the name is taken. */
  createCompany(args: { readonly name: string }): Promise<StoredRecord>;
  /** `not_found` for an unknown company, `conflict` for a username the company has already. */
  createUser(args: CreateUserArgs): Promise<{ user: StoredRecord; company: StoredRecord }>;
  /** Renames a company (the API never does): `not_found` for an unknown name, `conflict` for a taken one. */
  renameCompany(args: { readonly name: string; readonly to: string }): Promise<StoredRecord>;
  findCompany(name: string): Promise<StoredRecord | undefined>;
  /**
   * The user `username`, of `company` when given. Usernames are unique only within a company: without
   * `company`, a name several companies use is a `bad_request` that asks for `--company`.
   */
  findUser(args: FindUserArgs): Promise<StoredRecord | undefined>;
  /** A new key of the user (`not_found` when there is none); the secret is in the answer only. */
  createKey(args: FindUserArgs & { readonly expiresAt?: Date }): Promise<AdminKeyResult>;
  /**
   * Revokes the key with this id or prefix (`rg_` and 16 hex digits, what `listKeys` shows):
   * `not_found` when there is none. A key revoked already stays as it was (`changed` false).
   */
  revokeKey(
    args: { readonly id: number } | { readonly prefix: string },
  ): Promise<{ id: number; changed: boolean; revokedAt: Date }>;
  /** The users, of one company when given, by company then username. */
  listUsers(args?: ListUsersArgs): Promise<AdminUserEntry[]>;
  /** The keys not revoked, of one user when given: never a secret or its hash. */
  listKeys(args?: ListKeysArgs): Promise<AdminKeyEntry[]>;
  /**
   * Disables a user: every key of theirs is revoked and no key of theirs authenticates again until
   * {@link AdminTasks.enableUser}. Returns how many keys were revoked.
   */
  disableUser(args: FindUserArgs): Promise<{ user: StoredRecord; revokedKeys: number }>;
  /** Lets a disabled user's keys authenticate again (their revoked keys stay revoked). */
  enableUser(args: FindUserArgs): Promise<{ user: StoredRecord }>;
}

/** Creates the operator's tasks over a storage (migrated already). */
export function createAdminTasks(options: AdminTasksOptions): AdminTasks {
  const { storage, onCommitted } = options;
  const types = options.types ?? defaultRecordTypes;
  const registry = 'all' in types ? types : createTypeRegistry(types);
  const system = createRecordService({
    storage,
    policy: systemPolicy,
    types: registry,
    onCommitted,
  });
  const keys = createKeyService({ storage, onCommitted });
  const tasks: TaskContext = { storage, system, keys, registry, onCommitted };
  const userOrFail = async (args: FindUserArgs) => {
    const user = await findUser(tasks, args);
    if (user) return user;
    const company = args.company === undefined ? '' : ` in ${args.company}`;
    throw new RecordError('not_found', `There is no user named "${args.username}"${company}.`);
  };
  return {
    keys,
    system,
    findCompany: (name) => findBy(tasks, 'company', 'name', name),
    findUser: (args) => findUser(tasks, args),
    async createCompany({ name }) {
      if (await findBy(tasks, 'company', 'name', name)) {
        throw new RecordError('conflict', `A company named "${name}" exists already.`);
      }
      return system.create({ actor: operatorOf(0), type: 'company', data: { name } });
    },
    renameCompany: (args) => renameCompany(tasks, args),
    createUser: (args) => createUser(tasks, args),
    async createKey(args) {
      const user = await userOrFail(args);
      const created = await keys.create({ userId: user.id as number, expiresAt: args.expiresAt });
      return { ...created, prefix: created.key.slice(0, 19), user };
    },
    revokeKey: (args) => revokeKey(tasks, args),
    listUsers: (args = {}) => listUsers(tasks, args),
    listKeys: (args = {}) => listKeys(tasks, args),
    async disableUser(args) {
      const user = await setUserDisabled(tasks, await userOrFail(args), true);
      return { user, revokedKeys: await keys.revokeAll({ userId: user.id as number }) };
    },
    enableUser: async (args) => ({
      user: await setUserDisabled(tasks, await userOrFail(args), false),
    }),
  };
}
