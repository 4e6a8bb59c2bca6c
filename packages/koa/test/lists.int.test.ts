import { defaultRecordTypes, defineRecordType, type StoredRecord } from '@recordgate/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, useWorld, type Person, type TestResponse } from './world.js';

const docs = { bob: [] as StoredRecord[], carol: [] as StoredRecord[], dave: [] as StoredRecord[] };
const minute = 60_000;
const base = Date.parse('2026-01-01T00:00:00Z');

// Documents with controlled dates, stored directly (the server would stamp the current time).
async function document(owner: Person, n: number, title: string): Promise<StoredRecord> {
  return world.storage.insert({
    type: 'document',
    values: {
      title,
      description: n % 3 === 0 ? null : `Description ${n}`,
      document_date: new Date(base + (n % 7) * 24 * 60 * minute),
      company_id: owner.actor.companyId,
      created_by: owner.actor.userId,
      updated_by: owner.actor.userId,
      created_at: new Date(base + n * minute),
      updated_at: new Date(base + n * minute),
    },
  });
}

const world = useWorld();
beforeAll(async () => {
  const { bob, carol, alice, dave } = world.people;
  for (let n = 1; n <= 30; n++) {
    const title = `${n % 2 === 1 ? 'Bob report' : 'Bob memo'} ${String(n).padStart(2, '0')}`;
    docs.bob.push(await document(bob, n, title));
  }
  for (let n = 1; n <= 5; n++) docs.carol.push(await document(carol, 100 + n, `Carol note ${n}`));
  for (let n = 1; n <= 3; n++) await document(alice, 200 + n, `Alice plan ${n}`);
  for (let n = 1; n <= 10; n++) docs.dave.push(await document(dave, 300 + n, `Globex report ${n}`));
  // Carol shares one note with bob directly and one with a group bob belongs to.
  const group = await world.seed(alice.actor, 'group', { name: 'Readers' });
  await world.seed(alice.actor, 'group-member', { group_id: group.id, user_id: bob.actor.userId });
  await world.seed(carol.actor, 'share', {
    document_id: docs.carol[0]!.id,
    user_id: bob.actor.userId,
    permission: 'read',
  });
  await world.seed(carol.actor, 'share', {
    document_id: docs.carol[1]!.id,
    group_id: group.id,
    permission: 'write',
  });
});

const ids = (response: TestResponse): number[] => response.body.map((r: { id: number }) => r.id);
const get = (person: Person, query: string, headers: Record<string, string> = {}) =>
  world.call('GET', api('document', '', query), { key: person.key, headers });
const link = (query: string, rel: string) =>
  `<${world.publicUrl}${api('document', '', query)}>; rel=${rel}`;

