import {
  createKeyService,
  createRecordService,
  RecordError,
  where,
  type Actor,
  type KeyService,
  type RecordService,
  type StorageAdapter,
  type StoredRecord,
  type TypeRegistry,
} from '@recordgate/core';
import { systemPolicy } from './system-policy.js';

/** The operator's tasks of the command line, over one storage. */
export interface AdminTasks {
  readonly keys: KeyService;
  readonly system: RecordService;
  createCompany(args: { readonly name: string }): Promise<StoredRecord>;
  /** Creates a user; `company` is undefined in a single tenant (no company type). */
  createUser(args: CreateUserArgs): Promise<{ user: StoredRecord; company?: StoredRecord }>;
  /** Renames a company (the API never does): `not_found` for an unknown name, `conflict` for a taken one. */
  renameCompany(args: { readonly name: string; readonly to: string }): Promise<StoredRecord>;
  findCompany(name: string): Promise<StoredRecord | undefined>;
  /**
   * The user `username`, of `company` when given. Usernames are unique only within a company: without
   * `company`, a name several companies use is a `bad_request` that asks for `--company`.
   */
  findUser(args: FindUserArgs): Promise<StoredRecord | undefined>;
}

/** Arguments of {@link AdminTasks.findUser}. */
export interface FindUserArgs {
  readonly username: string;
  /** The company's name. */
  readonly company?: string;
}

/** Arguments of {@link AdminTasks.createUser}. */
export interface CreateUserArgs {
  readonly username: string;
  /** The company's name; required unless the installation is one tenant (no company type). */
  readonly company?: string;
  readonly role?: string;
  readonly email?: string;
  readonly name?: string;
}

/** An actor that stands for the operator, acting inside one company. */
export function operatorOf(companyId: number): Actor {
  return { userId: 0, companyId, role: 'admin', username: 'operator' };
}

/** Creates the operator's tasks: validated like API writes, but not limited by the access policy. */
export function createAdminTasks(storage: StorageAdapter, types: TypeRegistry): AdminTasks {
  const system = createRecordService({ storage, policy: systemPolicy, types });
  // Without companies there is no audit trail (it names them): key changes are then not audited.
  const keys = createKeyService({ storage, audited: types.find('audit-event') !== undefined });
  const tasks: TaskContext = { storage, system, single: types.find('company') === undefined };
  return {
    keys,
    system,
    findCompany: (name) => findBy(tasks, 'company', 'name', name),
    findUser: (args) => findUser(tasks, args),
    async createCompany({ name }) {
      if (tasks.single) {
        throw new RecordError(
          'bad_request',
          'This installation is one tenant (tenancy "single" in its record-types file): it has no companies.',
        );
      }
      if (await findBy(tasks, 'company', 'name', name)) {
        throw new RecordError('conflict', `A company named "${name}" exists already.`);
      }
      return system.create({ actor: operatorOf(0), type: 'company', data: { name } });
    },
    renameCompany: (args) => renameCompany(tasks, args),
    createUser: (args) => createUser(tasks, args),
  };
}

/** What the tasks share: the storage and the record service of the system policy. */
interface TaskContext {
  readonly storage: StorageAdapter;
  readonly system: RecordService;
  /** One tenant: there are no companies to name. */
  readonly single: boolean;
}

async function findBy(tasks: TaskContext, type: string, field: string, value: string) {
  return (await tasks.storage.findMany({ type, filter: where.eq(field, value), limit: 1 }))[0];
}

async function companyNamed(tasks: TaskContext, name: string): Promise<StoredRecord> {
  const company = await findBy(tasks, 'company', 'name', name);
  if (company) return company;
  throw new RecordError(
    'not_found',
    `There is no company named "${name}". Create it with: recordgate company create --name "${name}"`,
  );
}

async function findUser(tasks: TaskContext, { username, company }: FindUserArgs) {
  const companyId =
    company === undefined ? undefined : ((await companyNamed(tasks, company)).id as number);
  const users = await tasks.storage.findMany({
    type: 'user',
    filter: where.and(
      where.eq('username', username),
      companyId === undefined ? where.all : where.eq('company_id', companyId),
    ),
    limit: 2,
  });
  if (users.length > 1) {
    throw new RecordError(
      'bad_request',
      `Several companies have a user named "${username}"; add --company NAME to say which one.`,
    );
  }
  return users[0];
}

async function renameCompany(tasks: TaskContext, { name, to }: { name: string; to: string }) {
  const company = await companyNamed(tasks, name);
  if (to !== name && (await findBy(tasks, 'company', 'name', to))) {
    throw new RecordError(
      'conflict',
      `A company named "${to}" exists already; company names are unique. Choose another name.`,
    );
  }
  return tasks.system.update({
    actor: operatorOf(company.id as number),
    type: 'company',
    id: company.id as number,
    data: { name: to },
  });
}

async function createUser(tasks: TaskContext, args: CreateUserArgs) {
  const { username, company: companyName, role = 'member', email, name } = args;
  if (!tasks.single && companyName === undefined) {
    throw new RecordError('bad_request', 'Say which company the user belongs to: --company NAME.');
  }
  const company =
    tasks.single || companyName === undefined ? undefined : await companyNamed(tasks, companyName);
  const taken = where.and(
    where.eq('username', username),
    company ? where.eq('company_id', company.id as number) : where.all,
  );
  if ((await tasks.storage.count({ type: 'user', filter: taken })) > 0) {
    throw new RecordError(
      'conflict',
      `A user named "${username}" exists already${company ? ` in ${companyName}` : ''}.`,
    );
  }
  const user = await tasks.system.create({
    actor: operatorOf((company?.id as number | undefined) ?? 0),
    type: 'user',
    data: {
      username,
      role,
      ...(email === undefined ? {} : { email }),
      ...(name === undefined ? {} : { name }),
    },
  });
  return { user, company };
}
