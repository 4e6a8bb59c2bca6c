import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** A response as {@link ResponseValidator.check} reads it. */
export interface CheckedResponse {
  readonly method: string;
  /** The request's path, with its query string. */
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  /** The body as text; `undefined` when it was not read (a stream the test consumes itself). */
  readonly text: string | undefined;
}

/** Checks responses against one OpenAPI document, its schemas compiled once. */
export interface ResponseValidator {
  /** What in the response the document does not declare; empty when it matches. */
  check(response: CheckedResponse): string[];
}

/**
 * Headers of HTTP itself and of every response (security headers, caching, transport): the document
 * declares only the headers of the interface, so these are not looked up.
 */
const TRANSPORT_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-length',
  'content-security-policy',
  'content-type',
  'cross-origin-opener-policy',
  'date',
  'keep-alive',
  'referrer-policy',
  'strict-transport-security',
  'transfer-encoding',
  'vary',
  'x-content-type-options',
  'x-frame-options',
]);

const DOCUMENT_ID = 'https://recordgate.test/openapi.json';

type Json = Record<string, any>;

const pointer = (...parts: string[]) =>
  '#' +
  parts.map((p) => '/' + encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('');

/**
 * A validator of responses against an OpenAPI 3.1 document: the status must be declared for the
 * operation, every header of the interface the response carries must be declared for that status
 * and match its schema, and a JSON body must match the schema of its status. A path the document does
 * not declare is not checked (the server answers 404 there, which no operation describes); on a
 * declared path, a method without an operation must be answered 405 (or 401 or 429, which the key's
 * check gives first). HEAD is checked as the GET operation, without a body.
 */
export function createResponseValidator(document: Json): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (at: string): ValidateFunction => {
    let validate = compiled.get(at);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${at}` });
      compiled.set(at, validate);
    }
    return validate;
  };
  const resolve = (value: Json, at: string): { value: Json; at: string } => {
    if (typeof value?.$ref !== 'string') return { value, at };
    // Local references only (`#/components/…`), as the generated document has.
    const parts = (value.$ref as string)
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const target = parts.reduce((node: any, part) => node?.[part], document) as Json;
    return resolve(target, pointer(...parts));
  };

  return {
    check({ method, path, status, headers, text }) {
      const pathname = new URL(path, 'http://localhost').pathname;
      const item = document.paths?.[pathname] as Json | undefined;
      if (!item) return [];
      const where = `${method} ${pathname} → ${status}`;
      const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      const operation = item[verb] as Json | undefined;
      let declared: { value: Json; at: string } | undefined;
      if (!operation) {
        // The key is checked before the method: 401 and 429 come first, then 405.
        if (![401, 405, 429].includes(status))
          return [`${where}: the document declares no ${method} on this path`];
        declared = resolve({ $ref: `#/components/responses/${status}` }, '');
      } else {
        const responses = operation.responses as Json;
        const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
          (k) => k in responses,
        );
        if (!key) return [`${where}: status ${status} is not declared for this operation`];
        declared = resolve(responses[key], pointer('paths', pathname, verb, 'responses', key));
      }
      return [
        ...checkHeaders(declared.value, headers, validatorAt, declared.at).map(
          (p) => `${where}: ${p}`,
        ),
        ...checkBody(declared, { method, status, headers, text }, validatorAt, resolve).map(
          (p) => `${where}: ${p}`,
        ),
      ];
    },
  };
}

function checkHeaders(
  response: Json,
  headers: Headers,
  validatorAt: (at: string) => ValidateFunction,
  at: string,
): string[] {
  const problems: string[] = [];
  const declared = new Map(
    Object.keys((response.headers ?? {}) as Json).map((name) => [name.toLowerCase(), name]),
  );
  for (const [name, value] of headers) {
    if (TRANSPORT_HEADERS.has(name)) continue;
    const documented = declared.get(name);
    if (!documented) {
      problems.push(`header ${name} is not declared`);
      continue;
    }
    const header = response.headers[documented] as Json;
    // A header's schema sits in the header object, or behind a components/headers reference.
    const schemaAt = header.$ref
      ? pointer(...(header.$ref as string).slice(2).split('/'), 'schema')
      : `${at}${pointer('headers', documented, 'schema').slice(1)}`;
    const validate = validatorAt(schemaAt);
    const typed = /^-?\d+$/.test(value) ? [value, Number(value)] : [value];
    if (!typed.some((candidate) => validate(candidate)))
      problems.push(`header ${name}: "${value}" ${ajvMessage(validate)}`);
  }
  return problems;
}

function checkBody(
  declared: { value: Json; at: string },
  response: Omit<CheckedResponse, 'path'>,
  validatorAt: (at: string) => ValidateFunction,
  resolve: (value: Json, at: string) => { value: Json; at: string },
): string[] {
  const { method, status, headers, text } = response;
  const content = declared.value.content as Json | undefined;
  if (method === 'HEAD' || status === 204 || status === 304) {
    return text ? [`a ${status} answer to ${method} carries a body`] : [];
  }
  if (!content) return text ? ['the response has a body the document does not declare'] : [];
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const mediaType = Object.keys(content).find(
    (range) =>
      range === type ||
      range === '*/*' ||
      (range.endsWith('/*') && type.startsWith(range.slice(0, -1))),
  );
  if (!mediaType)
    return [`content type "${type}" is not declared (${Object.keys(content).join(', ')})`];
  if (!/json/.test(mediaType) || text === undefined) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['the body is not JSON'];
  }
  const schema = resolve(
    content[mediaType].schema as Json,
    `${declared.at}${pointer('content', mediaType, 'schema').slice(1)}`,
  );
  const validate = validatorAt(schema.at);
  return validate(body) ? [] : [`body ${ajvMessage(validate)}: ${text.slice(0, 300)}`];
}

function ajvMessage(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`)
    .join('; ');
}
