import { Validator } from '@seriousme/openapi-schema-validator';
import { createTypeRegistry, defaultRecordTypes } from '@recordgate/core';
import { createOpenApiDocument, createRouter, RECORD_BASE_PATH } from '@recordgate/koa';
import { describe, expect, it } from 'vitest';
import { createResponseValidator } from './create-response-validator.js';
import { api, createWorld, useWorld } from './world.js';

const METHODS = ['get', 'post', 'delete', 'options', 'put', 'patch', 'head'] as const;

/** A create, update or delete path of a read-only type (the audit trail). */
const readOnlyWrite = (path: string): boolean => {
  const type = createTypeRegistry(defaultRecordTypes).get(path.split('/')[1]!);
  // The audit trail refuses every write; an API key its update (keys are revoked, never changed).
  return (
    (type.readOnly && /\/(create|update|delete)$/.test(path)) ||
    (type.immutable && path.endsWith('/update'))
  );
};

/** The methods a write path would take on a writable type, which the document declares as 405. */
const refusedWriteMethods = (path: string): string[] =>
  path.endsWith('/delete') ? ['delete'] : ['post'];

const world = useWorld();

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const response = await world.call('GET', '/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const validator = new Validator();
    const result = await validator.validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Throws on a $ref that points nowhere.
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('needs no key, and says the calls need one (bearer)', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    expect(body.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(body.security).toEqual([{ bearer: [] }]);
    expect(body.servers).toEqual([{ url: world.publicUrl }]);
  });

  it('has every header of docs/interface.md ("Headers") with its default on the right calls', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    const resolve = (p: any) => (p.$ref ? body.components.parameters[p.$ref.split('/').pop()] : p);
    const headersOf = (path: string, method: string) =>
      Object.fromEntries(
        body.paths[path][method].parameters
          .map(resolve)
          .filter((p: any) => p.in === 'header')
          .map((p: any) => [p.name, p.schema.default]),
      );
    const get = {
      expand: undefined,
      fields: undefined,
      href: 'false',
      dateFormat: 'php:d.m.Y H:i:s',
      dateFields: undefined,
    };
    const post = {
      ...get,
      ignoreMissingReference: 'false',
      ignoreDuplicateReference: 'true',
      fillPlaceholders: 'false',
      removeUnfiledPlaceholders: 'false',
    };
    // The list call also takes `Prefer: count=none` (docs/lists.md).
    expect(headersOf(api('document'), 'get')).toEqual({ ...get, Prefer: undefined });
    expect(headersOf(api('document', 'view'), 'get')).toEqual(get);
    expect(headersOf(api('document', 'list-objects'), 'get')).toEqual(get);
    expect(headersOf(api('document', 'create'), 'post')).toEqual(post);
    expect(headersOf(api('document', 'update'), 'post')).toEqual(post);
    // DELETE and OPTIONS take only Authorization, which is the security scheme.
    expect(headersOf(api('document', 'delete'), 'delete')).toEqual({});
    expect(headersOf(api('document', 'info'), 'options')).toEqual({});
  });

  it('describes each type’s record, inputs and expandable references from the type itself', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    const document = body.components.schemas.Document;
    expect(Object.keys(document.properties)).toEqual(
      expect.arrayContaining(['id', 'title', 'created_by', 'createdBy', 'company', 'href']),
    );
    expect(document.properties.createdBy.oneOf[0]).toEqual({ $ref: '#/components/schemas/User' });
    // Hidden fields never appear, not even in the schema.
    const user = JSON.stringify(body.components.schemas.User);
    expect(user).not.toMatch(/hash|secret/i);
    // An API key shows its prefix, never its secret or hash; the secret only in the create answer.
    const apiKey = body.components.schemas.ApiKey;
    expect(Object.keys(apiKey.properties)).toEqual(expect.arrayContaining(['label', 'prefix']));
    expect(JSON.stringify(apiKey)).not.toMatch(/hash|public_id|revoked_at/i);
    expect(body.components.schemas.ApiKeyUpdate).toBeUndefined();
    // Only writable fields can be sent; server-owned ones are refused.
    const create = body.components.schemas.DocumentCreate;
    expect(create.required).toEqual(['title']);
    expect(create.additionalProperties).toBe(false);
    expect(Object.keys(create.properties)).not.toContain('created_by');
    expect(Object.keys(create.properties)).not.toContain('company_id');
    expect(body.components.schemas.DocumentUpdate.required).toBeUndefined();
    // The info example is what the info call answers.
    const info = await world.call('OPTIONS', api('document', 'info'), {
      key: world.people.bob.key,
    });
    expect(
      body.paths[api('document', 'info')].options.responses['200'].content['application/json']
        .example,
    ).toEqual(info.body);
  });

  it('describes the list call’s paging, sorting and filtering', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    const list = body.paths[api('document')].get;
    const query = list.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name);
    expect(query.slice(0, 5)).toEqual(['page', 'per-page', 'sort', 'search', 'filter']);
    // The bracketed form, one deepObject parameter per filterable field; the JSON form a string.
    expect(query).toContain('filter[title]');
    expect(list.parameters.find((p: any) => p.name === 'filter').schema.type).toBe('string');
    expect(list.parameters.find((p: any) => p.name === 'filter[title]')).toMatchObject({
      style: 'deepObject',
      example: {},
    });
    // Only types with searchable content take `search`.
    const users = body.paths[api('user')].get.parameters.map((p: any) => p.name);
    expect(users).not.toContain('search');
    expect(Object.keys(list.responses['200'].headers)).toEqual(
      expect.arrayContaining(['X-Pagination-Total-Count', 'X-Pagination-Page-Count', 'Link']),
    );
    // What the document promises, the server does.
    await world.seed(world.people.alice.actor, 'document', { title: 'Paged one' });
    await world.seed(world.people.alice.actor, 'document', { title: 'Paged two' });
    const page = await world.call('GET', api('document', '', 'page=1&per-page=1&sort=-id'), {
      key: world.people.alice.key,
    });
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('x-pagination-per-page')).toBe('1');
    expect(page.headers.get('link')).toMatch(/rel=next/);
  });

  it('describes errors in the Yii2 shape, and 422 as field/message entries', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    const view = body.paths[api('document', 'view')].get.responses;
    expect(view['404']).toEqual({ $ref: '#/components/responses/404' });
    expect(body.components.schemas.Error.required).toEqual(['name', 'message', 'code', 'status']);
    const create = body.paths[api('document', 'create')].post.responses;
    expect(create['422']).toBeDefined();
    expect(create['201'].headers.Location).toBeDefined();
    const unauthorized = await world.call('GET', api('document', 'view', 'id=1'));
    expect(Object.keys(unauthorized.body).sort()).toEqual(
      Object.keys(body.components.schemas.Error.properties).sort(),
    );
  });

  it('cites nothing a client cannot read: no "spec §", no decisions.md', async () => {
    const { text } = await world.call('GET', '/openapi.json');
    expect(text).toContain('Every record of this type the caller may access.');
    const german = JSON.stringify(
      createOpenApiDocument({ types: createTypeRegistry(defaultRecordTypes), language: 'de' }),
    );
    for (const served of [text, german]) {
      expect(served).not.toMatch(/spec §|decisions\.md|record-access-service/);
    }
  });

  it('names the mount prefix as the server when no public URL is configured', async () => {
    const prefixed = await createWorld({ app: { publicUrl: undefined } });
    try {
      const { body } = await prefixed.call('GET', '/openapi.json');
      expect(body.servers).toEqual([{ url: '/' }]);
    } finally {
      await prefixed.close();
    }
  });
});

