import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api, useWorld, type TestResponse } from './world.js';

// docs/reliability.md, "Values at their edges": every database answers alike at the edges of each
// value type (text, date-times, integers, query parameters), and the value stored is the value answered.

const world = useWorld();

const bob = () => world.people.bob;

const create = (json: unknown) =>
  world.call('POST', api('document', 'create'), { key: bob().key, json });

/** A raw JSON body, for numbers `JSON.stringify` cannot write (`1e309`). */
const createRaw = (text: string) =>
  world.call('POST', api('document', 'create'), {
    key: bob().key,
    body: text,
    headers: { 'Content-Type': 'application/json' },
  });

const fieldsOf = (response: TestResponse) =>
  (response.body as { field: string; message: string }[]).map((p) => p.field);

const RANGE = 'between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z';

describe('text with NUL or a lone surrogate', () => {
  it('is refused with 422 naming the field, in JSON, form and multipart bodies alike', async () => {
    for (const title of ['a\u0000b', 'x\uD800', '\uDC00']) {
      const json = await create({ title });
      expect(json.status, JSON.stringify(title)).toBe(422);
      expect(json.body).toEqual([
        { field: 'title', message: expect.stringContaining('NUL character (U+0000)') },
      ]);
    }
    const form = await world.call('POST', api('document', 'create'), {
      key: bob().key,
      body: 'title=ok&description=a%00b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(422);
    expect(fieldsOf(form)).toEqual(['description']);
    const multipart = new FormData();
    multipart.append('title', 'nul\u0000inside');
    const parts = await world.call('POST', api('document', 'create'), {
      key: bob().key,
      body: multipart,
    });
    expect(parts.status).toBe(422);
    expect(fieldsOf(parts)).toEqual(['title']);
    // Nothing was stored, stripped or not.
    const list = await world.call('GET', api('document', '', 'filter[title][like]=inside'), {
      key: bob().key,
    });
    expect(list.body).toEqual([]);
  });

  it('is refused in an update and in a reference given by value, naming the field', async () => {
    const doc = await create({ title: 'clean' });
    const update = await world.call('POST', api('document', 'update', `id=${doc.body.id}`), {
      key: bob().key,
      json: { description: 'tab\u0000' },
    });
    expect(update.status).toBe(422);
    expect(fieldsOf(update)).toEqual(['description']);
    const byValue = await create({ title: 'T', principal: 'Town\u0000hall' });
    expect(byValue.status).toBe(422);
    expect(byValue.body).toEqual([
      { field: 'principal', message: expect.stringContaining('NUL character') },
    ]);
    const view = await world.call('GET', api('document', 'view', `id=${doc.body.id}`), {
      key: bob().key,
    });
    expect(view.body.description).toBeNull();
  });

  it('in a filter value is a 422 for "filter"', async () => {
    for (const query of [
      'filter[title]=a%00b',
      'filter[title][like]=%00',
      `filter=${encodeURIComponent('{"title":{"in":["ok","\\udfff"]}}')}`,
      `filter=${encodeURIComponent('{"title":"\\u0000"}')}`,
      `filter=${encodeURIComponent('{"title":{"like":"\\ud800"}}')}`,
    ]) {
      const response = await world.call('GET', api('document', '', query), { key: bob().key });
      expect(response.status, query).toBe(422);
      expect(fieldsOf(response), query).toEqual(['filter']);
    }
  });
});

describe('percent-encoded bytes that are not UTF-8', () => {
  it('are a 400, never read as U+FFFD', async () => {
    const { key } = bob();
    for (const path of [
      api('document', '', 'filter[title]=%ED%A0%80'),
      api('document', '', 'filter[title][like]=caf%E9'),
      api('document', 'view', 'id=1&note=%FF'),
    ]) {
      const response = await world.call('GET', path, { key });
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toMatch(/not UTF-8/);
    }
    // Well-formed UTF-8 is read as before.
    const ok = await world.call('GET', api('document', '', 'filter[title][like]=caf%C3%A9'), {
      key,
    });
    expect(ok.status).toBe(200);
  });
});

describe('bodies that are not UTF-8', () => {
  /** A create whose body is `parts` (text as UTF-8, numbers as bytes), of the given type. */
  const send = (type: string, ...parts: (string | number[])[]) =>
    world.call('POST', api('document', 'create'), {
      key: bob().key,
      headers: { 'Content-Type': type },
      body: Buffer.concat(
        parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))),
      ),
    });
  const FORM = 'application/x-www-form-urlencoded';

  it('are a 400 saying so, naming the form field, and store nothing', async () => {
    const before = await world.call('GET', api('document'), { key: bob().key });
    const json = await send('application/json', '{"title":"ab', [0xff], 'cd"}');
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(
      'The request body is not valid UTF-8. Send the JSON text encoded as UTF-8 (a byte such as 0xFF never occurs in it).',
    );
    // An encoded lone surrogate is no UTF-8 either.
    const surrogate = await send('application/json', '{"title":"', [0xed, 0xa0, 0x80], '"}');
    expect(surrogate.status).toBe(400);
    const form = await send(FORM, 'title=ok&description=ab', [0xff], 'cd');
    expect(form.status).toBe(400);
    expect(form.body.message).toBe(
      'The form field "description" is not valid UTF-8. Send form values encoded as UTF-8, then percent-encoded.',
    );
    for (const [body, message] of [
      ['title=%FF', '"title" holds percent-encoded bytes that are not UTF-8 ("%FF")'],
      ['title=caf%E9', '"title" holds percent-encoded bytes that are not UTF-8 ("%E9")'],
      ['title=ab%zzcd%', '"title" holds an invalid percent-escape ("%zz")'],
      ['title=x&description=50%', '"description" holds an invalid percent-escape ("%")'],
    ] as const) {
      const got = await send(FORM, body);
      expect(got.status, body).toBe(400);
      expect(got.body.message, body).toContain(message);
    }
    // A text part of a multipart body (one without a file name).
    const multipart = await send(
      'multipart/form-data; boundary=B',
      '--B\r\nContent-Disposition: form-data; name="title"\r\n\r\nab',
      [0xff],
      'cd\r\n--B--\r\n',
    );
    expect(multipart.status).toBe(400);
    expect(multipart.body.message).toBe(
      'The form field "title" is not valid UTF-8. Send text fields encoded as UTF-8.',
    );
    // Several: the first five named, each name cut at 100 characters, and how many more.
    const names = ['t'.repeat(150), 'b', 'c', 'd', 'e', 'f', 'g'];
    const parts = names.flatMap((name) => [
      `--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
      [0xff],
      '\r\n',
    ]);
    const several = await send('multipart/form-data; boundary=B', ...parts, '--B--\r\n');
    expect(several.status).toBe(400);
    expect(several.body.message).toBe(
      `The form fields "${'t'.repeat(100)}", "b", "c", "d", "e", 2 more are not valid UTF-8. Send text fields encoded as UTF-8.`,
    );
    const after = await world.call('GET', api('document'), { key: bob().key });
    expect(after.body.length).toBe(before.body.length);
  });

  it('leave UTF-8 text, a byte order mark, escapes and file bytes as they were', async () => {
    const json = await send('application/json', [0xef, 0xbb, 0xbf], '{"title":"café \\u00e9"}');
    expect(json.status, json.text).toBe(201);
    expect(json.body.title).toBe('café é');
    const form = await send(FORM, 'title=caf%C3%A9+50%25&description=ü');
    expect(form.status, form.text).toBe(201);
    expect(form.body).toMatchObject({ title: 'café 50%', description: 'ü' });
    const body = new FormData();
    body.append('title', 'Binary');
    body.append('file', new Blob([Buffer.from([0xff, 0xfe, 0x00, 0xc3])]), 'bytes.bin');
    const file = await world.call('POST', api('document', 'create'), { key: bob().key, body });
    expect(file.status, file.text).toBe(201);
    expect(file.body.file_size).toBe(4);
    // A compressed body is checked once inflated; an encoding the server cannot inflate is a 415.
    for (const [bytes, status, encoding] of [
      [gzipSync('{"title":"café"}'), 201, 'gzip'],
      [gzipSync('{"title":"café"}'), 201, ' GZIP '],
      [brotliCompressSync('{"title":"café"}'), 201, 'br'],
      [gzipSync(Buffer.from([0x7b, 0xff, 0x7d])), 400, 'gzip'],
      [Buffer.from('{"title":"not gzip"}'), 400, 'gzip'],
      [Buffer.from('{"title":"zstd"}'), 415, 'zstd'],
    ] as const) {
      const got = await world.call('POST', api('document', 'create'), {
        key: bob().key,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body: bytes,
      });
      expect(got.status, `${encoding}: ${got.text}`).toBe(status);
      if (status === 201) expect(got.body.title).toBe('café');
    }
  });
});

describe('date-times', () => {
  it('outside years 0001–9999 are refused with 422 naming the field and the range', async () => {
    for (const document_date of [
      99_999_999_999_999,
      253_402_300_800,
      -62_135_596_801,
      '0000-01-01T00:00:00Z',
      '10000-01-01T00:00:00Z',
      '99999999999999',
    ]) {
      const response = await create({ title: 'T', document_date });
      expect(response.status, String(document_date)).toBe(422);
      expect(response.body).toEqual([
        { field: 'document_date', message: `Document date must be a date-time ${RANGE}.` },
      ]);
    }
    for (const raw of ['8.64e15', '-8.64e15', '1e309']) {
      const response = await createRaw(`{"title":"T","document_date":${raw}}`);
      expect(response.status, raw).toBe(422);
      expect(fieldsOf(response)).toEqual(['document_date']);
    }
  });

  it('outside the range in a filter are a 422 for "filter" naming the range', async () => {
    for (const query of [
      'filter[created_at][gt]=99999999999999',
      'filter[created_at][lt]=0000-06-01',
      'filter[document_date][in][]=253402300800',
    ]) {
      const response = await world.call('GET', api('document', '', query), { key: bob().key });
      expect(response.status, query).toBe(422);
      expect(response.body).toEqual([{ field: 'filter', message: expect.stringContaining(RANGE) }]);
    }
  });

  it('keep years below 100 and milliseconds as given, on write, view and in filters', async () => {
    // The world answers date-times in the installation's default format, d.m.Y H:i:s in UTC.
    const cases = [
      ['0050-01-01T00:00:00Z', '01.01.0050 00:00:00'],
      ['0001-01-01T00:00:00Z', '01.01.0001 00:00:00'],
      ['0099-12-31T23:59:59.999Z', '31.12.0099 23:59:59'],
      ['9999-12-31T23:59:59Z', '31.12.9999 23:59:59'],
      [-59_011_459_200, '01.01.0100 00:00:00'],
    ] as const;
    for (const [given, answered] of cases) {
      const created = await create({ title: `date ${given}`, document_date: given });
      expect(created.status, String(given)).toBe(201);
      expect(created.body.document_date, String(given)).toBe(answered);
      const view = await world.call('GET', api('document', 'view', `id=${created.body.id}`), {
        key: bob().key,
      });
      expect(view.body, String(given)).toEqual(created.body);
    }
    const early = await world.call(
      'GET',
      api('document', '', 'filter[document_date][lt]=0051-01-01T00:00:00Z&sort=document_date'),
      { key: bob().key },
    );
    expect(early.body.map((d: { document_date: string }) => d.document_date)).toEqual([
      '01.01.0001 00:00:00',
      '01.01.0050 00:00:00',
    ]);
    const php = await world.call(
      'GET',
      api('document', '', 'filter[title]=date 0050-01-01T00:00:00Z'),
      {
        key: bob().key,
        headers: { dateFormat: 'php:Y-m-d' },
      },
    );
    expect(php.body[0].document_date).toBe('0050-01-01');
  });
});

describe('integers and ids', () => {
  it('outside the id range are a 422 in a body', async () => {
    for (const raw of [
      '-1',
      '0',
      '2147483648',
      '9007199254740992',
      '1e309',
      '"99999999999999999999"',
    ]) {
      const response = await createRaw(`{"title":"T","principal_id":${raw}}`);
      expect(response.status, raw).toBe(422);
      expect(fieldsOf(response), raw).toEqual(['principal_id']);
    }
  });

  it('outside the id range are a 400 in the query, and a 422 for "filter" in a filter', async () => {
    for (const call of ['view', 'delete', 'download', 'list-objects']) {
      for (const id of ['-1', '0', '2147483648', '9007199254740992', '1e309']) {
        const method = call === 'delete' ? 'DELETE' : 'GET';
        const response = await world.call(
          method,
          api('document', call, `id=${id}&attribute=principal_id`),
          { key: bob().key },
        );
        expect(response.status, `${call} ${id}`).toBe(400);
        expect(response.body.message).toMatch(
          /"id" must be a positive integer \(1 to 2147483647\)/,
        );
      }
    }
    for (const query of ['filter[id]=99999999999', 'filter[principal_id][in][]=9007199254740993']) {
      const response = await world.call('GET', api('document', '', query), { key: bob().key });
      expect(response.status, query).toBe(422);
      expect(fieldsOf(response)).toEqual(['filter']);
    }
  });
});

describe('query parameters given as a list', () => {
  it('are a 400 naming the parameter, never ignored', async () => {
    for (const [query, name] of [
      ['per-page[]=5', 'per-page'],
      ['sort[]=id', 'sort'],
      ['page[]=1', 'page'],
      ['page[a]=1', 'page'],
    ]) {
      const response = await world.call('GET', api('document', '', query!), { key: bob().key });
      expect(response.status, query).toBe(400);
      expect(response.body.message).toContain(`"${name}" takes one value`);
    }
    for (const [call, query] of [
      ['view', 'id[]=1'],
      ['list-objects', 'id=1&attribute[]=principal_id'],
    ]) {
      const response = await world.call('GET', api('document', call, query), { key: bob().key });
      expect(response.status, query).toBe(400);
      expect(response.body.message).toContain('takes one value');
    }
  });

  it('per-page is clamped to 1..max however large, and a word is a 400 saying what to send', async () => {
    for (const [perPage, answered] of [
      ['1000000000', '100'],
      ['3439465842618781', '100'],
      ['9'.repeat(400), '100'],
      ['0', '1'],
      ['-99999999999999999999', '1'],
    ]) {
      const response = await world.call('GET', api('document', '', `per-page=${perPage}`), {
        key: bob().key,
      });
      expect(response.status, perPage).toBe(200);
      expect(response.headers.get('x-pagination-per-page'), perPage).toBe(answered);
    }
    const word = await world.call('GET', api('document', '', 'per-page=all'), { key: bob().key });
    expect(word.status).toBe(400);
    expect(word.body.message).toBe(
      'The query parameter "per-page" must be an integer such as per-page=20, not "all".',
    );
  });
});

describe('the value stored is the value answered', () => {
  it('for long strings, unicode and date-times with milliseconds, on create, update and view', async () => {
    const title = `${'ü'.repeat(200)}😀${'ß'.repeat(53)}`;
    const description = `${'Ω≈ç√∫ 😀 e\u0301 \t\r\n '.repeat(1000)}`;
    const created = await create({
      title,
      description,
      document_date: '2026-02-28T23:59:59.999+14:00',
    });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(title);
    expect(created.body.description).toBe(description);
    const view = async () =>
      (
        await world.call('GET', api('document', 'view', `id=${created.body.id}`), {
          key: bob().key,
        })
      ).body;
    expect(await view()).toEqual(created.body);
    const updated = await world.call('POST', api('document', 'update', `id=${created.body.id}`), {
      key: bob().key,
      json: { title: '\u{10FFFF}\uFEFF\u200B', document_date: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('\u{10FFFF}\uFEFF\u200B');
    expect(updated.body.document_date).toBe('01.01.1970 00:00:01');
    expect(await view()).toEqual(updated.body);
    // Near the body limit (1 MB): a text field holds it on every database.
    const long = 'Lorem ipsum ü 😀 '.repeat(50_000);
    const big = await world.call('POST', api('document', 'update', `id=${created.body.id}`), {
      key: bob().key,
      json: { description: long },
    });
    expect(big.status).toBe(200);
    expect(big.body.description).toBe(long);
    expect(await view()).toEqual(big.body);
  });
});
