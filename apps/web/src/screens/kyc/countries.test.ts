import { describe, expect, it } from 'vitest';
import { filterCountries } from './countries.ts';

const countries = [
  { code: 'AR', name: 'Argentina' },
  { code: 'MX', name: 'México' },
  { code: 'PE', name: 'Perú' },
  { code: 'US', name: 'Estados Unidos' },
];

describe('country search', () => {
  it('puts Mexico first', () => {
    expect(filterCountries(countries, '').map((c) => c.code)).toEqual(['MX', 'AR', 'PE', 'US']);
  });
  it('ignores case and accents, and matches the code exactly', () => {
    expect(filterCountries(countries, 'mexico').map((c) => c.code)).toEqual(['MX']);
    expect(filterCountries(countries, 'PERU').map((c) => c.code)).toEqual(['PE']);
    expect(filterCountries(countries, 'us').map((c) => c.code)).toEqual(['US']);
  });
});
