import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@app/contracts';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) through the `otpauth` library: HMAC-SHA-1, 6 digits, 30-second steps,
 * one step of drift either way, as every authenticator app does it. Pure: the time is
 * passed in (ms), so the rules are tested at fixed instants (RFC 6238 Appendix B vectors).
 */

export const TOTP_ISSUER = 'Bolsa MX';

/** A new random secret (160 bits, the RFC 4226 recommendation), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, label = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, account: string): string {
  return totp(secretBase32, account).toString();
}

/** The time step (counter) of an instant. */
export function totpStep(nowMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });
}

/** The code of an instant (tests, and the e2e flow acting as the authenticator app). */
export function totpCode(secretBase32: string, nowMs: number): string {
  return totp(secretBase32).generate({ timestamp: nowMs });
}

/** Digits only: apps show "123 456", people paste it with the space. */
export function normalizeTotp(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/**
 * The time step a code belongs to, within the drift window around `nowMs`, or undefined
 * when it matches none (the library compares in constant time).
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | undefined {
  const token = normalizeTotp(code);
  if (!/^\d+$/.test(token) || token.length !== TOTP_DIGITS) return undefined;
  const delta = totp(secretBase32).validate({ token, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? undefined : totpStep(nowMs) + delta;
}

// Recovery codes: 10 characters of an alphabet without look-alikes (0/O, 1/I), ~50 bits each.
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let raw = '';
    for (let i = 0; i < 10; i++) raw += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
    codes.add(`${raw.slice(0, 5)}-${raw.slice(5)}`);
  }
  return [...codes];
}

/** As stored and compared: upper case, no dash or spaces ("abcde fghjk" = "ABCDE-FGHJK"). */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** Recovery codes are random (~50 bits) and single-use, so a SHA-256 per user is enough to keep them unreadable. */
export function recoveryCodeHash(userId: number, code: string): string {
  return crypto.createHash('sha256').update(`${userId}:${normalizeRecoveryCode(code)}`).digest('hex');
}

/** A short, language-neutral name of a device from its user agent: "Chrome · Android". */
export function deviceNameFrom(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : undefined;
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : undefined;
  if (browser || os) return [browser, os].filter(Boolean).join(' · ');
  // A script or another client: its own product token, bounded.
  return ua.split(/[\s/]/)[0]!.slice(0, 40);
}