describe('the router and the document', () => {
  it('serve exactly the same paths and methods', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    const types = createTypeRegistry(defaultRecordTypes).public.map((t) => t.name);
    const router = createRouter({ storage: world.storage, types: defaultRecordTypes });
    const templates = [
      ...new Set(router.stack.filter((l) => l.methods.length > 0).map((l) => String(l.path))),
    ];
    expect(templates.every((t) => t.startsWith(RECORD_BASE_PATH))).toBe(true);

    const served: Record<string, string[]> = {};
    for (const type of types) {
      for (const template of templates) {
        const path = template.replace(':controller', type);
        // PATCH is never a call: the router answers 405 with the methods it serves on the path.
        const response = await world.call('PATCH', path, { key: world.people.alice.key });
        expect(response.status, path).toBe(405);
        const allow = response.headers.get('allow')!;
        // A read-only type's writes allow no method at all; the document declares them as the 405
        // they always answer (checked below).
        served[path] = readOnlyWrite(path)
          ? refusedWriteMethods(path)
          : allow
              .split(', ')
              .map((m) => m.toLowerCase())
              .sort();
        if (readOnlyWrite(path)) expect(allow, path).toBe('');
      }
    }
    const documented = Object.fromEntries(
      Object.entries(body.paths as Record<string, Record<string, unknown>>)
        .filter(([path]) => path.includes('/api/default'))
        .map(([path, item]) => [path, METHODS.filter((m) => m in item).sort()]),
    );
    // The document leaves out the calls that can only fail for a type: download and versions where
    // the type holds no file (404), list-objects where it has no reference (400).
    const registry = createTypeRegistry(defaultRecordTypes);
    const leftOut = Object.keys(served).filter((path) => {
      const type = registry.get(path.split('/')[1]!);
      return (
        ((path.endsWith('/download') || path.endsWith('/versions')) &&
          !type.fieldsByName.has('file_sha256')) ||
        (path.endsWith('/list-objects') && type.references.length === 0)
      );
    });
    expect(leftOut).toContain(api('company', 'download'));
    expect(leftOut).toContain(api('company', 'versions'));
    expect(documented).toEqual(
      Object.fromEntries(Object.entries(served).filter(([path]) => !leftOut.includes(path))),
    );
    for (const path of Object.keys(served).filter(readOnlyWrite)) {
      for (const method of served[path]!) {
        const responses = body.paths[path][method].responses as Record<string, unknown>;
        expect(Object.keys(responses).sort(), path).toEqual(['401', '405', '429', '500', '503']);
      }
    }
    for (const path of leftOut) {
      const response = await world.call('GET', `${path}?id=1&attribute=company`, {
        key: world.people.alice.key,
      });
      expect([400, 404], path).toContain(response.status);
    }
  });

  it('leave out internal types: their paths are neither served nor documented', async () => {
    const document = createOpenApiDocument({ types: createTypeRegistry(defaultRecordTypes) });
    const internal = createTypeRegistry(defaultRecordTypes).all.filter((t) => t.internal);
    expect(internal.length).toBeGreaterThan(0);
    for (const type of internal) {
      expect(
        Object.keys(document.paths as object).some((p) => p.startsWith(`/${type.name}/`)),
      ).toBe(false);
      const response = await world.call('GET', api(type.name), { key: world.people.alice.key });
      expect(response.status).toBe(404);
    }
  });
});

