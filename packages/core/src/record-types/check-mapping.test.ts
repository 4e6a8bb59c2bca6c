import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../model/types.js';
import { defineRecordType } from './define-record-type.js';

const label = { en: 'X', de: 'X' };
const typeWith = (fields: FieldDefinition[], more = {}) =>
  defineRecordType({ name: 'legacy', modelClass: 'm', searchClass: 's', fields, ...more });

describe('mapping onto tables another application owns', () => {
  it("fills each field's column and marks the type mapped only when something is", () => {
    const plain = typeWith([{ name: 'title', type: 'string', label }]);
    expect(plain.fieldsByName.get('title')!.column).toBe('title');
    expect(plain.mapped).toBe(false);
    const mapped = typeWith([{ name: 'title', column: 'docTitle', type: 'string', label }], {
      idColumn: 'DocID',
    });
    expect(mapped.fields[0]!.column).toBe('DocID');
    expect(mapped.mapped).toBe(true);
  });

  it('refuses inconsistent mappings, naming the field and the fix', () => {
    expect(() =>
      typeWith([{ name: 'd', type: 'string', storedAs: 'unix-seconds', label }]),
    ).toThrow(
      'Record type "legacy": field "d" is stored as "unix-seconds", which only a datetime field can be: remove "storedAs" or make it a datetime field.',
    );
    expect(() => typeWith([{ name: 'd', type: 'datetime', storedAs: 'text', label }])).toThrow(
      'Record type "legacy": field "d" is stored as "text", which only an integer or reference field can be: remove "storedAs" or make it an integer or reference field.',
    );
    expect(() =>
      typeWith([{ name: 'n', type: 'integer', storedAs: 'unix-seconds', label }]),
    ).toThrow('field "n" is stored as "unix-seconds", which only a datetime field can be');
    expect(typeWith([{ name: 'n', type: 'integer', storedAs: 'text', label }]).mapped).toBe(true);
    expect(() =>
      typeWith([{ name: 'r', type: 'string', values: ['a'], storedValues: { b: [1] }, label }]),
    ).toThrow('field "r": "storedValues" maps "b", which is not one of its values (a).');
    expect(() =>
      typeWith([
        { name: 'r', type: 'string', values: ['a', 'b'], storedValues: { a: [1], b: [1] }, label },
      ]),
    ).toThrow('the stored value 1 reads as both "a" and "b"');
    expect(() =>
      typeWith([
        { name: 'a', column: 'same', type: 'string', label },
        { name: 'b', column: 'Same', type: 'string', label },
      ]),
    ).toThrow('fields "a" and "b" both map column "Same".');
    expect(() =>
      typeWith([{ name: 'a', column: 'x', type: 'string', label }], { columnDefaults: { x: 1 } }),
    ).toThrow('"columnDefaults" names column "x", which field "a" maps');
    // Content search on a table another application owns keeps its index in RecordGate's tables.
    expect(
      typeWith([{ name: 'a', type: 'string', label }], {
        external: true,
        search: { fields: ['a'] },
      }).search,
    ).toEqual({ fields: ['a'], file: false });
  });
});
