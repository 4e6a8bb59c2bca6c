import { describe, expect, it } from 'vitest';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { parseSort } from './parse-sort.js';

const document = defaultRecordTypes.find((t) => t.name === 'document')!;

describe('parseSort', () => {
  it('reads fields in order, "-" for descending, reference names too', () => {
    expect(parseSort({ type: document, sort: '-created_at, title,createdBy' })).toEqual([
      { field: 'created_at', direction: 'desc' },
      { field: 'title', direction: 'asc' },
      { field: 'created_by', direction: 'asc' },
    ]);
    expect(parseSort({ type: document, sort: '' })).toEqual([]);
  });

  it('refuses unknown and repeated fields, listing the sortable ones', () => {
    expect(() => parseSort({ type: document, sort: 'titel' })).toThrow(
      /Cannot sort by "titel"\. Sortable fields: id, uuid, title,/,
    );
    expect(() => parseSort({ type: document, sort: 'title,-title' })).toThrow(/twice/);
  });
});
