import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { termsRule } from './terms.ts';
import { idempotencyKey, money } from './wallet.ts';

/**
 * Consumer loans in MXN (issue 18; PRODUCT-RULES.md section 10). The published terms
 * (`loans`, item MX) fix the annual rate, default rate, IVA, opening commission, limits,
 * terms in months and the maker-checker threshold. The offer (`/loan/offer`) shows rate,
 * CAT without IVA, the French schedule with IVA on interest and the total before the user
 * applies; operators review (in_review -> passed | rejected; above the threshold a money
 * approver confirms a reviewer's pass); on pass the amount is disbursed to the BALANCE
 * wallet from the house lending account (state in_use) and repaid from BALANCE
 * (instalment, part or all; prepayment without penalty) until repaid.
 */

export const LOAN_STATUSES = ['in_review', 'passed', 'rejected', 'in_use', 'repaid'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 10000 or 10000.50')
  .describe('MXN, up to 2 decimals');

export const loanScheduleRow = z.object({
  n: z.number().int(),
  dueDate: z.string().describe('YYYY-MM-DD'),
  instalment: money.describe('principal + interest'),
  interest: money,
  iva: money.describe('IVA 16 % on the interest'),
  principal: money,
  payment: money.describe('instalment + IVA: what the client pays'),
  balance: money.describe('principal outstanding after this row'),
  status: z.enum(['due', 'paid', 'late']).optional(),
  lateCharge: money.optional().describe('default interest + its IVA, when late'),
});
export type LoanScheduleRow = z.infer<typeof loanScheduleRow>;

export const loanOffer = z.object({
  currency: z.literal('MXN'),
  amount: money,
  termMonths: z.number().int(),
  annualRate: z.string().describe('ordinary annual rate, percent'),
  defaultAnnualRate: z.string().describe('default (late) annual rate, percent'),
  cat: z.string().describe('CAT percent, without IVA, for information and comparison'),
  catText: z.string().describe('"CAT 60.1 % sin IVA. Para fines informativos y de comparación." in the caller\'s language'),
  openingCommission: money,
  instalment: money.describe('level instalment (principal + interest) before IVA'),
  firstPayment: money.describe('first payment with IVA'),
  totalInterest: money,
  totalIva: money,
  totalToPay: money,
  schedule: z.array(loanScheduleRow),
  prepaymentRule: z.string().describe('prepayment without penalty, in the caller\'s language'),
  rule: termsRule,
});
export type LoanOffer = z.infer<typeof loanOffer>;

export const loanView = z.object({
  id: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  currency: z.literal('MXN'),
  amount: money.describe('borrowing amount'),
  termMonths: z.number().int(),
  annualRate: z.string(),
  cat: z.string(),
  outstanding: money.describe('principal still owed'),
  instalmentInForce: money.optional().describe('principal + interest of a regular instalment now (changed by a "smaller payments" prepayment; before IVA)'),
  dueAmount: money.describe('what is due now (instalments due, IVA, late charges)'),
  repaid: money.describe('paid so far'),
  nextDueDate: z.string().optional(),
  termsVersionId: z.number().int(),
  approvals: z.number().int().describe('maker-checker approvals so far'),
  approvalsNeeded: z.number().int(),
  rejectReason: z.string().optional(),
  longCreateTime: z.number().int(),
  longAuditTime: z.number().int().optional(),
  schedule: z.array(loanScheduleRow),
});
export type LoanView = z.infer<typeof loanView>;

export const loanDue = z.object({
  loanId: z.number().int(),
  currency: z.literal('MXN'),
  instalment: money.describe('principal + interest of the instalments due by today'),
  principal: money,
  interest: money,
  iva: money,
  lateCharge: money.describe('default interest + IVA on overdue principal'),
  dueNow: money.describe('total due today'),
  payoff: money.describe('to repay everything today: balance + interest to date + IVA + late charges'),
  interestToDate: money,
  nextDueDate: z.string().optional(),
  overdueDays: z.number().int(),
});
export type LoanDue = z.infer<typeof loanDue>;

export const loanRepayment = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  mode: z.enum(['instalment', 'part', 'all']),
  amount: money,
  principal: money,
  interest: money,
  iva: money,
  lateCharge: money,
  createTime: z.number().int(),
});
export type LoanRepayment = z.infer<typeof loanRepayment>;

