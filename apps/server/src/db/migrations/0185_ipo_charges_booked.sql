-- IPO, issue 34 items 7 and 18: each charge of an allotment on the record. The brokerage, the
-- IVA on it (the trading-tax rule in force when it is charged), the SFC and AFRC levies and the
-- HKEX trading fee, as booked at allotment (or at the payment after it); null until then and for
-- orders settled before this column.
alter table ipo_subscriptions add column brokerage_minor bigint;
alter table ipo_subscriptions add column iva_minor bigint;
alter table ipo_subscriptions add column sfc_levy_minor bigint;
alter table ipo_subscriptions add column afrc_levy_minor bigint;
alter table ipo_subscriptions add column trading_fee_minor bigint;
