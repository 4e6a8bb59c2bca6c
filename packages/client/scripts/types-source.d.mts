/** The TypeScript of the default installation's OpenAPI document (src/generated/openapi.ts). */
export function generateTypes(): Promise<string>;
