import { describe, expect, it } from 'vitest';
import { queryOf } from './query-of.js';

// What Koa's own parse gives (`ctx.query`): URLSearchParams, one value or a list per name.
function koaQuery(text: string): Record<string, unknown> {
  const params = new URLSearchParams(text);
  const query: Record<string, unknown> = {};
  for (const name of params.keys()) {
    const values = params.getAll(name);
    query[name] = values.length <= 1 ? values[0] : values;
  }
  return query;
}

describe('queryOf', () => {
  it.each([
    'id=5',
    'id=5&id=6&id=7',
    'a&&b=&=x',
    'id[]=3&attribute[title]=x',
    'a=b=c',
    '',
    '&',
    'page=2&per-page=20&sort=-id',
  ])('reads %j as Koa does', (text) => {
    const query = queryOf({ querystring: text, query: {} });
    expect({ ...query }).toEqual(koaQuery(text));
  });

  it('keeps every value of a name given thousands of times', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `id=${i}`).join('&');
    const query = queryOf({ querystring: text, query: {} });
    expect(query.id).toHaveLength(5000);
    expect((query.id as string[])[4999]).toBe('4999');
  });

  it('leaves a query string with anything to decode to Koa', () => {
    const parsed = { title: 'a b' };
    expect(queryOf({ querystring: 'title=a+b', query: parsed })).toBe(parsed);
    expect(queryOf({ querystring: 'title=%C3%A4', query: parsed })).toBe(parsed);
  });
});
