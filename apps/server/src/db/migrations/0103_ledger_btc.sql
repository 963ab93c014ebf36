-- Bitcoin as a ledger currency (issue 17): robot mining rewards are credited in BTC to the
-- FINANCIAL wallet, in satoshis (integer minor units, 8 decimals; the account's `decimals`).
alter table ledger_accounts drop constraint ledger_accounts_currency_check;
alter table ledger_accounts add constraint ledger_accounts_currency_check check (currency in ('MXN', 'USD', 'EUR', 'HKD', 'BTC'));