describe('paging', () => {
  it('pages with Yii2 headers and a Link header with self, first, last, prev and next', async () => {
    const { bob } = world.people;
    const page = await get(bob, 'page=2&per-page=10');
    expect(page.status).toBe(200);
    const all = [...docs.bob, docs.carol[0]!, docs.carol[1]!]
      .map((d) => d.id)
      .sort((a, b) => Number(a) - Number(b));
    expect(ids(page)).toEqual(all.slice(10, 20));
    expect(page.headers.get('x-pagination-total-count')).toBe('32');
    expect(page.headers.get('x-pagination-page-count')).toBe('4');
    expect(page.headers.get('x-pagination-current-page')).toBe('2');
    expect(page.headers.get('x-pagination-per-page')).toBe('10');
    expect(page.headers.get('link')).toBe(
      [
        link('page=2&per-page=10', 'self'),
        link('page=1&per-page=10', 'first'),
        link('page=4&per-page=10', 'last'),
        link('page=1&per-page=10', 'prev'),
        link('page=3&per-page=10', 'next'),
      ].join(', '),
    );

    const first = await get(bob, 'page=1&per-page=10');
    expect(first.headers.get('link')).not.toMatch(/rel=prev/);
    const last = await get(bob, 'page=4&per-page=10');
    expect(ids(last)).toEqual(all.slice(30));
    expect(last.headers.get('link')).not.toMatch(/rel=next/);
    expect(last.headers.get('link')).toContain(link('page=3&per-page=10', 'prev'));
  });

  it('keeps sort and filter in the links', async () => {
    const page = await get(
      world.people.bob,
      'sort=-title&filter%5Btitle%5D%5Blike%5D=report&page=1&per-page=5',
    );
    expect(page.headers.get('x-pagination-total-count')).toBe('15');
    expect(page.headers.get('link')).toContain(
      link('sort=-title&filter%5Btitle%5D%5Blike%5D=report&page=2&per-page=5', 'next'),
    );
  });

  it('defaults per-page to 20 when only page is given, and clamps per-page to 1..100', async () => {
    const { alice } = world.people;
    const onlyPage = await get(alice, 'page=1');
    expect(onlyPage.body).toHaveLength(20);
    expect(onlyPage.headers.get('x-pagination-per-page')).toBe('20');
    const onlyPerPage = await get(alice, 'per-page=7');
    expect(onlyPerPage.body).toHaveLength(7);
    expect(onlyPerPage.headers.get('x-pagination-current-page')).toBe('1');
    const huge = await get(alice, 'page=1&per-page=5000');
    expect(huge.headers.get('x-pagination-per-page')).toBe('100');
    expect(huge.body).toHaveLength(38);
    const zero = await get(alice, 'page=1&per-page=0');
    expect(zero.headers.get('x-pagination-per-page')).toBe('1');
    expect(zero.body).toHaveLength(1);
  });

  it('answers a page past the end with an empty list, and refuses malformed paging with 400', async () => {
    const { bob } = world.people;
    const beyond = await get(bob, 'page=9&per-page=10');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-pagination-total-count')).toBe('32');
    expect(beyond.headers.get('link')).toContain(link('page=4&per-page=10', 'prev'));
    for (const query of ['page=0', 'page=-1', 'page=abc', 'per-page=x', 'page=1&page=2']) {
      const response = await get(bob, query);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ name: 'Bad Request', code: 0, status: 400 });
      expect(response.body.message).toMatch(/page/);
    }
  });

  it('skips the total count on Prefer: count=none and still says whether a next page exists', async () => {
    const { bob } = world.people;
    const page = await get(bob, 'page=3&per-page=10', { Prefer: 'count=none' });
    expect(page.headers.get('preference-applied')).toBe('count=none');
    expect(page.headers.get('x-pagination-total-count')).toBeNull();
    expect(page.headers.get('x-pagination-page-count')).toBeNull();
    expect(page.headers.get('x-pagination-current-page')).toBe('3');
    expect(page.body).toHaveLength(10);
    expect(page.headers.get('link')).toContain(link('page=4&per-page=10', 'next'));
    expect(page.headers.get('link')).not.toMatch(/rel=last/);
    const last = await get(bob, 'page=4&per-page=10', { Prefer: 'count=none' });
    expect(last.body).toHaveLength(2);
    expect(last.headers.get('link')).not.toMatch(/rel=next/);
    const streamed = await get(bob, '', { Prefer: 'count=none' });
    expect(streamed.body).toHaveLength(32);
    expect(streamed.headers.get('x-pagination-total-count')).toBeNull();
  });
});

describe('sorting', () => {
  it('sorts by several fields, descending with "-", with id as the stable tiebreak', async () => {
    const { bob } = world.people;
    const sorted = await get(
      bob,
      'sort=-document_date,title&filter[created_by]=' + bob.actor.userId,
    );
    const expected = [...docs.bob].sort(
      (a, b) =>
        (b.document_date as Date).getTime() - (a.document_date as Date).getTime() ||
        String(a.title).localeCompare(String(b.title)),
    );
    expect(ids(sorted)).toEqual(expected.map((d) => d.id));

    // Equal keys fall back to id ascending, so pages never overlap or skip.
    const byDate: number[] = [];
    for (let page = 1; page <= 4; page++) {
      byDate.push(...ids(await get(bob, `sort=document_date&page=${page}&per-page=9`)));
    }
    expect(new Set(byDate).size).toBe(32);
    expect(byDate).toEqual(ids(await get(bob, 'sort=document_date')));

    const newest = await get(bob, 'sort=-created_at&page=1&per-page=3');
    expect(newest.body.map((d: { title: string }) => d.title)).toEqual([
      'Carol note 2',
      'Carol note 1',
      'Bob memo 30',
    ]);
    expect(ids(await get(bob, 'sort=-createdBy,-id&page=1&per-page=1'))).toEqual([
      docs.carol[1]!.id,
    ]);
  });

  it('refuses unknown sort fields with 400 naming the sortable ones', async () => {
    const response = await get(world.people.bob, 'sort=-titel');
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Cannot sort by "titel"');
    expect(response.body.message).toContain('document_date');
  });
});

