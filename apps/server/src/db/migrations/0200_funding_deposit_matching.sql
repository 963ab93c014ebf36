-- Issue 30.1: a SPEI deposit is matched by the reference the user was told to write in the
-- concept, the payer's bank, name and account, and the proof. The reviewer may credit another
-- amount than the one declared, with a reason; an adjusted credit above the large-amount
-- threshold waits for a second operator (maker-checker): the first one's proposal is kept here.
alter table deposits add column expected_reference text;
alter table deposits add column payer_bank text;
alter table deposits add column payer_name text;
alter table deposits add column payer_account text;
-- Why the credit differs from the declared amount (the user reads it).
alter table deposits add column credit_reason text;
-- An adjusted credit proposed by a first operator, waiting for a second one.
alter table deposits add column proposed_minor bigint check (proposed_minor is null or proposed_minor > 0);
-- [{operatorId, username, at}], one entry per approving operator
alter table deposits add column approvals jsonb not null default '[]';
