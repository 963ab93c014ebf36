-- Bonds, issue 34 item 4: an M-Bono or UDIBONO may set its first coupon date, for a long (or
-- short) first period by the rule (coupon = VN x rate x N/360, N = actual days from the issue);
-- the later coupons fall every 182 days up to maturity. Null: the coupons step back 182 days
-- from maturity (a short first period). Each holding keeps the date of its issue.
alter table bonds_issues add column first_coupon_date text check (first_coupon_date is null or first_coupon_date ~ '^\d{4}-\d{2}-\d{2}$');
alter table bonds_holdings add column first_coupon_date text;