describe('filtering (Yii2 DataFilter)', () => {
  const titles = (response: TestResponse) => response.body.map((d: { title: string }) => d.title);

  it('filters with like, eq, neq, in, nin, and, or, not', async () => {
    const { bob } = world.people;
    expect(titles(await get(bob, 'filter[title][like]=MEMO 1'))).toEqual([
      'Bob memo 10',
      'Bob memo 12',
      'Bob memo 14',
      'Bob memo 16',
      'Bob memo 18',
    ]);
    expect(titles(await get(bob, 'filter[title]=Bob report 05'))).toEqual(['Bob report 05']);
    expect(titles(await get(bob, 'filter[title][eq]=Carol note 1'))).toEqual(['Carol note 1']);
    expect(await get(bob, 'filter[created_by][neq]=' + bob.actor.userId).then(titles)).toEqual([
      'Carol note 1',
      'Carol note 2',
    ]);
    const some = [docs.bob[0]!.id, docs.bob[5]!.id, docs.carol[4]!.id];
    expect(
      ids(
        await get(
          bob,
          `filter[id][in][]=${some[0]}&filter[id][in][]=${some[1]}&filter[id][in][]=${some[2]}`,
        ),
      ),
    ).toEqual([some[0], some[1]]);
    expect(
      ids(await get(bob, `filter[id][in][0]=${some[0]}&filter[id][in][1]=${some[1]}`)),
    ).toEqual([some[0], some[1]]);
    expect(
      await get(bob, 'filter[title][like]=Bob&filter[id][nin][]=' + docs.bob[0]!.id).then(
        (r) => r.body.length,
      ),
    ).toBe(29);
    const either = await get(
      bob,
      'filter[or][0][title]=Bob memo 02&filter[or][1][title][like]=note',
    );
    expect(titles(either)).toEqual(['Bob memo 02', 'Carol note 1', 'Carol note 2']);
    const both = await get(
      bob,
      'filter[and][0][title][like]=report&filter[and][1][not][title][like]=1',
    );
    expect(titles(both)).toEqual([
      'Bob report 03',
      'Bob report 05',
      'Bob report 07',
      'Bob report 09',
      'Bob report 23',
      'Bob report 25',
      'Bob report 27',
      'Bob report 29',
    ]);
    const json = await get(
      bob,
      `filter=${encodeURIComponent(JSON.stringify({ or: [{ title: 'Bob memo 04' }, { title: { like: 'note 2' } }] }))}`,
    );
    expect(titles(json)).toEqual(['Bob memo 04', 'Carol note 2']);
    expect(json.headers.get('x-pagination-total-count')).toBe('2');
  });

  it('compares date-times given as ISO 8601, with or without an offset, and integers', async () => {
    const { bob } = world.people;
    // created_at of bob's n-th document is base + n minutes.
    const gte = await get(
      bob,
      `filter[created_at][gte]=${encodeURIComponent('2026-01-01T00:28:00Z')}&filter[created_by]=${bob.actor.userId}`,
    );
    expect(titles(gte)).toEqual(['Bob memo 28', 'Bob report 29', 'Bob memo 30']);
    const offset = await get(
      bob,
      `filter[created_at][lt]=${encodeURIComponent('2026-01-01T01:03:00+01:00')}`,
    );
    expect(titles(offset)).toEqual(['Bob report 01', 'Bob memo 02']);
    const between = await get(
      bob,
      'filter[created_at][gt]=2026-01-01T00:10:00&filter[created_at][lte]=2026-01-01T00:12:00',
    );
    expect(titles(between)).toEqual(['Bob report 11', 'Bob memo 12']);
    const dated = await get(
      bob,
      'filter[document_date]=2026-01-03T00:00:00Z&filter[created_by]=' + bob.actor.userId,
    );
    expect(titles(dated)).toEqual([
      'Bob memo 02',
      'Bob report 09',
      'Bob memo 16',
      'Bob report 23',
      'Bob memo 30',
    ]);
    const noDescription = await get(
      bob,
      'filter[description]=NULL&filter[id][lte]=' + docs.bob[8]!.id,
    );
    expect(titles(noDescription)).toEqual(['Bob report 03', 'Bob memo 06', 'Bob report 09']);
    const withDescription = await get(
      bob,
      'filter[description][neq]=NULL&filter[id][lte]=' + docs.bob[3]!.id,
    );
    expect(titles(withDescription)).toEqual(['Bob report 01', 'Bob memo 02', 'Bob memo 04']);
  });

  it('answers an invalid filter with 422 in Yii2 validation shape', async () => {
    const { bob } = world.people;
    const cases: [string, RegExp][] = [
      [
        'filter[titel][like]=x',
        /^Unknown filter attribute "titel"\. Filterable fields: id, uuid, title, /,
      ],
      [
        'filter[id][like]=1',
        /^"id" does not support operator "like"\. Operators for "id": eq, neq, lt, gt, lte, gte, in, nin\.$/,
      ],
      ['filter[title][lt]=b', /does not support operator "lt"/],
      ['filter[created_at][gte]=yesterday', /^Created at must be an ISO 8601 date-time/],
      ['filter[id]=abc', /^ID must be an integer\.$/],
      ['filter[id][in]=1', /^Operator "in" requires multiple operands/],
      ['filter[or][title]=x', /^Operator "or" requires multiple operands/],
      ['filter[title][similar]=x', /^Unknown filter operator "similar"/],
      ['filter[like]=x', /^Operator "like" must be used with a search attribute/],
      ['filter={"title":', /^The format of Filter is invalid/],
      ['filter=3', /^The format of Filter is invalid/],
      ['filter[title]=a&filter[title][like]=b', /^The format of Filter is invalid/],
      [
        'filter[title][]=a',
        /^Condition for "title" should be either a value or valid operator specification/,
      ],
    ];
    for (const [query, message] of cases) {
      const response = await get(bob, query);
      expect(response.status, query).toBe(422);
      expect(response.body, query).toEqual([
        { field: 'filter', message: expect.stringMatching(message) },
      ]);
    }
    const deep = 'filter' + '[not]'.repeat(20) + '[title]=x';
    expect((await get(bob, deep)).status).toBe(422);
    const wide = Array.from({ length: 150 }, (_, i) => `filter[and][${i}][id]=${i}`).join('&');
    expect((await get(bob, wide)).body[0].message).toMatch(/too complex/);
  });

  it('reads filter and error messages in the installation language', async () => {
    const german = await createWorld({ app: { language: 'de' } });
    try {
      const response = await german.call('GET', api('document', '', 'filter[titel]=x'), {
        key: german.people.bob.key,
      });
      expect(response.status).toBe(422);
      expect(response.body[0].message).toMatch(/^Unbekanntes Filterattribut "titel"/);
    } finally {
      await german.close();
    }
  });
});

