-- Conditional orders (issue 21): stop, stop-limit, trailing stop, limit entries (with a
-- time in force or for extended hours) and brackets (a take-profit and a stop-loss leg on
-- the position an entry opens, one cancelling the other). A row waits here until the
-- trigger job (trading.triggers) sees its condition met on a tick; it then places an
-- order through the same order path (trading_orders), whose id it keeps.
create sequence trading_conditional_seq;

create table trading_conditional_orders (
  id serial primary key,
  user_id integer not null references users (id),
  code text not null,
  market text not null check (market in ('US', 'MX', 'HK', 'FUTURES', 'FOREX')),
  kind text not null check (kind in ('market', 'limit', 'stop', 'stop_limit', 'trailing', 'take_profit', 'stop_loss')),
  direction smallint not null check (direction in (0, 1)),
  quantity numeric(30, 10) not null check (quantity > 0),
  trigger_price numeric(30, 10) check (trigger_price > 0),
  limit_price numeric(30, 10) check (limit_price > 0),
  trail_amount numeric(30, 10) check (trail_amount > 0),
  trail_percent numeric(12, 6) check (trail_percent > 0 and trail_percent < 100),
  -- Trailing: the best price seen since it was placed (the highest bid of a sell, the lowest ask of a buy).
  trail_extreme numeric(30, 10),
  leverage integer,
  margin_mode text not null default 'half' check (margin_mode in ('half', 'full')),
  short boolean not null default false,
  time_in_force text not null check (time_in_force in ('day', 'gtc')),
  expires_at timestamptz not null,
  extended_hours boolean not null default false,
  -- pending: a bracket leg waiting for its entry; active: watched; working: a stop-limit whose stop was reached.
  status text not null check (status in ('pending', 'active', 'working', 'filled', 'cancelled', 'expired', 'rejected')),
  status_reason text,
  -- Brackets: the legs point at their entry (group_id = the entry's id); role says which part a row is.
  group_id integer references trading_conditional_orders (id),
  role text check (role in ('entry', 'take_profit', 'stop_loss')),
  position_id integer,
  order_id integer,
  terms_version_id integer,
  idempotency_key text,
  request_hash text,
  seq bigint not null default nextval('trading_conditional_seq'),
  created_at timestamptz not null,
  triggered_at timestamptz,
  done_at timestamptz,
  check (kind not in ('stop', 'stop_limit', 'stop_loss') or trigger_price is not null),
  check (kind not in ('limit', 'stop_limit', 'take_profit') or limit_price is not null),
  check (kind <> 'trailing' or (trail_amount is null) <> (trail_percent is null))
);

create unique index trading_conditional_idempotency on trading_conditional_orders (user_id, idempotency_key) where idempotency_key is not null;
create index trading_conditional_user on trading_conditional_orders (user_id, id desc);
create index trading_conditional_live on trading_conditional_orders (status) where status in ('pending', 'active', 'working');
create index trading_conditional_seq_idx on trading_conditional_orders (seq);
create index trading_conditional_group on trading_conditional_orders (group_id) where group_id is not null;
