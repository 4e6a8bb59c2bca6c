import { Validator } from '@seriousme/openapi-schema-validator';
import { createTypeRegistry, defaultRecordTypes } from '@recordgate/core';
import { createOpenApiDocument, createRouter, RECORD_BASE_PATH } from '@recordgate/koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type World } from './world.js';

const METHODS = ['get', 'post', 'delete', 'options', 'put', 'patch', 'head'] as const;

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world?.close());

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
    expect(body.components.schemas.ApiKey).toBeUndefined();
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
    expect(query).toEqual(['page', 'per-page', 'sort', 'filter']);
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
        served[path] = response.headers
          .get('allow')!
          .split(', ')
          .map((m) => m.toLowerCase())
          .filter((m) => m !== 'head')
          .sort();
      }
    }
    const documented = Object.fromEntries(
      Object.entries(body.paths as Record<string, Record<string, unknown>>)
        .filter(([path]) => path.includes('/api/default'))
        .map(([path, item]) => [path, METHODS.filter((m) => m in item).sort()]),
    );
    // The document leaves out the calls that can only fail for a type: download where the type holds
    // no file (404), list-objects where it has no reference (400).
    const registry = createTypeRegistry(defaultRecordTypes);
    const leftOut = Object.keys(served).filter((path) => {
      const type = registry.get(path.split('/')[1]!);
      return (
        (path.endsWith('/download') && !type.fieldsByName.has('file_sha256')) ||
        (path.endsWith('/list-objects') && type.references.length === 0)
      );
    });
    expect(leftOut).toContain(api('company', 'download'));
    expect(documented).toEqual(
      Object.fromEntries(Object.entries(served).filter(([path]) => !leftOut.includes(path))),
    );
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
