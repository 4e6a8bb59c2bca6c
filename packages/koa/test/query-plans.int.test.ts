import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld, worldDatabase, type Person } from './world.js';

/**
 * "No full scans for the common cases" (lists at scale), checked where it is decided: the plan SQLite
 * makes for the statements a list request really runs. The statements are recorded on the way to the
 * driver, then explained with the same parameters. The plans are those of a new installation (no
 * planner statistics), as docs/benchmarks.md measures them.
 */

interface Ran {
  readonly sql: string;
  readonly params: unknown[];
}

interface NativeStatement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  iterate(...params: unknown[]): IterableIterator<unknown>;
}

interface NativeConnection {
  prepare(sql: string): NativeStatement;
}

let native: NativeConnection;
let ran: Ran[] = [];

const world = useWorld();
beforeAll(async () => {
  native = (await world.storage.nativeClient()) as NativeConnection;
  // Record every statement with its parameters (statements prepared from now on).
  const prepare = native.prepare.bind(native);
  native.prepare = (sql) => {
    const statement = prepare(sql);
    for (const method of ['all', 'get', 'iterate'] as const) {
      const run = statement[method].bind(statement) as (...p: unknown[]) => never;
      statement[method] = (...params: unknown[]) => {
        ran.push({ sql, params });
        return run(...params);
      };
    }
    return statement;
  };
  const { alice, bob, carol } = world.people;
  for (let n = 1; n <= 40; n++) {
    const owner = n % 2 === 0 ? bob : carol;
    await world.seed(owner.actor, 'document', { title: `Report ${n}` });
  }
  await world.seed(alice.actor, 'document', { title: 'Plan' });
});

/** The plan lines of each statement on the document table that a request (a list unless told) ran. */
async function plansOf(person: Person, query: string, call = ''): Promise<string[][]> {
  ran = [];
  const response = await world.call('GET', api('document', call, query), { key: person.key });
  expect(response.status).toBe(200);
  const statements = ran.filter((r) => /^SELECT .* FROM "document"/.test(r.sql));
  expect(statements.length).toBeGreaterThan(0);
  return statements.map(({ sql, params }) =>
    (native.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
      (row) => row.detail,
    ),
  );
}

