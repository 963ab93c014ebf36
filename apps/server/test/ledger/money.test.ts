import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { convertMinor, formatMinor, parseAmount } from '../../src/ledger/money.ts';
import { depositAddress, isValidAddress, keccak256 } from '../../src/modules/funding/addresses.ts';
import { clabeOf, isValidAba, isValidClabe } from '../../src/modules/funding/rules.ts';

describe('money in minor units', () => {
  it('parses decimal strings and numbers exactly, refusing floats tricks, zero and extra decimals', () => {
    expect(parseAmount('1234.5', 2)).toBe(123_450n);
    expect(parseAmount(0.1, 2)).toBe(10n);
    expect(parseAmount(1.15, 2)).toBe(115n); // not 114.99999
    expect(parseAmount('007', 2)).toBe(700n);
    for (const bad of ['', '1.', '.5', '-1', '1e3', '1,5', ' 1 2', 'NaN']) expect(() => parseAmount(bad, 2), bad).toThrow();
    expect(() => parseAmount('1.234', 2)).toThrow(/decimals/);
    expect(() => parseAmount('0.00', 2)).toThrow(/zero/);
    expect(parseAmount('0', 2, { allowZero: true })).toBe(0n);
    expect(() => parseAmount('99999999999999', 2)).toThrow(/range/);
    expect(parseAmount('0.00000001', 8)).toBe(1n);
  });

  it('formats with exactly the currency decimals, sign first', () => {
    expect(formatMinor(0n, 2)).toBe('0.00');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(-1250n, 2)).toBe('-12.50');
    expect(formatMinor(25_000_000n, 2)).toBe('250000.00');
    expect(formatMinor(1n, 8)).toBe('0.00000001');
  });

  it('converts at a rate with explicit rounding (down by default)', () => {
    expect(convertMinor(100_000n, 2, '0.0581234', 2)).toBe(5_812n);
    expect(convertMinor(100_000n, 2, '0.0581299', 2)).toBe(5_812n);
    expect(convertMinor(100_000n, 2, '0.0581299', 2, Decimal.ROUND_HALF_EVEN)).toBe(5_813n);
    expect(convertMinor(1n, 2, '17.25', 2)).toBe(17n);
  });
});

describe('bank and crypto formats', () => {
  it('checks CLABE check digits and ABA routing numbers', () => {
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('032180000118359718')).toBe(false);
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe(clabeOf('01218000123456789'))).toBe(true);
    expect(isValidAba('021000021')).toBe(true);
    expect(isValidAba('021000022')).toBe(false);
  });

  it('computes Keccak-256 (Ethereum), and derives deposit addresses that are valid and stable', () => {
    expect(keccak256(Buffer.alloc(0)).toString('hex')).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(keccak256(Buffer.from('abc')).toString('hex')).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
    for (const network of ['BTC', 'ETH', 'ERC20', 'TRC20'] as const) {
      for (const userId of [1, 42, 99_999]) {
        const address = depositAddress(userId, network);
        expect(isValidAddress(network, address), `${network} ${address}`).toBe(true);
        expect(depositAddress(userId, network)).toBe(address);
      }
      expect(depositAddress(1, network)).not.toBe(depositAddress(2, network));
    }
    expect(depositAddress(7, 'BTC')).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(depositAddress(7, 'TRC20')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(depositAddress(7, 'ETH')).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });
});
