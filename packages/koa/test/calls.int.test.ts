import { defaultRecordTypes } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { api, createWorld, useWorld, type World } from './world.js';

const world = useWorld();

describe('the seven calls, for every default type', () => {
  // Valid create bodies per type; a function where the body needs ids of the world.
  const bodies: Record<
    string,
    (w: World) => Promise<Record<string, unknown>> | Record<string, unknown>
  > = {
    document: () => ({
      title: 'Annual report',
      description: 'Numbers',
      document_date: '2026-03-01T10:00:00+01:00',
    }),
    user: () => ({ username: 'frank', role: 'member', name: 'Frank', email: 'frank@example.test' }),
    'classification-code': () => ({ code: 'X-1', name: 'Misc' }),
    principal: () => ({ name: 'Town hall' }),
    group: () => ({ name: 'Auditors' }),
    'group-member': async (w) => {
      const group = await w.seed(w.people.alice.actor, 'group', { name: 'Board' });
      return { group_id: group.id, user_id: w.people.bob.actor.userId };
    },
    share: async (w) => {
      const doc = await w.seed(w.people.alice.actor, 'document', { title: 'Shared' });
      return { document_id: doc.id, user_id: w.people.carol.actor.userId, permission: 'read' };
    },
  };
  const updates: Record<string, Record<string, unknown>> = {
    document: { title: 'Annual report, final' },
    user: { name: 'Frank F.' },
    'classification-code': { name: 'Miscellaneous' },
    principal: { name: 'Town hall (east)' },
    group: { name: 'Auditors 2026' },
    'group-member': {},
    share: { permission: 'write' },
  };

  for (const type of defaultRecordTypes.filter((t) => t.name !== 'company')) {
    it(`${type.name}: info, create, view, list, list-objects, update, delete`, async () => {
      const { key } = world.people.alice;
      const info = await world.call('OPTIONS', api(type.name, 'info'), { key });
      expect(info.status).toBe(200);
      expect(info.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(info.body.modelClass).toBe(type.modelClass);
      expect(Object.keys(info.body.attributes)).toEqual(type.visibleFields.map((f) => f.name));
      expect(info.body.expandable).toEqual(
        Object.fromEntries(type.references.map((r) => [r.field, `${r.name}.*`])),
      );
      expect((await world.call('GET', api(type.name, 'info'), { key })).body).toEqual(info.body);

      const created = await world.call('POST', api(type.name, 'create'), {
        key,
        json: await bodies[type.name]!(world),
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.id as number;
      expect(created.headers.get('location')).toBe(
        `${world.publicUrl}${api(type.name, 'view', `id=${id}`)}`,
      );

      const viewed = await world.call('GET', api(type.name, 'view', `id=${id}`), { key });
      expect(viewed.status).toBe(200);
      expect(viewed.body).toEqual(created.body);

      const listed = await world.call('GET', api(type.name), { key });
      expect(listed.status).toBe(200);
      expect(listed.body.map((r: { id: number }) => r.id)).toContain(id);
      expect(Number(listed.headers.get('x-pagination-total-count'))).toBe(listed.body.length);

      for (const reference of type.references) {
        const targetId = viewed.body[reference.field];
        if (targetId === null) continue;
        const followed = await world.call(
          'GET',
          api(type.name, 'list-objects', `id=${id}&attribute=${reference.field}`),
          { key },
        );
        expect(followed.status, `${reference.field}: ${followed.text}`).toBe(200);
        const direct = await world.call('GET', api(reference.target, 'view', `id=${targetId}`), {
          key,
        });
        // docs/interface.md, "Calls": equal to the view call of the referenced record.
        expect(followed.body).toEqual(direct.body);
      }

      const updated = await world.call('POST', api(type.name, 'update', `id=${id}`), {
        key,
        json: updates[type.name],
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body).toMatchObject(updates[type.name]!);

      const deleted = await world.call('DELETE', api(type.name, 'delete', `id=${id}`), { key });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect((await world.call('GET', api(type.name, 'view', `id=${id}`), { key })).status).toBe(
        404,
      );
    });
  }

  it('company: members and admins view and list their own company; nobody creates, renames or deletes one over HTTP', async () => {
    const { key } = world.people.bob;
    const acmeId = world.companies.acme.id as number;
    const listed = await world.call('GET', api('company'), { key });
    expect(listed.body.map((c: { name: string }) => c.name)).toEqual(['Acme']);
    expect(
      (await world.call('GET', api('company', 'view', `id=${acmeId}`), { key })).body.name,
    ).toBe('Acme');
    const admin = world.people.alice.key;
    const renamed = await world.call('POST', api('company', 'update', `id=${acmeId}`), {
      key: admin,
      json: { name: 'Acme Corp' },
    });
    // The name is changed with the CLI only (docs/access-policy.md, "Guards").
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toContain('recordgate company rename');
    expect(
      (await world.call('POST', api('company', 'create'), { key: admin, json: { name: 'New' } }))
        .status,
    ).toBe(403);
    expect(
      (await world.call('DELETE', api('company', 'delete', `id=${acmeId}`), { key: admin })).status,
    ).toBe(403);
  });

  it('company: has no list-objects call (no reference fields), as /openapi.json says', async () => {
    const paths = (await world.call('GET', '/openapi.json')).body.paths as object;
    expect(Object.keys(paths)).not.toContain(api('company', 'list-objects'));
    const path = api('company', 'list-objects', `id=${world.companies.acme.id}&attribute=x`);
    const got = await world.call('GET', path, { key: world.people.bob.key });
    expect(got.status).toBe(404);
    expect(got.body.message).toBe(
      'There is no call at /company/api/default/list-objects. Calls live under /{CONTROLLER}/api/default; the API reference is at /docs.',
    );
  });
});

describe('server-maintained fields', () => {
  it('sets uuid, company, creator and times on create and keeps them on update', async () => {
    const { key, actor } = world.people.bob;
    const created = await world.call('POST', api('document', 'create'), {
      key,
      json: { title: 'Mine' },
      headers: { dateFormat: 'php:c' },
    });
    expect(created.body).toMatchObject({
      company_id: actor.companyId,
      created_by: actor.userId,
      updated_by: actor.userId,
    });
    expect(created.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    const updated = await world.call('POST', api('document', 'update', `id=${created.body.id}`), {
      key,
      body: 'title=Mine%2C+renamed',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', dateFormat: 'php:c' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Mine, renamed',
      uuid: created.body.uuid,
      created_at: created.body.created_at,
    });
  });
});

describe('shaping headers', () => {
  it('expands references with all or named fields, restricts fields, formats dates and adds hrefs', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', {
      title: 'Shaped',
      document_date: '2026-11-22T01:27:40Z',
    });
    const path = api('document', 'view', `id=${doc.id}`);

    const plain = await world.call('GET', path, { key });
    expect(plain.body.document_date).toBe('22.11.2026 01:27:40');
    expect(plain.body).not.toHaveProperty('createdBy');

    const expanded = await world.call('GET', path, {
      key,
      headers: { expand: 'createdBy.*,company.name' },
    });
    expect(expanded.body.createdBy).toMatchObject({
      id: actor.userId,
      username: 'bob',
      name: 'BOB',
    });
    expect(expanded.body.createdBy).not.toHaveProperty('secret_hash');
    expect(expanded.body.company).toEqual({ name: 'Acme' });

    const byFieldName = await world.call('GET', path, {
      key,
      headers: { expand: 'created_by.username' },
    });
    expect(byFieldName.body.createdBy).toEqual({ username: 'bob' });

    const yiiForm = await world.call('GET', path, {
      key,
      headers: { fields: 'id,title,createdBy.email', expand: 'createdBy' },
    });
    expect(yiiForm.body).toEqual({
      id: doc.id,
      title: 'Shaped',
      createdBy: { email: 'bob@example.test' },
    });

    const empty = await world.call('GET', path, {
      key,
      headers: { expand: 'principal.*', fields: 'id' },
    });
    expect(empty.body).toEqual({ id: doc.id, principal: null });

    const dates = await world.call('GET', path, {
      key,
      headers: {
        fields: 'document_date,created_at',
        dateFormat: 'php:Y-m-d',
        dateFields: 'document_date',
      },
    });
    expect(dates.body.document_date).toBe('2026-11-22');
    expect(dates.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const href = await world.call('GET', path, {
      key,
      headers: { href: 'true', fields: 'id', expand: 'createdBy.id' },
    });
    expect(href.body).toEqual({
      id: doc.id,
      href: `${world.publicUrl}/document/api/default/view?id=${doc.id}`,
      createdBy: {
        id: actor.userId,
        href: `${world.publicUrl}/user/api/default/view?id=${actor.userId}`,
      },
    });
  });

  it('applies to create, update, list and list-objects responses', async () => {
    const { key } = world.people.bob;
    const headers = { fields: 'id,title', expand: 'createdBy.username' };
    const created = await world.call('POST', api('document', 'create'), {
      key,
      json: { title: 'Via create' },
      headers,
    });
    expect(created.body).toEqual({
      id: created.body.id,
      title: 'Via create',
      createdBy: { username: 'bob' },
    });
    const updated = await world.call('POST', api('document', 'update', `id=${created.body.id}`), {
      key,
      json: { title: 'Via update' },
      headers,
    });
    expect(updated.body).toEqual({
      id: created.body.id,
      title: 'Via update',
      createdBy: { username: 'bob' },
    });
    const listed = await world.call('GET', api('document'), { key, headers });
    expect(listed.body.every((r: object) => Object.keys(r).join() === 'id,title,createdBy')).toBe(
      true,
    );
    const followed = await world.call(
      'GET',
      api('document', 'list-objects', `id=${created.body.id}&attribute=createdBy`),
      {
        key,
        headers: { expand: 'company.name', fields: 'username' },
      },
    );
    expect(followed.body).toEqual({ username: 'bob', company: { name: 'Acme' } });
  });
});

describe('a type added by the installation', () => {
  it('gets all seven calls without touching the engine', async () => {
    const { defineRecordType } = await import('@recordgate/core');
    const invoice = defineRecordType({
      name: 'invoice',
      modelClass: 'acme.models.Invoice',
      searchClass: 'acme.models.InvoiceSearch',
      lookupField: 'number',
      fields: [
        {
          name: 'number',
          type: 'string',
          required: true,
          maxLength: 20,
          label: { en: 'Number', de: 'Nummer' },
        },
        {
          name: 'amount_cents',
          type: 'integer',
          required: true,
          label: { en: 'Amount', de: 'Betrag' },
        },
        { name: 'paid', type: 'boolean', label: { en: 'Paid', de: 'Bezahlt' } },
        {
          name: 'document_id',
          type: 'reference',
          references: 'document',
          label: { en: 'Document', de: 'Dokument' },
        },
        {
          name: 'company_id',
          type: 'reference',
          references: 'company',
          auto: 'company',
          label: { en: 'Company', de: 'Firma' },
        },
        {
          name: 'created_by',
          type: 'reference',
          references: 'user',
          auto: 'createdBy',
          label: { en: 'Created by', de: 'Erstellt von' },
        },
        {
          name: 'created_at',
          type: 'datetime',
          auto: 'createdAt',
          label: { en: 'Created at', de: 'Erstellt am' },
        },
      ],
    });
    const custom = await createWorld({ types: [...defaultRecordTypes, invoice] });
    try {
      const { key, actor } = custom.people.bob;
      const doc = await custom.seed(actor, 'document', { title: 'Invoice scan' });
      const created = await custom.call('POST', api('invoice', 'create'), {
        key,
        json: { number: 'INV-1', amount_cents: '1250', paid: 'false', document_id: doc.id },
        headers: { expand: 'document.title' },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({
        number: 'INV-1',
        amount_cents: 1250,
        paid: false,
        company_id: actor.companyId,
        document: { title: 'Invoice scan' },
      });
      const id = created.body.id;
      expect((await custom.call('GET', api('invoice', 'view', `id=${id}`), { key })).status).toBe(
        200,
      );
      expect((await custom.call('GET', api('invoice'), { key })).body).toHaveLength(1);
      expect(
        (
          await custom.call('GET', api('invoice', 'list-objects', `id=${id}&attribute=document`), {
            key,
          })
        ).body.title,
      ).toBe('Invoice scan');
      expect(
        (await custom.call('OPTIONS', api('invoice', 'info'), { key })).body.expandable,
      ).toEqual({
        document_id: 'document.*',
        company_id: 'company.*',
        created_by: 'createdBy.*',
      });
      expect(
        (
          await custom.call('POST', api('invoice', 'update', `id=${id}`), {
            key,
            json: { paid: true },
          })
        ).body.paid,
      ).toBe(true);
      // Another company sees none of it.
      const erin = custom.people.erin.key;
      expect(
        (await custom.call('GET', api('invoice', 'view', `id=${id}`), { key: erin })).status,
      ).toBe(404);
      expect((await custom.call('GET', api('invoice'), { key: erin })).body).toEqual([]);
      expect(
        (await custom.call('DELETE', api('invoice', 'delete', `id=${id}`), { key })).status,
      ).toBe(204);
    } finally {
      await custom.close();
    }
  });
});
