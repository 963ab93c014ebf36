import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMETERS, ARGON2_TEST_PARAMETERS, argon2Parameters, hashSecret, verifySecret } from '../../src/modules/accounts/secrets.ts';

const encoded = (p: { memoryCost: number; timeCost: number; parallelism: number }) => `$argon2id$v=19$m=${p.memoryCost},t=${p.timeCost},p=${p.parallelism}$`;

describe('argon2id parameters', () => {
  it('a server hashes with 19 MiB, 2 passes, one lane: the library defaults (OWASP)', async () => {
    expect(argon2Parameters({})).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(argon2Parameters({ NODE_ENV: 'production' })).toBe(ARGON2_PARAMETERS);
    expect((await hash('Secret123', ARGON2_PARAMETERS)).startsWith(encoded(ARGON2_PARAMETERS))).toBe(true);
    expect((await hash('Secret123')).startsWith(encoded(ARGON2_PARAMETERS))).toBe(true);
  });

  it('the cheap profile is for vitest only, never with NODE_ENV=production', () => {
    expect(argon2Parameters({ BOLSA_ARGON2: 'cheap', VITEST: 'true', NODE_ENV: 'test' })).toBe(ARGON2_TEST_PARAMETERS);
    expect(() => argon2Parameters({ BOLSA_ARGON2: 'cheap', VITEST: 'true', NODE_ENV: 'production' })).toThrow(/test suite only/);
    expect(() => argon2Parameters({ BOLSA_ARGON2: 'cheap' })).toThrow(/test suite only/);
    expect(() => argon2Parameters({ BOLSA_ARGON2: 'fast', VITEST: 'true' })).toThrow(/only profile/);
  });

  it('this suite hashes with the cheap profile, and a hash of either profile verifies', async () => {
    const cheap = await hashSecret('Secret123');
    expect(cheap.startsWith(encoded(ARGON2_TEST_PARAMETERS))).toBe(true);
    expect(await verifySecret(cheap, 'Secret123')).toBe(true);
    const strong = await hash('Secret123', ARGON2_PARAMETERS);
    expect(await verifySecret(strong, 'Secret123')).toBe(true);
    expect(await verifySecret(strong, 'Secret124')).toBe(false);
  });
});
