import { ABA_PATTERN, CLABE_PATTERN, SWIFT_PATTERN } from '@app/contracts';

/**
 * Bank details rules, pure. CLABE (Mexico's 18-digit interbank number): 3 digits bank,
 * 3 digits branch (plaza), 11 digits account, 1 check digit computed with weights 3, 7, 1
 * (each product taken mod 10, the sum mod 10, then 10 minus it, mod 10).
 */
export function clabeCheckDigit(first17: string): number {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * weights[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export function isValidClabe(clabe: string): boolean {
  return CLABE_PATTERN.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}

/** Makes a valid CLABE from its 17 first digits (house accounts, demo data). */
export const clabeOf = (first17: string): string => `${first17}${clabeCheckDigit(first17)}`;

/** ABA routing number: 9 digits, 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidAba(aba: string): boolean {
  if (!ABA_PATTERN.test(aba)) return false;
  const d = [...aba].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

export const isValidSwift = (swift: string): boolean => SWIFT_PATTERN.test(swift);

/** Account numbers outside Mexico: 6-34 letters and digits (covers IBAN and local numbers). */
export const isValidForeignAccount = (value: string): boolean => /^[A-Z0-9]{6,34}$/.test(value);

/** Mexican postal code: 5 digits; elsewhere 3-10 letters, digits, spaces or hyphens. */
export function isValidPostalCode(country: string, value: string): boolean {
  return country === 'MX' ? /^\d{5}$/.test(value) : /^[A-Za-z0-9 -]{3,10}$/.test(value);
}

/** "•••• 1234": the card or account number with only its last 4 digits shown. */
export const maskNumber = (value: string): string => `**** ${value.slice(-4)}`;
