import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer } from '@recordgate/server';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { seeddmsTypes } from '@recordgate/testing';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, cliOk } from '../run-cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-types-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** Writes `content` as a record-types file and returns its path. */
function typesFile(content: unknown): string {
  const path = join(dir, `types-${++n}.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const invoice = {
  name: 'invoice',
  modelClass: 'app.models.Invoice',
  searchClass: 'app.models.InvoiceSearch',
  fields: [
    {
      name: 'number',
      type: 'string',
      maxLength: 20,
      required: true,
      label: { en: 'Number', de: 'Nummer' },
    },
    { name: 'amount_due', type: 'integer' },
    { name: 'company_id', type: 'reference', references: 'company', auto: 'company' },
    { name: 'created_by', type: 'reference', references: 'user', auto: 'createdBy' },
  ],
};

describe('a record-types file (RECORD_TYPES, --types)', () => {
  it('has a JSON Schema, printed by "types schema", that files are checked against', async () => {
    const schema = JSON.parse(await cliOk(['types', 'schema'], join(dir, 'none.sqlite'))) as object;
    const validate = new Ajv2020({ strict: false }).compile(schema);
    expect(
      validate({ tenancy: 'single', defaults: false, types: seeddmsTypes }),
      JSON.stringify(validate.errors),
    ).toBe(true);
    expect(validate({ types: [invoice] })).toBe(true);
    expect(validate({ types: [{ ...invoice, tabel: 'x' }] })).toBe(false);
    expect(validate({ tenancy: 'one', types: [] })).toBe(false);
  });

  it('stops migrate and serve with every problem named by type, field and fix; doctor lists them all', async () => {
    const bad = typesFile({
      types: [
        { ...invoice, fields: [{ name: 'number', type: 'string', storedAss: 'x' }] },
        {
          ...invoice,
          name: 'receipt',
          fields: [{ name: 'paid', type: 'string', storedAs: 'unix-seconds' }],
        },
        { ...invoice, name: 'voucher', fields: [{ name: 'kind', type: 'strin' }] },
      ],
    });
    const db = join(dir, 'bad.sqlite');
    const migrate = await cli(['migrate', '--types', bad], db);
    expect(migrate.code).toBe(1);
    expect(migrate.err).toContain(
      `Record type "invoice", field "number", has unknown key "storedAss"`,
    );
    expect(migrate.err).toContain(
      `Record type "voucher", field "kind", "type" must be one of "integer", "string"`,
    );
    const doctor = await cli(['doctor'], db, { RECORD_TYPES: bad });
    expect(doctor.code).toBe(1);
    expect(doctor.out.match(/^problem: .*Record type/gm)).toHaveLength(2);
    // Checked further once its JSON is right: a stored form a string field cannot have.
    const inconsistent = typesFile({
      types: [{ ...invoice, fields: [{ name: 'paid', type: 'string', storedAs: 'unix-seconds' }] }],
    });
    const again = await cli(['doctor', '--types', inconsistent], db);
    expect(again.out).toContain(
      'problem: ' +
        inconsistent +
        ': Record type "invoice": field "paid" is stored as "unix-seconds", which only a datetime field can be: remove "storedAs" or make it a datetime field.',
    );
  });

  it('joins the default types, every table RecordGate creates carrying ownTablesPrefix', async () => {
    const file = typesFile({ ownTablesPrefix: 'rg_', types: [invoice] });
    const db = join(dir, 'joined.sqlite');
    await cliOk(['company', 'create', '--name', 'Acme', '--types', file], db);
    await cliOk(
      ['user', 'create', '--username', 'ann', '--company', 'Acme', '--role', 'admin'],
      db,
      { RECORD_TYPES: file },
    );
    const { key } = JSON.parse(
      await cliOk(['key', 'create', '--username', 'ann', '--json', '--types', file], db),
    ) as { key: string };
    const tables = await tablesOf(db);
    expect(tables.filter((name) => !name.startsWith('rg_'))).toEqual([]);
    expect(tables).toEqual(
      expect.arrayContaining([
        'rg_invoice',
        'rg_document',
        'rg_api_key',
        'rg_audit_event',
        'rg_recordgate_cursor',
        'rg_document_search',
        'rg_webhook',
      ]),
    );
    const server = await startServer(
      loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent', RECORD_TYPES: file }),
    );
    try {
      const auth = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
      const created = await fetch(`${server.url}/invoice/api/default/create`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ number: 'R-1', amount_due: 120 }),
      });
      expect(created.status).toBe(201);
      const info = await fetch(`${server.url}/invoice/api/default/info`, {
        method: 'OPTIONS',
        headers: auth,
      });
      // A field without a label is labelled with its name in words.
      expect(JSON.stringify(await info.json())).toContain('Amount due');
      expect((await fetch(`${server.url}/document/api/default`, { headers: auth })).status).toBe(
        200,
      );
    } finally {
      await server.close();
    }
  });

  it('serves only its own types with defaults: false', async () => {
    const file = typesFile({
      defaults: false,
      types: [{ ...invoice, fields: invoice.fields.slice(0, 2) }],
    });
    const db = join(dir, 'alone.sqlite');
    await cliOk(['migrate', '--types', file], db);
    const tables = await tablesOf(db);
    expect(tables).toEqual(['invoice', 'recordgate_cursor']);
  });

  it('serves the default types as one tenant with tenancy "single": no companies, no --company', async () => {
    const file = typesFile({ tenancy: 'single', types: [] });
    const db = join(dir, 'single.sqlite');
    const company = await cli(['company', 'create', '--name', 'Acme', '--types', file], db);
    expect(company.code).toBe(1);
    expect(company.err).toContain('one tenant');
    const user = await cliOk(
      ['user', 'create', '--username', 'ann', '--json', '--types', file],
      db,
    );
    expect(JSON.parse(user)).toEqual({ id: 1, username: 'ann', role: 'member' });
    await cliOk(['user', 'create', '--username', 'max', '--types', file], db);
    const keyOf = async (username: string) =>
      (
        JSON.parse(
          await cliOk(['key', 'create', '--username', username, '--json', '--types', file], db),
        ) as { key: string }
      ).key;
    const [ann, max] = [await keyOf('ann'), await keyOf('max')];
    const server = await startServer(
      loadConfig({ DATABASE_URL: db, PORT: '0', LOG_LEVEL: 'silent', RECORD_TYPES: file }),
    );
    try {
      const call = (key: string, path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const created = await call(ann, '/document/api/default/create', { title: 'Plan' });
      expect(created.status).toBe(201);
      expect(await created.json()).not.toHaveProperty('company_id');
      expect((await (await call(ann, '/document/api/default')).json()) as unknown[]).toHaveLength(
        1,
      );
      // Another member of the one tenant sees the users, not Ann's unshared document.
      expect((await (await call(max, '/document/api/default')).json()) as unknown[]).toHaveLength(
        0,
      );
      expect((await (await call(max, '/user/api/default')).json()) as unknown[]).toHaveLength(2);
      expect((await call(max, '/company/api/default')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

/** The names of the tables of a SQLite database, in order. */
async function tablesOf(db: string): Promise<string[]> {
  const storage = await createMikroOrmStorage({ url: db, types: [] });
  try {
    const rows = (await (
      await storage.orm()
    ).em
      .getConnection()
      .execute(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )) as { name: string }[];
    return rows.map((row) => row.name);
  } finally {
    await storage.close();
  }
}
