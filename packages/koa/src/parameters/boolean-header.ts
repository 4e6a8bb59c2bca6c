import type { Json } from '../openapi/types.js';

/**
 * The OpenAPI entry of a boolean header past its name and place, as shape's `parseBoolean` reads them: true/false/1/0 in any
 * case; an empty value is the default.
 */
export function booleanHeader(fallback: boolean, description: string): Json {
  return {
    required: false,
    description: `${description} Also \`1\` or \`0\`, in any letter case; anything else is 400.`,
    schema: {
      type: 'string',
      pattern: '^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0)$',
      default: String(fallback),
      examples: ['true', 'false'],
    },
  };
}

/** Values a boolean header refuses. */
export const BOOLEAN_INVALID: readonly string[] = ['yes', '2', 'truth'];
