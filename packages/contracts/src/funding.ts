import { queueFilters } from './queues.ts';
import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { amountInput, currency, idempotencyKey, money, SERVICE_KINDS, serviceApplication } from './wallet.ts';

/**
 * Funding (issue 5): deposits (bank transfer with a proof image, or crypto credited after
 * 3 confirmations), withdrawals (to a saved bank card or crypto wallet, held at once and
 * posted or released by review), bank cards, crypto wallets, and the back-office money
 * calls under /admin/money. Amount rules and idempotency: see wallet.ts.
 *
 * Review status (SPEC section 4): 1 Pending Review, 2 Audit Failure, 3 Completed;
 * `statusLabel` carries the label in the request language.
 */

export const REVIEW_STATUS = { Pending: 1, Failed: 2, Completed: 3 } as const;
export const reviewStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('1 Pending Review, 2 Audit Failure, 3 Completed');

/** Crypto assets accepted, and the networks each travels on. */
export const CRYPTO_ASSETS = ['USDT', 'BTC', 'ETH'] as const;
export const cryptoAsset = z.enum(CRYPTO_ASSETS);
export type CryptoAsset = z.infer<typeof cryptoAsset>;
/** TRC20 = Tron (base58 "T..."), ERC20 / ETH = Ethereum ("0x" + 40 hex, EIP-55 when mixed case), BTC = Bitcoin (bech32 "bc1..." or base58 "1..."/"3..."). */
export const CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'BTC', 'ETH'] as const;
export const cryptoNetwork = z.enum(CRYPTO_NETWORKS);
export type CryptoNetwork = z.infer<typeof cryptoNetwork>;
export const ASSET_NETWORKS: Record<CryptoAsset, readonly CryptoNetwork[]> = { USDT: ['TRC20', 'ERC20'], BTC: ['BTC'], ETH: ['ETH'] };
/** Crypto amounts: decimals accepted and the minimum per asset. Crypto deposits are credited in USD. */
export const CRYPTO_RULES: Record<CryptoAsset, { decimals: number; min: string }> = {
  USDT: { decimals: 2, min: '1' },
  BTC: { decimals: 8, min: '0.0001' },
  ETH: { decimals: 8, min: '0.001' },
};
export const CRYPTO_CONFIRMATIONS = 3;
export const cryptoAmountInput = z.union([z.string().trim().max(30), z.number()]).describe('crypto amount: up to the asset decimals (CRYPTO_RULES)');

/** Deposits start at 1 (SPEC section 9). */
export const MIN_DEPOSIT = '1';
export const MIN_WITHDRAWAL = '1';
/** A withdrawal above this (MXN equivalent) needs a second operator's approval. */
export const LARGE_WITHDRAWAL_MXN = '50000';
/** A deposit credited at another amount than declared, above this (MXN equivalent), needs a second operator (issue 30.1). */
export const LARGE_ADJUSTED_CREDIT_MXN = '50000';

/**
 * The life of a payout (issue 30.2): review -> approved (the money left the wallet) -> sent with its
 * tracking key (SPEI clave de rastreo, or the crypto transaction hash) -> paid; or rejected in review
 * (the hold released), or returned by the receiving bank after it was sent (the money back in the
 * wallet through the ledger). `status` stays the review status: 1 for review/approved/sent, 2 for
 * rejected/returned, 3 once paid.
 */
export const PAYOUT_STAGES = ['review', 'approved', 'sent', 'paid', 'rejected', 'returned'] as const;
export type PayoutStage = (typeof PAYOUT_STAGES)[number];
export const payoutStage = z.enum(PAYOUT_STAGES);
/** A SPEI tracking key (clave de rastreo): 1 to 30 letters and digits (Banxico's CEP looks transfers up by it). */
export const SPEI_TRACKING_KEY = /^[A-Za-z0-9]{1,30}$/;
/**
 * The house's SPEI sending cut-off: SPEI itself runs every day at every hour, but the house sends
 * the payouts approved before 17:30 Mexico City time on a weekday that same day, and the later ones
 * the next weekday (its treasury's batches).
 */
export const SPEI_CUTOFF = { time: '17:30', timeZone: 'America/Mexico_City', days: 'weekdays' } as const;
export const payoutCutoff = z.object({
  time: z.string().describe('HH:MM in timeZone'),
  timeZone: z.string(),
  nextSendBy: z.number().int().describe('ms: the cut-off by which a payout approved now is sent'),
});

