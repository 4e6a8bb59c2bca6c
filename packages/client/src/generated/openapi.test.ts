import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../scripts/types-source.mjs';

describe('the generated types', () => {
  it('are those of the current OpenAPI document (npm run build writes them again)', async () => {
    const committed = readFileSync(new URL('openapi.ts', import.meta.url), 'utf8');
    expect(committed === (await generateTypes())).toBe(true);
  });
});
