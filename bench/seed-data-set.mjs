// Seeds the benchmark data set into a fresh SQLite file through the storage port, in large
// transactions: the benchmark measures the server, not seeding.
import { createKeyService, defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';

/**
 * Creates `companies` companies, `users` users (the first user of each company is its admin) and
 * `documents` documents spread round-robin over the users, and mints one key for a member and one for
 * an admin of the same company. Two members of the first company are compared (docs/benchmarks.md,
 * "A member's cost, flat in the data"): the member owns `documents / users` documents, the heavy member
 * `heavyDocuments` more; each is granted `shares` shares of documents others of the company own.
 * Progress goes to stderr.
 */
export async function seedDataSet({
  url,
  documents,
  users: userCount,
  companies: companyCount,
  heavyDocuments = 9_900,
  shares = 1_000,
}) {
  const started = Date.now();
  const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
  await storage.migrate();
  const now = new Date();
  const users = [];
  await storage.transaction({
    run: async (db) => {
      for (let c = 0; c < companyCount; c++) {
        await db.insert({
          type: 'company',
          values: { name: `Company ${c + 1}`, created_at: now, updated_at: now },
        });
      }
      for (let u = 0; u < userCount; u++) {
        users.push(
          await db.insert({
            type: 'user',
            values: {
              username: `user${u + 1}`,
              name: `User ${u + 1}`,
              email: `user${u + 1}@bench.test`,
              role: u < companyCount ? 'admin' : 'member',
              company_id: (u % companyCount) + 1,
              created_at: now,
              updated_at: now,
            },
          }),
        );
      }
    },
  });
  const batch = 10_000;
  for (let start = 0; start < documents; start += batch) {
    await storage.transaction({
      run: async (db) => {
        for (let d = start; d < Math.min(documents, start + batch); d++) {
          const user = users[d % users.length];
          // Spread creation times over a year so sorting on created_at has work to do.
          const createdAt = new Date(now.getTime() - (documents - d) * 300_000);
          await db.insert({
            type: 'document',
            values: {
              title: `Document ${d + 1}`,
              description: 'Benchmark document',
              company_id: user.company_id,
              created_by: user.id,
              updated_by: user.id,
              document_date: createdAt,
              created_at: createdAt,
              updated_at: createdAt,
            },
          });
        }
      },
    });
    process.stderr.write(`\rseeding documents: ${Math.min(documents, start + batch)}/${documents}`);
  }
  const member = users[companyCount];
  const heavy = users[companyCount * 2];
  await seedHeavyMember({ storage, heavy, count: heavyDocuments, now });
  await seedShares({ storage, members: [member, heavy], count: shares, now });
  const seconds = (Date.now() - started) / 1000;
  process.stderr.write(
    `\nseeded ${documents} documents, ${userCount} users, ${companyCount} companies in ${seconds.toFixed(1)} s\n`,
  );
  const admin = users[member.company_id - 1];
  const keys = createKeyService({ storage });
  const memberKey = (await keys.create({ userId: member.id })).key;
  const heavyKey = (await keys.create({ userId: heavy.id })).key;
  const adminKey = (await keys.create({ userId: admin.id })).key;
  const ownDocument = await firstOwnedBy(storage, member);
  const heavyDocument = await firstOwnedBy(storage, heavy);
  await analyze(storage, url);
  await storage.close();
  return { member, admin, memberKey, adminKey, ownDocument, heavyKey, heavyDocument, seconds };
}

/**
 * Server databases: the planner's statistics brought up to date, as autovacuum (PostgreSQL) or InnoDB's
 * sampling (MariaDB) would soon after a bulk load; with the statistics of the empty tables the page
 * of a company scans all of its documents.
 */
async function analyze(storage, url) {
  if (url.startsWith('postgres')) {
    await (await storage.nativeClient()).query('ANALYZE');
  } else if (url.startsWith('mysql') || url.startsWith('mariadb')) {
    const pool = (await storage.nativeClient()).promise();
    const [tables] = await pool.query(
      'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
    );
    await pool.query(`ANALYZE TABLE ${tables.map(({ name }) => `\`${name}\``).join(', ')}`);
  }
}

async function firstOwnedBy(storage, user) {
  const [document] = await storage.findMany({
    type: 'document',
    filter: { op: 'eq', field: 'created_by', value: user.id },
    limit: 1,
  });
  return document;
}

/** `count` more documents owned by `heavy`. */
async function seedHeavyMember({ storage, heavy, count, now }) {
  await storage.transaction({
    run: async (db) => {
      for (let d = 0; d < count; d++) {
        await db.insert({
          type: 'document',
          values: {
            title: `Heavy document ${d + 1}`,
            description: 'Benchmark document',
            company_id: heavy.company_id,
            created_by: heavy.id,
            updated_by: heavy.id,
            document_date: now,
            created_at: now,
            updated_at: now,
          },
        });
      }
    },
  });
}

/** `count` read shares to each member, of documents of their company that others own. */
async function seedShares({ storage, members, count, now }) {
  const others = await storage.findMany({
    type: 'document',
    filter: {
      op: 'and',
      filters: [
        { op: 'eq', field: 'company_id', value: members[0].company_id },
        { op: 'nin', field: 'created_by', values: members.map((m) => m.id) },
      ],
    },
    sort: [],
    limit: count,
  });
  await storage.transaction({
    run: async (db) => {
      for (const member of members) {
        for (const document of others) {
          await db.insert({
            type: 'share',
            values: {
              document_id: document.id,
              user_id: member.id,
              group_id: null,
              permission: 'read',
              created_by: document.created_by,
              created_at: now,
            },
          });
        }
      }
    },
  });
}
