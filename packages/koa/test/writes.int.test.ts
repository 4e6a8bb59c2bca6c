import { defaultRecordTypes, defineRecordType, type RecordType } from '@recordgate/core';
import { waitFor } from '@recordgate/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld } from './world.js';

/** A type of the installation with every server-maintained field and a reference to documents. */
const contract: RecordType = defineRecordType({
  name: 'contract',
  modelClass: 'acme.models.Contract',
  searchClass: 'acme.models.ContractSearch',
  lookupField: 'reference',
  fields: [
    {
      name: 'uuid',
      type: 'string',
      maxLength: 36,
      auto: 'uuid',
      label: { en: 'UUID', de: 'UUID' },
    },
    {
      name: 'reference',
      type: 'string',
      required: true,
      maxLength: 30,
      label: { en: 'Reference', de: 'Aktenzeichen' },
    },
    { name: 'value_cents', type: 'integer', label: { en: 'Value', de: 'Wert' } },
    {
      name: 'document_id',
      type: 'reference',
      references: 'document',
      label: { en: 'Document', de: 'Dokument' },
    },
    {
      name: 'principal_id',
      type: 'reference',
      references: 'principal',
      required: true,
      label: { en: 'Principal', de: 'Auftraggeber' },
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
      name: 'updated_by',
      type: 'reference',
      references: 'user',
      auto: 'updatedBy',
      label: { en: 'Updated by', de: 'Geändert von' },
    },
    {
      name: 'created_at',
      type: 'datetime',
      auto: 'createdAt',
      label: { en: 'Created at', de: 'Erstellt am' },
    },
    {
      name: 'updated_at',
      type: 'datetime',
      auto: 'updatedAt',
      label: { en: 'Updated at', de: 'Geändert am' },
    },
  ],
});

let townHall: number;
let harbour: number;
const world = useWorld({ types: [...defaultRecordTypes, contract] });
beforeAll(async () => {
  const { alice, dave } = world.people;
  townHall = (await world.seed(alice.actor, 'principal', { name: 'Town hall' })).id as number;
  harbour = (await world.seed(alice.actor, 'principal', { name: 'Harbour' })).id as number;
  // Globex has principals of the same names: never candidates for Acme's users.
  await world.seed(dave.actor, 'principal', { name: 'Town hall' });
  await world.seed(dave.actor, 'principal', { name: 'Globex only' });
});

const json = (data: unknown) => ({ json: data });
const view = (type: string, id: number, key = world.people.alice.key) =>
  world.call('GET', api(type, 'view', `id=${id}`), { key });

// A record of each type, created over HTTP by `key`.
const makers: Record<
  string,
  (key: string, title: string) => Promise<{ id: number; etag: string }>
> = {
  document: async (key, title) => {
    const r = await world.call('POST', api('document', 'create'), { key, ...json({ title }) });
    expect(r.status, r.text).toBe(201);
    return { id: r.body.id, etag: r.headers.get('etag')! };
  },
  contract: async (key, title) => {
    const r = await world.call('POST', api('contract', 'create'), {
      key,
      ...json({ reference: title, principal_id: townHall }),
    });
    expect(r.status, r.text).toBe(201);
    return { id: r.body.id, etag: r.headers.get('etag')! };
  },
};
const titleField: Record<string, string> = { document: 'title', contract: 'reference' };

