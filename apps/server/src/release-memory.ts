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
 * it could. glibc gives back only the top of an arena on its own; after sixteen concurrent 7 MB
 * uploads were filled, the free space between the allocations still alive held 60–70 MB that the
 * server kept while idle (docs/benchmarks.md, "Server memory"). One call walks the arenas once: a few
 * milliseconds, so it runs only when the server has just fallen idle.
 */
export function trimNativeHeap(): boolean {
  mallocTrim ??= findMallocTrim();
  if (!mallocTrim) return false;
  mallocTrim(0);
  return true;
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
