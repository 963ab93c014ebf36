-- The IVA paid on a position's opening commission (issue 28.3): the wallet pays IVA on both
-- commissions, the buy's and the sale's, so the realized P/L deducts both. A partial close
-- takes its share of it, as it does of the margin and the opening fee. Positions opened
-- before this column start at 0 (their opening IVA is in the ledger's memo, which this
-- module does not read).
alter table trading_positions add column open_iva bigint not null default 0;
