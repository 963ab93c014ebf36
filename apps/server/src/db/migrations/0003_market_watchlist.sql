-- Each investor's watchlist: instrument codes in the user's order (sort 0 first).
-- Codes are the market module's (AAPL, WALMEX *, 00700, USD/MXN); users belong to accounts,
-- so there is no foreign key across modules.
create table market_watchlist (
  id integer generated always as identity primary key,
  user_id integer not null,
  stock_code text not null,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  unique (user_id, stock_code)
);
create index market_watchlist_user on market_watchlist (user_id, sort);
