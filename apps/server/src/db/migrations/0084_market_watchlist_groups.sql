-- Watchlist groups of the user's own (issue 21): named lists over the watchlist. The built-in
-- groups (All, US, MX, HK) are not rows: they are the whole list and its stock markets.
-- An instrument in a group is always on the watchlist too (market_watchlist); removing it
-- from the watchlist removes it from every group (watchlist.ts, in one transaction).
create table market_watchlist_groups (
  id integer generated always as identity primary key,
  user_id integer not null,
  name text not null,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index market_watchlist_groups_name on market_watchlist_groups (user_id, lower(name));

create table market_watchlist_group_items (
  group_id integer not null references market_watchlist_groups (id) on delete cascade,
  stock_code text not null,
  created_at timestamptz not null default now(),
  primary key (group_id, stock_code)
);
