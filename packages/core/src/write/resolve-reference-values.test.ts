import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memory-storage/create-memory-storage.js';
import { where } from '../model/filter.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { resolveReferenceValues, splitReferenceValues } from './resolve-reference-values.js';

const types = createTypeRegistry(defaultRecordTypes);
const document = types.get('document');

describe('splitReferenceValues', () => {
  it('takes reference names out of the body and reads their values as the matched fields', () => {
    const { data, byValue, problems } = splitReferenceValues({
      type: document,
      types,
      data: { title: 'Offer', principal: 'Town hall', classificationCode: { id: '7' } },
      language: 'en',
      timeZone: 'UTC',
    });
    expect(problems).toEqual([]);
    expect(data).toEqual({ title: 'Offer' });
    expect(byValue.map((b) => [b.key, b.reference.field, b.match])).toEqual([
      ['principal', 'principal_id', { name: 'Town hall' }],
      ['classificationCode', 'classification_code_id', { id: 7 }],
    ]);
  });

  it('words its problems in the installation language', () => {
    const { problems } = splitReferenceValues({
      type: document,
      types,
      data: { principal_id: 1, principal: 'Town hall', createdBy: 'bob', classificationCode: [] },
      language: 'de',
      timeZone: 'UTC',
    });
    expect(problems).toEqual([
      {
        field: 'principal',
        message: 'Geben Sie entweder principal_id oder principal an, nicht beides.',
      },
      {
        field: 'createdBy',
        message: 'Erstellt von wird vom Server gesetzt und kann nicht geschrieben werden.',
      },
      {
        field: 'classificationCode',
        message: expect.stringMatching(/^Aktenzeichen muss ein Wert des Suchfelds/),
      },
    ]);
  });
});

describe('resolveReferenceValues', () => {
  it('matches only readable records, takes the lowest id, and reports missing and ambiguous values', async () => {
    const db = createMemoryStorage({ types });
    const a = await db.insert({ type: 'principal', values: { name: 'Twin', company_id: 1 } });
    await db.insert({ type: 'principal', values: { name: 'Twin', company_id: 1 } });
    await db.insert({ type: 'principal', values: { name: 'Hidden', company_id: 2 } });
    const split = (name: string) =>
      splitReferenceValues({
        type: document,
        types,
        data: { principal: name },
        language: 'de',
        timeZone: 'UTC',
      }).byValue;
    const resolve = (name: string, ignoreMissing: boolean, ignoreDuplicate: boolean) =>
      resolveReferenceValues({
        db,
        type: document,
        types,
        byValue: split(name),
        readable: () => where.eq('company_id', 1),
        ignoreMissing,
        ignoreDuplicate,
        language: 'de',
      });
    expect(await resolve('Twin', false, true)).toEqual({
      values: { principal_id: a.id },
      problems: [],
    });
    expect((await resolve('Twin', false, false)).problems[0]?.message).toMatch(
      /passt auf mehrere Datensätze/,
    );
    expect((await resolve('Hidden', false, true)).problems[0]?.message).toMatch(
      /existiert nicht oder ist nicht zugänglich/,
    );
    expect(await resolve('Hidden', true, true)).toEqual({ values: {}, problems: [] });
  });
});
