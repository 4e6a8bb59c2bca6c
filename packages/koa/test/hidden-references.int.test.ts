import { defaultRecordTypes, defineRecordType, type RecordType } from '@recordgate/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useWorld } from './world.js';

/*
 * A write-only reference (docs/record-types.md): a client sets it but never sees it, follows it or
 * expands it, and the id it gives is checked like any other reference's: another company's record, or
 * one that does not exist, is refused alike.
 */
const memo: RecordType = defineRecordType({
  name: 'memo',
  modelClass: 'acme.models.Memo',
  searchClass: 'acme.models.MemoSearch',
  fields: [
    {
      name: 'title',
      type: 'string',
      required: true,
      maxLength: 80,
      label: { en: 'Title', de: 'Titel' },
    },
    {
      name: 'principal_id',
      type: 'reference',
      references: 'principal',
      writeOnly: true,
      label: { en: 'Principal', de: 'Auftraggeber' },
    },
    {
      name: 'company_id',
      type: 'reference',
      references: 'company',
      auto: 'company',
      label: { en: 'Company', de: 'Firma' },
    },
  ],
});

let own: number;
let foreign: number;
const world = useWorld({ types: [...defaultRecordTypes, memo] });
beforeAll(async () => {
  const { alice, dave } = world.people;
  own = (await world.seed(alice.actor, 'principal', { name: 'Town hall' })).id as number;
  foreign = (await world.seed(dave.actor, 'principal', { name: 'Globex only' })).id as number;
});

const create = (data: Record<string, unknown>) =>
  world.call('POST', api('memo', 'create'), { key: world.people.alice.key, json: data });

describe('a write-only reference', () => {
  it("refuses another company's record and a missing one alike, and takes one of the own company", async () => {
    const refused = await Promise.all(
      [foreign, 999_999].map((id) => create({ title: 'x', principal_id: id })),
    );
    for (const answer of refused) {
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body).toEqual([
        { field: 'principal_id', message: expect.stringContaining('Principal') },
      ]);
    }
    expect(refused[0]!.body).toEqual(
      JSON.parse(refused[1]!.text.replaceAll('999999', String(foreign))),
    );
    const taken = await create({ title: 'Memo', principal_id: own });
    expect(taken.status, taken.text).toBe(201);
    expect(taken.body).not.toHaveProperty('principal_id');
  });

  it('is neither described as a reference nor expanded', async () => {
    const { key } = world.people.alice;
    const info = await world.call('GET', api('memo', 'info'), { key });
    expect(JSON.stringify(info.body)).not.toContain('principal');
    const expanded = await world.call('GET', api('memo'), {
      key,
      headers: { expand: 'principal' },
    });
    expect(expanded.status).toBe(400);
  });
});
