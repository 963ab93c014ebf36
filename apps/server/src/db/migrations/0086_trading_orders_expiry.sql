-- Resting limit orders are good till cancelled (issue 21): the published maximum of the
-- order terms (gtcMaxDays, 90) applies to them too. A resting order keeps the date it
-- expires (set when it rests); the matching job cancels it then and releases its hold.
-- Orders already resting get the 90 days of the terms version 1 from when they were placed.
alter table trading_orders add column expires_at timestamptz;
update trading_orders set expires_at = created_at + interval '90 days' where status = 0;
create index trading_orders_expiring on trading_orders (expires_at) where status = 0;