describe.skipIf(worldDatabase !== 'sqlite')(
  "query plans of lists on SQLite (SQLite's planner only: skipped on the server databases, whose list figures are in docs/benchmarks.md)",
  () => {
    it("reaches a member's documents through the creator and share indexes, never by walking the company", async () => {
      for (const query of ['page=1&per-page=5', 'page=3&per-page=5&sort=-created_at']) {
        for (const plan of await plansOf(world.people.bob, query)) {
          expect(plan.join('\n'), query).not.toMatch(/^SCAN (document|share)\b/m);
          expect(plan.join('\n'), query).toMatch(/document_created_by_index/);
          expect(plan.join('\n'), query).toMatch(/share_user_id_index/);
          expect(plan.join('\n'), query).toMatch(/share_group_id_index/);
          // Walking the company's documents one by one was the plan before (110 ms at a million).
          expect(plan.join('\n'), query).not.toMatch(/USING INDEX document_company_id_index/);
        }
      }
    });

    it("pages a member's documents in id order from the top of each set, never the whole set", async () => {
      for (const query of ['page=3&per-page=5', 'page=2&per-page=5&sort=-id']) {
        const [page] = await plansOf(world.people.bob, query);
        const text = page!.join('\n');
        // Each set read in id order and cut: the member's own documents from the creator index,
        // with no sort of them (the whole set, sorted, grows with every document the member owns).
        expect(text, query).toMatch(
          /CO-ROUTINE [^\n]*\nSEARCH document USING (COVERING )?INDEX document_created_by_index \(created_by=\?\)\n(?!USE TEMP B-TREE)/,
        );
        expect(text, query).toMatch(/share_user_id_index/);
        expect(text, query).toMatch(/share_group_id_index/);
        expect(text, query).not.toMatch(/^SCAN (document|share)\b/m);
      }
      // Sorted on another column: each set read first and its rows by id, not the company's
      // documents walked in that order and tested against the member's sets.
      const [sorted] = await plansOf(world.people.bob, 'page=2&per-page=5&sort=-created_at');
      const text = sorted!.join('\n');
      expect(text).toMatch(
        /document_created_by_index \(created_by=\?\)\nSEARCH d USING INTEGER PRIMARY KEY/,
      );
      expect(text).toMatch(
        /share_user_id_index \(user_id=\?\)\nSEARCH d USING INTEGER PRIMARY KEY/,
      );
      expect(text).not.toMatch(/document_company_id_created_at_index/);
      // With a like too: from the member's sets, not the company's titles walked once per set.
      const [like] = await plansOf(world.people.bob, 'page=1&per-page=5&filter[title][like]=port');
      expect(like!.join('\n')).toMatch(/document_created_by_index \(created_by=\?\)/);
      expect(like!.join('\n')).not.toMatch(/document_company_id_title_index/);
    });

    it("checks a member's access to one document by probes, never by building the member's set", async () => {
      const [own] = await world.storage.findMany({
        type: 'document',
        filter: { op: 'eq', field: 'created_by', value: world.people.bob.actor.userId },
        limit: 1,
      });
      for (const call of ['view', 'list-objects']) {
        const query = `id=${String(own!.id)}${call === 'view' ? '' : '&attribute=createdBy'}`;
        for (const plan of await plansOf(world.people.bob, query, call)) {
          const text = plan.join('\n');
          expect(text, call).toMatch(/SEARCH document USING INTEGER PRIMARY KEY/);
          // The set form (the member's documents united, then searched) grows with every document
          // the member owns (docs/benchmarks.md, round 2).
          expect(text, call).not.toMatch(/UNION|COMPOUND/);
          // One index entry per probe: the document's shares to the member, to the member's groups.
          expect(text, call).toMatch(
            /share_document_id_user_id_index \(document_id=\? AND user_id=\?\)/,
          );
          expect(text, call).toMatch(
            /share_document_id_group_id_index \(document_id=\? AND group_id=\?\)/,
          );
        }
      }
    });

    it("reads an admin's pages and sorted pages from company indexes, not the whole table", async () => {
      const [page] = await plansOf(world.people.alice, 'page=2&per-page=5&sort=-created_at');
      expect(page!.join('\n')).toMatch(/document_company_id_created_at_index \(company_id=\?\)/);
      for (const plan of await plansOf(world.people.alice, 'page=1&per-page=5')) {
        expect(plan.join('\n')).not.toMatch(/^SCAN document\b/m);
      }
    });

    it('searches titles with like in the (company_id, title) index alone, for pages and counts', async () => {
      const plans = await plansOf(
        world.people.alice,
        'page=1&per-page=5&filter[title][like]=port 1',
      );
      for (const plan of plans) {
        expect(plan.join('\n')).toMatch(/COVERING INDEX document_company_id_title_index/);
      }
    });

    it('reads a document’s file versions, and one version, from the unique index of file_version', async () => {
      const body = new FormData();
      body.append('title', 'Versioned');
      body.append('file', new Blob(['v1']), 'v1.txt');
      const key = world.people.bob.key;
      const created = await world.call('POST', api('document', 'create'), { key, body });
      const id = created.body.id as number;
      for (const call of [`versions?id=${id}`, `download?id=${id}&version=1`]) {
        ran = [];
        const [name, query] = call.split('?');
        expect((await world.call('GET', api('document', name, query), { key })).status).toBe(200);
        const statements = ran.filter((r) => /FROM "file_version"/.test(r.sql));
        expect(statements.length, call).toBe(1);
        for (const { sql, params } of statements) {
          const plan = (
            native.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]
          ).map((row) => row.detail);
          expect(plan.join('\n'), call).toMatch(
            /file_version_record_type_record_id_version_unique/,
          );
          expect(plan.join('\n'), call).not.toMatch(/^SCAN file_version\b/m);
        }
      }
    });
  },
);