export const fundingErrors = {
  PROOF_REQUIRED: 400, // "Please upload your credentials first" (field proofUrl)
  CHANNEL_NOT_SUPPORTED: 422, // unknown deposit currency / network
  DEPOSIT_NOT_FOUND: 404,
  WITHDRAWAL_NOT_FOUND: 404,
  ALREADY_REVIEWED: 409, // someone else resolved it first
  SECOND_APPROVER_REQUIRED: 409, // the same operator cannot give both approvals of a large withdrawal
  DESTINATION_REQUIRED: 422, // withdrawal without a card or wallet of the user
  DESTINATION_CURRENCY: 422, // the destination cannot receive that currency (a Mexican CLABE receives pesos over SPEI)
  CARD_NOT_FOUND: 404,
  CARD_LIMIT: 409, // at most 10 cards / 10 wallets
  CLABE_INVALID: 400, // 18 digits with a valid check digit (field cardNo)
  CARD_NUMBER_INVALID: 400,
  SWIFT_INVALID: 400,
  ABA_INVALID: 400,
  POSTAL_CODE_INVALID: 400,
  CRYPTO_WALLET_NOT_FOUND: 404,
  ADDRESS_INVALID: 400, // address format does not match the network (field address)
  NETWORK_NOT_SUPPORTED: 422, // the asset does not travel on that network
  DUPLICATE: 409, // the same card number / address is already saved
  PAYOUT_ACCOUNT_COOLING_OFF: 409, // a payout account added or changed less than PAYOUT_COOLING_OFF_HOURS ago (field cardId / walletId; msg names when)
  CREDIT_REASON_REQUIRED: 422, // a credit that differs from the declared amount needs a reason (field reason)
  PROPOSAL_DIFFERS: 409, // the second operator confirms the first one's proposed credit, not another amount
  PAYOUT_STAGE: 409, // the payout is not at the step the action needs (msg names the step it is at)
  TRACKING_KEY_INVALID: 400, // not a SPEI clave de rastreo (1-30 letters and digits) / a transaction hash (field trackingKey)
  TRACKING_KEY_USED: 409, // that tracking key already names another payout (field trackingKey)
} as const;

/**
 * Hours a payout account waits after it is added or its destination changes before money may be
 * withdrawn to it (issue 29.8): a stolen session cannot add an account and empty the wallet into
 * it at once; the user is told by notice and email, and has the time to react.
 */
export const PAYOUT_COOLING_OFF_HOURS = 24;

/** What the withdrawal review flags for a second look. */
export const WITHDRAWAL_RISK_FLAGS = [
  'new_payout_account', // the destination was added or changed in the 7 days before the request
  'first_withdrawal', // the user's first withdrawal
  'large_vs_history', // more than 3x the largest earlier withdrawal in that currency
  'new_device', // a device first seen in the 24 hours before the request
] as const;
export type WithdrawalRiskFlag = (typeof WITHDRAWAL_RISK_FLAGS)[number];

/** Adding or changing a payout account: the transaction password, and the second factor once enrolled. */
const payoutGuard = {
  payPassword: z.string().max(20).describe('the transaction password'),
  totp: z.string().trim().max(20).optional().describe('the authenticator code, required once two-factor sign-in is on (TWO_FACTOR_CODE_REQUIRED)'),
};

// ---------------------------------------------------------------------------------------------
// Deposit channels

export const depositNetwork = z.object({
  network: cryptoNetwork,
  /** The user's own deposit address on that network (always the same for the user). */
  address: z.string(),
  confirmations: z.number().int().describe('confirmations before crediting (3)'),
  minAmount: z.string(),
  decimals: z.number().int(),
});

export const houseBankAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  clabe: z.string().optional(),
  accountNumber: z.string().optional(),
  swiftCode: z.string().optional(),
  abaRouting: z.string().optional(),
  iban: z.string().optional(),
  bankAddress: z.string().optional(),
  /** Put it in the transfer concept so the operator can match the payment. */
  reference: z.string(),
});

