import { beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE, ID } from '../src/parameters/record-parameters.js';
import type { CallParameter } from '../src/parameters/types.js';
import { CALL_DEFINITIONS } from '../src/record-calls.js';
import type { CallDefinition } from '../src/calls/types.js';
import { api, useWorld } from './world.js';

// Every call's declared parameters (packages/koa/src/parameters), sent in each of their invalid
// forms: each answer is a 4xx in the Yii2 shape that names the parameter, and, as every answer of
// `world.call`, matches the served OpenAPI document. A parameter whose parse stops refusing a form
// fails here.

// The parameters no value of makes a 4xx: `Prefer` other than `count=none` is ignored
// (docs/lists.md), and so is a `Range` the server cannot use (docs/documents.md, "Ranges").
const NEVER_REFUSED = ['Prefer', 'Range', 'If-Range'];

// The query's integers take one spelling: any other spelling of the same number is refused, never
// read as it (`id=01` is not record 1).
const INTEGER_QUERY = new Set(['id', 'version', 'page', 'per-page']);
const NOT_CANONICAL = ['01', '+1', '1.0', ' 1', '1 ', '0x1', '1e0'];

interface Case {
  readonly call: CallDefinition;
  readonly parameter: CallParameter;
  /** What is sent: a query string fragment, or a header value. */
  readonly form: { readonly query: string } | { readonly header: string };
}

// The forms of one parameter: its declared invalid values, and for a query parameter that takes
// one value, the repeated and the bracketed form.
function formsOf(parameter: CallParameter): Case['form'][] {
  const { name } = parameter;
  if (parameter.in === 'header') return parameter.invalid.map((header) => ({ header }));
  const integer = INTEGER_QUERY.has(name) ? NOT_CANONICAL : [];
  const forms = [...new Set([...parameter.invalid, ...integer])].map((value) => ({
    query: `${name}=${encodeURIComponent(value)}`,
  }));
  if (parameter.single) forms.push({ query: `${name}=x&${name}=x` }, { query: `${name}[]=x` });
  return forms;
}

const CASES: Case[] = CALL_DEFINITIONS.flatMap((call) =>
  call.parameters.flatMap((parameter) =>
    formsOf(parameter).map((form) => ({ call, parameter, form })),
  ),
);

const world = useWorld();
let id: number;
beforeAll(async () => {
  // A document with a file and references: every call of the type is served for it.
  const body = new FormData();
  body.append('title', 'Parameters');
  body.append('file', new Blob([Buffer.from('parameters')], { type: 'text/plain' }), 'p.txt');
  const created = await world.call('POST', api('document', 'create'), {
    key: world.people.alice.key,
    body,
  });
  expect(created.status).toBe(201);
  id = created.body.id as number;
});

describe('declared parameters', () => {
  it('every parameter a call reads is refusable, or one of those never refused', () => {
    const unchecked = new Set(
      CALL_DEFINITIONS.flatMap((call) => call.parameters)
        .filter((p) => p.invalid.length === 0 && !p.single)
        .map((p) => p.name),
    );
    expect([...unchecked].sort()).toEqual([...NEVER_REFUSED].sort());
  });

  it.each(CASES.map((c) => [c.call.name, c.parameter.name, JSON.stringify(c.form), c] as const))(
    '%s refuses %s %s',
    async (_call, _name, _form, { call, parameter, form }) => {
      // The other parameters valid: the record's id, a reference to follow.
      const query = new URLSearchParams();
      if (call.parameters.includes(ID) && parameter !== ID) query.set('id', String(id));
      if (call.parameters.includes(ATTRIBUTE) && parameter !== ATTRIBUTE)
        query.set('attribute', 'created_by');
      const sent = [query.toString(), 'query' in form ? form.query : ''].filter(Boolean);
      const method = call.methods[0]!;
      const response = await world.call(
        method,
        api('document', call.path.slice(1), sent.join('&')),
        {
          key: world.people.alice.key,
          headers: 'header' in form ? { [parameter.name]: form.header } : {},
          ...(method === 'POST' ? { json: {} } : {}),
        },
      );
      expect([400, 422]).toContain(response.status);
      if (response.status === 422) {
        // Yii2's validation body: one entry per field, the parameter among them.
        expect(response.body).toEqual(
          expect.arrayContaining([{ field: parameter.name, message: expect.any(String) }]),
        );
      } else {
        expect(response.body).toEqual({
          name: 'Bad Request',
          message: expect.any(String),
          code: 0,
          status: 400,
        });
        expect((response.body.message as string).toLowerCase()).toContain(
          parameter.name.toLowerCase(),
        );
      }
    },
  );
});
