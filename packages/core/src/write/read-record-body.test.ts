import { describe, expect, it } from 'vitest';
import type { Actor } from '../model/types.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { autoValues } from './auto-values.js';
import { readRecordBody } from './read-record-body.js';

const types = createTypeRegistry(defaultRecordTypes);
const document = types.get('document');
const read = (data: Record<string, unknown>, mode: 'create' | 'update' = 'create') =>
  readRecordBody({ type: document, types, data, mode, language: 'en', timeZone: 'UTC' });

describe('readRecordBody', () => {
  it('coerces the values and sets the references given by value aside', () => {
    const body = read({ title: 'Offer', document_date: '2026-03-01', principal: 'Town hall' });
    expect(body.values).toEqual({
      title: 'Offer',
      document_date: new Date('2026-03-01T00:00:00Z'),
    });
    expect(body.byValue.map((b) => [b.key, b.match])).toEqual([
      ['principal', { name: 'Town hall' }],
    ]);
  });

  it('lists every problem in one error, in the order the client sent the fields', () => {
    expect(() => read({ nope: 1, principal: [], created_by: 3 })).toThrow(
      expect.objectContaining({
        code: 'invalid',
        fields: [
          expect.objectContaining({ field: 'nope' }),
          expect.objectContaining({ field: 'principal' }),
          expect.objectContaining({ field: 'created_by' }),
          expect.objectContaining({ field: 'title' }),
        ],
      }),
    );
  });

  it('does not call a required reference given by value blank', () => {
    const share = types.get('share');
    const body = readRecordBody({
      type: share,
      types,
      data: { document: 'Offer', user_id: 1, permission: 'read' },
      mode: 'create',
      language: 'en',
      timeZone: 'UTC',
    });
    expect(body.values).toEqual({ user_id: 1, permission: 'read' });
  });
});

describe('autoValues', () => {
  const actor: Actor = { userId: 3, companyId: 2, role: 'member', username: 'carol' };
  const at = new Date('2026-01-01T00:00:00Z');

  it('sets the creation values on create and the change values on both', () => {
    const created = autoValues(document, actor, 'create', at);
    expect(created).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_id: 2,
      created_by: 3,
      updated_by: 3,
      created_at: at,
      updated_at: at,
    });
    expect(autoValues(document, actor, 'update', at)).toEqual({ updated_by: 3, updated_at: at });
  });
});
