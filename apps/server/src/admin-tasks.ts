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
  createUser(args: CreateUserArgs): Promise<{ user: StoredRecord; company: StoredRecord }>;
  findCompany(name: string): Promise<StoredRecord | undefined>;
  findUser(username: string): Promise<StoredRecord | undefined>;
}

/** Arguments of {@link AdminTasks.createUser}. */
export interface CreateUserArgs {
  readonly username: string;
  readonly company: string;
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
  const keys = createKeyService({ storage });
  const findBy = async (type: string, field: string, value: string) =>
    (await storage.findMany({ type, filter: where.eq(field, value), limit: 1 }))[0];

  return {
    keys,
    system,
    findCompany: (name) => findBy('company', 'name', name),
    findUser: (username) => findBy('user', 'username', username),
    async createCompany({ name }) {
      if (await findBy('company', 'name', name)) {
        throw new RecordError('conflict', `A company named "${name}" exists already.`);
      }
      return system.create({ actor: operatorOf(0), type: 'company', data: { name } });
    },
    async createUser({ username, company: companyName, role = 'member', email, name }) {
      const company = await findBy('company', 'name', companyName);
      if (!company) {
        throw new RecordError(
          'not_found',
          `There is no company named "${companyName}". Create it with: recordgate company create --name "${companyName}"`,
        );
      }
      if (await findBy('user', 'username', username)) {
        throw new RecordError('conflict', `A user named "${username}" exists already.`);
      }
      const user = await system.create({
        actor: operatorOf(company.id as number),
        type: 'user',
        data: {
          username,
          role,
          ...(email === undefined ? {} : { email }),
          ...(name === undefined ? {} : { name }),
        },
      });
      return { user, company };
    },
  };
}
