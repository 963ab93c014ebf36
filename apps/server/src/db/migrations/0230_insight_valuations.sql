-- Issue 33: daily valuations of each client's portfolio (the insight.snapshot job), what came in
-- or went out since the valuation before, and the benchmark indices' levels of the same moment.
-- currency 'ALL' is the whole portfolio in MXN; a currency code is the part held in that
-- currency, in that currency. Amounts as numeric (exact), never float.
create table insight_valuations (
  user_id integer not null references users (id),
  day text not null,
  currency text not null check (currency in ('ALL', 'MXN', 'USD', 'EUR', 'HKD', 'BTC')),
  value numeric not null,
  flow numeric not null,
  taken_at timestamptz not null,
  primary key (user_id, currency, day)
);

create table insight_benchmarks (
  day text not null,
  code text not null,
  level numeric not null check (level > 0),
  taken_at timestamptz not null,
  primary key (code, day)
);
