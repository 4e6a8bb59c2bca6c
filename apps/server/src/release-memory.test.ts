import { describe, expect, it } from 'vitest';
import { releaseMemory, trimNativeHeap } from './release-memory.js';

const report = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
const glibc = process.platform === 'linux' && report.header.glibcVersionRuntime !== undefined;

describe('giving native memory back', () => {
  it.runIf(glibc)('calls glibc malloc_trim on Linux (the installed FFI loads)', () => {
    expect(trimNativeHeap()).toBe(true);
  });

  it.runIf(!glibc)('does nothing where there is no glibc', () => {
    expect(trimNativeHeap()).toBe(false);
  });

  it('collects and trims without failing, with or without --expose-gc', async () => {
    await expect(releaseMemory()).resolves.toBeUndefined();
  });
});
