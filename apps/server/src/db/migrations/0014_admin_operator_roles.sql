-- Operator roles by duty (issue 13): an operator holds one or more of
-- admin, kyc_reviewer, money_reviewer, money_approver. The old single 'reviewer' role
-- reviewed KYC and deposits/withdrawals: it becomes kyc_reviewer + money_reviewer (it no
-- longer reads the dev outbox nor gives the second approval of a large withdrawal).
alter table operators add column roles text[] not null default '{}';
update operators set roles = case role when 'admin' then array['admin'] else array['kyc_reviewer', 'money_reviewer'] end;
alter table operators drop column role;
alter table operators alter column roles drop default;
alter table operators add constraint operators_roles_known
  check (cardinality(roles) > 0 and roles <@ array['admin', 'kyc_reviewer', 'money_reviewer', 'money_approver']::text[]);
