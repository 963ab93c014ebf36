import { z } from 'zod';
import { dbId } from './ids.ts';
import { IdDocumentType, KycStatus } from './enums.ts';
import { defineRoute } from './route.ts';

/**
 * Accounts: registration, login, passwords, profile, KYC and uploads (issue 4).
 *
 * Rules (DESIGN section 4). The schemas below only bound the sizes; the server checks
 * each rule itself and answers a localized `msg` that names the problem, so clients
 * may reuse these patterns for instant feedback but must show the server's `msg`.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{4,20}$/;
/** Login password: 8-20 letters, digits or one of !@#$%^&*-_™€<>+= */
export const PASSWORD_PATTERN = /^[A-Za-z0-9!@#$%^&*\-_™€<>+=]{8,20}$/;
export const CORPORATE_USER_ID_PATTERN = /^[A-Za-z0-9]{3,15}$/;
export const CORPORATE_PASSWORD_PATTERN = /^[A-Za-z0-9]{8,20}$/;
/** Transaction (pay) password: exactly 6 digits. */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
/** SPEC section 5: an at-sign with text on both sides. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
/** Mexican CURP (18 characters) and RFC (12 for companies, 13 for persons), checked when country is MX. */
export const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/;
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;
/** Names and addresses: at most 50 characters (DESIGN section 4). */
export const TEXT_MAX = 50;

/** Seconds an email code stays valid, and how many wrong tries it takes. */
export const EMAIL_CODE_TTL_SECONDS = 600;
export const EMAIL_CODE_MAX_TRIES = 5;
/** Wrong passwords (or transaction passwords) in a row before that secret locks, and for how long. */
export const SECRET_MAX_FAILURES = 5;
export const SECRET_LOCK_MINUTES = 15;

export const AccountTypeCode = z.union([z.literal(2), z.literal(4)]).describe('2 individual, 4 company');

/** Error codes (envelope `data.error`) of this area, with their HTTP status. */
export const accountErrors = {
  LOGIN_FAILED: 400, // wrong username/email or password (same answer for unknown users)
  SECRET_LOCKED: 429, // 5 wrong passwords or transaction passwords in a row: locked 15 minutes
  EMAIL_CODE_INVALID: 400, // wrong, expired, used or never requested code
  EMAIL_CODE_TOO_MANY_TRIES: 400,
  EMAIL_CODE_COOLDOWN: 429, // one code per address per 60 s
  PASSWORDS_DO_NOT_MATCH: 400,
  AGREEMENT_REQUIRED: 400,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVITATION_CODE_UNKNOWN: 400,
  INVALID_FORMAT: 400, // any field breaking its rule; `data.field` names it
  OLD_PASSWORD_WRONG: 400,
  PAY_PASSWORD_NOT_SET: 422,
  PAY_PASSWORD_ALREADY_SET: 409,
  PAY_PASSWORD_WRONG: 422,
  KYC_REQUIRED: 422, // "verify your identity first" (trading, withdrawals, loans, products)
  KYC_PENDING: 409,
  KYC_ALREADY_VERIFIED: 409,
  KYC_WRONG_ACCOUNT_TYPE: 400,
  UPLOAD_REQUIRED: 400, // "Please upload your credentials first": image url unknown or not yours
  FILE_NOT_IMAGE: 400,
  FILE_MISSING: 400,
  PAYLOAD_TOO_LARGE: 413, // "size cannot exceed 5M"
  ACCOUNT_FROZEN: 403,
} as const;

export const kycInfo = z.object({
  status: z.enum(KycStatus),
  kind: z.enum(['individual', 'company']).optional().describe('absent while status is none'),
  reason: z.string().optional().describe('why it failed (status failed)'),
  submittedAt: z.number().int().optional().describe('ms since epoch'),
  reviewedAt: z.number().int().optional().describe('ms since epoch'),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  documentType: z.enum(IdDocumentType).optional(),
  /** Masked except the last 4 characters. */
  documentNumber: z.string().optional(),
  country: z.string().optional(),
  companyName: z.string().optional(),
});
export type KycInfo = z.infer<typeof kycInfo>;

export const userInfo = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  invitationCode: z.string(),
  accountType: AccountTypeCode,
  kycStatus: z.enum(KycStatus),
  kycReason: z.string().optional(),
  /** Real name once KYC was submitted (first + last, or the company name). */
  realName: z.string().optional(),
  payPasswordSet: z.boolean(),
  /** Two-factor sign-in is on: new devices and withdrawals need a code (issue 21). */
  twoFactorEnabled: z.boolean(),
  /** The user's customer-chat link (an internal hash route for now). */
  wsUrl: z.string(),
  createdAt: z.number().int().describe('ms since epoch'),
});
export type UserInfo = z.infer<typeof userInfo>;