export const depositChannel = z.object({
  /** MXN, USD, EUR (bank transfer) or USDT, BTC, ETH (crypto). */
  currency: z.string(),
  method: z.enum(['bank', 'crypto']),
  name: z.string().describe('in the request language'),
  /** What the deposit is credited in (crypto: USD at the live price when confirmed). */
  creditCurrency: currency,
  minAmount: z.string(),
  decimals: z.number().int(),
  bank: houseBankAccount.optional(),
  networks: z.array(depositNetwork).optional(),
  /** Crypto: indicative USD for one unit (live simulated price). */
  priceUsd: z.string().optional(),
});
export type DepositChannel = z.infer<typeof depositChannel>;

// ---------------------------------------------------------------------------------------------
// Deposits

export const deposit = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  method: z.enum(['bank', 'crypto']),
  currency: z.string().describe('MXN, USD, EUR, USDT, BTC or ETH'),
  network: cryptoNetwork.optional(),
  amount: z.string().describe('in `currency`'),
  creditCurrency: currency,
  creditAmount: money.optional().describe('what the wallet got (crypto: once confirmed)'),
  rate: z.string().optional().describe('crypto: USD per unit used for the credit'),
  proofUrl: z.string().optional(),
  address: z.string().optional().describe('crypto: the deposit address'),
  txHash: z.string().optional(),
  confirmations: z.number().int().optional(),
  requiredConfirmations: z.number().int().optional(),
  status: reviewStatus,
  statusLabel: z.string(),
  reason: z.string().optional().describe('why it failed'),
  creditReason: z.string().optional().describe('why the credit differs from the declared amount (issue 30.1)'),
  reference: z.string().optional().describe('bank: the concept the user was told to write (BMX0000002)'),
  createdAt: z.number().int(),
  completedAt: z.number().int().optional(),
  reviewedAt: z.number().int().optional(),
});
export type Deposit = z.infer<typeof deposit>;

// ---------------------------------------------------------------------------------------------
// Withdrawals

export const withdrawalDestination = z.object({
  kind: z.enum(['bank', 'crypto']),
  cardId: z.number().int().optional(),
  bankName: z.string().optional(),
  accountName: z.string().optional(),
  cardNoMasked: z.string().optional(),
  walletId: z.number().int().optional(),
  asset: cryptoAsset.optional(),
  network: cryptoNetwork.optional(),
  address: z.string().optional(),
});

