import { describe, expect, it } from 'vitest';
import { indexText, matchesSearch, parseSearchText, searchRelevance } from './search-text.js';

describe('indexText and parseSearchText', () => {
  it('folds case and accents, stems, and keeps the word beside its stem', () => {
    expect(indexText('Contracts in Zürich, signed!', 'en')).toBe(
      'contract contracts in zurich sign signed',
    );
    expect(indexText('Die Häuser und Verträge', 'de')).toBe('die haus hauser und vertrag vertrage');
  });

  it('reads every input as words: no engine syntax survives', () => {
    expect(parseSearchText('"a" OR -b* NEAR(c)', 'en')).toEqual({
      terms: [
        { words: ['a'] },
        { words: ['or'] },
        { words: ['b'] },
        { words: ['near'] },
        { words: ['c'], prefix: 'c' },
      ],
    });
    expect(parseSearchText('  *** "" -- ', 'en')).toBeUndefined();
    // Letters and digits whose decomposition holds other characters: `⑴` is `(1)`, `ͺ` a space.
    expect(parseSearchText('⑴', 'en')).toEqual({ terms: [{ words: ['1'], prefix: '1' }] });
    expect(parseSearchText('ͺ', 'en')).toBeUndefined();
    expect(parseSearchText('ͺ lease', 'en')).toEqual({
      terms: [{ words: ['leas'], prefix: 'lease' }],
    });
    expect(indexText('⑴ ͺ ½ x', 'en')).toBe('1 12 x');
  });

  it('matches every word by its stem and the last also as a prefix', () => {
    const text = indexText('Lease contract for the warehouse', 'en');
    const matches = (query: string) => matchesSearch(text, parseSearchText(query, 'en')!);
    expect(matches('leases contracts')).toBe(true);
    expect(matches('contract wareh')).toBe(true);
    expect(matches('wareh contract')).toBe(false);
    expect(matches('CONTRACT Lease')).toBe(true);
    expect(matches('contract office')).toBe(false);
  });

  it('finds German words in other inflections and without umlauts', () => {
    const text = indexText('Mietvertrag für das Lagerhaus; die Verträge liegen bei', 'de');
    const matches = (query: string) => matchesSearch(text, parseSearchText(query, 'de')!);
    expect(matches('Vertrag')).toBe(true);
    expect(matches('vertrage fur')).toBe(true);
    expect(matches('Lagerhäuser')).toBe(true);
    expect(matches('Büro')).toBe(false);
  });
});

describe('searchRelevance', () => {
  const query = parseSearchText('lease wareh', 'en')!;
  const en = (text: string) => indexText(text, 'en');
  const rank = (fields: string, file = '') => searchRelevance(en(fields), en(file), query);

  it('ranks fields that hold every word above any file, then by the tokens that match', () => {
    const title = rank('Warehouse lease')!;
    const richFile = rank(
      'Notes',
      'lease leases leased warehouse warehouses warehousing '.repeat(20),
    )!;
    expect(title).toBeGreaterThan(richFile);
    expect(rank('Warehouse lease', 'lease')!).toBeGreaterThan(title);
    // One word in the fields, the other in the file: with the files.
    expect(rank('Warehouse', 'lease')!).toBeLessThan(title);
    expect(rank('Warehouse', 'lease lease')!).toBeGreaterThan(rank('Warehouse', 'lease')!);
  });

  it('is undefined for texts that do not match', () => {
    expect(rank('Warehouse')).toBeUndefined();
    expect(rank('', '')).toBeUndefined();
  });
});
