// Seeding shared by the benchmarks that fill an installation with documents (bench:lists,
// bench:search): the companies and users through the storage port, then documents in large
// transactions with progress on stderr, or on SQLite straight into the database file.
import Database from 'better-sqlite3';

/**
 * Inserts `companies` companies and `users` users (the first of each company its admin, the rest
 * members, spread over the companies in turn) inside `db`, a transaction; returns the users.
 */
export async function seedPeople(db, { companies, users: count, fields = () => ({}) }) {
  for (let c = 0; c < companies; c++)
    await db.insert({ type: 'company', values: { name: `Company ${c + 1}` } });
  const users = [];
  for (let u = 0; u < count; u++) {
    users.push(
      await db.insert({
        type: 'user',
        values: {
          username: `user${u + 1}`,
          role: u < companies ? 'admin' : 'member',
          company_id: (u % companies) + 1,
          ...fields(u),
        },
      }),
    );
  }
  return users;
}

/**
 * Calls `each(db, d)` for d = 0 … count-1 in transactions of `batch`, printing progress (with
 * `extra()` appended) on stderr; returns the seconds taken.
 */
export async function seedInBatches({ storage, count, batch, each, extra = () => '' }) {
  const started = Date.now();
  for (let start = 0; start < count; start += batch) {
    await storage.transaction({
      run: async (db) => {
        for (let d = start; d < Math.min(count, start + batch); d++) await each(db, d);
      },
    });
    progress(started, Math.min(count, start + batch), count, extra());
  }
  return (Date.now() - started) / 1000;
}

/**
 * The fast path on SQLite: inserts `count` documents and their search rows (`row(d)` gives
 * `{ title, companyId, userId, fields, file }`) with prepared statements in one transaction per
 * 50,000, straight into the file of a migrated installation whose storage is closed. The search
 * table's triggers fill the FTS5 index as a write through the port would. Returns the seconds taken.
 */
export function bulkSeedSqlite({ file, count, row }) {
  const started = Date.now();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const document = db.prepare(
    'INSERT INTO "document" ("title", "company_id", "created_by", "updated_by", "created_at", "updated_at") VALUES (?, ?, ?, ?, ?, ?)',
  );
  const search = db.prepare(
    'INSERT INTO "document_search" ("id", "fields", "file", "company") VALUES (?, ?, ?, ?)',
  );
  const batch = 50_000;
  for (let start = 0; start < count; start += batch) {
    db.transaction(() => {
      for (let d = start; d < Math.min(count, start + batch); d++) {
        const r = row(d);
        const now = new Date().toISOString();
        const { lastInsertRowid } = document.run(
          r.title,
          r.companyId,
          r.userId,
          r.userId,
          now,
          now,
        );
        search.run(lastInsertRowid, r.fields, r.file, r.companyId);
      }
    })();
    progress(started, Math.min(count, start + batch), count, '');
  }
  db.pragma('optimize');
  db.close();
  return (Date.now() - started) / 1000;
}

function progress(started, done, count, extra) {
  const rate = Math.round(done / Math.max(0.001, (Date.now() - started) / 1000));
  process.stderr.write(`\rseeding documents: ${done}/${count} (${rate}/s${extra})   `);
  if (done === count) process.stderr.write('\n');
}
