-- Wallet (issue 5): transfers between the funding account and product wallets, and
-- service applications. (Split from 0005_ledger.sql.)

-- Transfers between the funding account and a product wallet.
create table wallet_transfer_quotes (
  id text primary key,
  user_id integer not null references users (id),
  from_wallet text not null,
  from_currency text not null,
  to_wallet text not null,
  to_currency text not null,
  amount bigint not null check (amount > 0),
  amount_out bigint not null check (amount_out >= 0),
  rate numeric(30, 12) not null,
  mid_rate numeric(30, 12) not null,
  spread numeric(12, 8) not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index wallet_transfer_quotes_expiry on wallet_transfer_quotes (expires_at);

create table wallet_transfers (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  status text not null check (status in ('pending', 'completed', 'cancelled')),
  from_wallet text not null,
  from_currency text not null,
  to_wallet text not null,
  to_currency text not null,
  amount bigint not null check (amount > 0),
  amount_out bigint not null check (amount_out >= 0),
  rate numeric(30, 12) not null,
  spread numeric(12, 8) not null,
  hold_id integer references ledger_holds (id),
  tx_id bigint references ledger_transactions (id),
  created_at timestamptz not null,
  settles_at timestamptz not null,
  completed_at timestamptz,
  cancelled_at timestamptz
);
create index wallet_transfers_user on wallet_transfers (user_id, id desc);
create index wallet_transfers_due on wallet_transfers (settles_at) where status = 'pending';

-- Services a user applies for (e.g. block trading authority); reviewed by an operator.
create table service_applications (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  service text not null,
  status smallint not null check (status in (1, 2, 3)),
  remark text,
  reason text,
  reviewed_by integer,
  reviewed_by_name text,
  created_at timestamptz not null,
  reviewed_at timestamptz
);
create unique index service_applications_open on service_applications (user_id, service) where status in (1, 3);
create index service_applications_status on service_applications (status, id);
