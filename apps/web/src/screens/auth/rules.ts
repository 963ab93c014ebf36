import {
  CORPORATE_PASSWORD_PATTERN,
  CORPORATE_USER_ID_PATTERN,
  CURP_PATTERN,
  EMAIL_CODE_PATTERN,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  RFC_PATTERN,
  TEXT_MAX,
  USERNAME_PATTERN,
} from '@app/contracts';

/**
 * Instant checks of the account forms (SPEC section 5, DESIGN section 4), using the
 * contract's patterns. Each returns the key of the message under `auth.errors`
 * (or `kyc.errors`), or undefined when the value is fine. The server checks again
 * and its localized `msg` is what counts.
 */
export type RuleError =
  | 'required'
  | 'emailFormat'
  | 'usernameFormat'
  | 'passwordFormat'
  | 'passwordMismatch'
  | 'codeFormat'
  | 'agreementRequired'
  | 'corporateIdFormat'
  | 'corporatePasswordFormat'
  | 'phoneFormat'
  | 'tooLong';

export type Rule = (value: unknown) => RuleError | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const required: Rule = (value) => (text(value) === '' ? 'required' : undefined);

const pattern =
  (re: RegExp, error: RuleError): Rule =>
  (value) =>
    required(value) ?? (re.test(text(value)) ? undefined : error);

export const email = pattern(EMAIL_PATTERN, 'emailFormat');
export const username = pattern(USERNAME_PATTERN, 'usernameFormat');
export const emailCode = pattern(EMAIL_CODE_PATTERN, 'codeFormat');
export const corporateUserId = pattern(CORPORATE_USER_ID_PATTERN, 'corporateIdFormat');
/** Passwords are not trimmed: a space is simply not an allowed character. */
export const password: Rule = (value) => (value ? (PASSWORD_PATTERN.test(String(value)) ? undefined : 'passwordFormat') : 'required');
export const corporatePassword: Rule = (value) => (value ? (CORPORATE_PASSWORD_PATTERN.test(String(value)) ? undefined : 'corporatePasswordFormat') : 'required');
/** Digits, spaces, +, - and parentheses; 7-20 characters (contracts: corporateData.phone). */
export const phone = pattern(/^[\d\s+()-]{7,20}$/, 'phoneFormat');
/** Names and addresses: required, at most 50 characters. */
export const shortText: Rule = (value) => required(value) ?? (text(value).length > TEXT_MAX ? 'tooLong' : undefined);

/** The confirmation must equal the password ("The two passwords do not match"). */
export function matches(password: unknown, confirmation: unknown): RuleError | undefined {
  if (!confirmation) return 'required';
  return password === confirmation ? undefined : 'passwordMismatch';
}

export const agreement = (accepted: unknown): RuleError | undefined => (accepted === true ? undefined : 'agreementRequired');

/** An invitation code from the link that brought the user here (`code` or `inviteCode`). */
export function invitationFromQuery(query: Record<string, string | undefined>): string | undefined {
  const value = (query.inviteCode ?? query.code ?? '').trim();
  return /^[A-Za-z0-9]{1,20}$/.test(value) ? value : undefined;
}

export type DocumentError = 'required' | 'curpOrRfc' | 'documentFormat';

/**
 * KYC document number: for a Mexican ID card a CURP (18) or a person's RFC (13),
 * otherwise 5-20 letters and digits. Spaces and dashes are ignored, letters upper-cased,
 * as the server does. (The server also checks the CURP's date, state and check digit.)
 */
export function documentNumber(country: string | undefined, documentType: string | undefined, value: unknown): DocumentError | undefined {
  const normalized = text(value).toUpperCase().replace(/[\s-]/g, '');
  if (!normalized) return 'required';
  if (country === 'MX' && documentType === 'idCard') {
    const ok = CURP_PATTERN.test(normalized) || (normalized.length === 13 && RFC_PATTERN.test(normalized));
    return ok ? undefined : 'curpOrRfc';
  }
  return /^[A-Z0-9]{5,20}$/.test(normalized) ? undefined : 'documentFormat';
}
