import type { Area } from '@app/contracts';

/** Case- and accent-insensitive search by name or code; Mexico first. */
export function filterCountries(countries: Area[], search: string): Area[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const q = fold(search.trim());
  const matching = q ? countries.filter((c) => fold(c.name).includes(q) || c.code.toLowerCase() === q) : countries;
  return [...matching].sort((a, b) => Number(b.code === 'MX') - Number(a.code === 'MX'));
}
