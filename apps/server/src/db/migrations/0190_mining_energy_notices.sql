-- Mining, issue 34 item 15: a robot no longer stops in silence. The state job tells the user a
-- day before its prepaid energy runs out (once per top-up: a top-up clears the mark) and when it
-- stops. energy_warned says the warning of the current energy was sent.
alter table mining_orders add column energy_warned boolean not null default false;
