-- A transfer quote funds exactly one transfer (issue 12): the transfer that uses it marks it
-- used in the same database transaction, and keeps the quote's id.
alter table wallet_transfer_quotes add column used_at timestamptz;
alter table wallet_transfers add column quote_id text;
