import {
  CORPORATE_PASSWORD_PATTERN,
  CORPORATE_USER_ID_PATTERN,
  CURP_PATTERN,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PAY_PASSWORD_PATTERN,
  RFC_PATTERN,
  TEXT_MAX,
  USERNAME_PATTERN,
  type CorporateData,
  type LocalizedText,
} from '@app/contracts';
import { AppError } from '../../http/errors.ts';
import { interpolate, type TextParams } from '../../i18n/text.ts';
import { fieldNames, t } from './messages.ts';

/**
 * Pure validation rules of the accounts area (DESIGN section 4). Each failure is an
 * AppError whose message names the problem and whose `field` names the input.
 */
const invalid = (text: LocalizedText, field: string, params?: TextParams) =>
  new AppError('INVALID_FORMAT', text, params, { field });

/** A text with a localized field name filled in for each language. */
export function withField(text: LocalizedText, field: LocalizedText, params: TextParams = {}): LocalizedText {
  return {
    es: interpolate(text.es, { ...params, field: field.es }),
    en: interpolate(text.en, { ...params, field: field.en }),
    zh: interpolate(text.zh, { ...params, field: field.zh }),
  };
}

export function checkUsername(username: string): void {
  if (!USERNAME_PATTERN.test(username)) throw invalid(t.usernameFormat, 'username');
}
export function checkPassword(password: string, field = 'password'): void {
  if (!PASSWORD_PATTERN.test(password)) throw invalid(t.passwordFormat, field);
}
export function checkCorporateUserId(id: string): void {
  if (!CORPORATE_USER_ID_PATTERN.test(id)) throw invalid(t.corporateUserIdFormat, 'username');
}
export function checkCorporatePassword(password: string): void {
  if (!CORPORATE_PASSWORD_PATTERN.test(password)) throw invalid(t.corporatePasswordFormat, 'password');
}
export function checkEmail(email: string): void {
  if (!EMAIL_PATTERN.test(email) || email.length > 100) throw invalid(t.emailFormat, 'email');
}
export function checkPasswordsMatch(password: string, confirm: string): void {
  if (password !== confirm) throw new AppError('PASSWORDS_DO_NOT_MATCH', t.passwordsDoNotMatch, {}, { field: 'confirmPassword' });
}
export function checkAgreement(accepted: boolean): void {
  if (accepted !== true) throw new AppError('AGREEMENT_REQUIRED', t.agreementRequired, {}, { field: 'agreement' });
}
export function checkPayPassword(pin: string, field = 'payPassword'): void {
  if (!PAY_PASSWORD_PATTERN.test(pin)) throw invalid(t.payPasswordFormat, field);
}
export function checkEmailCodeFormat(code: string): void {
  if (!/^\d{6}$/.test(code)) throw invalid(t.codeFormat, 'code');
}

/** A required short text (names, addresses): present and at most 50 characters. */
export function checkText(value: string | undefined, field: keyof typeof fieldNames, max = TEXT_MAX): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw invalid(withField(t.fieldRequiredNamed, fieldNames[field]), field);
  if ([...trimmed].length > max) throw invalid(withField(t.fieldTooLongNamed, fieldNames[field], { max }), field);
  return trimmed;
}

export function checkPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!/^[\d\s()+-]+$/.test(trimmed) || digits.length < 7 || digits.length > 20) throw invalid(t.phoneFormat, 'phone');
  return trimmed;
}

export function checkCorporateData(data: CorporateData): CorporateData {
  return {
    fullName: checkText(data.fullName, 'fullName'),
    licenseNumber: checkText(data.licenseNumber, 'licenseNumber'),
    officeAddress: checkText(data.officeAddress, 'officeAddress'),
    bankAccount: checkText(data.bankAccount, 'bankAccount'),
    registrationPlace: checkText(data.registrationPlace, 'registrationPlace'),
    officerInfo: checkText(data.officerInfo, 'officerInfo'),
    phone: checkPhone(data.phone),
  };
}

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const CURP_STATES = new Set(
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(' '),
);

function validDate(yymmdd: string): boolean {
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** The CURP's last character is a check digit over the first 17 (RENAPO's algorithm). */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(first17[i] ?? '0') * (18 - i);
  return (10 - (sum % 10)) % 10;
}

export function isValidCurp(value: string): boolean {
  const curp = value.toUpperCase();
  if (!CURP_PATTERN.test(curp)) return false;
  if (!validDate(curp.slice(4, 10)) || !CURP_STATES.has(curp.slice(11, 13))) return false;
  return curpCheckDigit(curp.slice(0, 17)) === Number(curp[17]);
}

/** RFC of a person (13 characters: 4 letters, birth date, 3-character homoclave). */
export function isValidPersonRfc(value: string): boolean {
  const rfc = value.toUpperCase();
  return rfc.length === 13 && RFC_PATTERN.test(rfc) && validDate(rfc.slice(4, 10));
}

/**
 * Document number rules: for Mexico an ID card carries a CURP (or the RFC); other
 * documents and countries take 5-20 letters and digits.
 */
export function checkDocumentNumber(country: string, documentType: string, value: string): string {
  const normalized = value.trim().toUpperCase().replace(/[\s-]/g, '');
  if (country === 'MX' && documentType === 'idCard') {
    if (!isValidCurp(normalized) && !isValidPersonRfc(normalized)) throw invalid(t.curpOrRfc, 'documentNumber');
    return normalized;
  }
  if (!/^[A-Z0-9]{5,20}$/.test(normalized)) throw invalid(t.documentNumberFormat, 'documentNumber');
  return normalized;
}

/** Shows only the last 4 characters of a document number. */
export function maskDocument(value: string): string {
  return value.length <= 4 ? value : '*'.repeat(value.length - 4) + value.slice(-4);
}
