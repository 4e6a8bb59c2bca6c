import {
  createKeyService,
  createRecordService,
  where,
  type AccessPolicy,
  type Actor,
  type RecordType,
  type StorageAdapter,
  type StoredRecord,
} from '@recordgate/core';

/** A person of the test companies, with an API key. */
export interface Person {
  readonly actor: Actor;
  readonly key: string;
  readonly record: StoredRecord;
}

/** The seeded people: Acme's admin alice, members bob and carol; Globex's admin dave, member erin. */
export type PersonName = 'alice' | 'bob' | 'carol' | 'dave' | 'erin';

/** What {@link seedPeople} made. */
export interface SeededPeople {
  readonly people: Record<PersonName, Person>;
  readonly companies: Record<'acme' | 'globex', StoredRecord>;
  /** Creates a record through the record service with no access policy, as `actor`. */
  seed(actor: Actor, type: string, data: Record<string, unknown>): Promise<StoredRecord>;
}

/** Options of {@link seedPeople}. */
export interface SeedPeopleOptions {
  /** A migrated storage holding `types` (the default record types or more). */
  readonly storage: StorageAdapter;
  readonly types: readonly RecordType[];
}

const allowAll: AccessPolicy = {
  filter: () => where.all,
  writeRule: () => ({ create: true }),
  canDescribe: () => true,
  writableFields: () => undefined,
};

/**
 * Seeds the two companies every HTTP test starts from, Acme (admin alice, members bob and carol) and
 * Globex (admin dave, member erin), each person with a user record and an API key.
 */
export async function seedPeople({ storage, types }: SeedPeopleOptions): Promise<SeededPeople> {
  const system = createRecordService({ storage, policy: allowAll, types });
  const keys = createKeyService({ storage });
  const operator = (companyId: number): Actor => ({
    userId: 0,
    companyId,
    role: 'admin',
    username: 'operator',
  });
  const seed = (actor: Actor, type: string, data: Record<string, unknown>) =>
    system.create({ actor, type, data });

  const acme = await seed(operator(0), 'company', { name: 'Acme' });
  const globex = await seed(operator(0), 'company', { name: 'Globex' });
  const person = async (
    username: string,
    company: StoredRecord,
    role: 'admin' | 'member',
  ): Promise<Person> => {
    const record = await seed(operator(company.id as number), 'user', {
      username,
      role,
      name: username.toUpperCase(),
      email: `${username}@example.test`,
    });
    const { key } = await keys.create({ userId: record.id as number });
    return {
      key,
      record,
      actor: { userId: record.id as number, companyId: company.id as number, role, username },
    };
  };
  const people = {
    alice: await person('alice', acme, 'admin'),
    bob: await person('bob', acme, 'member'),
    carol: await person('carol', acme, 'member'),
    dave: await person('dave', globex, 'admin'),
    erin: await person('erin', globex, 'member'),
  };
  return { people, companies: { acme, globex }, seed };
}
