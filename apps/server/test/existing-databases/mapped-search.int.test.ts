import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { testDatabases } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOk } from '../run-cli-in-process.js';
import { serveVendor, vendorApplication, vendorUsers, writeVendorTypes } from './vendor-docs.js';

// Content search on a table another application owns: the index lives in RecordGate's own tables
// (`rg_Docs_search`), RecordGate's writes keep it, `search reindex --type document` brings in what
// the other application inserted, changed or deleted, and every match still passes the type's
// `where` and the access filter.

const dir = mkdtempSync(join(tmpdir(), 'recordgate-mapped-search-'));
const { databases, dropAll } = testDatabases({
  suite: 'search on a mapped table',
  createScratchDatabase,
});
afterAll(async () => {
  await dropAll();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(databases)(
  'content search on a table another application owns, on $label',
  (database) => {
    let url: string;
    let types: string;
    let before: unknown;
    let other: Awaited<ReturnType<typeof vendorApplication>>;
    let served: Awaited<ReturnType<typeof serveVendor>>;
    const ids: Record<string, number> = {};

    const found = async (user: string, words: string) => {
      const response = await served.call(user, `/document/api/default?search=${words}&sort=id`);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await served.json(response)).map((d) => d.title);
    };
    const counted = async (user: string, words: string) => {
      const head = await served.call(user, `/document/api/default?search=${words}&per-page=5`, {
        method: 'HEAD',
      });
      return head.headers.get('x-pagination-total-count');
    };
    const reindex = () => cliOk(['search', 'reindex', '--type', 'document', '--types', types], url);
    const indexRows = async () => {
      const [row] = await other.sql(`SELECT COUNT(*) AS n FROM ${other.q('rg_Docs_search')}`);
      return Number(row!.n);
    };

    beforeAll(async () => {
      url = (await database.create()).url;
      other = await vendorApplication(url, database.name);
      await other.create();
      before = await other.dump();
      types = writeVendorTypes(dir, `types-${database.name}`);
      await cliOk(['migrate', '--types', types], url);
      const keys = await vendorUsers(url, types);
      served = await serveVendor(url, types, keys);
    });
    afterAll(async () => {
      await served?.server.close();
      await other?.close();
    });

    it("indexes RecordGate's own writes in its own tables", async () => {
      for (const title of ['Marimba quarterly report', 'Marimba draft']) {
        const created = await served.call('ann', '/document/api/default/create', {
          method: 'POST',
          body: JSON.stringify({ title, body: 'percussion' }),
        });
        expect(created.status).toBe(201);
        ids[title] = (await served.json(created)).id as number;
      }
      expect(await found('ann', 'marimba')).toEqual(['Marimba quarterly report', 'Marimba draft']);
      expect(await found('amy', 'percuss')).toHaveLength(2);
      expect(await indexRows()).toBe(2);
    });

    it('finds what the other application changed after `search reindex --type`, and drops what it deleted', async () => {
      const { sql, q, insert } = other;
      await insert({ firm: 1, heading: 'Marimba inventory', owner: 2 });
      // A folder row of the same table: not a document, never found.
      await insert({ firm: 1, kind: 2, heading: 'Marimba folder', owner: 2 });
      await sql(
        `UPDATE ${q('Docs')} SET ${q('Heading')} = 'Xylophone report' WHERE ${q('DocID')} = ?`,
        [ids['Marimba quarterly report']],
      );
      await sql(`DELETE FROM ${q('Docs')} WHERE ${q('DocID')} = ?`, [ids['Marimba draft']]);
      // Until the reindex the index holds what RecordGate last wrote; a deleted row is never served.
      expect(await found('ann', 'marimba')).toEqual(['Xylophone report']);
      expect(await found('ann', 'xylophone')).toEqual([]);
      const printed = await reindex();
      expect(printed).toContain('Indexed 2 document records.');
      expect(printed).toContain(
        'Dropped 1 document records no longer in the table from the index.',
      );
      expect(await found('ann', 'marimba')).toEqual(['Marimba inventory']);
      expect(await found('ann', 'xylophone')).toEqual(['Xylophone report']);
      expect(await counted('amy', 'marimba')).toBe('1');
      expect(await indexRows()).toBe(2);
    });

    it('lets another company and a member without a share learn nothing, not even a count', async () => {
      for (const user of ['gus', 'bob']) {
        expect(await found(user, 'marimba')).toEqual([]);
        expect(await found(user, 'xylophone')).toEqual([]);
        expect(await counted(user, 'marimba')).toBe('0');
        const streamed = await served.call(user, '/document/api/default?search=percussion');
        expect(streamed.headers.get('x-pagination-total-count')).toBe('0');
      }
      // The other application moves a document to Globex: Acme stops finding it at once, Globex
      // finds it after the reindex.
      const { sql, q } = other;
      await sql(
        `UPDATE ${q('Docs')} SET ${q('Firm')} = 2 WHERE ${q('Heading')} = 'Marimba inventory'`,
      );
      expect(await found('amy', 'marimba')).toEqual([]);
      expect(await counted('amy', 'marimba')).toBe('0');
      expect(await found('ann', 'marimba')).toEqual([]);
      await reindex();
      expect(await found('gus', 'marimba')).toEqual(['Marimba inventory']);
      expect(await found('amy', 'marimba')).toEqual([]);
    });

    it("leaves the other application's table exactly as it was", async () => {
      expect(await other.dump()).toEqual(before);
    });
  },
);