describe('lists never reach past the access policy', () => {
  it('a filter only narrows: no field, operator or or-branch reaches another company or an unshared document', async () => {
    const { bob, carol, erin, dave } = world.people;
    const acme = world.companies.acme.id;
    const tries = [
      `filter[company_id]=${acme}`,
      `filter[or][0][company_id]=${acme}&filter[or][1][id][gt]=0`,
      'filter[not][id]=0',
      `filter[created_by]=${bob.actor.userId}`,
      `filter[or][0][created_by]=${bob.actor.userId}&filter[or][1][created_by][neq]=${bob.actor.userId}`,
    ];
    for (const query of tries) {
      for (const suffix of ['', '&page=1&per-page=100']) {
        const outsider = await get(erin, query + suffix);
        expect(outsider.status, query).toBe(200);
        expect(outsider.body, query).toEqual([]);
        expect(outsider.headers.get('x-pagination-total-count'), query).toBe('0');
        const admin = await get(dave, query + suffix);
        expect(
          admin.body.every((d: { company_id: number }) => d.company_id === dave.actor.companyId),
          query,
        ).toBe(true);
        // carol is in bob's company but holds no share of bob's documents.
        const member = await get(carol, query + suffix);
        const visible = new Set(docs.carol.map((d) => d.id));
        expect(
          ids(member).every((id) => visible.has(id)),
          query,
        ).toBe(true);
      }
    }
  });

  it('a member lists exactly what they own and what is shared with them or their groups', async () => {
    const { bob } = world.people;
    const listed = await get(bob, '');
    expect(listed.headers.get('x-pagination-total-count')).toBe('32');
    expect(ids(listed)).toEqual([
      ...docs.bob.map((d) => d.id),
      docs.carol[0]!.id,
      docs.carol[1]!.id,
    ]);
    const shared = await get(bob, 'filter[title][like]=note');
    expect(ids(shared)).toEqual([docs.carol[0]!.id, docs.carol[1]!.id]);
  });

  it('refuses to filter or sort on a field the caller may not see', async () => {
    const secretive = defineRecordType({
      name: 'vault',
      modelClass: 'test.Vault',
      searchClass: 'test.VaultSearch',
      fields: [
        { name: 'label', type: 'string', label: { en: 'Label', de: 'Label' } },
        { name: 'secret', type: 'string', hidden: true, label: { en: 'Secret', de: 'Geheimnis' } },
        {
          name: 'company_id',
          type: 'reference',
          references: 'company',
          auto: 'company',
          label: { en: 'Company', de: 'Firma' },
        },
      ],
    });
    const vaultWorld = await createWorld({ types: [...defaultRecordTypes, secretive] });
    try {
      const { alice } = vaultWorld.people;
      await vaultWorld.storage.insert({
        type: 'vault',
        values: { label: 'a', secret: 'hunter2', company_id: alice.actor.companyId },
      });
      const probe = await vaultWorld.call('GET', api('vault', '', 'filter[secret]=hunter2'), {
        key: alice.key,
      });
      expect(probe.status).toBe(422);
      expect(probe.body).toEqual([
        {
          field: 'filter',
          message: 'Unknown filter attribute "secret". Filterable fields: id, label, company_id.',
        },
      ]);
      const guess = await vaultWorld.call('GET', api('vault', '', 'filter[secret][like]=h'), {
        key: alice.key,
      });
      expect(guess.status).toBe(422);
      const sorted = await vaultWorld.call('GET', api('vault', '', 'sort=secret'), {
        key: alice.key,
      });
      expect(sorted.status).toBe(400);
      expect(sorted.body.message).not.toContain('secret,');
      const plain = await vaultWorld.call('GET', api('vault', '', 'filter[label]=a'), {
        key: alice.key,
      });
      expect(plain.body).toEqual([{ id: 1, label: 'a', company_id: alice.actor.companyId }]);
    } finally {
      await vaultWorld.close();
    }
  });
});