export const session = z.object({
  token: z.string().describe('send as Authorization (with or without "Bearer ")'),
  expiresAt: z.number().int().describe('ms since epoch'),
  userInfo,
});
export type Session = z.infer<typeof session>;

const email = z.string().trim().max(100).describe('an at-sign with text on both sides');
const password = z.string().max(40).describe('8-20 letters, digits or !@#$%^&*-_™€<>+=');
const text50 = z.string().trim().max(200);

export const individualRegistration = z.object({
  username: z.string().trim().max(40).describe('4-20 letters, digits, _ or -'),
  email,
  password,
  confirmPassword: z.string().max(40),
  code: z.string().trim().max(10).describe('6-digit code from /getEmailCode (type register)'),
  agreement: z.boolean().describe('the user agreement must be accepted (true)'),
  invitationCode: z.string().trim().max(20).optional(),
  deviceId: z.string().trim().min(16).max(100).optional().describe('the long random id the app keeps for this device'),
});
export type IndividualRegistration = z.infer<typeof individualRegistration>;

export const corporateData = z.object({
  fullName: text50,
  licenseNumber: text50,
  officeAddress: text50,
  bankAccount: text50,
  registrationPlace: text50,
  officerInfo: text50.describe('name and position of the legal representative'),
  phone: z.string().trim().max(30).describe('digits, spaces, +, - and parentheses; 7-20 characters'),
});
export type CorporateData = z.infer<typeof corporateData>;

export const companyRegistration = corporateData.extend({
  username: z.string().trim().max(40).describe('corporate user ID: 3-15 letters and digits'),
  password: z.string().max(40).describe('corporate password: 8-20 letters and digits'),
  confirmPassword: z.string().max(40),
  email,
  code: z.string().trim().max(10),
  agreement: z.boolean(),
  invitationCode: z.string().trim().max(20).optional(),
  deviceId: z.string().trim().min(16).max(100).optional().describe('the long random id the app keeps for this device'),
});
export type CompanyRegistration = z.infer<typeof companyRegistration>;

export const individualKyc = z.object({
  firstName: text50,
  lastName: text50,
  documentType: z.enum(IdDocumentType),
  documentNumber: z.string().trim().max(30).describe('for country MX and idCard: a CURP (18) or RFC (13); otherwise 5-20 letters and digits'),
  country: z.string().trim().length(2).toUpperCase().describe('code from /areaInfo/list'),
  frontImage: z.string().max(300).describe('url from /file/upload'),
  backImage: z.string().max(300).describe('url from /file/upload'),
});
export type IndividualKyc = z.infer<typeof individualKyc>;

export const companyKyc = corporateData.extend({
  licenseImage: z.string().max(300).describe('url from /file/upload'),
});
export type CompanyKyc = z.infer<typeof companyKyc>;

const ok = z.object({ ok: z.literal(true) });

