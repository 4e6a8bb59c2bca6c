// Seeds the benchmark data set into a fresh SQLite file through the storage port, in large
// transactions: the benchmark measures the server, not seeding.
import { createKeyService, defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';

/**
 * Creates `companies` companies, `users` users (the first user of each company is its admin) and
 * `documents` documents spread round-robin over the users, and mints one key for a member and one for
 * an admin of the same company. Progress goes to stderr.
 */
export async function seedDataSet({ url, documents, users: userCount, companies: companyCount }) {
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
  const seconds = (Date.now() - started) / 1000;
  process.stderr.write(
    `\nseeded ${documents} documents, ${userCount} users, ${companyCount} companies in ${seconds.toFixed(1)} s\n`,
  );
  const member = users[companyCount];
  const admin = users[member.company_id - 1];
  const keys = createKeyService({ storage });
  const memberKey = (await keys.create({ userId: member.id })).key;
  const adminKey = (await keys.create({ userId: admin.id })).key;
  const [ownDocument] = await storage.findMany({
    type: 'document',
    filter: { op: 'eq', field: 'created_by', value: member.id },
    limit: 1,
  });
  await storage.close();
  return { member, admin, memberKey, adminKey, ownDocument, seconds };
}
