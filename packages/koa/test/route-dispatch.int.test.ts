import { createApp } from '@recordgate/koa';
import { startHttpServer } from '@recordgate/testing';
import type { Middleware } from 'koa';
import { describe, expect, it } from 'vitest';
import { api, useWorld, type Person } from './world.js';

const world = useWorld();

/** What a middleware in front of the app's own saw of a request once it was answered. */
interface Seen {
  readonly params: unknown;
  readonly matchedRoute: unknown;
  readonly routerPath: unknown;
  readonly routeMatched: unknown;
  readonly body: unknown;
  readonly type: string;
}

// An app on the world's database with a middleware in front of its own, as an embedder puts one
// (tracing, metrics by route): what it reads of the context once the app answered.
async function watchedApp() {
  const seen: Seen[] = [];
  const watch: Middleware = async (ctx, next) => {
    await next();
    const routed = ctx as typeof ctx & Record<string, unknown>;
    seen.push({
      params: routed.params,
      matchedRoute: routed._matchedRoute,
      routerPath: routed.routerPath,
      routeMatched: routed.routeMatched,
      body: ctx.body,
      type: ctx.type,
    });
  };
  const app = createApp({
    storage: world.storage,
    publicUrl: world.publicUrl,
    logger: { error() {} },
  });
  app.middleware.unshift(watch);
  const server = await startHttpServer(app.callback());
  const call = (path: string, key?: string) =>
    fetch(`${server.baseUrl}${path}`, key ? { headers: { authorization: `Bearer ${key}` } } : {});
  const close = async () => {
    await server.close();
    await app.close();
  };
  return { seen, call, close };
}

const get = (path: string, person: Person) =>
  fetch(`${world.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${person.key}`, expand: 'createdBy,company' },
  });

/**
 * `createApp` dispatches its record calls without `@koa/router`'s per-request chain (ADR 0062): the
 * same paths reach the same calls, the context carries what the router gives a matched route, and
 * the view's body is still the object a middleware can read and change.
 */
describe("createApp's routes", () => {
  it('match paths as the router does, for the caller only', async () => {
    const { bob, erin } = world.people;
    const id = (await world.seed(bob.actor, 'document', { title: 'Routed plan' })).id as number;
    for (const path of [
      api('document', 'view', `id=${id}`),
      `/document/API/Default/VIEW?id=${id}`,
      `/document/api/default/view/?id=${id}`,
      `/doc%75ment/api/default/view?id=${id}`,
    ]) {
      const own = await get(path, bob);
      expect(own.status, path).toBe(200);
      expect(((await own.json()) as { title: string }).title).toBe('Routed plan');
      // Another company's member learns nothing through any spelling of the path.
      const other = await get(path, erin);
      expect(other.status, path).toBe(404);
      expect(JSON.stringify(await other.json())).not.toContain('Routed plan');
    }
    for (const path of [`//document/api/default/view?id=${id}`, api('document', 'view/x')]) {
      const response = await get(path, bob);
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('Routed plan');
    }
  });

  it("give a middleware in front the route's parameters and the body as an object", async () => {
    const { bob } = world.people;
    const id = (await world.seed(bob.actor, 'document', { title: 'Watched' })).id as number;
    const { seen, call, close } = await watchedApp();
    try {
      const viewed = await call(api('document', 'view', `id=${id}`), bob.key);
      expect(viewed.status).toBe(200);
      const text = await viewed.text();
      expect(viewed.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(viewed.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      expect(seen.at(-1)).toMatchObject({
        params: { controller: 'document' },
        matchedRoute: '/:controller/api/default/view',
        routerPath: '/:controller/api/default/view',
        routeMatched: true,
        body: { id, title: 'Watched' },
        type: 'application/json',
      });
      expect(JSON.parse(text)).toEqual(seen.at(-1)?.body);
      expect((await call('/health')).status).toBe(200);
      expect(seen.at(-1)).toMatchObject({ matchedRoute: '/health', routeMatched: true });
      expect((await call('/nothing/here')).status).toBe(404);
      expect(seen.at(-1)).toMatchObject({ routeMatched: false, matchedRoute: undefined });
    } finally {
      await close();
    }
  });
});
