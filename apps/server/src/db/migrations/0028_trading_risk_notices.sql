-- Issue 12 item 2: a user acknowledges the leverage risk notice once before the first
-- leveraged order (futures, forex); the acknowledgement is kept per user, with the
-- notice version and the time it was given.
create table trading_risk_notices (
  user_id integer primary key references users (id),
  notice_version integer not null default 1 check (notice_version > 0),
  acknowledged_at timestamptz not null
);
