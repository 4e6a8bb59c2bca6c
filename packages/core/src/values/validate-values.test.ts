import { describe, expect, it } from 'vitest';
import { RecordError } from '../errors/record-error.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { validateValues, type ValidateValuesArgs } from './validate-values.js';

const document = defaultRecordTypes.find((t) => t.name === 'document')!;
const user = defaultRecordTypes.find((t) => t.name === 'user')!;
const base = { language: 'en', timeZone: 'Europe/Berlin', mode: 'create' } as const;

function problems(args: Partial<ValidateValuesArgs> & Pick<ValidateValuesArgs, 'data'>) {
  try {
    validateValues({ type: document, ...base, ...args });
    return [];
  } catch (error) {
    return (error as RecordError).fields;
  }
}

describe('validateValues', () => {
  it('coerces form strings the way form posts need', () => {
    const values = validateValues({
      type: document,
      ...base,
      data: { title: 'T', principal_id: '12', document_date: '2026-07-01 10:00', description: '' },
    });
    expect(values).toEqual({
      title: 'T',
      principal_id: 12,
      document_date: new Date('2026-07-01T08:00:00Z'),
      description: null,
    });
  });

  it('accepts ISO 8601 with an offset and Unix timestamps', () => {
    const at = (v: unknown) =>
      validateValues({ type: document, ...base, data: { title: 'T', document_date: v } })
        .document_date;
    expect(at('2026-01-01T00:00:00+05:30')).toEqual(new Date('2025-12-31T18:30:00Z'));
    expect(at('2026-01-01T00:00:00Z')).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(at(1_767_225_600)).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('lists every failed field with a message in the installation language', () => {
    expect(
      problems({
        data: { title: 'x'.repeat(256), principal_id: 'seven', document_date: '2026-02-30' },
      }),
    ).toEqual([
      { field: 'title', message: 'Title should contain at most 255 characters.' },
      { field: 'principal_id', message: 'Principal must be an integer.' },
      { field: 'document_date', message: expect.stringContaining('ISO 8601') },
    ]);
    expect(problems({ language: 'de', data: {} })).toEqual([
      { field: 'title', message: 'Titel darf nicht leer sein.' },
    ]);
  });

  it('refuses unknown, hidden and server-owned fields', () => {
    expect(
      problems({
        data: { title: 'T', id: 3, uuid: 'u', created_by: 1, file_name: 'a', secret: 1 },
      }).map((p) => p.field),
    ).toEqual(['id', 'uuid', 'created_by', 'file_name', 'secret']);
  });

  it('checks allowed values and requires on update only what is sent', () => {
    const result = () =>
      validateValues({ type: user, ...base, mode: 'update', data: { role: 'owner' } });
    expect(result).toThrow(RecordError);
    expect(validateValues({ type: user, ...base, mode: 'update', data: { name: 'N' } })).toEqual({
      name: 'N',
    });
    expect(() =>
      validateValues({ type: user, ...base, mode: 'update', data: { username: null } }),
    ).toThrow(RecordError);
  });

  // docs/writing-records.md, "Values at their edges".
  it('refuses text with NUL or a lone surrogate, naming the field, and strips nothing', () => {
    for (const title of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDBFF\uDBFFb']) {
      expect(problems({ data: { title } }), JSON.stringify(title)).toEqual([
        { field: 'title', message: expect.stringContaining('NUL character (U+0000)') },
      ]);
    }
    expect(validateValues({ type: document, ...base, data: { title: 'a\uD83D\uDE00b' } })).toEqual({
      title: 'a\uD83D\uDE00b',
    });
  });

  it('refuses date-times outside years 0001–9999, naming the field and the range', () => {
    for (const document_date of [99_999_999_999_999, 253_402_300_800, '0000-01-01T00:00:00Z']) {
      expect(problems({ data: { title: 'T', document_date } })).toEqual([
        {
          field: 'document_date',
          message:
            'Document date must be a date-time between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.',
        },
      ]);
    }
    expect(
      validateValues({
        type: document,
        ...base,
        data: { title: 'T', document_date: '0050-01-01T00:00:00Z' },
      }).document_date,
    ).toEqual(new Date('0050-01-01T00:00:00Z'));
  });

  it('refuses references outside the id range of every database', () => {
    for (const principal_id of [-1, 0, 2 ** 31, 2 ** 53, '9007199254740993', '-5']) {
      expect(problems({ data: { title: 'T', principal_id } }), String(principal_id)).toEqual([
        { field: 'principal_id', message: 'Principal must be an integer from 1 to 2147483647.' },
      ]);
    }
    expect(problems({ data: { title: 'T', principal_id: Infinity } })).toEqual([
      { field: 'principal_id', message: 'Principal must be an integer.' },
    ]);
  });
});
