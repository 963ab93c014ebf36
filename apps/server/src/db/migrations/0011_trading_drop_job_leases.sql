-- The trading sweep is the jobs service's `trading.sweep` job now: its lease is the job's row (0010).
drop table trading_job_leases;
