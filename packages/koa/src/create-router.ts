import { Router } from '@koa/router';
import { createDefaultPolicy } from '@recordgate/access';
import {
  createFilesystemFileStore,
  createKeyService,
  createRecordService,
  createTypeRegistry,
  defaultRecordTypes,
} from '@recordgate/core';
import { createDocxProcessor, pickDocxHeaders, type DocxRequestHeaders } from '@recordgate/docx';
import type { Context } from 'koa';
import { parseByteSize } from './body/parse-byte-size.js';
import { createBodyReader } from './body/read-body.js';
import { createCallContext } from './calls/create-call-context.js';
import { routeCall, type RouteWiring } from './calls/route-call.js';
import type { CallContext } from './calls/types.js';
import { CONSOLE_ERRORS } from './middleware/handle-errors.js';
import { utf8HeaderValue } from './parameters/utf8-header-value.js';
import { requestMiddleware } from './middleware/request-middleware.js';
import { createRateLimits } from './rate-limits/create-rate-limits.js';
import { CALL_DEFINITIONS, RECORD_BASE_PATH } from './record-calls.js';
import { renditionOptions } from './rendition-options.js';
import type { RecordGateOptions, RecordGateRouter } from './types.js';

/**
 * The routes of the record-access interface (docs/interface.md) for every public record type, ready to
 * mount in a host's Koa app. The router carries its own request ids, security headers, request log,
 * authentication and Yii2 error bodies, so it behaves the same whether `createApp` or a host serves it.
 *
 * @example
 * ```ts
 * const host = new Koa();
 * const records = createRouter({ storage, publicUrl: 'https://dms.example.com/records' });
 * const mount = new Router({ prefix: '/records' });
 * mount.use(records.routes());
 * host.use(mount.routes());
 * ```
 */
export function createRouter(options: RecordGateOptions): RecordGateRouter {
  return createRecordRouter(options, { ownMiddleware: true });
}

/**
 * {@link createRouter}, told whether to install the request middleware itself: `createApp` installs
 * it in front of every request already, so its router does not (once per request: one request id,
 * one log line). Internal; not exported by the package.
 */
export function createRecordRouter(
  options: RecordGateOptions,
  { ownMiddleware }: { readonly ownMiddleware: boolean },
): RecordGateRouter {
  const types = createTypeRegistry(options.types ?? defaultRecordTypes);
  const records = createRecordService({
    storage: options.storage,
    policy: options.policy ?? createDefaultPolicy(),
    types,
    language: options.language,
    timeZone: options.timeZone,
    now: options.now,
    files: options.files ?? createFilesystemFileStore({ directory: './data/files' }),
    onCommitted: options.onCommitted,
    ...(options.renditions && {
      // Its sources are checked in the render pool of the docx processor created below.
      renditions: renditionOptions(options.renditions, options.documents, (args) =>
        docx.check(args),
      ),
    }),
  });
  const logger = options.logger ?? CONSOLE_ERRORS;
  // The .docx check and fill of create and update; its render pool starts on the first fill.
  const docx = createDocxProcessor({
    records,
    // docs/documents.md, "Search": the file is stored, found by its fields only.
    onUnreadableText: ({ fileName, error }) =>
      logger.error(
        { requestId: '-', error },
        `The text of the uploaded file "${fileName}" could not be read; it is stored without its text in the search index.`,
      ),
    ...options.documents,
  });
  const processFile: CallContext['processFile'] = (ctx) => docx.forRequest(docxHeadersOf(ctx));
  const wiring: RouteWiring = {
    services: createCallContext(options, { records, logger, processFile }),
    keys: createKeyService({ storage: options.storage, now: options.now }),
    limits: options.rateLimit === false ? undefined : createRateLimits(options.rateLimit),
    readBody: createBodyReader({
      bodyLimit: parseByteSize(options.bodyLimit ?? '1mb'),
      uploadLimit: parseByteSize(options.uploadLimit ?? '25mb'),
      uploadDirectory: options.uploadDirectory,
      uploadMemoryLimit: parseByteSize(options.uploadMemoryLimit ?? '1mb'),
      uploadMemoryTotal: parseByteSize(options.uploadMemoryTotal ?? '64mb'),
      language: records.language,
    }),
  };

  const router = Object.assign(new Router(), {
    close: () => docx.close(),
  }) satisfies RecordGateRouter;
  if (ownMiddleware) {
    const { publicUrl, metrics } = options;
    router.use(...requestMiddleware({ publicUrl, logger, metrics }));
  }
  options.metrics?.watchStorage(options.storage);
  for (const call of CALL_DEFINITIONS) {
    router.all(`${RECORD_BASE_PATH}${call.path}`, routeCall(call, wiring));
  }
  return router;
}

// The .docx headers of a request, the date headers read as UTF-8 like the shaping headers.
function docxHeadersOf(ctx: Context): DocxRequestHeaders {
  const headers = pickDocxHeaders(ctx.headers);
  const { dateFormat, dateFields } = headers;
  return {
    ...headers,
    dateFormat: dateFormat && utf8HeaderValue('dateFormat', dateFormat),
    dateFields: dateFields && utf8HeaderValue('dateFields', dateFields),
  };
}
