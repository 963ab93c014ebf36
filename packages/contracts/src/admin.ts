import { queueFilters } from './queues.ts';
import { z } from 'zod';
import { dbId, timeMs } from './ids.ts';
import { AccountTypeCode, corporateData } from './accounts.ts';
import { page, pageQuery } from './envelope.ts';
import { IdDocumentType, KycStatus } from './enums.ts';
import { defineRoute, OPERATOR_ROLES } from './route.ts';

/**
 * Back office (apps/admin): operators, KYC review, users, the dev outbox and the
 * audit log. Every call except login needs an operator token (`Authorization`);
 * a user token answers 403. Each call names the roles it needs (`roles`, see
 * OPERATOR_ROLES in route.ts): `kyc_reviewer` reviews KYC; `admin` may call everything
 * (freeze/unfreeze users, create operators, the audit log, the dev outbox).
 */
export const adminErrors = {
  KYC_NOT_PENDING: 409, // the submission was already reviewed
} as const;

export const operatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)).describe('one or more of admin, kyc_reviewer, money_reviewer, money_approver'),
  createdAt: z.number().int(),
});
export type OperatorInfo = z.infer<typeof operatorInfo>;

export const operatorSession = z.object({ token: z.string(), expiresAt: z.number().int(), operator: operatorInfo });
export type OperatorSession = z.infer<typeof operatorSession>;

export const kycSubmission = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  accountType: AccountTypeCode,
  kind: z.enum(['individual', 'company']),
  status: z.enum(KycStatus).describe('pending, verified or failed'),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  documentType: z.enum(IdDocumentType).optional(),
  documentNumber: z.string().optional(),
  country: z.string().optional(),
  /** Image urls (GET with the operator token). */
  frontImage: z.string().optional(),
  backImage: z.string().optional(),
  licenseImage: z.string().optional(),
  company: corporateData.optional(),
  reason: z.string().optional(),
  submittedAt: z.number().int(),
  reviewedAt: z.number().int().optional(),
  reviewedBy: z.string().optional().describe('operator username'),
});
export type KycSubmission = z.infer<typeof kycSubmission>;

