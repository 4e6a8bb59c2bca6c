/** A value a filter compares with; `null` matches an empty field (eq) or a filled one (neq). */
export type FilterValue = string | number | boolean | null;

/** The operators of one field's condition (docs/lists.md, "Filtering"). */
export interface FieldCondition<V = FilterValue> {
  readonly eq?: V | null;
  readonly neq?: V | null;
  readonly lt?: V;
  readonly gt?: V;
  readonly lte?: V;
  readonly gte?: V;
  readonly in?: readonly V[];
  readonly nin?: readonly V[];
  readonly like?: string;
}

/**
 * A Yii2 DataFilter over the fields of record `R`: a field takes a value (meaning `eq`) or an object
 * of operators; `and`, `or` and `not` combine conditions.
 */
export type Filter<R = Record<string, unknown>> = {
  readonly [K in keyof R & string]?: FilterValue | FieldCondition;
} & {
  readonly and?: readonly Filter<R>[];
  readonly or?: readonly Filter<R>[];
  readonly not?: Filter<R>;
};

/**
 * How a filter is sent: `brackets` as `filter[title][like]=x` parameters, `json` as one `filter`
 * parameter holding the JSON object. Both are the same to the server.
 */
export type FilterForm = 'brackets' | 'json';

/** Appends `filter` to `query` in the given form. */
export function appendFilter(query: URLSearchParams, filter: object, form: FilterForm): void {
  if (form === 'json') {
    query.append('filter', JSON.stringify(filter));
    return;
  }
  const walk = (prefix: string, value: unknown): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(`${prefix}[${i}]`, item));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(`${prefix}[${key}]`, item);
    // Yii2's `nullValue`: the text that stands for null in a query string.
    else query.append(prefix, value === null ? 'NULL' : String(value as string | number | boolean));
  };
  walk('filter', filter);
}
