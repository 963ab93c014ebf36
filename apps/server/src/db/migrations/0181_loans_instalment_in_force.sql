-- Loans, issue 34 item 1: the instalment in force. A "smaller payments" prepayment lowers the
-- instalment; a later "fewer payments" one must keep that lower instalment, not the one fixed
-- at disbursement (instalment_minor, which stays as the contract's). Each replan stores it here.
-- Loans already replanned take it from their schedule: every open row but the last pays it.
alter table loans_applications add column instalment_in_force_minor bigint;
update loans_applications a set instalment_in_force_minor = coalesce(
  (select s.instalment_minor from loans_schedule s where s.loan_id = a.id and s.status <> 'paid' order by s.n desc offset 1 limit 1),
  a.instalment_minor);
alter table loans_applications alter column instalment_in_force_minor set not null;
