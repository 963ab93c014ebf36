-- Jobs (apps/server/src/jobs): one row per named job, one row per due run.
-- The job row is the lease: the process whose lease has not expired runs the job's runs,
-- one at a time, in due order. A run is keyed by (job, period): planning the same period
-- on several processes inserts it once.
create table jobs (
  name text primary key,
  -- Due time of the latest period planned (runs created up to here).
  planned_through timestamptz,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz not null
);

create table job_runs (
  id bigserial primary key,
  job text not null references jobs (name),
  period text not null,
  due_at timestamptz not null,
  -- pending (due or waiting for a retry), running, done, failed (retries used up)
  status text not null check (status in ('pending', 'running', 'done', 'failed')),
  -- May run from then on (the retry backoff moves it).
  next_at timestamptz not null,
  attempts integer not null default 0,
  -- Passes of a run that had more items than its bound allows.
  passes integer not null default 0,
  items integer not null default 0,
  cursor text,
  error text,
  -- 'schedule', or 'operator:<username>' for a run started from the back office.
  trigger text not null default 'schedule',
  started_at timestamptz,
  finished_at timestamptz,
  duration_ms integer,
  created_at timestamptz not null,
  unique (job, period)
);
create index job_runs_open on job_runs (job, due_at, id) where status in ('pending', 'running');
create index job_runs_recent on job_runs (job, id desc);
create index job_runs_failed on job_runs (job, id desc) where status = 'failed';