describe('the whole list, streamed', () => {
  it('returns every accessible record with the total, expanded and shaped across chunk boundaries', async () => {
    const { alice } = world.people;
    // More than one chunk (500 records) of alice's company's documents.
    await world.storage.transaction({
      run: async (db) => {
        for (let n = 0; n < 1_100; n++) {
          await db.insert({
            type: 'document',
            values: {
              title: `Bulk ${n}`,
              company_id: alice.actor.companyId,
              created_by: n % 2 === 0 ? alice.actor.userId : world.people.carol.actor.userId,
              created_at: new Date(base),
            },
          });
        }
      },
    });
    const response = await get(alice, 'sort=-id', {
      expand: 'createdBy.username',
      fields: 'id,title',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const total = Number(response.headers.get('x-pagination-total-count'));
    expect(total).toBe(30 + 5 + 3 + 1_100);
    expect(response.body).toHaveLength(total);
    const listed = ids(response);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    for (const record of response.body as { title: string; createdBy: { username: string } }[]) {
      expect(Object.keys(record)).toEqual(['id', 'title', 'createdBy']);
      const match = /^Bulk (\d+)$/.exec(record.title);
      if (match)
        expect(record.createdBy).toEqual({
          username: Number(match[1]) % 2 === 0 ? 'alice' : 'carol',
        });
    }
    const head = await world.call('HEAD', api('document'), { key: alice.key });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });
});
