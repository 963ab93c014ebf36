-- Issue 30.2: the life of a payout. An approved withdrawal is not paid yet: the house sends it
-- over SPEI with its tracking key (clave de rastreo), then the bank confirms it paid, or it comes
-- back (a wrong or closed account) and the money returns to the wallet through the ledger.
-- `status` keeps the user-facing review status (1 in progress, 2 failed, 3 completed = paid).
alter table withdrawals add column stage text not null default 'review'
  check (stage in ('review', 'approved', 'sent', 'paid', 'rejected', 'returned'));
update withdrawals set stage = case status when 3 then 'paid' when 2 then 'rejected' else 'review' end;
alter table withdrawals add column tracking_key text;
alter table withdrawals add column sent_at timestamptz;
alter table withdrawals add column paid_at timestamptz;
update withdrawals set paid_at = reviewed_at where status = 3;
alter table withdrawals add column returned_at timestamptz;
alter table withdrawals add column return_tx_id bigint references ledger_transactions (id);
-- A tracking key names one transfer.
create unique index withdrawals_tracking_key on withdrawals (tracking_key) where tracking_key is not null;
-- The payout queues (approved to send, sent to confirm), oldest first; paid today for the dashboard.
create index withdrawals_stage on withdrawals (stage, id);
create index withdrawals_paid on withdrawals (paid_at) where paid_at is not null;
