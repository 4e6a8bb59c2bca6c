/**
 * The ids the server accepts in `id` and `page`, and of reference fields: positive and within the
 * 32-bit `integer` column every supported database stores alike.
 */
export const ID_RANGE = { min: 1, max: 2_147_483_647 } as const;

/** The values of an integer field: the 32-bit `integer` column every supported database stores. */
export const INTEGER_FIELD_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;
