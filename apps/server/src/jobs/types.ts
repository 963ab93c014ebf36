import type { JobSchedule } from './schedule.ts';

/* The shapes of the jobs service (service.ts): what a module declares and what its handler gets. */

/** What a run's handler gets. */
export interface JobRunContext {
  job: string;
  /** The run key: slot start (ISO) of an interval job, local date of a calendar job, `manual:...` for run now. */
  period: string;
  dueAt: number;
  /** 1 on the first try of this pass, then 2, 3... on retries. */
  attempt: number;
  /** The bound on items this pass may process (the job's maxItemsPerRun). */
  maxItems: number;
  /** What the previous pass of this run returned as `cursor` (undefined on the first pass). */
  cursor: string | undefined;
  /** 'schedule', or 'operator:<username>' for a run started from the back office. */
  trigger: string;
}

/** What a handler answers: items processed, whether more remain (then it runs again soon), where to go on. */
export interface JobRunResult {
  items?: number;
  more?: boolean;
  cursor?: string;
}

export interface JobRetry {
  /** Tries of a pass before the run is marked failed (default 3; 1 = no retry). */
  attempts?: number;
  /** Wait before the first retry; doubles for each further one (default 1 s). */
  backoffMs?: number;
  /** Longest wait between tries (default 5 min). */
  maxBackoffMs?: number;
}

export interface JobDefinition {
  name: string;
  schedule: JobSchedule;
  run(run: JobRunContext): Promise<JobRunResult | void>;
  /** Bound on items per pass, handed to the handler (default 1000). */
  maxItemsPerRun?: number;
  retry?: JobRetry;
  /**
   * Runs missed while no process was up: 'all' runs each missed period in order, 'latest'
   * only the latest one. Default: 'all' for calendar jobs, 'latest' for interval jobs.
   */
  catchUp?: 'all' | 'latest';
  /** Finished runs are deleted after this long (default 7 days; 1 hour for jobs due at least every minute). */
  keepMs?: number;
}

export interface JobsOptions {
  /** How long a process holds a job between renewals (default 30 s); a crashed holder's runs move on after it. */
  leaseMs?: number;
  /** How often a started runner looks for due runs (default 500 ms). */
  pollMs?: number;
  /** Identifies this process in the lease (default: a random id). */
  owner?: string;
}

export interface Defined extends Required<Omit<JobDefinition, 'retry'>> {
  retry: Required<JobRetry>;
}
