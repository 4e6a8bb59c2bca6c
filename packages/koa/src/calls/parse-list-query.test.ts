import { defaultRecordTypes, isRecordError, where } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { parseListQuery } from './parse-list-query.js';

const document = defaultRecordTypes.find((t) => t.name === 'document')!;
const parse = (querystring: string) =>
  parseListQuery({
    type: document,
    querystring,
    maxPerPage: 100,
    defaultPerPage: 20,
    language: 'en',
    timeZone: 'UTC',
  });

/** The error `parse` throws: its code, and its message (the filter's field message for `invalid`). */
function refusal(querystring: string): { code: string; message: string } {
  try {
    parse(querystring);
  } catch (error) {
    if (!isRecordError(error)) throw error;
    const message = error.code === 'invalid' ? error.fields[0]!.message : error.message;
    return { code: error.code, message };
  }
  throw new Error(`expected "${querystring}" to be refused`);
}

describe('parseListQuery', () => {
  it('asks for every record, unsorted and unpaged, when the query names nothing', () => {
    expect(parse('')).toEqual({ filter: where.all, sort: [], paging: undefined });
    // Other parameters (the id of another call, a cache buster) are not the list's business.
    expect(parse('_=1&id=3')).toEqual({ filter: where.all, sort: [], paging: undefined });
  });

  it('pages only on request: page alone takes the default size, per-page alone page 1', () => {
    expect(parse('page=3').paging).toEqual({ page: 3, perPage: 20 });
    expect(parse('per-page=5').paging).toEqual({ page: 1, perPage: 5 });
    expect(parse('page=2&per-page=50').paging).toEqual({ page: 2, perPage: 50 });
  });

  it('clamps per-page to 1..max instead of refusing it', () => {
    expect(parse('per-page=1000').paging).toEqual({ page: 1, perPage: 100 });
    expect(parse('per-page=0').paging).toEqual({ page: 1, perPage: 1 });
    expect(parse('per-page=-4').paging).toEqual({ page: 1, perPage: 1 });
    // docs/lists.md, "Paging": however large, a number is clamped, not refused.
    expect(parse('per-page=1000000000').paging).toEqual({ page: 1, perPage: 100 });
    expect(parse('per-page=3439465842618781').paging).toEqual({ page: 1, perPage: 100 });
    expect(parse(`per-page=${'9'.repeat(400)}`).paging).toEqual({ page: 1, perPage: 100 });
    expect(parse(`per-page=-${'9'.repeat(40)}`).paging).toEqual({ page: 1, perPage: 1 });
  });

  it('refuses page, per-page and sort given as a list or an object with 400', () => {
    for (const query of ['per-page[]=5', 'sort[]=id', 'page[]=1', 'page[0]=1', 'per-page[a]=5']) {
      expect(refusal(query).code, query).toBe('bad_request');
    }
    expect(refusal('per-page[]=5').message).toBe(
      'The query parameter "per-page" takes one value, not a list or an object: send per-page=20.',
    );
  });

  it('refuses a page beyond the integer range with 400', () => {
    expect(refusal('page=2147483648').code).toBe('bad_request');
    expect(refusal('page=9007199254740993').code).toBe('bad_request');
    expect(parse('page=2147483647').paging).toEqual({ page: 2147483647, perPage: 20 });
  });

  it('refuses a page that is not a positive integer, and repeated parameters, with 400', () => {
    expect(refusal('page=0')).toEqual({
      code: 'bad_request',
      message: 'The query parameter "page" is 1-based: give a number from 1 to 2147483647, not 0.',
    });
    expect(refusal('page=two')).toEqual({
      code: 'bad_request',
      message: 'The query parameter "page" must be an integer such as page=2, not "two".',
    });
    expect(refusal('per-page=1.5')).toEqual({
      code: 'bad_request',
      message:
        'The query parameter "per-page" must be an integer such as per-page=20, not "1.5": write it as plain digits, without a leading zero, a plus sign, a fraction or spaces.',
    });
    // One spelling per integer: `01` is not page 1.
    for (const form of ['01', '+1', '1.0', '%201', '1%20'])
      expect(refusal(`page=${form}`).message).toContain('must be an integer such as page=2');
    expect(refusal('page=1&page=2')).toEqual({
      code: 'bad_request',
      message: 'The query parameter "page" is given more than once.',
    });
    expect(refusal('sort=id&sort=title').message).toBe(
      'The query parameter "sort" is given more than once.',
    );
  });

  it('reads sort keys with "-" for descending, and refuses unknown fields with 400', () => {
    expect(parse('sort=-created_at,title').sort).toEqual([
      { field: 'created_at', direction: 'desc' },
      { field: 'title', direction: 'asc' },
    ]);
    const unknown = refusal('sort=nope');
    expect(unknown.code).toBe('bad_request');
    expect(unknown.message).toMatch(/^Cannot sort by "nope". Sortable fields: id, /);
  });

  it('reads a filter from bracketed parameters and from JSON alike', () => {
    const like = { op: 'like', field: 'title', value: 'report' };
    expect(parse('filter[title][like]=report').filter).toEqual(like);
    expect(parse(`filter=${encodeURIComponent('{"title":{"like":"report"}}')}`).filter).toEqual(
      like,
    );
    // `[]` appends: the next index of the list.
    expect(parse('filter[or][][id]=1&filter[or][][id]=2').filter).toEqual({
      op: 'or',
      filters: [
        { op: 'eq', field: 'id', value: 1 },
        { op: 'eq', field: 'id', value: 2 },
      ],
    });
  });

  it('refuses a malformed filter with 422 on the field "filter"', () => {
    const invalid = (message: string) => ({
      code: 'invalid',
      message: `The format of Filter is invalid: ${message}`,
    });
    expect(refusal('filter={oops')).toEqual(
      invalid(
        'give filter[field][operator]=value parameters or a JSON object such as filter={"title":{"like":"report"}}.',
      ),
    );
    expect(refusal('filter={}&filter={}')).toEqual(invalid('"filter" is given more than once.'));
    expect(refusal('filter=1&filter[title]=x')).toEqual(
      invalid('"filter" is given both as JSON and as parameters.'),
    );
    expect(refusal('filter[title]=x&filter={}')).toEqual(
      invalid('"filter" is given more than once.'),
    );
    expect(refusal('filter[title]=a&filter[title]=b')).toEqual(
      invalid('"filter[title]" is given more than once or conflicts with another parameter.'),
    );
    expect(refusal('filter[title]=a&filter[title][like]=b')).toEqual(
      invalid('"filter[title][like]" conflicts with a parameter that gives a plain value.'),
    );
  });

  it('refuses more filter parameters than twice the condition limit before parsing them', () => {
    const many = Array.from({ length: 201 }, (_, i) => `filter[and][${i}][id]=${i}`).join('&');
    expect(refusal(many)).toEqual({
      code: 'invalid',
      message: expect.stringMatching(/100/) as string,
    });
  });
});
