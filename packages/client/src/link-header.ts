/** The URLs of a `Link` header by relation (`self`, `first`, `last`, `prev`, `next`). */
export type Links = Readonly<Partial<Record<'self' | 'first' | 'last' | 'prev' | 'next', string>>>;

/** Reads `<url>; rel=next, <url>; rel=last` into its URLs by relation. */
export function parseLinkHeader(value: string | null): Links {
  const links: Record<string, string> = {};
  if (!value) return links;
  for (const match of value.matchAll(/<([^>]*)>\s*;\s*rel="?([a-z]+)"?/g))
    links[match[2]!] = match[1]!;
  return links;
}
