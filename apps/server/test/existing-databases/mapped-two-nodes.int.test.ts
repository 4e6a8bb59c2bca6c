import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer, type RunningServer } from '@recordgate/server';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { seeddmsRows, seeddmsTables, seeddmsTypes, testDatabases } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOk } from '../run-cli-in-process.js';
import { vendorApplication, type Row } from './vendor-docs.js';

// Two nodes serving one SeedDMS database, each asked right after the other application changed its
// tables with plain SQL. On PostgreSQL and MariaDB RecordGate keeps keys, references and counts under
// its own change signal (ADR 0038), which those writes never send; SQLite's change version counts
// them. Nothing either node kept may hide them.

const dir = mkdtempSync(join(tmpdir(), 'recordgate-mapped-two-nodes-'));
const { databases, dropAll } = testDatabases({ suite: 'two nodes', createScratchDatabase });
afterAll(async () => {
  await dropAll();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(databases)('two nodes on one $label database of another application', (database) => {
  let url: string;
  let nodes: RunningServer[] = [];
  let other: Awaited<ReturnType<typeof vendorApplication>>;
  const keys: Record<string, string> = {};
  const call = (node: RunningServer, user: string, path: string, init: RequestInit = {}) =>
    fetch(`${node.url}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${keys[user]}`, ...init.headers },
    });
  const json = async (response: Response) => (await response.json()) as Row & Row[];
  /** What each node answers, in node order. */
  const onBoth = <T>(ask: (node: RunningServer) => Promise<T>) => Promise.all(nodes.map(ask));
  const count = (node: RunningServer, user = 'admin') =>
    call(node, user, '/document/api/default?per-page=1', { method: 'HEAD' }).then((r) =>
      Number(r.headers.get('x-pagination-total-count')),
    );
  const titles = async (node: RunningServer, user = 'admin') =>
    (await json(await call(node, user, '/document/api/default?sort=id'))).map((d) => d.title);
  const view = (node: RunningServer, id: number) =>
    call(node, 'admin', `/document/api/default/view?id=${id}`, {
      headers: { expand: 'createdBy', fields: 'id,title,createdBy.username,createdBy.name' },
    });
  const owner = async (node: RunningServer, id: number) =>
    (
      await json(
        await call(
          node,
          'admin',
          `/document/api/default/list-objects?id=${id}&attribute=createdBy`,
        ),
      )
    ).username;
  /** Asks everything once on both nodes, so that whatever a node keeps is kept. */
  const warm = async () => {
    for (let i = 0; i < 2; i++) {
      await onBoth(async (node) => {
        await count(node);
        await titles(node);
        await titles(node, 'guest');
        await view(node, 1);
        await owner(node, 1);
      });
    }
  };

  beforeAll(async () => {
    url = (await database.create()).url;
    other = await vendorApplication(url, database.name);
    for (const statement of [...seeddmsTables(database.name), ...seeddmsRows(database.name)]) {
      await other.sql(statement);
    }
    const types = join(dir, `seeddms-${database.name}.json`);
    const file = {
      tenancy: 'single',
      defaults: false,
      ownTablesPrefix: 'rg_',
      types: seeddmsTypes,
    };
    writeFileSync(types, JSON.stringify(file));
    await cliOk(['migrate', '--types', types], url);
    for (const user of ['admin', 'ann', 'guest']) {
      const out = await cliOk(
        ['key', 'create', '--username', user, '--json', '--types', types],
        url,
      );
      keys[user] = (JSON.parse(out) as { key: string }).key;
    }
    const config = loadConfig({
      DATABASE_URL: url,
      PORT: '0',
      LOG_LEVEL: 'silent',
      RECORD_TYPES: types,
    });
    nodes = [await startServer(config), await startServer(config)];
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await other?.close();
  });

  it('shows rows the other application inserts, updates and deletes on the very next call of either node', async () => {
    const { sql, q } = other;
    await warm();
    const [before] = await onBoth((node) => count(node));
    await sql(
      `INSERT INTO ${q('tblDocuments')} (${q('name')}, ${q('date')}, ${q('owner')}, ${q('folderList')}, ${q('keywords')}) VALUES ('Memo', 1710000000, 2, ':1:', '')`,
    );
    const [row] = await sql(`SELECT MAX(${q('id')}) AS id FROM ${q('tblDocuments')}`);
    const id = Number(row!.id);
    expect(await onBoth((node) => count(node))).toEqual([before! + 1, before! + 1]);
    expect((await onBoth((node) => titles(node))).map((t) => t.at(-1))).toEqual(['Memo', 'Memo']);
    expect(await onBoth((node) => titles(node, 'ann'))).toEqual([
      ['Lease', 'Memo'],
      ['Lease', 'Memo'],
    ]);
    await warm();
    await sql(
      `UPDATE ${q('tblDocuments')} SET ${q('name')} = 'Memo 2', ${q('owner')} = 1 WHERE ${q('id')} = ?`,
      [id],
    );
    await sql(
      `UPDATE ${q('tblUsers')} SET ${q('fullName')} = 'Root' WHERE ${q('login')} = 'admin'`,
    );
    for (const response of await onBoth((node) => view(node, id))) {
      expect(await json(response)).toEqual({
        id,
        title: 'Memo 2',
        createdBy: { username: 'admin', name: 'Root' },
      });
    }
    expect(await onBoth((node) => owner(node, id))).toEqual(['admin', 'admin']);
    expect(await onBoth((node) => titles(node, 'ann'))).toEqual([['Lease'], ['Lease']]);
    await warm();
    await sql(`DELETE FROM ${q('tblDocuments')} WHERE ${q('id')} = ?`, [id]);
    expect((await onBoth((node) => view(node, id))).map((r) => r.status)).toEqual([404, 404]);
    expect(await onBoth((node) => count(node))).toEqual([before, before]);
  });

  it("applies a user's role changed with plain SQL at the very next key check of either node", async () => {
    const { sql, q } = other;
    const role = (value: number) =>
      sql(`UPDATE ${q('tblUsers')} SET ${q('role')} = ? WHERE ${q('login')} = 'guest'`, [value]);
    const statuses = () =>
      onBoth(async (node) => (await call(node, 'guest', '/document/api/default')).status);
    await warm();
    // A role no mapping names authenticates nobody; an admin sees every document.
    await role(7);
    expect(await statuses()).toEqual([401, 401]);
    await role(1);
    const all = (await titles(nodes[0]!)).length;
    expect((await onBoth((node) => titles(node, 'guest'))).map((t) => t.length)).toEqual([
      all,
      all,
    ]);
    await warm();
    await role(2);
    expect(await onBoth((node) => titles(node, 'guest'))).toEqual([['Lease'], ['Lease']]);
    await sql(`DELETE FROM ${q('tblACLs')} WHERE ${q('userID')} = 3 AND ${q('targetType')} = 2`);
    expect(await onBoth((node) => titles(node, 'guest'))).toEqual([[], []]);
  });
});
