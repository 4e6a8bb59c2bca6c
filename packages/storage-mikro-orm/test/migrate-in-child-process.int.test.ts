import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { defaultRecordTypes, defineRecordType, isRecordError, where } from '@recordgate/core';
import { createMikroOrmStorage, type MikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';

// A type whose definition holds a function (as the webhook type's does): such types cannot be sent
// to another process as they are, only what their schema is made of.
const ticketType = defineRecordType({
  name: 'ticket',
  modelClass: 'app.models.Ticket',
  searchClass: 'app.models.TicketSearch',
  prepareWrite: async ({ values }) => ({ values }),
  indexes: [['state', 'opened_at']],
  uniques: [['code']],
  fields: [
    {
      name: 'code',
      type: 'string',
      maxLength: 32,
      required: true,
      label: { en: 'Code', de: 'Code' },
    },
    { name: 'state', type: 'string', maxLength: 16, label: { en: 'State', de: 'Status' } },
    { name: 'opened_at', type: 'datetime', label: { en: 'Opened', de: 'Geöffnet' } },
    {
      name: 'document_id',
      type: 'reference',
      references: 'document',
      label: { en: 'Document', de: 'Dokument' },
    },
  ],
});
const types = [...defaultRecordTypes, ticketType];

/** The schema of a SQLite file as SQLite keeps it: every table, index and trigger with its SQL. */
function schemaOf(file: string): unknown[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name').all();
  } finally {
    db.close();
  }
}

describe('migrate in a child process (a SQLite file)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-migrate-apart-'));
  const open: MikroOrmStorage[] = [];
  const storageAt = async (
    name: string,
    migrateInChildProcess: boolean,
    busyTimeoutMs?: number,
  ) => {
    const storage = await createMikroOrmStorage({
      url: join(dir, name),
      types,
      migrateInChildProcess,
      busyTimeoutMs,
    });
    open.push(storage);
    return storage;
  };
  afterAll(async () => {
    for (const storage of open) await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the schema migrate creates in process, statement for statement, then has nothing to do', async () => {
    const apart = await storageAt('apart.sqlite', true);
    const inProcess = await storageAt('in-process.sqlite', false);

    const first = await apart.migrate();
    expect(first.applied).toEqual((await inProcess.migrate()).applied);
    expect(first.applied.some((s) => s.includes('`ticket_state_opened_at_index`'))).toBe(true);
    expect(schemaOf(join(dir, 'apart.sqlite'))).toEqual(schemaOf(join(dir, 'in-process.sqlite')));
    expect((await apart.migrate()).applied).toEqual([]);
  });

  it('leaves the adapter working on the migrated file: writes, reads, unique conflicts', async () => {
    const storage = await storageAt('records.sqlite', true);
    await storage.migrate();
    const company = await storage.insert({ type: 'company', values: { name: 'Acme' } });
    const ticket = await storage.insert({
      type: 'ticket',
      values: { code: 'T-1', state: 'open', opened_at: new Date('2026-11-27T10:00:00Z') },
    });
    const [read] = await storage.findMany({ type: 'ticket', filter: where.eq('code', 'T-1') });
    expect(read).toMatchObject({ id: ticket.id, state: 'open' });
    expect(company.id).toBe(1);
    const conflict = await storage
      .insert({ type: 'ticket', values: { code: 'T-1' } })
      .catch((error: unknown) => error);
    expect(isRecordError(conflict) && conflict.code).toBe('conflict');
  });

  it('reports a failure of the child as the adapter reports it in process: a locked file is unavailable', async () => {
    const storage = await storageAt('locked.sqlite', true, 100);
    const holder = new Database(join(dir, 'locked.sqlite'));
    holder.exec('BEGIN IMMEDIATE');
    try {
      const failure = await storage.migrate().catch((error: unknown) => error);
      expect(isRecordError(failure) && failure.code).toBe('unavailable');
      expect((failure as Error).message).toMatch(/busy/i);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    // Once the lock is gone, the same adapter migrates.
    expect((await storage.migrate()).applied.length).toBeGreaterThan(0);
  });

  it('waits for a lock as configured when it migrates in process too (not the driver default of 5 s)', async () => {
    const storage = await storageAt('in-process-timeout.sqlite', false, 250);
    const orm = await storage.orm();
    const native = (await orm.em.getConnection().getNativeClient()) as {
      pragma(sql: string, options: { simple: true }): unknown;
    };
    expect(native.pragma('busy_timeout', { simple: true })).toBe(250);
    const holder = new Database(join(dir, 'in-process-timeout.sqlite'));
    holder.exec('BEGIN IMMEDIATE');
    try {
      const failure = await storage.migrate().catch((error: unknown) => error);
      expect(isRecordError(failure) && failure.code).toBe('unavailable');
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect((await storage.migrate()).applied.length).toBeGreaterThan(0);
  });
});
