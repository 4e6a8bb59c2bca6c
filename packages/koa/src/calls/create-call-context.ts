import { isRecordError, RecordError, type ProcessFile, type RecordService } from '@recordgate/core';
import { shapeRecords } from '@recordgate/shape';
import type { Context } from 'koa';
import type { RecordGateLogger, RecordGateOptions } from '../types.js';
import { createPlanCache } from './create-plan-cache.js';
import type { CallContext } from './types.js';

/** What {@link createCallContext} takes beyond the router's options. */
export interface CallContextArgs {
  readonly records: RecordService;
  readonly logger: RecordGateLogger;
  readonly processFile: (ctx: Context) => ProcessFile;
}

/** The shared state of a router's calls, built once per router (see {@link CallContext}). */
export function createCallContext(
  options: RecordGateOptions,
  { records, logger, processFile }: CallContextArgs,
): CallContext {
  const baseUrl = createBaseUrl(options);
  const eager = options.renditions?.eager === true;
  return {
    records,
    logger,
    processFile,
    afterFileWrite: (record) => {
      if (!eager) return;
      // A rendition that cannot be made now (a full queue, a file the converter refuses) is made
      // or refused again by the first download that asks for it; only faults are logged.
      records.prepareRendition({ record }).catch((error: unknown) => {
        if (!isRecordError(error)) {
          logger.error({ requestId: '-', error }, 'The eager PDF rendition failed.');
        }
      });
    },
    maxPerPage: options.maxPerPage ?? 100,
    planFor: createPlanCache(records),
    baseUrl,
    present: async (ctx, actor, plan, list) => {
      const references =
        plan.expansions.length === 0
          ? new Map()
          : await records.loadReferences({
              actor,
              type: plan.type.name,
              records: list,
              references: plan.expansions.map((e) => e.reference.field),
            });
      const base = baseUrl(ctx);
      return shapeRecords({
        plan,
        records: list,
        references,
        baseUrl: base,
        timeZone: records.timeZone,
      });
    },
  };
}

// 253 for a DNS name, 6 for ":65535".
const MAX_HOST = 259;

function createBaseUrl({ publicUrl, trustProxy }: RecordGateOptions): (ctx: Context) => string {
  if (publicUrl) {
    const base = publicUrl.replace(/\/+$/, '');
    return () => base;
  }
  return (ctx) => {
    // Behind a trusted proxy Koa reads X-Forwarded-Proto and X-Forwarded-Host. (Not `ctx.origin`: in
    // Koa 3 that is the client's Origin header.)
    if (trustProxy) {
      // The forwarded host goes into links and headers: no longer than a host name and port can be.
      if (ctx.host.length > MAX_HOST)
        throw new RecordError(
          'bad_request',
          `The forwarded host is ${ctx.host.length} characters long; a host name and port take at most ${MAX_HOST}.`,
        );
      return `${ctx.protocol}://${ctx.host}`;
    }
    // Never the Host header: a spoofed Host must not change the links the server hands out.
    const { localAddress, localPort } = ctx.socket;
    const host = localAddress?.includes(':') ? `[${localAddress}]` : (localAddress ?? 'localhost');
    return `${ctx.protocol}://${host}:${localPort ?? 80}`;
  };
}
