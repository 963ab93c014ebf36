-- Trading (issue 6): orders, positions, their append-only histories, the fee and
-- leverage table per market, and a lease for the matching/risk job.
--
-- Money (margin, fees, P/L) is integer minor units (bigint) of the position's wallet
-- currency and moves only through the ledger (ledger_transactions referenced by tx_id);
-- these tables record what was traded and why. Prices and quantities are exact numerics.

-- Fees, leverages, margin levels, price guard and quantity rules per market
-- (GET /stock_rate/site/get, POST /stocka_config/getMinCount).
create table trading_rates (
  market text primary key check (market in ('US', 'MX', 'HK', 'FUTURES', 'FOREX')),
  wallet text not null,
  currency text not null,
  buy_rate numeric(12, 8) not null check (buy_rate >= 0 and buy_rate < 0.1),
  sell_rate numeric(12, 8) not null check (sell_rate >= 0 and sell_rate < 0.1),
  min_fee bigint not null check (min_fee >= 0),
  leverages jsonb not null,
  default_leverage integer not null check (default_leverage >= 1),
  margin_call_level numeric(8, 4) not null,
  liquidation_level numeric(8, 4) not null,
  price_guard_pct numeric(8, 4) not null check (price_guard_pct > 0),
  min_quantity numeric(20, 8) not null check (min_quantity > 0),
  quantity_step numeric(20, 8) not null check (quantity_step > 0),
  max_quantity numeric(20, 8) not null,
  updated_at timestamptz not null default now(),
  check (liquidation_level < margin_call_level)
);

insert into trading_rates (market, wallet, currency, buy_rate, sell_rate, min_fee, leverages, default_leverage, margin_call_level, liquidation_level, price_guard_pct, min_quantity, quantity_step, max_quantity) values
  ('US',      'US_STOCK', 'USD', 0.0010, 0.0010,   100, '[1, 2, 5, 10]',       1, 0.5, 0.3, 10, 1,    1,    1000000),
  ('MX',      'MX',       'MXN', 0.0025, 0.0025,  1000, '[1, 2, 5]',           1, 0.5, 0.3, 10, 1,    1,    1000000),
  ('HK',      'HK_STOCK', 'HKD', 0.0015, 0.0015,  5000, '[1, 2, 5, 10]',       1, 0.5, 0.3, 10, 1,    1,    10000),
  ('FUTURES', 'FUTURE',   'USD', 0.0002, 0.0002,   200, '[1, 5, 10, 20]',     10, 0.5, 0.3,  5, 1,    1,    500),
  ('FOREX',   'FOREX',    'USD', 0.0001, 0.0001,   100, '[1, 10, 50, 100]',   50, 0.5, 0.3,  2, 0.01, 0.01, 100);

-- status: 0 entrusted (resting limit, margin + fee held), 1 filled, 2 cancelled or refused,
-- 3 in progress. open_close: 0 opens a position, 1 closes (part of) one.
create table trading_orders (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  code text not null,
  market text not null,
  source integer not null,
  wallet text not null,
  currency text not null,
  price_currency text not null,
  direction smallint not null check (direction in (0, 1)),
  order_type smallint not null check (order_type in (0, 1)),
  open_close smallint not null check (open_close in (0, 1)),
  status smallint not null check (status in (0, 1, 2, 3)),
  status_reason text,
  quantity numeric(30, 10) not null check (quantity > 0),
  multiplier numeric(30, 10) not null,
  limit_price numeric(30, 10),
  fill_price numeric(30, 10),
  notional numeric(40, 10),
  margin bigint not null default 0 check (margin >= 0),
  fee bigint not null default 0 check (fee >= 0),
  fee_rate numeric(12, 8) not null,
  leverage integer not null check (leverage >= 1),
  margin_mode text not null check (margin_mode in ('half', 'full')),
  stop_loss numeric(30, 10),
  take_profit numeric(30, 10),
  position_id integer,
  hold_id integer references ledger_holds (id),
  tx_id bigint references ledger_transactions (id),
  quote jsonb not null,
  fill_quote jsonb,
  -- Create calls are idempotent per user and key; the same key with another request is refused.
  idempotency_key text,
  request_hash text,
  created_at timestamptz not null,
  filled_at timestamptz,
  cancelled_at timestamptz,
  check (order_type = 0 or limit_price is not null),
  check (status <> 1 or fill_price is not null)
);
create index trading_orders_user on trading_orders (user_id, id desc);
create unique index trading_orders_idempotency on trading_orders (user_id, idempotency_key) where idempotency_key is not null;
create index trading_orders_user_status on trading_orders (user_id, status, id desc);
-- The matching job looks only at resting orders.
create index trading_orders_entrusted on trading_orders (code, id) where status = 0;

