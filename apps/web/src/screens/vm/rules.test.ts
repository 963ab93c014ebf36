import { describe, expect, it } from 'vitest';
import { checkAddress } from './rules.ts';

describe('crypto address shapes', () => {
  it('accepts each network shape and refuses the others', () => {
    // Addresses the server seeds for the demo user.
    expect(checkAddress('TWLwfjUdPgey1r8zNvMoG1pq2Sf7wqSbg8', 'TRC20')).toBeUndefined();
    expect(checkAddress('0xE4601067474097901a5BBFAc1911f9bab0030DEB', 'ERC20')).toBeUndefined();
    expect(checkAddress('bc1qlt5pg7fv0faag5wgwxcsn0608e2w68tfa55azx', 'BTC')).toBeUndefined();
    expect(checkAddress('1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'BTC')).toBeUndefined();
    expect(checkAddress('0xE4601067474097901a5BBFAc1911f9bab0030DEB', 'TRC20')).toBe('format');
    expect(checkAddress('TWLwfjUdPgey1r8zNvMoG1pq2Sf7wqSbg8', 'ETH')).toBe('format');
    expect(checkAddress('bc1qIII', 'BTC')).toBe('format');
    expect(checkAddress('  ', 'BTC')).toBe('required');
  });
});