describe('the document agrees with the server', () => {
  const operationOf = (body: any, type: string, call: string, method = 'get') =>
    body.paths[api(type, call)]?.[method];
  const parameterNames = (body: any, operation: any) =>
    operation.parameters.map((p: any) =>
      p.$ref ? body.components.parameters[p.$ref.split('/').pop()].name : p.name,
    );

  it('declares every error status a call answers: 422 on list, 403 on create, 404 on info', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    expect(operationOf(body, 'document', '').responses['422']).toBeDefined();
    expect(operationOf(body, 'document', 'create', 'post').responses['403']).toBeDefined();
    expect(operationOf(body, 'document', 'info', 'options').responses['404']).toBeDefined();
    const refused = await world.call('GET', api('document', '', 'filter[nope]=1'), {
      key: world.people.bob.key,
    });
    expect(refused.status).toBe(422);
    const forbidden = await world.call('POST', api('company', 'create'), {
      key: world.people.bob.key,
      json: { name: 'Initech' },
    });
    expect(forbidden.status).toBe(403);
  });

  it('declares download only on types with files, list-objects only on types with references', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    expect(operationOf(body, 'document', 'download')).toBeDefined();
    expect(body.paths[api('company', 'download')]).toBeUndefined();
    expect(body.paths[api('user', 'download')]).toBeUndefined();
    expect(body.paths[api('company', 'list-objects')]).toBeUndefined();
    expect(operationOf(body, 'document', 'list-objects')).toBeDefined();
    expect(operationOf(body, 'document', 'versions')).toBeDefined();
    expect(body.paths[api('company', 'versions')]).toBeUndefined();
  });

  it('describes versions with the fields of a version, and download’s optional version', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    const versions = operationOf(body, 'document', 'versions');
    const schema = versions.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.items.properties)).toEqual([
      'version',
      'file_name',
      'file_size',
      'file_mime',
      'file_sha256',
      'created_at',
      'created_by',
      'file_href',
    ]);
    const fields = versions.parameters.find((p: { name?: string }) => p.name === 'fields');
    expect(fields.description).toContain('`file_sha256`');
    expect(fields.description).not.toContain('`title`');
    expect(parameterNames(body, operationOf(body, 'document', 'download'))).toContain('version');
    expect(body.components.parameters.version).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
    });
  });

  it('attaches If-Match to update and delete, If-None-Match to view, list-objects and download', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    for (const [call, method] of [
      ['update', 'post'],
      ['delete', 'delete'],
    ] as const) {
      expect(parameterNames(body, operationOf(body, 'document', call, method))).toContain(
        'If-Match',
      );
    }
    for (const call of ['view', 'list-objects', 'download']) {
      const names = parameterNames(body, operationOf(body, 'document', call));
      expect(names).toContain('If-None-Match');
      expect(names).not.toContain('If-Match');
    }
    expect(parameterNames(body, operationOf(body, 'document', ''))).not.toContain('If-None-Match');
  });

  it('describes boolean headers as the server reads them: true, false, 1, 0 in any case', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    const pattern = new RegExp(body.components.parameters.href.schema.pattern);
    for (const value of ['true', 'FALSE', 'True', '1', '0']) expect(value).toMatch(pattern);
    expect('yes').not.toMatch(pattern);
    const record = await world.seed(world.people.bob.actor, 'document', { title: 'Booleans' });
    const path = api('document', 'view', `id=${String(record.id)}`);
    const key = world.people.bob.key;
    expect((await world.call('GET', path, { key, headers: { href: '0' } })).body.href).toBe(
      undefined,
    );
    expect((await world.call('GET', path, { key, headers: { href: 'TRUE' } })).body.href).toMatch(
      /view\?id=/,
    );
    expect((await world.call('GET', path, { key, headers: { href: 'yes' } })).status).toBe(400);
  });

  it('types required inputs as non-null and non-empty, as the server refuses blank ones', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    for (const schema of ['DocumentCreate', 'DocumentUpdate']) {
      expect(body.components.schemas[schema].properties.title).toMatchObject({
        type: 'string',
        minLength: 1,
      });
    }
    expect(body.components.schemas.DocumentCreate.properties.description.type).toEqual([
      'string',
      'null',
    ]);
    for (const title of ['', null]) {
      const refused = await world.call('POST', api('document', 'create'), {
        key: world.people.bob.key,
        json: { title },
      });
      expect(refused.status).toBe(422);
    }
  });

  it('bounds ids and pages, and leaves per-page unbounded because the server clamps it', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    expect(body.components.parameters.id.schema).toMatchObject({
      minimum: 1,
      maximum: 2_147_483_647,
    });
    const list = operationOf(body, 'document', '').parameters;
    expect(list.find((p: any) => p.name === 'page').schema.maximum).toBe(2_147_483_647);
    const perPage = list.find((p: any) => p.name === 'per-page').schema;
    expect(perPage).toEqual({ type: 'integer' });
    const clamped = await world.call('GET', api('document', '', 'per-page=1000'), {
      key: world.people.bob.key,
    });
    expect(clamped.status).toBe(200);
    expect(clamped.headers.get('x-pagination-per-page')).toBe('100');
  });

  it('describes list-objects per attribute: the target type’s fields and body', async () => {
    const { body } = await world.call('GET', '/openapi.json');
    const operation = operationOf(body, 'document', 'list-objects');
    const fields = operation.parameters.find((p: any) => p.name === 'fields');
    expect(fields.description).toMatch(/`createdBy`, `created_by`.*\(a user\): .*`username`/);
    expect(fields.description).toMatch(/\(a company\)/);
    expect(Object.keys(fields.examples)).toContain('createdBy');
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(schema.anyOf).toEqual(
      expect.arrayContaining([
        { $ref: '#/components/schemas/User' },
        { $ref: '#/components/schemas/Company' },
      ]),
    );
    expect(schema.oneOf).toBeUndefined();
    // world.call checks the answer against that schema.
    const record = await world.seed(world.people.bob.actor, 'document', { title: 'Followed' });
    const followed = await world.call(
      'GET',
      api('document', 'list-objects', `id=${String(record.id)}&attribute=createdBy`),
      { key: world.people.bob.key, headers: { fields: 'id,username' } },
    );
    expect(followed.body).toEqual({ id: world.people.bob.actor.userId, username: 'bob' });
  });
});