-- Every state change of an order: who, when, the quote it used. Append-only.
create table trading_order_events (
  id bigint generated always as identity primary key,
  order_id integer not null references trading_orders (id),
  event text not null,
  from_status smallint,
  to_status smallint not null,
  created_by text not null,
  quote jsonb,
  detail jsonb,
  created_at timestamptz not null
);
create index trading_order_events_order on trading_order_events (order_id, id);

-- status: 0 holding, 1 closed. A partial close splits off a closed position (parent_id).
create table trading_positions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  order_id integer not null references trading_orders (id),
  parent_id integer references trading_positions (id),
  code text not null,
  market text not null,
  source integer not null,
  wallet text not null,
  currency text not null,
  price_currency text not null,
  direction smallint not null check (direction in (0, 1)),
  leverage integer not null check (leverage >= 1),
  margin_mode text not null check (margin_mode in ('half', 'full')),
  status smallint not null check (status in (0, 1)),
  quantity numeric(30, 10) not null check (quantity > 0),
  multiplier numeric(30, 10) not null,
  open_price numeric(30, 10) not null,
  margin bigint not null check (margin >= 0),
  open_fee bigint not null default 0,
  close_fee bigint not null default 0,
  buy_rate numeric(12, 8) not null,
  sell_rate numeric(12, 8) not null,
  stop_loss numeric(30, 10),
  take_profit numeric(30, 10),
  close_price numeric(30, 10),
  close_reason text check (close_reason in ('user', 'stop_loss', 'take_profit', 'liquidation')),
  close_order_id integer references trading_orders (id),
  -- After closing: P/L of the price move, and what the user made after both fees.
  gross_pnl bigint,
  realized_pnl bigint,
  margin_call_at timestamptz,
  -- Isolated positions at risk: the mark price at (or a little before) the margin call
  -- level, so that the job looks only at positions near it (null: not watched this way).
  call_price numeric(30, 10),
  version integer not null default 0,
  opened_at timestamptz not null,
  closed_at timestamptz,
  check ((status = 1) = (closed_at is not null))
);
create index trading_positions_user on trading_positions (user_id, status, id desc);
create index trading_positions_user_closed on trading_positions (user_id, closed_at desc) where status = 1;
create index trading_positions_holding on trading_positions (code) where status = 0;

-- The flow of a position (/position/water/pageList): every fill, fee, margin change,
-- close. amount: signed money to (+) / from (-) the wallet. Append-only.
create table trading_position_flows (
  id bigint generated always as identity primary key,
  position_id integer not null references trading_positions (id),
  user_id integer not null,
  kind text not null,
  amount bigint not null default 0,
  currency text not null,
  quantity numeric(30, 10),
  price numeric(30, 10),
  order_id integer,
  tx_id bigint,
  created_at timestamptz not null
);
create index trading_position_flows_position on trading_position_flows (position_id, id);

create function trading_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = '55000';
end $$;
create trigger trading_order_events_append_only before update or delete on trading_order_events for each row execute function trading_refuse_change();
create trigger trading_position_flows_append_only before update or delete on trading_position_flows for each row execute function trading_refuse_change();

-- One sweeper at a time across server processes: the holder of an unexpired lease.
create table trading_job_leases (
  name text primary key,
  owner text not null,
  lease_until timestamptz not null
);