export const adminUser = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  accountType: AccountTypeCode,
  kycStatus: z.enum(KycStatus),
  invitationCode: z.string(),
  payPasswordSet: z.boolean(),
  /** Two-step verification on (issue 21); answered for one user, not in lists. */
  twoFactorEnabled: z.boolean().optional(),
  frozen: z.boolean(),
  frozenReason: z.string().optional(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().optional(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.number().int(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const auditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int().optional(),
  operatorUsername: z.string(),
  action: z.string().describe('e.g. operator.login, kyc.approve, kyc.reject, user.freeze, user.unfreeze, operator.create'),
  targetType: z.string().optional(),
  targetId: z.string().optional(),
  detail: z.record(z.string(), z.unknown()).optional(),
  ip: z.string().optional(),
  createdAt: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const ok = z.object({ ok: z.literal(true) });
const idBody = z.object({ id: dbId });

export const adminApi = {
  login: defineRoute({
    method: 'POST',
    path: '/admin/login',
    summary: 'Operator login (5 wrong passwords in a row lock it for 15 minutes)',
    tag: 'admin',
    auth: 'public',
    body: z.object({ username: z.string().trim().min(1).max(40), password: z.string().min(1).max(40) }),
    response: operatorSession,
  }),
  logout: defineRoute({ method: 'POST', path: '/admin/logout', summary: 'Revokes the operator session', tag: 'admin', auth: 'operator', response: ok }),
  me: defineRoute({ method: 'GET', path: '/admin/me', summary: 'The logged-in operator', tag: 'admin', auth: 'operator', response: operatorInfo }),
  kycList: defineRoute({
    method: 'GET',
    path: '/admin/kyc/list',
    summary: 'KYC submissions, oldest pending first (status defaults to pending)',
    tag: 'admin',
    auth: 'operator',
    roles: ['kyc_reviewer'],
    query: pageQuery.merge(queueFilters).extend({ status: z.enum(['pending', 'verified', 'failed', 'all']).default('pending') }),
    response: page(kycSubmission),
  }),
  kycDetail: defineRoute({
    method: 'GET',
    path: '/admin/kyc/{id}',
    summary: 'One KYC submission with its image urls',
    tag: 'admin',
    auth: 'operator',
    roles: ['kyc_reviewer'],
    response: kycSubmission,
  }),
  kycApprove: defineRoute({
    method: 'POST',
    path: '/admin/kyc/approve',
    summary: 'Approves a pending submission; the user becomes verified and gets a notice',
    tag: 'admin',
    auth: 'operator',
    roles: ['kyc_reviewer'],
    body: idBody,
    response: kycSubmission,
  }),
  kycReject: defineRoute({
    method: 'POST',
    path: '/admin/kyc/reject',
    summary: 'Rejects a pending submission with a reason the user sees; the user gets a notice and may retry',
    tag: 'admin',
    auth: 'operator',
    roles: ['kyc_reviewer'],
    body: idBody.extend({ reason: z.string().trim().min(2).max(200) }),
    response: kycSubmission,
  }),
  userList: defineRoute({
    method: 'GET',
    path: '/admin/users',
    summary: 'Searches users by id, username or email (part of it); newest first',
    tag: 'admin',
    auth: 'operator',
    query: pageQuery.extend({ keyword: z.string().trim().max(100).optional(), frozen: z.enum(['true', 'false']).optional() }),
    response: page(adminUser),
  }),
  userDetail: defineRoute({
    method: 'GET',
    path: '/admin/users/{id}',
    summary: 'One user',
    tag: 'admin',
    auth: 'operator',
    response: adminUser,
  }),
  freeze: defineRoute({
    method: 'POST',
    path: '/admin/users/freeze',
    summary: 'Freezes a user (admin only): every call of theirs answers 403 until unfrozen',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    body: z.object({ userId: dbId, reason: z.string().trim().min(2).max(200) }),
    response: adminUser,
  }),
  unfreeze: defineRoute({
    method: 'POST',
    path: '/admin/users/unfreeze',
    summary: 'Unfreezes a user (admin only)',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    body: z.object({ userId: dbId }),
    response: adminUser,
  }),
  outbox: defineRoute({
    method: 'GET',
    path: '/admin/outbox',
    summary: 'The dev outbox: emails kept instead of sent when SMTP_URL is not set; newest first',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    query: pageQuery.extend({ to: z.string().trim().max(100).optional() }),
    response: page(outboxMail),
  }),
  auditLog: defineRoute({
    method: 'GET',
    path: '/admin/audit',
    summary: 'The append-only log of operator actions (admin only); newest first',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    query: pageQuery.extend({
      action: z.string().trim().max(50).optional(),
      operatorId: dbId.optional(),
      operator: z.string().trim().max(40).optional().describe("the operator's username"),
      targetType: z.string().trim().max(40).optional().describe('the object: kyc, user, deposit, withdrawal, job...'),
      targetId: z.string().trim().max(40).optional(),
      from: timeMs.optional().describe('from this time (ms), inclusive'),
      to: timeMs.optional().describe('before this time (ms)'),
    }),
    response: page(auditEntry),
  }),
  fileUpload: defineRoute({
    method: 'POST',
    path: '/admin/file/upload',
    summary: 'Uploads an image as an operator (multipart field "file"; e.g. news covers); answers its url',
    tag: 'admin',
    auth: 'operator',
    response: z.object({ url: z.string() }),
  }),
  operatorList: defineRoute({
    method: 'GET',
    path: '/admin/operators',
    summary: 'Operators (admin only)',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    response: z.array(operatorInfo),
  }),
  operatorCreate: defineRoute({
    method: 'POST',
    path: '/admin/operators',
    summary: 'Creates an operator (admin only)',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    body: z.object({
      username: z.string().trim().max(40).describe('4-20 letters, digits, _ or -'),
      password: z.string().max(40).describe('8-20 letters, digits or !@#$%^&*-_™€<>+='),
      roles: z.array(z.enum(OPERATOR_ROLES)).min(1).max(OPERATOR_ROLES.length).describe('one or more of admin, kyc_reviewer, money_reviewer, money_approver'),
    }),
    response: operatorInfo,
  }),
};
