/**
 * One asynchronous major collection, when the process runs with `--expose-gc` (as `recordgate serve`
 * does): after a heavy render the request thread still holds the template and the filled file in
 * Buffers that a server with no further work would not collect for a long time (V8 collects when it
 * allocates). Without `--expose-gc` this does nothing.
 */
export function collectGarbage(): Promise<void> | void {
  const gc = (globalThis as { gc?: (options: object) => Promise<void> | void }).gc;
  return gc?.({ type: 'major', execution: 'async' });
}
