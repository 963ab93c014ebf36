-- Funding (issue 5): deposits, withdrawals, bank cards, crypto wallets, deposit
-- addresses, the simulated chain, and the append-only history of every state change.
-- Money moves only through the ledger (0005); these rows say why.

create table bank_cards (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  bank_name text not null,
  account_name text not null,
  card_no text not null,
  country text not null,
  swift_code text,
  branch_code text,
  aba_routing text,
  bank_address text,
  region text,
  city text,
  postal_code text,
  personal_address text,
  front_image text,
  back_image text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index bank_cards_user on bank_cards (user_id, id);
create unique index bank_cards_user_number on bank_cards (user_id, card_no);

create table crypto_wallets (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  currency text not null,
  network text not null,
  address text not null,
  label text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index crypto_wallets_user on crypto_wallets (user_id, id);
create unique index crypto_wallets_user_address on crypto_wallets (user_id, network, address);

-- One deposit address per user and network (derived deterministically, stored to look up
-- the user of an incoming transfer).
create table crypto_deposit_addresses (
  user_id integer not null references users (id),
  network text not null,
  address text not null unique,
  created_at timestamptz not null,
  primary key (user_id, network)
);

create table deposits (
  id integer generated always as identity primary key,
  order_no text not null unique,
  user_id integer not null references users (id),
  method text not null check (method in ('bank', 'crypto')),
  -- MXN, USD, EUR (bank) or USDT, BTC, ETH (crypto)
  currency text not null,
  network text,
  -- bank: minor units of currency; crypto: the crypto amount as a decimal string
  amount_minor bigint,
  crypto_amount numeric(38, 18),
  credit_currency text not null,
  credit_minor bigint,
  rate numeric(30, 12),
  proof_url text,
  address text,
  tx_hash text,
  confirmations integer,
  status smallint not null check (status in (1, 2, 3)),
  reason text,
  reviewed_by integer,
  reviewed_by_name text,
  ledger_tx_id bigint references ledger_transactions (id),
  lease_until timestamptz,
  created_at timestamptz not null,
  reviewed_at timestamptz,
  completed_at timestamptz,
  check ((method = 'bank') = (amount_minor is not null)),
  check ((method = 'crypto') = (crypto_amount is not null))
);
create index deposits_user on deposits (user_id, id desc);
create index deposits_queue on deposits (status, id);
create index deposits_confirming on deposits (id) where method = 'crypto' and status = 1;
create unique index deposits_tx_hash on deposits (network, tx_hash) where tx_hash is not null;

create table withdrawals (
  id integer generated always as identity primary key,
  order_no text not null unique,
  user_id integer not null references users (id),
  method text not null check (method in ('bank', 'crypto')),
  currency text not null,
  amount_minor bigint not null check (amount_minor > 0),
  fee_minor bigint not null default 0 check (fee_minor >= 0),
  -- A copy of the card or wallet at the time of the request (they may be edited later).
  destination jsonb not null,
  payout_asset text,
  payout_amount numeric(38, 18),
  hold_id integer references ledger_holds (id),
  ledger_tx_id bigint references ledger_transactions (id),
  status smallint not null check (status in (1, 2, 3)),
  reason text,
  required_approvals smallint not null check (required_approvals in (1, 2)),
  -- [{operatorId, username, at}], one entry per approving operator
  approvals jsonb not null default '[]',
  reviewed_by_name text,
  created_at timestamptz not null,
  reviewed_at timestamptz
);
create index withdrawals_user on withdrawals (user_id, id desc);
create index withdrawals_queue on withdrawals (status, id);

-- Every state change of a deposit or withdrawal: who and when. Append-only.
create table money_history (
  id bigint generated always as identity primary key,
  entity text not null check (entity in ('deposit', 'withdrawal')),
  entity_id integer not null,
  status text not null,
  actor text not null,
  note text,
  created_at timestamptz not null
);
create index money_history_entity on money_history (entity, entity_id, id);
create trigger money_history_append_only before update or delete on money_history for each row execute function ledger_refuse_change();
create trigger money_history_no_truncate before truncate on money_history for each statement execute function ledger_refuse_change();

-- The simulated chain: transfers "broadcast" to our deposit addresses. A real build reads
-- a node instead (ChainWatcher in modules/funding/chain.ts).
create table sim_chain_txs (
  tx_hash text primary key,
  network text not null,
  to_address text not null,
  amount numeric(38, 18) not null,
  broadcast_at timestamptz not null
);
