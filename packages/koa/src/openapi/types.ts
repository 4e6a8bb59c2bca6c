/** A piece of the OpenAPI document: a JSON object. */
export type Json = Record<string, unknown>;
