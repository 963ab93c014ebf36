import type { CryptoNetwork } from '@app/contracts';

/**
 * Address shapes per network (the server checks the checksums too: base58check for Tron
 * and Bitcoin, EIP-55 for mixed-case Ethereum addresses, bech32 for bc1).
 */
const PATTERNS: Record<CryptoNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};

export function checkAddress(address: string, network: CryptoNetwork): 'required' | 'format' | undefined {
  const text = address.trim();
  if (!text) return 'required';
  return PATTERNS[network].test(network === 'BTC' && /^BC1/.test(text) ? text.toLowerCase() : text) ? undefined : 'format';
}

/** Example shown as the placeholder of the address field. */
export const ADDRESS_EXAMPLE: Record<CryptoNetwork, string> = {
  TRC20: 'TXYZ…(34)',
  ERC20: '0x…(42)',
  ETH: '0x…(42)',
  BTC: 'bc1q… / 1… / 3…',
};