describe.each(['document', 'contract'])('optimistic locking on %s', (type) => {
  const field = titleField[type]!;

  it('sends one ETag on create, view and update, and answers If-None-Match with 304', async () => {
    const { key } = world.people.bob;
    const { id, etag } = await makers[type]!(key, 'Tagged');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const viewed = await view(type, id, key);
    expect(viewed.headers.get('etag')).toBe(etag);

    const cached = await world.call('GET', api(type, 'view', `id=${id}`), {
      key,
      headers: { 'If-None-Match': `W/"other", ${etag}` },
    });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');
    expect(cached.headers.get('etag')).toBe(etag);
    // The tag names the record's version, not its shape: a cache keeps one answer per key and set of
    // shaping headers, so it never revalidates one shape with another's tag.
    const vary = 'Authorization, expand, fields, href, dateFormat, dateFields';
    expect(viewed.headers.get('vary')).toBe(vary);
    expect(cached.headers.get('vary')).toBe(vary);
    const weak = await world.call('GET', api(type, 'view', `id=${id}`), {
      key,
      headers: { 'If-None-Match': `W/${etag}` },
    });
    expect(weak.status).toBe(304);

    const updated = await world.call('POST', api(type, 'update', `id=${id}`), {
      key,
      ...json({ [field]: 'Tagged, changed' }),
    });
    expect(updated.status).toBe(200);
    const newTag = updated.headers.get('etag')!;
    expect(newTag).not.toBe(etag);
    const fresh = await world.call('GET', api(type, 'view', `id=${id}`), {
      key,
      headers: { 'If-None-Match': etag },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body[field]).toBe('Tagged, changed');
    expect(fresh.headers.get('etag')).toBe(newTag);
  });

  it('updates and deletes only with a current If-Match; a stale one is 412 and changes nothing', async () => {
    const { key } = world.people.bob;
    const { id, etag } = await makers[type]!(key, 'Locked');
    const first = await world.call('POST', api(type, 'update', `id=${id}`), {
      key,
      headers: { 'If-Match': etag },
      ...json({ [field]: 'Locked v2' }),
    });
    expect(first.status).toBe(200);

    const stale = await world.call('POST', api(type, 'update', `id=${id}`), {
      key,
      headers: { 'If-Match': etag },
      ...json({ [field]: 'Locked v3' }),
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      name: 'Precondition Failed',
      status: 412,
      message: expect.stringMatching(/changed since you read it/),
    });
    const staleDelete = await world.call('DELETE', api(type, 'delete', `id=${id}`), {
      key,
      headers: { 'If-Match': etag },
    });
    expect(staleDelete.status).toBe(412);
    const weakOnly = await world.call('POST', api(type, 'update', `id=${id}`), {
      key,
      headers: { 'If-Match': `W/${first.headers.get('etag')}` },
      ...json({ [field]: 'weak' }),
    });
    expect(weakOnly.status).toBe(412);
    const after = await view(type, id, key);
    expect(after.status).toBe(200);
    expect(after.body[field]).toBe('Locked v2');
    expect(after.headers.get('etag')).toBe(first.headers.get('etag'));

    const any = await world.call('POST', api(type, 'update', `id=${id}`), {
      key,
      headers: { 'If-Match': '*' },
      ...json({ [field]: 'Locked v4' }),
    });
    expect(any.status).toBe(200);
    const deleted = await world.call('DELETE', api(type, 'delete', `id=${id}`), {
      key,
      headers: { 'If-Match': `"nope", ${any.headers.get('etag')}` },
    });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await view(type, id, key)).status).toBe(404);
  });

  it('of two concurrent updates with the same If-Match, exactly one wins', async () => {
    const { key } = world.people.alice;
    for (let round = 0; round < 3; round++) {
      const { id, etag } = await makers[type]!(key, `Race ${round}`);
      const responses = await Promise.all(
        ['left', 'right'].map((side) =>
          world.call('POST', api(type, 'update', `id=${id}`), {
            key,
            headers: { 'If-Match': etag },
            ...json({ [field]: `Race ${round} ${side}` }),
          }),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 412]);
      const winner = responses.find((r) => r.status === 200)!;
      expect((await view(type, id)).body[field]).toBe(winner.body[field]);
    }
  });

  it('keeps 404 and 403 ahead of 412: If-Match tells a caller without access nothing', async () => {
    const { id } = await makers[type]!(world.people.bob.key, 'Private');
    // erin is of another company; carol is bob's colleague: she reads contracts of her company but
    // changes none, and reads no unshared document.
    const expected = { erin: 404, carol: type === 'document' ? 404 : 403 };
    for (const [name, status] of Object.entries(expected)) {
      const stranger = world.people[name as 'erin' | 'carol'];
      const response = await world.call('POST', api(type, 'update', `id=${id}`), {
        key: stranger.key,
        headers: { 'If-Match': '"stale"' },
        ...json({ [field]: 'x' }),
      });
      expect(response.status).toBe(status);
      const removed = await world.call('DELETE', api(type, 'delete', `id=${id}`), {
        key: stranger.key,
        headers: { 'If-Match': '"stale"' },
      });
      expect(removed.status).toBe(status);
    }
    const foreign = await world.call('GET', api(type, 'view', `id=${id}`), {
      key: world.people.erin.key,
      headers: { 'If-None-Match': '*' },
    });
    expect(foreign.status).toBe(404);
    expect((await view(type, id)).body[field]).toBe('Private');
  });
});

