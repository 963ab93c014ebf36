-- Price alerts (issue 21): a user watches an instrument for a price level (above / below)
-- or a day's move against the previous close (up / down, in percent). The evaluation job
-- (alerts.evaluate) keeps the live alerts in memory and follows this table by `seq`
-- (every change takes the next value of alerts_seq), so deleting is a state change too.
create sequence alerts_seq;

create table alerts (
  id serial primary key,
  user_id integer not null references users (id),
  code text not null,
  kind text not null check (kind in ('price_above', 'price_below', 'change_up', 'change_down')),
  price numeric(30, 10) check (price > 0),
  -- change kinds: the move in percent (two decimals).
  percent numeric(7, 2) check (percent > 0 and percent <= 100),
  repeat boolean not null default false,
  email boolean not null default false,
  -- The language of the email (the caller's when it was created).
  locale text not null check (locale in ('es', 'en', 'zh')),
  -- armed: fires when its condition is met; waiting: a repeating alert that fired, armed
  -- again when the price crosses back; triggered: a one-shot that fired; deleted: gone.
  state text not null check (state in ('armed', 'waiting', 'triggered', 'deleted')),
  fired_count integer not null default 0,
  last_fired_at timestamptz,
  last_fired_price numeric(30, 10),
  seq bigint not null default nextval('alerts_seq'),
  created_at timestamptz not null,
  check ((kind in ('price_above', 'price_below')) = (price is not null)),
  check ((kind in ('change_up', 'change_down')) = (percent is not null))
);

create index alerts_user on alerts (user_id, id desc) where state <> 'deleted';
create index alerts_live on alerts (state) where state in ('armed', 'waiting');
create index alerts_seq_idx on alerts (seq);
