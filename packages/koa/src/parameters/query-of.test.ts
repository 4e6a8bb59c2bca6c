import { describe, expect, it } from 'vitest';
import { NESTED, queryValueOf, REPEATED } from './query-of.js';

// What Koa's own parse gives (`ctx.query`): URLSearchParams, one value or a list per name.
function koaQuery(text: string): Record<string, string | string[] | undefined> {
  const params = new URLSearchParams(text);
  const query: Record<string, string | string[] | undefined> = {};
  for (const name of params.keys()) {
    const values = params.getAll(name);
    query[name] = values.length <= 1 ? values[0] : values;
  }
  return query;
}

// The value Koa's parse gives under `name`, told as `queryValueOf` tells it.
function koaValue(text: string, name: string): unknown {
  const query = koaQuery(text);
  if (Object.keys(query).some((key) => key.startsWith(`${name}[`))) return NESTED;
  const value = query[name];
  return Array.isArray(value) ? REPEATED : value;
}

describe('queryValueOf', () => {
  it.each([
    'id=5',
    'id=5&id=6&id=7',
    'a&&b=&=x',
    'id[]=3&attribute[title]=x',
    'id=3&id[]=4',
    'attribute[title]=x&attribute=y',
    'a=b=c',
    'id',
    'id&id',
    'idx=3&id=4',
    'i&d=5',
    '',
    '&',
    '&id=&',
    'page=2&per-page=20&sort=-id',
  ])('reads %j as Koa does', (text) => {
    for (const name of ['id', 'a', 'b', 'attribute', 'page', 'per-page', 'sort', 'x', '']) {
      expect(queryValueOf({ querystring: text, query: {} }, name), name).toEqual(
        koaValue(text, name),
      );
    }
  });

  it('reads a name given thousands of times as repeated', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `id=${i}`).join('&');
    expect(queryValueOf({ querystring: text, query: {} }, 'id')).toBe(REPEATED);
  });

  it('leaves a query string with anything to decode to Koa', () => {
    const parsed = { title: 'a b', id: ['1', '2'] };
    expect(queryValueOf({ querystring: 'title=a+b', query: parsed }, 'title')).toBe('a b');
    expect(queryValueOf({ querystring: 'id=%31&id=2', query: parsed }, 'id')).toBe(REPEATED);
  });
});
