import { describe, expect, it } from 'vitest';
import { defaultRecordTypes } from './default-record-types.js';
import { RecordError } from './record-error.js';
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
});
