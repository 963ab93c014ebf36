-- IPO financing and pay-after-allotment (issue 14): an HK application may be financed (the
-- broker lends finance_percent of the tier amount at the published rate); held_minor is then
-- the user's deposit plus the interest (interest_minor, due whatever the outcome). An
-- allotment that costs more than the deposit owes due_minor, paid by the user (payipo)
-- before pay_by, else it lapses and the deposit is released.
alter table ipo_subscriptions add column finance_percent integer not null default 0 check (finance_percent >= 0 and finance_percent <= 100);
alter table ipo_subscriptions add column loan_minor bigint not null default 0 check (loan_minor >= 0);
alter table ipo_subscriptions add column interest_minor bigint not null default 0 check (interest_minor >= 0);
alter table ipo_subscriptions add column due_minor bigint not null default 0 check (due_minor >= 0);
alter table ipo_subscriptions add column pay_by timestamptz;
alter table ipo_subscriptions add column paid_at timestamptz;
create index ipo_subscriptions_due on ipo_subscriptions (ipo_id) where due_minor > 0;
