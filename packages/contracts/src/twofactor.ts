import { z } from 'zod';
import { session } from './accounts.ts';
import { dbId } from './ids.ts';
import { defineRoute } from './route.ts';

/**
 * Two-factor sign-in and devices (issue 21).
 *
 * TOTP as any authenticator app does it (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps,
 * one step of clock drift either way). Enrolment answers the secret and its otpauth:// URI
 * (shown as a QR code and as text) and takes effect when a first code confirms it; ten
 * single-use recovery codes are answered once. Once enabled, a login from a device that
 * has not passed the second factor answers TWO_FACTOR_REQUIRED with a short-lived
 * `data.challenge`, completed by `/twoFactor/login` with a code or a recovery code (that
 * device is then trusted); a withdrawal takes a `totp` code.
 *
 * A device is the long random id the app keeps (localStorage) and sends as `deviceId`
 * with login; its name comes from the user agent.
 */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps of clock drift accepted on either side of now. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Seconds a login challenge stays valid. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 300;
/** A one-time code: 6 digits (spaces allowed, as apps show "123 456"). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown: 10 letters and digits in two groups ("ABCDE-FGHJK"). */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-9]{5}-?[A-Z2-9]{5}$/;

/** Error codes of this area, with their HTTP status. */
export const twoFactorErrors = {
  TWO_FACTOR_REQUIRED: 428, // login from a new device: complete with /twoFactor/login and data.challenge
  TWO_FACTOR_CODE_REQUIRED: 422, // a withdrawal (or disabling) without its code; data.field names it
  TWO_FACTOR_CODE_WRONG: 422, // wrong or expired code (with tries left); 5 in a row lock it 15 minutes (SECRET_LOCKED)
  TWO_FACTOR_CODE_USED: 422, // this code was already used: wait for the next one
  TWO_FACTOR_CHALLENGE_INVALID: 422, // the login challenge is unknown, used or expired: sign in again
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  TWO_FACTOR_SETUP_MISSING: 409, // confirming before /twoFactor/setup
} as const;

export const deviceId = z.string().trim().min(16).max(100).describe('the long random id the app keeps for this device (localStorage)');
const code = z.string().trim().max(20).describe('the 6-digit code of the authenticator app');

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.number().int().optional().describe('ms since epoch'),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorSetup = z.object({
  secret: z.string().describe('base32, for typing into the app by hand'),
  uri: z.string().describe('otpauth://totp/... for the QR code'),
  issuer: z.string(),
  account: z.string(),
  digits: z.number().int(),
  period: z.number().int().describe('seconds'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()).describe('shown once: each works one time') });

export const device = z.object({
  id: z.number().int(),
  name: z.string().describe('from the user agent, e.g. "Chrome on Android"'),
  firstSeenAt: z.number().int(),
  lastSeenAt: z.number().int(),
  trusted: z.boolean().describe('passed the second factor: signs in without a code'),
  current: z.boolean().describe('the device of this session'),
  sessions: z.number().int().nonnegative().describe('live sessions'),
});
export type Device = z.infer<typeof device>;

const ok = z.object({ ok: z.literal(true) });

export const twoFactorApi = {
  status: defineRoute({
    method: 'GET',
    path: '/twoFactor/status',
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    tag: 'security',
    auth: 'user',
    response: twoFactorStatus,
  }),
  setup: defineRoute({
    method: 'POST',
    path: '/twoFactor/setup',
    summary: 'Starts enrolment: a new secret and its otpauth:// URI (not in force until confirmed with a code)',
    tag: 'security',
    auth: 'user',
    response: twoFactorSetup,
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/twoFactor/enable',
    summary: 'Confirms enrolment with a first code; answers ten recovery codes, once. This device becomes trusted.',
    tag: 'security',
    auth: 'user',
    body: z.object({ code }),
    response: recoveryCodes,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/twoFactor/disable',
    summary: 'Turns two-factor sign-in off: the login password and a code (or a recovery code)',
    tag: 'security',
    auth: 'user',
    body: z.object({ password: z.string().min(1).max(40), code: code.optional(), recoveryCode: z.string().trim().max(20).optional() }),
    response: ok,
  }),
  regenerateRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/twoFactor/recoveryCodes',
    summary:
      'New recovery codes: proven by a code of the app or the login password (TWO_FACTOR_CODE_REQUIRED without either); answers ten new codes, once, and the old ones stop working at once',
    tag: 'security',
    auth: 'user',
    body: z.object({ code: code.optional(), password: z.string().min(1).max(40).optional() }),
    response: recoveryCodes,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/twoFactor/login',
    summary: 'Second step of a login that answered TWO_FACTOR_REQUIRED: the challenge and a code (or a recovery code); the device becomes trusted',
    tag: 'security',
    auth: 'public',
    body: z.object({ challenge: z.string().trim().min(1).max(100), code: code.optional(), recoveryCode: z.string().trim().max(20).optional() }),
    response: session,
  }),
  devices: defineRoute({
    method: 'GET',
    path: '/devices/list',
    summary: "The caller's signed-in and trusted devices, most recently seen first",
    tag: 'security',
    auth: 'user',
    response: z.object({ list: z.array(device) }),
  }),
  signOutDevice: defineRoute({
    method: 'POST',
    path: '/devices/signOut',
    summary: "Signs one device out: revokes its sessions (their sockets close on every server) and forgets its trust",
    tag: 'security',
    auth: 'user',
    body: z.object({ id: dbId }),
    response: ok,
  }),
};
