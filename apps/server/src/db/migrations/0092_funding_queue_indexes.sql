-- Back office at scale (issue 20): the deposit and withdrawal queues' date range and amount
-- search over millions of rows. (Indexes only; the funding module owns both tables.)
create index deposits_created on deposits (created_at);
create index deposits_amount on deposits (amount_minor);
-- A crypto deposit's amount (the same keyword is tried as a coin amount); bank rows have none.
create index deposits_crypto_amount on deposits (crypto_amount) where crypto_amount is not null;
create index withdrawals_created on withdrawals (created_at);
create index withdrawals_amount on withdrawals (amount_minor);
