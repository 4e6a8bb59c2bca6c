/**
 * The hint of a refused integer that is a number spelled otherwise (`01`, `+1`, `1.0`, ` 1`): the
 * query takes integers in one spelling only, so that `id=01` never names record 1
 * (docs/lists.md, "Paging"). Empty for a value that is no number at all.
 */
export function plainDigits(raw: string): string {
  return /^\s*[+-]?\d/.test(raw)
    ? ': write it as plain digits, without a leading zero, a plus sign, a fraction or spaces'
    : '';
}
