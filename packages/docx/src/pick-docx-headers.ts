import type { DocxRequestHeaders } from './create-docx-processor.js';

/** Request headers as Node keeps them (`IncomingMessage.headers`): names in lower case. */
export type NodeRequestHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The .docx headers of a request ({@link DocxRequestHeaders}) from Node's request headers, as Koa's
 * `ctx.headers`, Express's `request.headers` and node:http's `request.headers` hold them. A header
 * sent twice is joined with commas.
 *
 * @example
 * ```ts
 * const processFile = docx.forRequest(pickDocxHeaders(request.headers));
 * ```
 */
export function pickDocxHeaders(headers: NodeRequestHeaders): DocxRequestHeaders {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' || value === undefined ? value : value.join(',');
  };
  return {
    fillPlaceholders: header('fillplaceholders'),
    removeUnfiledPlaceholders: header('removeunfiledplaceholders'),
    dateFormat: header('dateformat'),
    dateFields: header('datefields'),
  };
}
