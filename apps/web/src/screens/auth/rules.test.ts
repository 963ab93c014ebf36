import { describe, expect, it } from 'vitest';
import * as rules from './rules.ts';

describe('account form rules', () => {
  it('checks emails as an at-sign with text on both sides', () => {
    expect(rules.email('')).toBe('required');
    expect(rules.email('ana@')).toBe('emailFormat');
    expect(rules.email('@mx')).toBe('emailFormat');
    expect(rules.email(' ana@bolsa.mx ')).toBeUndefined();
  });

  it('checks usernames: 4-20 letters, digits, _ or -', () => {
    expect(rules.username('abc')).toBe('usernameFormat');
    expect(rules.username('ana maria')).toBe('usernameFormat');
    expect(rules.username('ana_maria-1')).toBeUndefined();
    expect(rules.username('a'.repeat(21))).toBe('usernameFormat');
  });

  it('checks login passwords: 8-20 from the allowed set, not trimmed', () => {
    expect(rules.password('')).toBe('required');
    expect(rules.password('Abc123')).toBe('passwordFormat');
    expect(rules.password('Abc 12345')).toBe('passwordFormat');
    expect(rules.password('Abc123!€')).toBeUndefined();
  });

  it('says "The two passwords do not match" only when both are typed and differ', () => {
    expect(rules.matches('Demo1234', '')).toBe('required');
    expect(rules.matches('Demo1234', 'Demo12345')).toBe('passwordMismatch');
    expect(rules.matches('Demo1234', 'Demo1234')).toBeUndefined();
  });

  it('needs the agreement accepted', () => {
    expect(rules.agreement(false)).toBe('agreementRequired');
    expect(rules.agreement(undefined)).toBe('agreementRequired');
    expect(rules.agreement(true)).toBeUndefined();
  });

  it('checks corporate ids, passwords, phones and 50-character texts', () => {
    expect(rules.corporateUserId('ab')).toBe('corporateIdFormat');
    expect(rules.corporateUserId('acme_mx')).toBe('corporateIdFormat');
    expect(rules.corporateUserId('acme2026')).toBeUndefined();
    expect(rules.corporatePassword('Acme2026!')).toBe('corporatePasswordFormat');
    expect(rules.corporatePassword('Acme2026')).toBeUndefined();
    expect(rules.phone('12345')).toBe('phoneFormat');
    expect(rules.phone('+52 (55) 1234-5678')).toBeUndefined();
    expect(rules.shortText('x'.repeat(51))).toBe('tooLong');
    expect(rules.shortText('  ')).toBe('required');
  });

  it('prefills the invitation code from code or inviteCode, ignoring junk', () => {
    expect(rules.invitationFromQuery({ code: 'AB12CD' })).toBe('AB12CD');
    expect(rules.invitationFromQuery({ inviteCode: 'XY99', code: 'AB12' })).toBe('XY99');
    expect(rules.invitationFromQuery({ code: '<script>' })).toBeUndefined();
    expect(rules.invitationFromQuery({})).toBeUndefined();
  });

  it('asks a Mexican ID card for a CURP or RFC, other documents for 5-20 letters and digits', () => {
    expect(rules.documentNumber('MX', 'idCard', '')).toBe('required');
    expect(rules.documentNumber('MX', 'idCard', 'GALA900101MDFRPN00')).toBeUndefined();
    expect(rules.documentNumber('MX', 'idCard', 'gala-900101')).toBe('curpOrRfc');
    expect(rules.documentNumber('MX', 'idCard', 'GALA900101AB1')).toBeUndefined();
    expect(rules.documentNumber('MX', 'idCard', '12345678')).toBe('curpOrRfc');
    expect(rules.documentNumber('MX', 'passport', 'G1234 5678')).toBeUndefined();
    expect(rules.documentNumber('US', 'idCard', 'X1')).toBe('documentFormat');
  });
});
