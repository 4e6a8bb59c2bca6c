/**
 * The integers every database stores alike: the 32-bit `integer` column of SQLite, PostgreSQL and
 * MariaDB, well inside JavaScript's safe integers (docs/writing-records.md, "Integers and ids"). Ids and
 * references are positive.
 */
export const INTEGER_RANGE = {
  integer: { min: -2_147_483_648, max: 2_147_483_647 },
  id: { min: 1, max: 2_147_483_647 },
} as const;
