import type { Language, TypeRegistry } from '@recordgate/core';
import { CALL_DEFINITIONS } from '../record-calls.js';
import { errorResponses, errorSchemas } from './error-responses.js';
import { headOperation } from './head-operation.js';
import { operation } from './operation.js';
import { sharedParameters } from './parameters.js';
import { typeSchemas } from './record-schemas.js';
import { webhookSections } from './webhook-event.js';
import type { Json } from './types.js';
import { PACKAGE_VERSION } from '../package-version.js';

/** Arguments of {@link createOpenApiDocument}. */
export interface CreateOpenApiDocumentArgs {
  /** The installation's types; internal ones are left out, as the router leaves them out. */
  readonly types: TypeRegistry;
  /** Language of the field labels in descriptions and examples. @default 'en' */
  readonly language?: Language;
  /** Version string of the document's `info`. @default '0.1.0' */
  readonly version?: string;
  /** `servers[0].url`; relative URLs are resolved against the document's own address. @default '/' */
  readonly serverUrl?: string;
}

/**
 * The OpenAPI 3.1 document of an installation, generated from its record types and from the route
 * table the router serves (record-calls.ts, each call's responses from its file in calls/): every
 * type's calls with their query parameters and headers (docs/interface.md) and their defaults, a record
 * schema and input schemas per type, the Yii2 error bodies, and the bearer scheme. Pure: the same
 * types give the same document.
 *
 * @example
 * ```ts
 * const document = createOpenApiDocument({ types: createTypeRegistry(defaultRecordTypes) });
 * ```
 */
export function createOpenApiDocument(args: CreateOpenApiDocumentArgs): Json {
  const language = args.language ?? 'en';
  const types = args.types.public;
  const paths: Json = {};
  const schemas: Json = { ...errorSchemas() };
  for (const type of types) {
    Object.assign(schemas, typeSchemas(type, args.types, language));
    for (const call of CALL_DEFINITIONS) {
      // A call that can only fail for this type (download without files) is left out.
      if (call.documentedFor && !call.documentedFor(type)) continue;
      const item: Json = {};
      for (const method of call.methods) {
        item[method.toLowerCase()] = operation(type, call, method, args.types, language);
      }
      if (item.get) item.head = headOperation(item.get as Json);
      paths[`/${type.name}/api/default${call.path}`] = item;
    }
  }
  const webhooks = webhookSections(args.types);
  Object.assign(schemas, webhooks.schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'RecordGate record-access interface',
      version: args.version ?? PACKAGE_VERSION,
      description:
        'Authenticated, access-controlled access to the records of a document-management system. ' +
        'Every record type has the same calls under `/{CONTROLLER}/api/default`. Options that shape ' +
        'responses are request headers. Errors use the Yii2 body ' +
        '`{"name","message","code","status"}`; validation errors are 422 `[{"field","message"}]`.',
    },
    servers: [{ url: args.serverUrl ?? '/' }],
    security: [{ bearer: [] }],
    tags: types.map((type) => ({
      name: type.name,
      description: `${type.modelClass}: ${type.visibleFields.map((f) => f.name).join(', ')}`,
    })),
    paths,
    ...(webhooks.webhooks ? { webhooks: webhooks.webhooks } : {}),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'API key',
          description:
            'The API key from the user’s profile, sent as `Authorization: Bearer <key>`. A key in the query string is never accepted.',
        },
      },
      parameters: sharedParameters(),
      headers: {
        'X-Request-Id': {
          description:
            'The id of this request (a safe incoming `X-Request-Id` is kept); quote it when reporting a problem.',
          schema: { type: 'string' },
        },
        'X-Rate-Limit-Limit': {
          description: 'Requests this key may make per window (with rate limits on).',
          schema: { type: 'integer', minimum: 0 },
        },
        'X-Rate-Limit-Remaining': {
          description: 'Requests left to this key in the current window.',
          schema: { type: 'integer', minimum: 0 },
        },
        'X-Rate-Limit-Reset': {
          description: 'Seconds until the window starts again.',
          schema: { type: 'integer', minimum: 0 },
        },
      },
      responses: errorResponses(),
      schemas,
    },
  };
}
