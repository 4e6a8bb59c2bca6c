import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld } from './world.js';

type Json = Record<string, any>;

/**
 * What the reference page's "try it out" sends for an operation: every parameter's example (the
 * parameter's own, else its schema's first), the `id` of a record the caller may read, and the JSON
 * body's example. A deepObject example `{}` sends nothing.
 */
function exampleRequest(operation: Json, components: Json, id: number | undefined) {
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const entry of operation.parameters ?? []) {
    const parameter: Json = entry.$ref
      ? components.parameters[String(entry.$ref).split('/').pop()!]
      : entry;
    const example = parameter.example ?? parameter.schema?.examples?.[0];
    let value: unknown = example;
    if (parameter.name === 'id') value = id;
    if (parameter.name === 'attribute') value = parameter.schema?.enum?.[0];
    if (value === undefined || (typeof value === 'object' && value !== null)) continue;
    if (parameter.in === 'query') query.set(parameter.name, String(value));
    else headers[parameter.name] = String(value);
  }
  const body = operation.requestBody?.content?.['application/json']?.example;
  return { query: query.toString(), headers, json: body };
}

/** Every operation of /openapi.json, run with its examples as the reference page would. */
describe('the examples of the OpenAPI document', () => {
  const world = useWorld();
  let document: Json;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    const { alice } = world.people;
    // A document with a file, so that download and versions have one to answer with.
    const form = new FormData();
    form.set('title', 'Example');
    form.set('file', new Blob(['Hello'], { type: 'text/plain' }), 'hello.txt');
    expect(
      (await world.call('POST', api('document', 'create'), { key: alice.key, body: form })).status,
    ).toBe(201);
    document = (await world.call('GET', '/openapi.json')).body;
    for (const tag of document.tags as { name: string }[]) {
      const list = await world.call('GET', api(tag.name, '', 'sort=-id'), { key: alice.key });
      const first = (list.body as { id: number }[])[0];
      if (first) ids.set(tag.name, first.id);
    }
  });

  it('answers every read with its examples as 2xx, and every answer matches the document', async () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Json)) {
      const type = path.split('/')[1]!;
      for (const method of ['get', 'head', 'options']) {
        const operation = (item as Json)[method];
        if (!operation) continue;
        // A call about one record needs one: a reader types its id in (none of this type here).
        const aboutOne = JSON.stringify(operation.parameters).includes('/parameters/id"');
        if (aboutOne && !ids.has(type)) continue;
        const { query, headers } = exampleRequest(operation, document.components, ids.get(type));
        // world.call validates each answer against the document.
        const answer = await world.call(method.toUpperCase(), query ? `${path}?${query}` : path, {
          key: world.people.alice.key,
          headers,
        });
        if (answer.status >= 300)
          failures.push(
            `${method} ${path}?${query}: ${answer.status} ${answer.text.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts the create example of every type that needs no other record', async () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Json)) {
      const operation = (item as Json).post;
      // Companies are created with the command line only (403 for everyone).
      if (!path.endsWith('/create') || !operation?.requestBody || path.startsWith('/company/'))
        continue;
      const { json } = exampleRequest(operation, document.components, undefined);
      const answer = await world.call('POST', path, { key: world.people.alice.key, json });
      const needsRecord = Object.values(json as Json).includes(1);
      if (answer.status !== 201 && !needsRecord)
        failures.push(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('describes the bodies the server accepts: references by value, files as binary', async () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(document, 'doc');
    const bodyOf = (name: string) => ajv.getSchema(`doc#/components/schemas/${name}`)!;
    const { alice } = world.people;
    const group = await world.call('POST', api('group', 'create'), {
      key: alice.key,
      json: { name: 'Sales' },
    });
    expect(group.status).toBe(201);
    const byValue = { group: 'Sales', user: 'bob' };
    expect(bodyOf('GroupMemberCreate')(byValue)).toBe(true);
    expect(bodyOf('GroupMemberCreate')({ group: 'Sales' })).toBe(false);
    const created = await world.call('POST', api('group-member', 'create'), {
      key: alice.key,
      json: byValue,
    });
    expect(created.status).toBe(201);
    const upload = document.components.schemas.DocumentCreateUpload;
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(bodyOf('DocumentCreateUpload')({ title: 'x', file: 'bytes' })).toBe(true);
  });

  it('documents and honours HEAD and every count preference', async () => {
    const list = document.paths[api('document')];
    expect(list.head.operationId).toBe('documentListHead');
    expect(list.get.parameters.find((p: Json) => p.name === 'Prefer').schema.examples).toEqual([
      'count=none',
      'count=exact',
    ]);
    for (const [prefer, counted] of [
      ['count=exact', true],
      ['count=none', false],
    ] as const) {
      const answer = await world.call('HEAD', api('document', '', 'page=1'), {
        key: world.people.alice.key,
        headers: { Prefer: prefer },
      });
      expect(answer.status).toBe(200);
      expect(answer.text).toBe('');
      expect(answer.headers.get('preference-applied')).toBe(prefer);
      expect(answer.headers.has('x-pagination-total-count')).toBe(counted);
    }
  });
});
