import crypto from 'node:crypto';
import type { CryptoNetwork } from '@app/contracts';

/**
 * Crypto address formats, checked without network access:
 *   BTC    bech32 (bc1q..., witness v0, BIP-173) or bech32m (bc1p..., v1+, BIP-350),
 *          or base58check P2PKH "1..." / P2SH "3..."
 *   ETH, ERC20  "0x" + 40 hex; mixed case must carry a valid EIP-55 checksum (Keccak-256)
 *   TRC20  base58check with version byte 0x41 ("T...", 34 characters)
 * and deterministic deposit addresses per user and network for the simulated build.
 */

// ---- Keccak-256 (the pre-standard padding Ethereum uses; not SHA3-256) -----------------

const MASK = (1n << 64n) - 1n;
const RC = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n, 0x000000000000808bn, 0x0000000080000001n,
  0x8000000080008081n, 0x8000000000008009n, 0x000000000000008an, 0x0000000000000088n, 0x0000000080008009n, 0x000000008000000an,
  0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n,
  0x000000000000800an, 0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];
/** Rotation offsets r[x][y]. */
const ROT = [
  [0, 36, 3, 41, 18],
  [1, 44, 10, 45, 2],
  [62, 6, 43, 15, 61],
  [28, 55, 25, 21, 56],
  [27, 20, 39, 8, 14],
];
const rotl = (v: bigint, n: number) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK);

function keccakF(a: bigint[]): void {
  for (let round = 0; round < 24; round++) {
    const c = [0, 1, 2, 3, 4].map((x) => a[x]! ^ a[x + 5]! ^ a[x + 10]! ^ a[x + 15]! ^ a[x + 20]!);
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 5; y++) a[x + 5 * y]! ^= d;
    }
    const b = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(a[x + 5 * y]!, ROT[x]![y]!);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) a[x + 5 * y] = b[x + 5 * y]! ^ (~b[((x + 1) % 5) + 5 * y]! & MASK & b[((x + 2) % 5) + 5 * y]!);
    a[0] = a[0]! ^ RC[round]!;
  }
}

export function keccak256(data: Uint8Array): Buffer {
  const rate = 136;
  const padded = Buffer.alloc(Math.floor(data.length / rate) * rate + rate);
  padded.set(data);
  padded[data.length]! ^= 0x01;
  padded[padded.length - 1]! ^= 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate / 8; i++) state[i] = state[i]! ^ padded.readBigUInt64LE(offset + i * 8);
    keccakF(state);
  }
  const out = Buffer.alloc(32);
  for (let i = 0; i < 4; i++) out.writeBigUInt64LE(state[i]!, i * 8);
  return out;
}

/** EIP-55 mixed-case checksum of a 40-hex-digit address (without 0x). */
export function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak256(Buffer.from(lower, 'ascii')).toString('hex');
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return eip55(body) === address;
}

// ---- base58check --------------------------------------------------------------------

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (data: Uint8Array) => crypto.createHash('sha256').update(data).digest();

export function base58Encode(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = B58[Number(n % 58n)]! + out;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

export function base58Decode(text: string): Buffer | undefined {
  let n = 0n;
  for (const ch of text) {
    const digit = B58.indexOf(ch);
    if (digit < 0) return undefined;
    n = n * 58n + BigInt(digit);
  }
  let hex = n === 0n ? '' : n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(zeros), Buffer.from(hex, 'hex')]);
}

export function base58CheckEncode(payload: Uint8Array): string {
  return base58Encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

/** The payload of a base58check string, when its checksum is right. */
export function base58CheckDecode(text: string): Buffer | undefined {
  const raw = base58Decode(text);
  if (!raw || raw.length < 5) return undefined;
  const payload = raw.subarray(0, -4);
  return sha256(sha256(payload)).subarray(0, 4).equals(raw.subarray(-4)) ? payload : undefined;
}

// ---- bech32 / bech32m (BIP-173, BIP-350) ----------------------------------------------

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: number[]): number {
  const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= gen[i]!;
  }
  return chk >>> 0;
}
const hrpExpand = (hrp: string) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];

function convertBits(data: number[], from: number, to: number, pad: boolean): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (const value of data) {
    if (value < 0 || value >> from) return undefined;
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (pad) {
    if (bits) out.push((acc << (to - bits)) & maxv);
  } else if (bits >= from || (acc << (to - bits)) & maxv) {
    return undefined;
  }
  return out;
}

export function segwitEncode(hrp: string, version: number, program: Uint8Array): string {
  const data = [version, ...convertBits([...program], 8, 5, true)!];
  const constant = version === 0 ? BECH32_CONST : BECH32M_CONST;
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => CHARSET[d]).join('')}`;
}

function isSegwitAddress(address: string, hrp: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || sep + 7 > lower.length || lower.length > 90 || lower.slice(0, sep) !== hrp) return false;
  const data: number[] = [];
  for (const ch of lower.slice(sep + 1)) {
    const d = CHARSET.indexOf(ch);
    if (d < 0) return false;
    data.push(d);
  }
  const check = polymod([...hrpExpand(hrp), ...data]);
  const version = data[0]!;
  if (version > 16) return false;
  if (check !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return false;
  if (version === 0 && program.length !== 20 && program.length !== 32) return false;
  return true;
}

function isBitcoinAddress(address: string): boolean {
  if (/^(bc1|BC1)/.test(address)) return isSegwitAddress(address, 'bc');
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return false;
  const payload = base58CheckDecode(address);
  return !!payload && payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
}

function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const payload = base58CheckDecode(address);
  return !!payload && payload.length === 21 && payload[0] === 0x41;
}

/** Whether an address has the format of the network. */
export function isValidAddress(network: CryptoNetwork, address: string): boolean {
  switch (network) {
    case 'BTC':
      return isBitcoinAddress(address);
    case 'ETH':
    case 'ERC20':
      return isEthereumAddress(address);
    case 'TRC20':
      return isTronAddress(address);
  }
}

/**
 * The user's deposit address on a network: derived from the user id and network, so it
 * never changes and is valid for the network. A real build derives it from the custody
 * wallet's extended public key instead.
 */
export function depositAddress(userId: number, network: CryptoNetwork): string {
  const seed = sha256(Buffer.from(`bolsa-mx/deposit/${network}/${userId}`));
  const body = seed.subarray(0, 20);
  switch (network) {
    case 'BTC':
      return segwitEncode('bc', 0, body);
    case 'ETH':
    case 'ERC20':
      return eip55(body.toString('hex'));
    case 'TRC20':
      return base58CheckEncode(Buffer.concat([Buffer.from([0x41]), body]));
  }
}