const offerQuery = z.object({
  amount,
  termMonths: z.coerce.number().int().min(1).max(120),
});

export const loansApi = {
  offer: defineRoute({
    method: 'GET',
    path: '/loan/offer',
    summary: 'The offer for an amount and term before applying: rate, CAT without IVA, French schedule with IVA, total to pay, prepayment rule',
    tag: 'loans',
    auth: 'user',
    query: offerQuery,
    response: loanOffer,
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/loan/apply',
    summary: 'Applies for a loan under the offer seen (termsVersionId); KYC verified and the transaction password; goes to review',
    tag: 'loans',
    auth: 'user',
    body: offerQuery.extend({ termsVersionId: dbId, payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: loanView,
  }),
  applyRepay: defineRoute({
    method: 'POST',
    path: '/loan/applyRepay',
    summary: 'Repays from the BALANCE wallet: the due instalment, a part (prepayment: fewer or smaller payments), or all; no penalty',
    tag: 'loans',
    auth: 'user',
    body: z.object({
      loanId: dbId,
      mode: z.enum(['instalment', 'part', 'all']),
      amount: amount.optional().describe('for mode part'),
      prepay: z.enum(['fewer', 'smaller']).default('smaller').describe('a prepayment shortens the term or lowers the payments'),
      payPassword,
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: loanView,
  }),
  shouldRepayAmount: defineRoute({
    method: 'GET',
    path: '/loan/shouldRepayAmount',
    summary: 'What is due now on a loan: instalment, interest to date, IVA, late charge, and the payoff amount',
    tag: 'loans',
    auth: 'user',
    query: z.object({ loanId: dbId }),
    response: loanDue,
  }),
  applyList: defineRoute({
    method: 'POST',
    path: '/loan/applyList',
    summary: "The user's loans, newest first",
    tag: 'loans',
    auth: 'user',
    body: pageQuery,
    response: page(loanView),
  }),
  repayList: defineRoute({
    method: 'POST',
    path: '/loan/repayList',
    summary: "The user's repayments, newest first (optionally of one loan)",
    tag: 'loans',
    auth: 'user',
    body: pageQuery.extend({ loanId: dbId.optional() }),
    response: page(loanRepayment),
  }),
};

export const adminLoansApi = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/loans',
    summary: 'Loan applications (review queue by status)',
    tag: 'loans',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    query: pageQuery.extend({ status: z.enum(LOAN_STATUSES).optional(), userId: dbId.optional() }),
    response: page(loanView.extend({ userId: z.number().int() })),
  }),
  review: defineRoute({
    method: 'POST',
    path: '/admin/loans/review',
    summary: 'Passes or rejects an application (audited). Above the threshold a pass needs a money_approver other than the first reviewer; the last pass disburses to BALANCE',
    tag: 'loans',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: z.object({ loanId: dbId, decision: z.enum(['pass', 'reject']), reason: z.string().trim().max(500).optional() }),
    response: loanView.extend({ userId: z.number().int() }),
  }),
};

/** Error codes of loans, with their HTTP status. */
export const loansErrors = {
  LOAN_AMOUNT_OUT_OF_RANGE: 422, // outside the published limits (field amount)
  LOAN_TERM_NOT_OFFERED: 422, // not one of the published terms (field termMonths)
  LOAN_TERMS_CHANGED: 409, // the offer the user saw is no longer in effect (field termsVersionId)
  LOAN_OPEN_EXISTS: 409, // one open loan (in review or in use) at a time
  LOAN_NOT_FOUND: 404, // not the user's, or no such loan (field loanId)
  LOAN_BAD_STATE: 409, // the move is not allowed from the loan's state
  LOAN_REPAY_AMOUNT: 422, // part repayment without a valid amount, or more than the payoff (field amount)
  LOAN_NOTHING_DUE: 409, // mode instalment with nothing due now
  LOAN_SAME_REVIEWER: 409, // maker-checker: the approver must be another operator
  LOAN_APPROVER_NEEDED: 403, // above the threshold the second pass needs money_approver
} as const satisfies Record<string, number>;
