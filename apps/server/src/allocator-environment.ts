/**
 * glibc's threshold above which `malloc` maps memory directly instead of carving it from an arena.
 * Left alone, glibc raises it after the first large buffer is freed, up to 32 MiB, so the buffers of a
 * large .docx render then come from arenas glibc keeps after the render's worker thread has ended:
 * hundreds of MB the server holds while idle. Fixed at 128 KiB (glibc's own starting value), large
 * buffers are unmapped when freed and the server returns to its idle memory.
 */
export const MMAP_THRESHOLD_BYTES = 131_072;

/** What {@link allocatorEnvironment} looks at. */
export interface AllocatorEnvironmentArgs {
  /** The command's arguments, without node and the script (`['serve', '--port', '8080']`). */
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly platform: NodeJS.Platform;
}

/**
 * The environment `recordgate serve` should run with, or `undefined` when the current one will do.
 * glibc reads `MALLOC_MMAP_THRESHOLD_` once, when the process starts, so the binary re-executes itself
 * (same process id, `process.execve`) with the variable set. Only `serve` runs long enough to matter;
 * a value the operator set, whatever it is, is kept; other systems than Linux have another allocator.
 */
export function allocatorEnvironment({
  args,
  env,
  platform,
}: AllocatorEnvironmentArgs): NodeJS.ProcessEnv | undefined {
  if (platform !== 'linux' || args[0] !== 'serve') return undefined;
  if (env.MALLOC_MMAP_THRESHOLD_ !== undefined) return undefined;
  return { ...env, MALLOC_MMAP_THRESHOLD_: String(MMAP_THRESHOLD_BYTES) };
}
