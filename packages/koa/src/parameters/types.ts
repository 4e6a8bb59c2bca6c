import type { Language, RecordType, TypeRegistry } from '@recordgate/core';
import type { Json } from '../openapi/types.js';

/** Where a parameter is sent: in the query string or as a request header. */
export type ParameterLocation = 'query' | 'header';

/** A type whose fields the shaping headers name, and the `attribute` values that answer with it. */
export interface ShapedType {
  readonly type: RecordType;
  /** Set for list-objects: the reference field and name that lead to this type. */
  readonly attributes?: readonly string[];
}

/** What a parameter's entry in an operation of the OpenAPI document depends on. */
export interface ParameterDocumentArgs {
  /** The type whose path the operation is for. */
  readonly type: RecordType;
  readonly registry: TypeRegistry;
  /** The types the call's answer is shaped as (`CallDefinition.shapedTypes`). */
  readonly shaped: readonly ShapedType[];
}

/**
 * How a parameter appears in the OpenAPI document: once in `components.parameters`, referenced by
 * each operation (`component`), or written into each operation for its type (`inline`; undefined
 * leaves it out for that type). Both give the entry past `name` and `in`, which the declaration
 * holds once; an inline list gives several entries, each naming itself (`filter[title]`).
 */
export type ParameterDocument =
  | { readonly component: Json }
  | {
      readonly inline: (args: ParameterDocumentArgs) => Json | readonly Json[] | undefined;
    };

/**
 * A query parameter or request header a call reads, declared once (docs/interface.md, "Headers";
 * docs/lists.md): the call lists it in `CallDefinition.parameters`, its handler reads it through the
 * declaration, and the operation's `parameters` in the OpenAPI document derive from the same list.
 */
export interface CallParameter {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly document: ParameterDocument;
  /**
   * Values refused today with a 4xx that names the parameter; the parameter test sends each one
   * (and, for a query parameter that takes one value, the repeated and the bracketed form).
   */
  readonly invalid: readonly string[];
  /** A query parameter that takes one value: repeated or bracketed (`id[]=3`) it is a 400. */
  readonly single?: boolean;
}

/**
 * A parameter read on its own from the request: `parse` turns the value as sent (undefined when
 * absent; an empty header counts as absent) into the typed value, or throws the 4xx `RecordError`.
 * `readParameter` applies it.
 */
export interface ReadParameter<T> extends CallParameter {
  readonly parse: (raw: string | undefined) => T;
}

/** What the list call's selection parameters are parsed against, beyond their values. */
export interface ListQueryContext {
  readonly type: RecordType;
  /** Largest page size; larger `per-page` values are clamped to it. */
  readonly maxPerPage: number;
  /** Page size when only `page` is given. */
  readonly defaultPerPage: number;
  readonly language: Language;
  readonly timeZone: string;
}

/**
 * A selection parameter of the list call that takes one value (`page`, `per-page`, `sort`,
 * `search`): `parseListQuery` takes the values of all of them first, then parses each.
 */
export interface ListParameter<T> extends CallParameter {
  /** A value to quote in the message that refuses a list or an object. */
  readonly example: string;
  readonly parse: (raw: string, context: ListQueryContext) => T;
}