describe('the response check of the test world', () => {
  const document = createOpenApiDocument({ types: createTypeRegistry(defaultRecordTypes) });
  const validator = createResponseValidator(document);
  const headers = (entries: Record<string, string>) => new Headers(entries);
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('refuses an undeclared status, an undeclared header and a body off its schema', () => {
    const path = api('document', 'view', 'id=1');
    expect(
      validator.check({ method: 'GET', path, status: 201, headers: headers(json), text: '{}' }),
    ).toEqual([expect.stringMatching(/status 201 is not declared/)]);
    expect(
      validator.check({
        method: 'GET',
        path,
        status: 200,
        headers: headers({ ...json, 'x-pagination-page-count': '1' }),
        text: '{"id":1}',
      }),
    ).toEqual([expect.stringMatching(/header x-pagination-page-count is not declared/)]);
    expect(
      validator.check({
        method: 'GET',
        path,
        status: 200,
        headers: headers(json),
        text: '{"id":"one"}',
      }),
    ).toEqual([expect.stringMatching(/body \/id must be integer/)]);
    expect(
      validator.check({
        method: 'GET',
        path,
        status: 200,
        headers: headers(json),
        text: '{"id":1}',
      }),
    ).toEqual([]);
  });

  it('lets paths outside the document through, and wants 405 for a method it does not declare', () => {
    const unknown = { status: 404, headers: headers(json), text: '{}' };
    expect(validator.check({ method: 'GET', path: '/nope', ...unknown })).toEqual([]);
    expect(
      validator.check({ method: 'GET', path: api('company', 'download'), ...unknown }),
    ).toEqual([]);
    const patch = { method: 'PATCH', path: api('document', 'view') };
    expect(validator.check({ ...patch, status: 200, headers: headers(json), text: '{}' })).toEqual([
      expect.stringMatching(/declares no PATCH/),
    ]);
  });
});
