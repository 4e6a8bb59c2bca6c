/**
 * glibc's threshold above which `malloc` maps memory directly instead of carving it from an arena.
 * Left alone, glibc raises it after the first large buffer is freed, so the buffers of a large .docx
 * render then come from arenas glibc keeps after the render's worker thread has ended. Fixed at glibc's
 * own starting value, large buffers are unmapped when freed and the server returns to its idle memory
 * (ADR 0020; docs/benchmarks.md, "Upload check and render memory").
 */
export const MMAP_THRESHOLD_BYTES = 131_072;

/**
 * The largest semi-space (half of the young generation) of the server's main thread, in MiB: what V8
 * chooses on a large machine, fixed so that every machine gets the measured trade. A view spends
 * half the time collecting garbage that it spends with 4 MiB; the young generation grows to it only
 * under load, and the idle release gives it back (ADR 0020, its 2026-11-29 section; docs/benchmarks.md, "The young
 * generation, measured again").
 */
export const SEMI_SPACE_MB = 16;

/** What {@link runtimeEnvironment} looks at. */
export interface RuntimeEnvironmentArgs {
  /** The command's arguments, without node and the script (`['serve', '--port', '8080']`). */
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly platform: NodeJS.Platform;
}

/**
 * The environment `recordgate serve` should run with, or `undefined` when the current one will do.
 * glibc reads `MALLOC_MMAP_THRESHOLD_` and V8 its heap flags once, when the process starts, so the
 * binary re-executes itself (same process id, `process.execve`) with them set. Only `serve` runs long
 * enough to matter; a value the operator set, whatever it is, is kept (`MALLOC_MMAP_THRESHOLD_`, or
 * `--max-semi-space-size` in `NODE_OPTIONS`); the glibc setting only on Linux.
 */
export function runtimeEnvironment({
  args,
  env,
  platform,
}: RuntimeEnvironmentArgs): NodeJS.ProcessEnv | undefined {
  if (args[0] !== 'serve') return undefined;
  const tuned = { ...env };
  if (platform === 'linux' && env.MALLOC_MMAP_THRESHOLD_ === undefined) {
    tuned.MALLOC_MMAP_THRESHOLD_ = String(MMAP_THRESHOLD_BYTES);
  }
  const nodeOptions = [env.NODE_OPTIONS ?? ''];
  if (!/--max[-_]semi[-_]space[-_]size/.test(nodeOptions[0]!)) {
    nodeOptions.push(`--max-semi-space-size=${SEMI_SPACE_MB}`);
  }
  // The render pool asks for one collection when it falls idle after heavy renders.
  if (!/--expose[-_]gc/.test(nodeOptions[0]!)) nodeOptions.push('--expose-gc');
  if (nodeOptions.length > 1) tuned.NODE_OPTIONS = nodeOptions.join(' ').trim();
  const changed =
    tuned.MALLOC_MMAP_THRESHOLD_ !== env.MALLOC_MMAP_THRESHOLD_ ||
    tuned.NODE_OPTIONS !== env.NODE_OPTIONS;
  return changed ? tuned : undefined;
}
