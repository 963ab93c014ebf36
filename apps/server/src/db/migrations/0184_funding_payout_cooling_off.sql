-- Issue 29.8: a payout account added or changed waits PAYOUT_COOLING_OFF_HOURS before money may be
-- withdrawn to it. Accounts saved before this rule are usable from when they were saved.
alter table bank_cards add column usable_from timestamptz;
update bank_cards set usable_from = created_at;
alter table bank_cards alter column usable_from set not null;

alter table crypto_wallets add column usable_from timestamptz;
update crypto_wallets set usable_from = created_at;
alter table crypto_wallets alter column usable_from set not null;
