import { createRequire } from 'node:module';
import { collectGarbage } from '@recordgate/docx';

/** glibc's `malloc_trim`, or `false` where there is none to call (not Linux, musl, no FFI). */
type MallocTrim = ((pad: number) => number) | false;

let mallocTrim: MallocTrim | undefined;

// koffi (a foreign function interface with prebuilt binaries) is loaded on the first release only: a
// server that never renders a heavy document does not carry it.
const load = createRequire(import.meta.url);

function findMallocTrim(): MallocTrim {
  if (process.platform !== 'linux') return false;
  try {
    const koffi = load('koffi') as {
      load(path: string): { func(signature: string): (pad: number) => number };
    };
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
  } catch {
    // musl and other C libraries have no malloc_trim (nor the fragmentation it mends).
    return false;
  }
}

/**
 * Returns the free pages inside glibc's malloc arenas to the system with `malloc_trim(0)`, and whether
 * it could. glibc gives back only the top of an arena on its own, so after heavy fills the free space
 * between the allocations still alive stayed with the idle server (docs/benchmarks.md, "Free arena
 * memory handed back when the server falls idle"). One call walks every arena, so it runs only when
 * the server has just fallen idle.
 */
export function trimNativeHeap(): boolean {
  mallocTrim ??= findMallocTrim();
  if (!mallocTrim) return false;
  mallocTrim(0);
  return true;
}

/**
 * What an idle server hands back after start-up or a spell that grew V8's heap: V8's collection of
 * last resort (the one it runs under memory pressure), which, unlike a plain major collection, also
 * compacts the heap and gives the emptied pages of the young generation and V8's page pools back to
 * the system (docs/benchmarks.md, "Idle memory: V8's emptied pages handed back"). Reducing memory,
 * it also lets go of the object shapes no live object uses, so the optimised code of the hot paths
 * is thrown away and compiled again by the next requests (ADR 0061). It pauses the thread (ADR
 * 0020), so it runs only when no request has come for a while (`releaseMemoryWhenIdle`). Without
 * `--expose-gc` it does nothing.
 */
export function compactHeap(): void {
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * What an idle server hands back after an ordinary spell of requests: one plain major collection,
 * which frees what the requests left in the old generation and keeps the optimised code, then
 * {@link trimNativeHeap} (ADR 0061). Without `--expose-gc` only the trim runs.
 */
export function collectAndTrim(): void {
  globalThis.gc?.({ type: 'major', execution: 'sync' });
  trimNativeHeap();
}

/**
 * The render pool's `releaseMemory` for `recordgate serve`: one major garbage collection, which frees
 * the Buffers the renders and their uploads left (when the process runs with `--expose-gc`), then the
 * freed native memory handed back with {@link trimNativeHeap}.
 */
export async function releaseMemory(): Promise<void> {
  await collectGarbage();
  trimNativeHeap();
}
