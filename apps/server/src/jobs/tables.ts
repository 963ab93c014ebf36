import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;

/** A named job; its row is also the lease that lets one process run the job's runs at a time. */
export interface JobsTable {
  name: string;
  planned_through: Timestamp | null;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
}

export type JobRunStatus = 'pending' | 'running' | 'done' | 'failed';

/** One due run of a job, unique per (job, period). */
export interface JobRunsTable {
  /** bigserial: comes back as a JS bigint (db/index.ts type parsers). */
  id: Generated<bigint>;
  job: string;
  period: string;
  due_at: Timestamp;
  status: JobRunStatus;
  next_at: Timestamp;
  attempts: Generated<number>;
  passes: Generated<number>;
  items: Generated<number>;
  cursor: string | null;
  error: string | null;
  trigger: Generated<string>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  duration_ms: number | null;
  created_at: Timestamp;
}

declare module '../db/schema.ts' {
  interface DB {
    jobs: JobsTable;
    job_runs: JobRunsTable;
  }
}