describe('conditional headers', () => {
  it('400 for a malformed If-Match and for a non-boolean ignore header', async () => {
    const { key } = world.people.bob;
    const { id } = await makers.document!(key, 'Headers');
    const malformed = await world.call('POST', api('document', 'update', `id=${id}`), {
      key,
      headers: { 'If-Match': '"open' },
      ...json({ title: 'x' }),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/If-Match/);
    const flag = await world.call('POST', api('document', 'create'), {
      key,
      headers: { ignoreMissingReference: 'maybe' },
      ...json({ title: 'x' }),
    });
    expect(flag.status).toBe(400);
    expect(flag.body.message).toMatch(/ignoreMissingReference must be "true" or "false"/);
    expect((await view('document', id, key)).body.title).toBe('Headers');
  });
});

describe('references given by value', () => {
  it('matches the lookup field, or the given fields, among readable records (JSON and form)', async () => {
    const { key } = world.people.bob;
    const code = await world.seed(world.people.alice.actor, 'classification-code', {
      code: 'FIN-1',
      name: 'Finance',
    });
    const byLookup = await world.call('POST', api('document', 'create'), {
      key,
      ...json({
        title: 'By value',
        principal: 'Town hall',
        classificationCode: { name: 'Finance' },
      }),
    });
    expect(byLookup.status, byLookup.text).toBe(201);
    expect(byLookup.body).toMatchObject({
      principal_id: townHall,
      classification_code_id: code.id,
    });

    const viaForm = await world.call('POST', api('contract', 'create'), {
      key,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `reference=C-1&principal[name]=Harbour&document=${encodeURIComponent('By value')}`,
    });
    expect(viaForm.status, viaForm.text).toBe(201);
    expect(viaForm.body).toMatchObject({ principal_id: harbour, document_id: byLookup.body.id });

    const byIdField = await world.call('POST', api('contract', 'update', `id=${viaForm.body.id}`), {
      key,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `principal[id]=${townHall}&document=`,
    });
    expect(byIdField.status, byIdField.text).toBe(200);
    expect(byIdField.body).toMatchObject({ principal_id: townHall, document_id: null });
  });

  it('422 when nothing readable matches; ignoreMissingReference leaves the field unset or unchanged', async () => {
    const { key } = world.people.bob;
    const before = (await world.call('GET', api('document'), { key })).body.length;
    for (const principal of ['Nobody', 'Globex only']) {
      const missing = await world.call('POST', api('document', 'create'), {
        key,
        ...json({ title: 'Missing', principal }),
      });
      expect(missing.status).toBe(422);
      expect(missing.body).toEqual([
        {
          field: 'principal',
          message: expect.stringMatching(/does not exist or is not accessible/),
        },
      ]);
    }
    expect((await world.call('GET', api('document'), { key })).body.length).toBe(before);

    const ignored = await world.call('POST', api('document', 'create'), {
      key,
      headers: { ignoreMissingReference: 'true' },
      ...json({ title: 'Ignored', principal: 'Nobody' }),
    });
    expect(ignored.status).toBe(201);
    expect(ignored.body.principal_id).toBeNull();

    const withPrincipal = await makers.contract!(key, 'C-keep');
    const unchanged = await world.call(
      'POST',
      api('contract', 'update', `id=${withPrincipal.id}`),
      {
        key,
        headers: { ignoreMissingReference: 'true' },
        ...json({ principal: 'Nobody', value_cents: '5' }),
      },
    );
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ principal_id: townHall, value_cents: 5 });

    // A required reference left unset on create is still blank.
    const required = await world.call('POST', api('contract', 'create'), {
      key,
      headers: { ignoreMissingReference: 'true' },
      ...json({ reference: 'C-none', principal: 'Nobody' }),
    });
    expect(required.status).toBe(422);
    expect(required.body).toEqual([{ field: 'principal', message: 'Principal cannot be blank.' }]);
  });

  it('several matches: the lowest id by default, 422 with ignoreDuplicateReference: false', async () => {
    const { key, actor } = world.people.bob;
    const first = await world.seed(world.people.alice.actor, 'principal', { name: 'Twin' });
    await world.seed(world.people.alice.actor, 'principal', { name: 'Twin' });
    const lowest = await world.call('POST', api('document', 'create'), {
      key,
      ...json({ title: 'Twins', principal: 'Twin' }),
    });
    expect(lowest.status).toBe(201);
    expect(lowest.body.principal_id).toBe(first.id);

    const strict = await world.call('POST', api('document', 'update', `id=${lowest.body.id}`), {
      key,
      headers: { ignoreDuplicateReference: 'false' },
      ...json({ title: 'Twins, strict', principal: 'Twin' }),
    });
    expect(strict.status).toBe(422);
    expect(strict.body).toEqual([
      { field: 'principal', message: expect.stringMatching(/matches several records/) },
    ]);
    // The failed update changed nothing, not even the title given alongside.
    expect((await view('document', lowest.body.id, key)).body.title).toBe('Twins');

    // Only readable records are candidates: bob reads his own documents, not carol's unshared ones.
    await world.seed(world.people.carol.actor, 'document', { title: 'Same title' });
    const mine = await world.seed(actor, 'document', { title: 'Same title' });
    const contractByDoc = await world.call('POST', api('contract', 'create'), {
      key,
      headers: { ignoreDuplicateReference: 'false' },
      ...json({ reference: 'C-doc', principal: 'Harbour', document: 'Same title' }),
    });
    expect(contractByDoc.status, contractByDoc.text).toBe(201);
    expect(contractByDoc.body.document_id).toBe(mine.id);
  });

  it('422 for server-owned reference names, for id and value together, and for bad values', async () => {
    const { key } = world.people.bob;
    const response = await world.call('POST', api('document', 'create'), {
      key,
      ...json({
        title: 'Bad refs',
        createdBy: 'alice',
        principal: ['Town hall'],
        classificationCode: { colour: 'red' },
        company: 'Globex',
      }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual([
      { field: 'createdBy', message: 'Created by is set by the server and cannot be written.' },
      { field: 'principal', message: expect.stringMatching(/lookup field or an object of fields/) },
      { field: 'classificationCode', message: expect.stringMatching(/code, name/) },
      { field: 'company', message: 'Company is set by the server and cannot be written.' },
    ]);
    const both = await world.call('POST', api('document', 'create'), {
      key,
      ...json({ title: 'Both', principal_id: townHall, principal: 'Town hall' }),
    });
    expect(both.status).toBe(422);
    expect(both.body).toEqual([
      { field: 'principal', message: 'Give either principal_id or principal, not both.' },
    ]);
  });
});

describe('server-maintained fields on a type added by the installation', () => {
  it('records the time of a change as it shows it, so the shown time finds the record', async () => {
    const { bob } = world.people;
    const created = await world.call('POST', api('document', 'create'), {
      key: bob.key,
      headers: { dateFormat: 'php:c' },
      ...json({ title: 'Found by its time' }),
    });
    expect(created.status).toBe(201);
    const { id, created_at: shown } = created.body as { id: number; created_at: string };
    for (const filter of [`[created_at]=${shown}`, `[created_at][lte]=${shown}`]) {
      const listed = await world.call(
        'GET',
        api('document', '', `filter[id]=${id}&filter${encodeURI(filter).replaceAll('+', '%2B')}`),
        { key: bob.key },
      );
      expect(listed.status, filter).toBe(200);
      expect(
        (listed.body as { id: number }[]).map((r) => r.id),
        filter,
      ).toEqual([id]);
    }
  });

  it('sets uuid, creator, updater and times; an update by another user changes only updater and time', async () => {
    const { bob, alice } = world.people;
    const created = await world.call('POST', api('contract', 'create'), {
      key: bob.key,
      headers: { dateFormat: 'php:Y-m-d\\TH:i:s.vP' },
      ...json({ reference: 'C-auto', principal: 'Town hall' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(
      `${world.publicUrl}/contract/api/default/view?id=${created.body.id}`,
    );
    expect(created.body).toMatchObject({
      created_by: bob.actor.userId,
      updated_by: bob.actor.userId,
      company_id: bob.actor.companyId,
    });
    expect(created.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // Times of changes are recorded to the second, as answers show them.
    expect(created.body.created_at).toMatch(/T\d\d:\d\d:\d\d\.000/);
    // The update happens in a later second than the create.
    await waitFor(() => Date.now() >= Date.parse(created.body.created_at) + 1000, {
      interval: 5,
    });
    const updated = await world.call('POST', api('contract', 'update', `id=${created.body.id}`), {
      key: alice.key,
      headers: {
        dateFormat: 'php:Y-m-d\\TH:i:s.vP',
        fields: 'id,uuid,created_by,updated_by,created_at,updated_at',
      },
      ...json({ value_cents: 100 }),
    });
    expect(updated.status).toBe(200);
    expect(Object.keys(updated.body).sort()).toEqual(
      ['created_at', 'created_by', 'id', 'updated_at', 'updated_by', 'uuid'].sort(),
    );
    expect(updated.body).toMatchObject({
      uuid: created.body.uuid,
      created_by: bob.actor.userId,
      updated_by: alice.actor.userId,
      created_at: created.body.created_at,
    });
    expect(updated.body.updated_at > created.body.updated_at).toBe(true);

    const forged = await world.call('POST', api('contract', 'update', `id=${created.body.id}`), {
      key: alice.key,
      ...json({
        uuid: 'x',
        created_by: alice.actor.userId,
        updated_at: '2020-01-01T00:00:00Z',
        id: 1,
      }),
    });
    expect(forged.status).toBe(422);
    expect(forged.body.map((p: { field: string }) => p.field)).toEqual([
      'uuid',
      'created_by',
      'updated_at',
      'id',
    ]);
  });
});
