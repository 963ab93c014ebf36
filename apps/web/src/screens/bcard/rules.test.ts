import { describe, expect, it } from 'vitest';
import { bankOfClabe, checkAba, checkAccountNumber, checkClabe, checkPostalCode, checkSwift, clabeCheckDigit } from './rules.ts';

describe('CLABE', () => {
  it('computes the check digit with weights 3, 7, 1', () => {
    // The house account of the demo (STP) and the demo card (BBVA) from the server seed.
    expect(clabeCheckDigit('64618015640000000')).toBe(3);
    expect(clabeCheckDigit('01218000123456789')).toBe(9);
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
  });

  it('says what is wrong while typing', () => {
    expect(checkClabe('')).toBe('required');
    expect(checkClabe('0121800012345678A')).toBe('digits');
    expect(checkClabe('01218000123456')).toBe('length');
    expect(checkClabe('012180001234567890')).toBe('checkDigit');
    expect(checkClabe('012180001234567899')).toBeUndefined();
    expect(checkClabe('646180156400000003')).toBeUndefined();
  });

  it('knows the bank from the first three digits', () => {
    expect(bankOfClabe('012180001234567899')).toBe('BBVA México');
    expect(bankOfClabe('646')).toBe('STP');
    expect(bankOfClabe('999180001234567899')).toBeUndefined();
    expect(bankOfClabe('01')).toBeUndefined();
  });
});

describe('other bank fields', () => {
  it('checks ABA routing numbers, SWIFT codes, account numbers and postal codes', () => {
    expect(checkAba('021000021')).toBeUndefined();
    expect(checkAba('021000022')).toBe('checkDigit');
    expect(checkAba('12345')).toBe('format');
    expect(checkSwift('BCMRMXMM')).toBeUndefined();
    expect(checkSwift('cobadeffxxx')).toBeUndefined();
    expect(checkSwift('BCMR1')).toBe('format');
    expect(checkAccountNumber('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(checkAccountNumber('12-34')).toBe('format');
    expect(checkPostalCode('06600', 'MX')).toBeUndefined();
    expect(checkPostalCode('6600', 'MX')).toBe('format');
    expect(checkPostalCode('10001-1234', 'US')).toBeUndefined();
    expect(checkPostalCode('', 'MX')).toBeUndefined();
  });
});