export const accountsApi = {
  getEmailCode: defineRoute({
    method: 'POST',
    path: '/getEmailCode',
    summary: 'Emails a 6-digit code (10 minutes, single use, 5 tries). Same answer whether or not the address has an account.',
    tag: 'accounts',
    auth: 'public',
    body: z.object({ email, type: z.enum(['register', 'resetPassword']).default('register') }),
    response: z.object({ expiresIn: z.number().int().describe('seconds'), resendIn: z.number().int().describe('seconds before another code may be asked') }),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/register/email',
    summary: 'Registers an individual account (type 2) and logs it in',
    tag: 'accounts',
    auth: 'public',
    body: individualRegistration,
    response: session,
  }),
  registerNew: defineRoute({
    method: 'POST',
    path: '/new/register/email',
    summary: 'Same as /register/email (the newer app screens call this path)',
    tag: 'accounts',
    auth: 'public',
    body: individualRegistration,
    response: session,
  }),
  registerCompany: defineRoute({
    method: 'POST',
    path: '/register/company',
    summary: 'Registers a company account (type 4) with its corporate data and logs it in',
    tag: 'accounts',
    auth: 'public',
    body: companyRegistration,
    response: session,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/loginByUsername',
    summary:
      'Logs in by username or email. 5 wrong passwords in a row lock the login for 15 minutes. With two-factor sign-in on, a device that has not passed it answers TWO_FACTOR_REQUIRED and data.challenge (see /twoFactor/login).',
    tag: 'accounts',
    auth: 'public',
    body: z.object({
      username: z.string().trim().min(1).max(100).describe('username or email'),
      password: z.string().min(1).max(40),
      deviceId: z.string().trim().min(16).max(100).optional().describe('the long random id the app keeps for this device (two-factor trust)'),
    }),
    response: session,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/logout',
    summary: 'Revokes the current session',
    tag: 'accounts',
    auth: 'user',
    response: ok,
  }),
  logoutEverywhere: defineRoute({
    method: 'POST',
    path: '/logoutEverywhere',
    summary: 'Signs out of every session of the caller (this one too); their push and chat sockets close on every server',
    tag: 'accounts',
    auth: 'user',
    response: ok,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/resetPassword',
    summary: 'Sets a new login password with an email code (type resetPassword); revokes every session',
    tag: 'accounts',
    auth: 'public',
    body: z.object({ email, code: z.string().trim().max(10), password, confirmPassword: z.string().max(40) }),
    response: ok,
  }),
  updatePassword: defineRoute({
    method: 'POST',
    path: '/updatePassword',
    summary: 'Changes the login password; every other session is revoked, this one stays',
    tag: 'accounts',
    auth: 'user',
    body: z.object({ oldPassword: z.string().min(1).max(40), password, confirmPassword: z.string().max(40) }),
    response: ok,
  }),
  settingPayPassword: defineRoute({
    method: 'POST',
    path: '/settingPayPassword',
    summary: 'Sets the 6-digit transaction password the first time',
    tag: 'accounts',
    auth: 'user',
    body: z.object({ payPassword: z.string().max(10), confirmPayPassword: z.string().max(10).optional() }),
    response: ok,
  }),
  updatePayPassword: defineRoute({
    method: 'POST',
    path: '/updatePayPassword',
    summary: 'Changes the transaction password; needs the old one (counts toward the 5-failure lock)',
    tag: 'accounts',
    auth: 'user',
    body: z.object({ oldPayPassword: z.string().max(10), payPassword: z.string().max(10), confirmPayPassword: z.string().max(10).optional() }),
    response: ok,
  }),
  userInfo: defineRoute({
    method: 'POST',
    path: '/api/user/info',
    summary: 'The logged-in user',
    tag: 'accounts',
    auth: 'user',
    response: userInfo,
  }),
  userInfoById: defineRoute({
    method: 'POST',
    path: '/getUserInfoById',
    summary: "The logged-in user; another user's id answers 404",
    tag: 'accounts',
    auth: 'user',
    body: z.object({ userId: dbId.optional() }),
    response: userInfo,
  }),
  updateReal: defineRoute({
    method: 'POST',
    path: '/updateReal',
    summary: 'Submits individual KYC (real-name data and document images); status becomes pending',
    tag: 'accounts',
    auth: 'user',
    body: individualKyc,
    response: kycInfo,
  }),
  companyKyc: defineRoute({
    method: 'POST',
    path: '/kyc/company',
    summary: 'Submits company KYC (corporate data and the license image); status becomes pending',
    tag: 'accounts',
    auth: 'user',
    body: companyKyc,
    response: kycInfo,
  }),
  kycStatus: defineRoute({
    method: 'GET',
    path: '/kyc/status',
    summary: "The user's KYC state (none, pending, verified, failed with reason)",
    tag: 'accounts',
    auth: 'user',
    response: kycInfo,
  }),
};

/**
 * Uploads. Both are multipart with a single field `file`: JPEG, PNG, WebP or GIF (type
 * taken from the bytes), at most 5 MB ("size cannot exceed 5M", code 413). The returned
 * url is served by GET /web/file/{name} only to its owner and to operators: fetch it
 * with the Authorization header (e.g. as a blob), an <img src> alone will not do.
 */
export const uploadResult = z.object({ url: z.string().describe('/web/file/{name}') });
export const filesApi = {
  upload: defineRoute({
    method: 'POST',
    path: '/file/upload',
    summary: 'Uploads an image (multipart field "file"); answers its url',
    tag: 'files',
    auth: 'user',
    response: uploadResult,
  }),
  termsUpload: defineRoute({
    method: 'POST',
    path: '/file/terms/upload',
    summary: 'Uploads an image (multipart field "file"); answers its url in msg (and in data.url)',
    tag: 'files',
    auth: 'user',
    response: uploadResult,
  }),
};
/** Path prefix of stored files; GET it with the Authorization header. */
export const FILE_URL_PREFIX = '/web/file/';
export const UPLOAD_MAX_MB = 5;
