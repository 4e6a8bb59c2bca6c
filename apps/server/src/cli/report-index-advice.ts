import type { StorageAdapter } from '@recordgate/core';
import type { MikroOrmStorage } from '@recordgate/storage-mikro-orm';

/**
 * Prints `recordgate doctor`'s advice on the tables another application owns (ADR 0048), one
 * `advice:` line per index a read needs and no index serves, on stderr: `migrate` and `serve` say it
 * once at start-up, where whoever installs RecordGate reads it, and never fail for it. Nothing is
 * read where no type is external.
 */
export async function reportIndexAdvice(
  storage: StorageAdapter,
  err: (text: string) => void,
): Promise<void> {
  const advice = await (
    (storage as Partial<MikroOrmStorage>).externalIndexAdvice?.() ?? Promise.resolve([])
  ).catch(() => []);
  for (const line of advice) err(`advice: ${line}\n`);
}
