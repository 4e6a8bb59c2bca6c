// Generates src/generated/openapi.ts, the types of the default installation's OpenAPI document, with
// openapi-typescript (ADR 0043). Run by `npm run build` of this package, after @recordgate/koa is
// built; src/generated/openapi.test.ts fails when the committed file is not what this produces.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateTypes } from './types-source.mjs';

const target = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));
writeFileSync(target, await generateTypes());
