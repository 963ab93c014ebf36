-- Issue 12 item 3: the portfolio splits a position's P/L into price and FX in MXN, so a
-- position keeps the rate of its wallet currency into MXN when it opened (1 for MXN
-- wallets). Positions opened before this migration have none (their FX part reads 0).
alter table trading_positions add column open_rate_mxn numeric;
