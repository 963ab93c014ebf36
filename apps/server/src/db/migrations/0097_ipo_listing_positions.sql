-- IPO listing day (issue 14): the listing day's opening price drawn from the published
-- first-day model (ipo/rules.ts firstDayOpenE4, from the allotment's seed), and the trading
-- position each holding became (its sale, through the trading close path, feeds the
-- flipping rule).
alter table ipo_issues add column first_day_open_e4 bigint;
alter table ipo_holdings add column position_id integer;
