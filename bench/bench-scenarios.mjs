// The scenarios of the benchmark harness (bench/run.mjs). Each names the server it runs on
// (`baseline`, `reference`, `recordgate`, then once per database, or `mapped`, on SQLite's own schema
// and on the mapped copy), the reference a read is compared
// with, and its autocannon options built from the server's URL and the seeded keys and documents.
import { makeDocxTemplate, multipartBody } from './make-docx-template.mjs';

const expand = { expand: 'createdBy.*,company.*' };
const json = { 'Content-Type': 'application/json' };
const bearer = (key) => ({ Authorization: `Bearer ${key}` });
const noCount = { Prefer: 'count=none' };

/** The scenarios, in the order they run; `company` is the company the reference's page reads. */
export function createScenarios({ company }) {
  let written = 0;
  const template = makeDocxTemplate();
  const upload = multipartBody({ title: 'Filled contract' }, template, 'contract.docx');
  const update = (key, document) => ({
    url: `/document/api/default/update?id=${document.id}`,
    requests: [
      {
        method: 'POST',
        headers: { ...bearer(key), ...json },
        // A fresh body per request: autocannon applies `setupRequest` only to entries of `requests`.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ description: `Updated ${++written}` }),
        }),
      },
    ],
  });
  const scenarios = [
    { name: 'bare Koa fixed JSON (baseline)', on: 'baseline', options: () => ({ url: '/' }) },
    {
      name: 'hand-written view, 2 joins (reference)',
      on: 'reference',
      options: (s) => ({ url: `/view?id=${s.ownDocument.id}` }),
    },
    {
      name: 'hand-written page of 20, 2 joins (reference)',
      on: 'reference',
      options: () => ({ url: `/page?company=${company}&page=3` }),
    },
    { name: '/health', on: 'recordgate', options: () => ({ url: '/health' }) },
    {
      name: 'view, 2 expansions (member)',
      reference: 'hand-written view, 2 joins (reference)',
      options: (s) => ({
        url: `/document/api/default/view?id=${s.ownDocument.id}`,
        headers: { ...bearer(s.memberKey), ...expand },
      }),
    },
    {
      name: 'page of 20, 2 expansions (admin)',
      reference: 'hand-written page of 20, 2 joins (reference)',
      options: (s) => ({
        url: `/document/api/default?page=3&per-page=20`,
        headers: { ...bearer(s.adminKey), ...expand },
      }),
    },
    {
      // The same page without its count: the admin page's count costs the difference.
      name: 'page of 20, 2 expansions, no count (admin)',
      reference: 'hand-written page of 20, 2 joins (reference)',
      options: (s) => ({
        url: `/document/api/default?page=3&per-page=20`,
        headers: { ...bearer(s.adminKey), ...expand, ...noCount },
      }),
    },
    {
      name: 'list-objects createdBy (member)',
      reference: 'hand-written view, 2 joins (reference)',
      options: (s) => ({
        url: `/document/api/default/list-objects?id=${s.ownDocument.id}&attribute=createdBy`,
        headers: bearer(s.memberKey),
      }),
    },
    {
      name: 'view, 2 expansions (member owning 10,000)',
      reference: 'hand-written view, 2 joins (reference)',
      options: (s) => ({
        url: `/document/api/default/view?id=${s.heavyDocument.id}`,
        headers: { ...bearer(s.heavyKey), ...expand },
      }),
    },
    {
      name: 'page of 20, 2 expansions, no count (member)',
      options: (s) => ({
        url: `/document/api/default?page=3&per-page=20`,
        headers: { ...bearer(s.memberKey), ...expand, ...noCount },
      }),
    },
    {
      name: 'page of 20, 2 expansions, no count (member owning 10,000)',
      options: (s) => ({
        url: `/document/api/default?page=3&per-page=20`,
        headers: { ...bearer(s.heavyKey), ...expand, ...noCount },
      }),
    },
    {
      name: 'filtered list, like, page of 20 (admin)',
      options: (s) => ({
        url: `/document/api/default?filter[title][like]=Document%2012&per-page=20`,
        headers: { ...bearer(s.adminKey), ...expand },
      }),
    },
    // The same reads on RecordGate's own schema and on the documents mapped onto another
    // application's table (bench/mapped-schema.mjs), one after the other in each round.
    {
      name: 'view, 2 expansions (member), own vs mapped schema',
      on: 'mapped',
      options: (s) => ({
        url: `/document/api/default/view?id=${s.ownDocument.id}`,
        headers: { ...bearer(s.memberKey), ...expand },
      }),
    },
    {
      name: 'page of 20, 2 expansions (admin), own vs mapped schema',
      on: 'mapped',
      options: (s) => ({
        url: `/document/api/default?page=3&per-page=20`,
        headers: { ...bearer(s.adminKey), ...expand },
      }),
    },
    {
      // The same page without its count: a mapped type's count is read every time (no change signal).
      name: 'page of 20, 2 expansions, no count (admin), own vs mapped schema',
      on: 'mapped',
      options: (s) => ({
        url: `/document/api/default?page=3&per-page=20`,
        headers: { ...bearer(s.adminKey), ...expand, ...noCount },
      }),
    },
    { name: 'update (member)', options: (s) => update(s.memberKey, s.ownDocument) },
    {
      name: 'update (member owning 10,000)',
      options: (s) => update(s.heavyKey, s.heavyDocument),
    },
    {
      name: 'create (member)',
      options: (s) => ({
        url: `/document/api/default/create`,
        requests: [
          {
            method: 'POST',
            headers: { ...bearer(s.memberKey), ...json },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ title: `Created ${++written}`, description: 'benchmark' }),
            }),
          },
        ],
      }),
    },
    {
      name: `.docx fill, ${Math.round(template.length / 1024)} KB zipped, 30 tags (member)`,
      options: (s) => ({
        url: `/document/api/default/create`,
        method: 'POST',
        headers: {
          ...bearer(s.memberKey),
          'Content-Type': upload.contentType,
          fillPlaceholders: 'true',
        },
        body: upload.body,
      }),
    },
  ];
  // URLs are relative to the server the scenario runs on.
  return scenarios.map((scenario) => ({
    on: 'recordgate',
    ...scenario,
    options: (s) => {
      const options = scenario.options(s);
      return { ...options, url: `${s.url}${options.url}` };
    },
  }));
}
