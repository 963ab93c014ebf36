import type { PayoutStage } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type Json<T> = ColumnType<T, string, string>;

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  bank_name: string;
  account_name: string;
  card_no: string;
  country: string;
  swift_code: string | null;
  branch_code: string | null;
  aba_routing: string | null;
  bank_address: string | null;
  region: string | null;
  city: string | null;
  postal_code: string | null;
  personal_address: string | null;
  front_image: string | null;
  back_image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Withdrawals to it wait until then (PAYOUT_COOLING_OFF_HOURS after it was added or changed). */
  usable_from: Timestamp;
}

export interface CryptoWalletsTable {
  id: Generated<number>;
  user_id: number;
  currency: string;
  network: string;
  address: string;
  label: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Withdrawals to it wait until then (PAYOUT_COOLING_OFF_HOURS after it was added or changed). */
  usable_from: Timestamp;
}

export interface CryptoDepositAddressesTable {
  user_id: number;
  network: string;
  address: string;
  created_at: Timestamp;
}

export interface DepositsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  method: 'bank' | 'crypto';
  currency: string;
  network: string | null;
  amount_minor: Int8 | null;
  /** numeric: decimal string */
  crypto_amount: string | null;
  credit_currency: string;
  credit_minor: Int8 | null;
  rate: string | null;
  proof_url: string | null;
  address: string | null;
  tx_hash: string | null;
  confirmations: number | null;
  status: 1 | 2 | 3;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_by_name: string | null;
  ledger_tx_id: Int8 | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
  completed_at: Timestamp | null;
  /** Issue 30.1: the matching data and an adjusted credit (0200_funding_deposit_matching.sql). */
  expected_reference: string | null;
  payer_bank: string | null;
  payer_name: string | null;
  payer_account: string | null;
  credit_reason: string | null;
  proposed_minor: Int8 | null;
  approvals: ColumnType<WithdrawalApproval[], string | undefined, string>;
}

export interface WithdrawalApproval {
  operatorId: number;
  username: string;
  at: number;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  method: 'bank' | 'crypto';
  currency: string;
  amount_minor: Int8;
  fee_minor: Int8;
  destination: Json<Record<string, string | number>>;
  payout_asset: string | null;
  payout_amount: string | null;
  hold_id: number | null;
  ledger_tx_id: Int8 | null;
  status: 1 | 2 | 3;
  reason: string | null;
  required_approvals: 1 | 2;
  approvals: Json<WithdrawalApproval[]>;
  reviewed_by_name: string | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
  /** Issue 30.2: the payout life (0201_funding_payout_life.sql). */
  stage: ColumnType<PayoutStage, PayoutStage | undefined, PayoutStage>;
  tracking_key: string | null;
  sent_at: Timestamp | null;
  paid_at: Timestamp | null;
  returned_at: Timestamp | null;
  return_tx_id: Int8 | null;
}

export interface MoneyHistoryTable {
  id: ColumnType<bigint, never, never>;
  entity: 'deposit' | 'withdrawal';
  entity_id: number;
  status: string;
  actor: string;
  note: string | null;
  created_at: Timestamp;
}

export interface SimChainTxsTable {
  tx_hash: string;
  network: string;
  to_address: string;
  amount: string;
  broadcast_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    bank_cards: BankCardsTable;
    crypto_wallets: CryptoWalletsTable;
    crypto_deposit_addresses: CryptoDepositAddressesTable;
    deposits: DepositsTable;
    withdrawals: WithdrawalsTable;
    money_history: MoneyHistoryTable;
    sim_chain_txs: SimChainTxsTable;
  }
}
