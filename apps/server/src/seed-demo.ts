import { createDefaultPolicy } from '@recordgate/access';
import {
  createAdminTasks,
  createRecordService,
  type AdminTasks,
  type Actor,
  type RecordService,
  type StorageAdapter,
  type StoredRecord,
  type TypeRegistry,
} from '@recordgate/core';

/** A demo user and the key minted for them. */
export interface DemoUser {
  readonly username: string;
  readonly company: string;
  readonly role: 'admin' | 'member';
  readonly key: string;
}

/** Arguments of {@link seedDemo}. */
export interface SeedDemoArgs {
  readonly storage: StorageAdapter;
  readonly types: TypeRegistry;
  /** How many documents to create, spread over the companies. @default 50 */
  readonly documents?: number;
  /** Called after each document; for progress output. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** What {@link seedDemo} did. */
export interface SeedDemoResult {
  readonly users: readonly DemoUser[];
  /** False when the demo data was there already: then only fresh keys were minted, the old revoked. */
  readonly seeded: boolean;
}

const COMPANIES = [
  {
    name: 'Acme Corp',
    users: [
      { username: 'alice', role: 'admin', name: 'Alice Archer', email: 'alice@acme.example' },
      { username: 'bob', role: 'member', name: 'Bob Baker', email: 'bob@acme.example' },
      { username: 'carol', role: 'member', name: 'Carol Clark', email: 'carol@acme.example' },
    ],
    codes: [
      ['ACC-100', 'Accounting'],
      ['HR-200', 'Human resources'],
      ['LEG-300', 'Legal'],
    ],
    principals: ['Acme Holding', 'City of Springfield'],
  },
  {
    name: 'Globex',
    users: [
      { username: 'dave', role: 'admin', name: 'Dave Dunn', email: 'dave@globex.example' },
      { username: 'erin', role: 'member', name: 'Erin Evans', email: 'erin@globex.example' },
    ],
    codes: [
      ['OPS-1', 'Operations'],
      ['RND-2', 'Research'],
    ],
    principals: ['Globex Ventures'],
  },
] as const;

const TITLES = [
  'Quarterly report',
  'Supplier contract',
  'Meeting minutes',
  'Invoice',
  'Offer',
  'Memo',
  'Audit letter',
];

/**
 * The demo data set: two companies, their admins and members, classification codes, principals, a group,
 * documents spread over the users, and a few shares. Everything is written through the record service
 * with the default access policy, as the users themselves would write it. When the demo companies exist
 * already, only fresh keys are minted (keys are shown once, so a restart needs new ones) and the
 * demo users' earlier keys are revoked.
 */
export async function seedDemo({
  storage,
  types,
  documents = 50,
  onProgress,
}: SeedDemoArgs): Promise<SeedDemoResult> {
  const admin = createAdminTasks({ storage, types });
  const seeded = (await admin.findCompany(COMPANIES[0].name)) === undefined;
  const { users, actors } = await seedUsers(admin, seeded);
  if (!seeded) return { users, seeded };
  const records = createRecordService({
    storage,
    policy: createDefaultPolicy(),
    types,
  });
  const references = await seedReferences(records, actors);
  await seedDocuments({ records, actors, references, documents, onProgress });
  return { users, seeded };
}

/** The demo users and their actors, one list per company; created unless `seeded` is false. */
async function seedUsers(
  admin: AdminTasks,
  seeded: boolean,
): Promise<{ users: DemoUser[]; actors: Actor[][] }> {
  const users: DemoUser[] = [];
  const actors: Actor[][] = [];
  for (const company of COMPANIES) {
    const companyRecord = seeded
      ? await admin.createCompany({ name: company.name })
      : await admin.findCompany(company.name);
    if (!companyRecord)
      throw new Error(
        `The demo company ${company.name} is missing; use an empty database for the demo.`,
      );
    const companyActors: Actor[] = [];
    for (const user of company.users) {
      const record = seeded
        ? (await admin.createUser({ ...user, company: company.name })).user
        : await admin.findUser({ username: user.username, company: company.name });
      if (!record)
        throw new Error(
          `The demo user ${user.username} is missing; use an empty database for the demo.`,
        );
      // A demo that runs again mints fresh keys; the ones it printed before stop working.
      if (!seeded) await admin.keys.revokeAll({ userId: record.id as number });
      const { key } = await admin.keys.create({ userId: record.id as number });
      users.push({ username: user.username, company: company.name, role: user.role, key });
      companyActors.push({
        userId: record.id as number,
        companyId: companyRecord.id as number,
        role: user.role,
        username: user.username,
      });
    }
    actors.push(companyActors);
  }
  return { users, actors };
}

/** The classification codes and principals of one company. */
interface References {
  readonly codes: readonly StoredRecord[];
  readonly principals: readonly StoredRecord[];
}

/** Reference data per company, created by the company's admin. */
async function seedReferences(
  records: RecordService,
  actors: readonly Actor[][],
): Promise<References[]> {
  const references: References[] = [];
  for (const [index, company] of COMPANIES.entries()) {
    const companyAdmin = actors[index]![0]!;
    const codes: StoredRecord[] = [];
    for (const [code, name] of company.codes) {
      codes.push(
        await records.create({
          actor: companyAdmin,
          type: 'classification-code',
          data: { code, name },
        }),
      );
    }
    const principals: StoredRecord[] = [];
    for (const name of company.principals) {
      principals.push(
        await records.create({ actor: companyAdmin, type: 'principal', data: { name } }),
      );
    }
    references.push({ codes, principals });
  }
  return references;
}

interface SeedDocumentsArgs {
  readonly records: RecordService;
  readonly actors: readonly Actor[][];
  readonly references: readonly References[];
  readonly documents: number;
  readonly onProgress: ((done: number, total: number) => void) | undefined;
}

/** Acme's "Legal" group with carol, then the documents, some of bob's shared. */
async function seedDocuments({
  records,
  actors,
  references,
  documents,
  onProgress,
}: SeedDocumentsArgs): Promise<void> {
  const [alice, bob, carol] = actors[0]!;
  const legal = await records.create({ actor: alice!, type: 'group', data: { name: 'Legal' } });
  await records.create({
    actor: alice!,
    type: 'group-member',
    data: { group_id: legal.id, user_id: carol!.userId },
  });

  const day = 86_400_000;
  const start = Date.UTC(2026, 0, 5, 9, 0, 0);
  for (let i = 0; i < documents; i++) {
    const companyIndex = i % COMPANIES.length;
    const companyActors = actors[companyIndex]!;
    const actor = companyActors[Math.floor(i / COMPANIES.length) % companyActors.length]!;
    const { codes, principals } = references[companyIndex]!;
    const document = await records.create({
      actor,
      type: 'document',
      data: {
        title: `${TITLES[i % TITLES.length]} ${i + 1}`,
        description: `Demo document ${i + 1} of ${COMPANIES[companyIndex]!.name}.`,
        document_date: new Date(start + i * day).toISOString(),
        classification_code_id: codes[i % codes.length]!.id,
        principal_id: principals[i % principals.length]!.id,
      },
    });
    // Every third document bob owns is shared: with carol to read, or with the Legal group to write.
    if (actor === bob && i % 3 === 0) {
      const grant =
        i % 2 === 0
          ? { user_id: carol!.userId, permission: 'read' }
          : { group_id: legal.id, permission: 'write' };
      await records.create({
        actor: bob!,
        type: 'share',
        data: { document_id: document.id, ...grant },
      });
    }
    onProgress?.(i + 1, documents);
  }
}
