import { ABA_PATTERN, CLABE_PATTERN, SWIFT_PATTERN } from '@app/contracts';

/**
 * Bank account checks that the server repeats (funding CLABE_INVALID, ABA_INVALID...):
 * done here too so the form says what is wrong while typing.
 */

const CLABE_WEIGHTS = [3, 7, 1];

/** The CLABE check digit of the first 17 digits (weights 3, 7, 1; sum of products mod 10). */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * CLABE_WEIGHTS[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export type ClabeProblem = 'required' | 'digits' | 'length' | 'checkDigit';

export function checkClabe(value: string): ClabeProblem | undefined {
  const text = value.trim();
  if (!text) return 'required';
  if (!/^\d+$/.test(text)) return 'digits';
  if (!CLABE_PATTERN.test(text)) return 'length';
  return clabeCheckDigit(text.slice(0, 17)) === Number(text[17]) ? undefined : 'checkDigit';
}

/** Banks by the first 3 digits of a CLABE (the most common ones), to fill the bank name. */
const MX_BANKS: Record<string, string> = {
  '002': 'Banamex',
  '012': 'BBVA México',
  '014': 'Santander',
  '019': 'Banjército',
  '021': 'HSBC',
  '030': 'BanBajío',
  '036': 'Inbursa',
  '042': 'Mifel',
  '044': 'Scotiabank',
  '058': 'Banregio',
  '059': 'Invex',
  '060': 'Bansi',
  '062': 'Afirme',
  '072': 'Banorte',
  '106': 'Bank of America',
  '127': 'Banco Azteca',
  '130': 'Compartamos',
  '137': 'BanCoppel',
  '138': 'Uala',
  '147': 'Bankaool',
  '166': 'Banco del Bienestar',
  '638': 'Nu México',
  '646': 'STP',
  '722': 'Mercado Pago W',
};

export function bankOfClabe(clabe: string): string | undefined {
  return /^\d{3}/.test(clabe) ? MX_BANKS[clabe.slice(0, 3)] : undefined;
}

/** ABA routing number: 9 digits, weights 3, 7, 1 over the whole number sum to a multiple of 10. */
export function checkAba(value: string): 'format' | 'checkDigit' | undefined {
  const text = value.trim();
  if (!ABA_PATTERN.test(text)) return 'format';
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(text[i]) * CLABE_WEIGHTS[i % 3]!;
  return sum % 10 === 0 ? undefined : 'checkDigit';
}

export function checkSwift(value: string): 'format' | undefined {
  return SWIFT_PATTERN.test(value.trim().toUpperCase()) ? undefined : 'format';
}

/** Account number or IBAN outside Mexico: 6-34 letters and digits (spaces are ignored). */
export function checkAccountNumber(value: string): 'format' | undefined {
  return /^[A-Za-z0-9]{6,34}$/.test(value.replace(/\s/g, '')) ? undefined : 'format';
}

export function checkPostalCode(value: string, country: string): 'format' | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (country === 'MX') return /^\d{5}$/.test(text) ? undefined : 'format';
  if (country === 'US') return /^\d{5}(-\d{4})?$/.test(text) ? undefined : 'format';
  return /^[A-Za-z0-9 -]{3,10}$/.test(text) ? undefined : 'format';
}