export const withdrawal = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  method: z.enum(['bank', 'crypto']),
  currency,
  amount: money,
  fee: money,
  destination: withdrawalDestination,
  /** Crypto: what was sent, at the price of the approval. */
  payoutAsset: cryptoAsset.optional(),
  payoutAmount: z.string().optional(),
  status: reviewStatus,
  statusLabel: z.string(),
  stage: payoutStage,
  trackingKey: z.string().optional().describe('SPEI clave de rastreo (bank) or transaction hash (crypto), once sent'),
  sentAt: z.number().int().optional(),
  paidAt: z.number().int().optional(),
  returnedAt: z.number().int().optional(),
  reason: z.string().optional(),
  /** Large withdrawals need 2 approvals. */
  approvals: z.number().int(),
  requiredApprovals: z.number().int(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().optional(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const usableWithdrawal = z.object({
  currency,
  amount: money.describe('available in the funding account in that currency'),
  minAmount: money,
  fee: money,
  /** Every funding currency. */
  list: z.array(z.object({ currency, amount: money })),
  /** When a bank payout approved now leaves (SPEI_CUTOFF). */
  cutoff: payoutCutoff,
});
export type UsableWithdrawal = z.infer<typeof usableWithdrawal>;

// ---------------------------------------------------------------------------------------------
// Bank cards

/** Mexican CLABE: 18 digits, the last one a check digit (weights 3, 7, 1). */
export const CLABE_PATTERN = /^\d{18}$/;
export const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
export const ABA_PATTERN = /^\d{9}$/;
export const MAX_CARDS = 10;

const text50 = z.string().trim().max(100).describe('at most 50 characters');
export const bankCardInput = z.object({
  bankName: text50,
  accountName: text50,
  cardNo: z.string().trim().max(40).describe('country MX: the 18-digit CLABE; otherwise the account number / IBAN (6-34 letters and digits)'),
  country: z.string().trim().length(2).toUpperCase().default('MX').describe('ISO code of the bank country; MX checks the CLABE'),
  swiftCode: z.string().trim().toUpperCase().max(20).optional(),
  branchCode: z.string().trim().max(20).optional(),
  abaRouting: z.string().trim().max(20).optional().describe('9 digits with the ABA check digit (US banks)'),
  bankAddress: text50.optional(),
  region: text50.optional(),
  city: text50.optional(),
  postalCode: z.string().trim().max(20).optional(),
  personalAddress: text50.optional(),
  frontImage: z.string().max(300).optional().describe('url from /file/upload'),
  backImage: z.string().max(300).optional().describe('url from /file/upload'),
});
export type BankCardInput = z.input<typeof bankCardInput>;

export const bankCard = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  cardNo: z.string(),
  cardNoMasked: z.string(),
  country: z.string(),
  swiftCode: z.string().optional(),
  branchCode: z.string().optional(),
  abaRouting: z.string().optional(),
  bankAddress: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  personalAddress: z.string().optional(),
  frontImage: z.string().optional(),
  backImage: z.string().optional(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  usableFrom: z.number().int().describe('ms: withdrawals to it wait until then (PAYOUT_COOLING_OFF_HOURS after it was added or its destination changed)'),
});
export type BankCard = z.infer<typeof bankCard>;

// ---------------------------------------------------------------------------------------------
// Crypto wallets

export const cryptoWalletInput = z.object({
  currency: cryptoAsset.describe('currency type'),
  network: cryptoNetwork,
  address: z.string().trim().max(100),
  label: z.string().trim().max(100).optional(),
});
export const cryptoWallet = z.object({
  id: z.number().int(),
  currency: cryptoAsset,
  network: cryptoNetwork,
  address: z.string(),
  label: z.string().optional(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  usableFrom: z.number().int().describe('ms: withdrawals to it wait until then (PAYOUT_COOLING_OFF_HOURS after it was added or its address changed)'),
});
export type CryptoWallet = z.infer<typeof cryptoWallet>;

// ---------------------------------------------------------------------------------------------
// Back office

/** One state change of a deposit or withdrawal (append-only). */
export const moneyHistoryEntry = z.object({
  status: z.string().describe('e.g. created, confirming, approved, approval_1, rejected, completed'),
  actor: z.string().describe('"user:12", "operator:admin", "system"'),
  note: z.string().optional(),
  createdAt: z.number().int(),
});

export const adminDeposit = deposit.extend({
  userId: z.number().int(),
  username: z.string(),
  reviewedBy: z.string().optional(),
  history: z.array(moneyHistoryEntry),
  /** Bank: what matches the transfer to the user besides `reference` (issue 30.1). */
  payer: z.object({ bank: z.string().optional(), name: z.string().optional(), account: z.string().optional() }).optional().describe('who paid, as the user declared it'),
  kycName: z.string().optional().describe("the user's verified name, to compare with the payer's"),
  /** An adjusted credit above LARGE_ADJUSTED_CREDIT_MXN proposed by a first operator, waiting for a second. */
  proposal: z.object({ amount: money, reason: z.string(), by: z.string(), at: z.number().int() }).optional(),
  approvedBy: z.array(z.string()),
});
export type AdminDeposit = z.infer<typeof adminDeposit>;

export const adminWithdrawal = withdrawal.extend({
  cutoff: payoutCutoff.optional().describe('approved, not sent: the cut-off by which it should leave'),
  userId: z.number().int(),
  username: z.string(),
  approvedBy: z.array(z.string()),
  reviewedBy: z.string().optional(),
  destinationDetail: z.record(z.string(), z.string()).optional().describe('full card / wallet details for the payout'),
  history: z.array(moneyHistoryEntry),
  riskFlags: z.array(z.enum(WITHDRAWAL_RISK_FLAGS)).optional().describe('signals for the reviewer (WITHDRAWAL_RISK_FLAGS): on one withdrawal and the review actions, not on the queue pages'),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const houseAccount = z.object({
  code: z.string(),
  house: z.string().describe('BANK_IN_TRANSIT, CRYPTO_CUSTODY, FEES, FX, SUSPENSE, DEMO_FUNDING, ...'),
  currency,
  balance: money.describe("the house's side: negative = money the house holds for users"),
});

export const reconciliationReport = z.object({
  ok: z.boolean(),
  checkedAt: z.number().int(),
  accounts: z.number().int(),
  transactions: z.number().int(),
  postings: z.number().int(),
  /** Sum of every account per currency (must be 0). */
  trialBalance: z.array(z.object({ currency, sum: money })),
  differences: z.array(
    z.object({
      kind: z.enum(['balance', 'held', 'negative', 'running_balance', 'unbalanced_transaction', 'empty_transaction', 'trial_balance']),
      account: z.string().optional(),
      txId: z.number().int().optional(),
      currency: currency.optional(),
      expected: z.string(),
      actual: z.string(),
    }),
  ),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;

const adminQueue = pageQuery.merge(queueFilters).extend({
  status: z.enum(['pending', 'failed', 'completed', 'all']).default('pending'),
  userId: dbId.optional(),
});
const idBody = z.object({ id: dbId });
const rejectBody = idBody.extend({ reason: z.string().trim().min(2).max(200) });
const depositApproveBody = idBody.extend({
  amount: amountInput.optional().describe('credit another amount than declared (the proof shows it); needs `reason`'),
  reason: z.string().trim().min(2).max(200).optional().describe('why the credit differs from the declared amount; the user reads it'),
});
const sendBody = idBody.extend({ trackingKey: z.string().trim().min(1).max(100).describe('bank: the SPEI clave de rastreo (SPEI_TRACKING_KEY); crypto: the transaction hash') });

/** Reasons an operator picks when refusing a deposit; the user reads them in their language (issue 12). */
export const DEPOSIT_REJECT_REASONS = ['proof_mismatch', 'proof_unreadable', 'amount_mismatch', 'not_received', 'name_mismatch'] as const;
export type DepositRejectReason = (typeof DEPOSIT_REJECT_REASONS)[number];
const depositRejectBody = idBody
  .extend({
    reasonCode: z.enum(DEPOSIT_REJECT_REASONS).optional().describe('a picked reason, shown to the user in their language'),
    reason: z.string().trim().min(2).max(200).optional().describe('or a reason typed by the operator, shown as written'),
  })
  .refine((b) => b.reasonCode !== undefined || b.reason !== undefined, { message: 'pick a reason or type one', path: ['reason'] });

export const adminServiceApplication = serviceApplication.extend({ userId: z.number().int(), username: z.string(), reviewedBy: z.string().optional() });

export const fundingApi = {
  // deposits
  depositChannels: defineRoute({
    method: 'POST',
    path: '/recharge/currency/selectList',
    summary: "Deposit channels: MXN (house CLABE), USD, EUR by bank transfer; USDT, BTC, ETH by crypto with the user's address per network",
    tag: 'funding',
    auth: 'user',
    response: z.object({ list: z.array(depositChannel) }),
  }),
  depositCreate: defineRoute({
    method: 'POST',
    path: '/recharge/create',
    summary:
      'Bank deposit (proofUrl required, minimum 1, at most 2 decimals; reviewed by an operator) or crypto deposit (network required; credited in USD after 3 confirmations)',
    tag: 'funding',
    auth: 'user',
    body: z.object({
      currency: z.enum(['MXN', 'USD', 'EUR', 'USDT', 'BTC', 'ETH']),
      amount: z.union([amountInput, cryptoAmountInput]),
      proofUrl: z.string().max(300).optional().describe('url from /file/upload (bank: required)'),
      network: cryptoNetwork.optional().describe('crypto: required'),
      txHash: z.string().trim().max(100).optional().describe('crypto: optional hash of the transfer'),
      payerBank: z.string().trim().max(100).optional().describe('bank: the bank the transfer came from'),
      payerName: z.string().trim().max(100).optional().describe('bank: the account holder who paid'),
      payerAccount: z.string().trim().max(40).optional().describe('bank: the paying CLABE or account (its last digits suffice)'),
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: deposit,
  }),
  depositList: defineRoute({
    method: 'POST',
    path: '/recharge/listPage',
    summary: "The user's deposits, newest first (crypto ones show their live confirmations)",
    tag: 'funding',
    auth: 'user',
    body: pageQuery.extend({ status: reviewStatus.optional(), method: z.enum(['bank', 'crypto']).optional() }),
    response: page(deposit),
  }),

  // withdrawals
  usableWithdrawal: defineRoute({
    method: 'GET',
    path: '/withdrawal/getUsableWithdrawalAmount',
    summary: 'What may be withdrawn now: the available funding balance (per currency; `currency` defaults to MXN)',
    tag: 'funding',
    auth: 'user',
    query: z.object({ currency: currency.optional() }),
    response: usableWithdrawal,
  }),
  withdrawalApply: defineRoute({
    method: 'POST',
    path: '/withdrawal/withdrawal-apply',
    summary: 'Requests a withdrawal to a saved card (cardId) or crypto wallet (walletId); KYC verified and the transaction password; the amount is held at once',
    tag: 'funding',
    auth: 'user',
    body: z.object({
      currency: currency.default('MXN').describe('funding currency debited (MXN, USD, EUR)'),
      amount: amountInput,
      cardId: dbId.optional(),
      walletId: dbId.optional(),
      payPassword: z.string().max(20),
      totp: z.string().trim().max(20).optional().describe('the authenticator code, required once two-factor sign-in is on (TWO_FACTOR_CODE_REQUIRED)'),
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: withdrawal,
  }),
  withdrawalList: defineRoute({
    method: 'POST',
    path: '/withdrawal/listPage',
    summary: "The user's withdrawals, newest first",
    tag: 'funding',
    auth: 'user',
    body: pageQuery.extend({ status: reviewStatus.optional() }),
    response: page(withdrawal),
  }),

  // bank cards
  cardList: defineRoute({
    method: 'POST',
    path: '/UserAccount/SelectCardNo',
    summary: "The user's bank cards",
    tag: 'funding',
    auth: 'user',
    response: z.object({ list: z.array(bankCard) }),
  }),
  cardAdd: defineRoute({
    method: 'POST',
    path: '/UserAccount/addCardNo',
    summary: 'Saves a bank card (CLABE checked for Mexican banks; at most 10)',
    tag: 'funding',
    auth: 'user',
    body: bankCardInput.extend(payoutGuard),
    response: bankCard,
  }),
  cardUpdate: defineRoute({
    method: 'POST',
    path: '/UserAccount/UpdateCardNo',
    summary: 'Replaces the fields of one of the user’s cards',
    tag: 'funding',
    auth: 'user',
    body: bankCardInput.extend({ id: dbId, ...payoutGuard }),
    response: bankCard,
  }),
  cardDelete: defineRoute({
    method: 'POST',
    path: '/UserAccount/delete-card',
    summary: 'Deletes one of the user’s cards (withdrawals already made keep their copy)',
    tag: 'funding',
    auth: 'user',
    body: idBody,
    response: z.object({ ok: z.literal(true) }),
  }),

  // crypto wallets
  walletList: defineRoute({
    method: 'POST',
    path: '/userWallet/list',
    summary: "The user's crypto wallets (screens /pages/vm/index)",
    tag: 'funding',
    auth: 'user',
    response: z.object({ list: z.array(cryptoWallet) }),
  }),
  walletAdd: defineRoute({
    method: 'POST',
    path: '/userWallet/add',
    summary: 'Saves a crypto wallet; the address format is checked for the network',
    tag: 'funding',
    auth: 'user',
    body: cryptoWalletInput.extend(payoutGuard),
    response: cryptoWallet,
  }),
  walletUpdate: defineRoute({
    method: 'POST',
    path: '/userWallet/update',
    summary: 'Replaces one of the user’s crypto wallets (screens /pages/vm/modify)',
    tag: 'funding',
    auth: 'user',
    body: cryptoWalletInput.extend({ id: dbId, ...payoutGuard }),
    response: cryptoWallet,
  }),
  walletDelete: defineRoute({
    method: 'POST',
    path: '/userWallet/delete',
    summary: 'Deletes one of the user’s crypto wallets',
    tag: 'funding',
    auth: 'user',
    body: idBody,
    response: z.object({ ok: z.literal(true) }),
  }),
};

/** Back office (auth operator): review queues, house accounts, reconciliation. Every action is audited. */
export const adminMoneyApi = {
  deposits: defineRoute({
    method: 'GET',
    path: '/admin/money/deposits',
    summary: 'Deposit review queue (status pending by default, oldest first); crypto deposits appear once credited',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer'],
    query: adminQueue.extend({ method: z.enum(['bank', 'crypto']).optional() }),
    response: page(adminDeposit),
  }),
  deposit: defineRoute({ method: 'GET', path: '/admin/money/deposits/{id}', summary: 'One deposit with its proof and history', tag: 'admin-money', auth: 'operator', roles: ['money_reviewer'], response: adminDeposit }),
  depositApprove: defineRoute({
    method: 'POST',
    path: '/admin/money/deposits/approve',
    summary:
      'Approves a pending bank deposit: the user is credited (the declared amount, or `amount` with a `reason` the user reads) and notified; an adjusted credit above LARGE_ADJUSTED_CREDIT_MXN is a proposal a second, different money approver confirms',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer'],
    body: depositApproveBody,
    response: adminDeposit,
  }),
  depositReject: defineRoute({
    method: 'POST',
    path: '/admin/money/deposits/reject',
    summary: 'Rejects a pending bank deposit with a reason the user sees: a picked reasonCode (localized) or a typed reason',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer'],
    body: depositRejectBody,
    response: adminDeposit,
  }),
  withdrawals: defineRoute({
    method: 'GET',
    path: '/admin/money/withdrawals',
    summary: 'Withdrawal review queue (pending by default, oldest first)',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    query: adminQueue.extend({ method: z.enum(['bank', 'crypto']).optional(), stage: payoutStage.optional().describe('one step of the payout life') }),
    response: page(adminWithdrawal),
  }),
  withdrawal: defineRoute({ method: 'GET', path: '/admin/money/withdrawals/{id}', summary: 'One withdrawal with its destination and history', tag: 'admin-money', auth: 'operator', roles: ['money_reviewer', 'money_approver'], response: adminWithdrawal }),
  withdrawalApprove: defineRoute({
    method: 'POST',
    path: '/admin/money/withdrawals/approve',
    summary: 'Approves a pending withdrawal (posted from the hold); above LARGE_WITHDRAWAL_MXN a second, different operator must approve too',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: idBody,
    response: adminWithdrawal,
  }),
  withdrawalReject: defineRoute({
    method: 'POST',
    path: '/admin/money/withdrawals/reject',
    summary: 'Rejects a pending withdrawal with a reason; the hold is released',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: rejectBody,
    response: adminWithdrawal,
  }),
  withdrawalSend: defineRoute({
    method: 'POST',
    path: '/admin/money/withdrawals/send',
    summary: 'Records that an approved payout was sent, with its SPEI tracking key (clave de rastreo) or crypto transaction hash; the user is told',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: sendBody,
    response: adminWithdrawal,
  }),
  withdrawalPaid: defineRoute({
    method: 'POST',
    path: '/admin/money/withdrawals/paid',
    summary: 'Records that the receiving bank paid a sent payout (status 3); the user is told',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: idBody,
    response: adminWithdrawal,
  }),
  withdrawalReturn: defineRoute({
    method: 'POST',
    path: '/admin/money/withdrawals/return',
    summary: 'A sent payout came back (devolución): the money returns to the wallet through the ledger, with a reason the user reads',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: rejectBody,
    response: adminWithdrawal,
  }),
  houseAccounts: defineRoute({
    method: 'GET',
    path: '/admin/money/house-accounts',
    summary: "The house's own ledger accounts and balances",
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    response: z.object({ list: z.array(houseAccount) }),
  }),
  userBalances: defineRoute({
    method: 'GET',
    path: '/admin/money/users/{id}/balances',
    summary: "A user's ledger accounts (balance, frozen, available)",
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    response: z.object({ list: z.array(z.object({ walletType: z.string(), currency, balance: money, frozen: money, available: money })) }),
  }),
  reconcile: defineRoute({
    method: 'GET',
    path: '/admin/money/reconciliation',
    summary: 'The report of the last recorded reconciliation (reading runs none; POST /admin/backoffice/reconciliation/run asks for one); 404 RECONCILIATION_NEVER_RUN before the first',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    response: reconciliationReport,
  }),
  serviceApplications: defineRoute({
    method: 'GET',
    path: '/admin/money/service-applications',
    summary: 'Service applications (pending by default, oldest first)',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer'],
    query: adminQueue.extend({ service: z.enum(SERVICE_KINDS).optional() }),
    response: page(adminServiceApplication),
  }),
  serviceApprove: defineRoute({
    method: 'POST',
    path: '/admin/money/service-applications/approve',
    summary: 'Approves a service application; the user is notified',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer'],
    body: idBody,
    response: adminServiceApplication,
  }),
  serviceReject: defineRoute({
    method: 'POST',
    path: '/admin/money/service-applications/reject',
    summary: 'Rejects a service application with a reason; the user is notified',
    tag: 'admin-money',
    auth: 'operator',
    roles: ['money_reviewer'],
    body: rejectBody,
    response: adminServiceApplication,
  }),
};
